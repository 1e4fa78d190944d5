"use client";

import { useEffect } from "react";
import { preloadToaster, useToastRequested } from "@/lib/client/toast";
import { onDemand } from "./on-demand";

const Toaster = onDemand(() => import("./sonner").then((module) => module.Toaster));

// Toasts follow what someone does: the first sign of it (a pointer over the page, a press, a key, a focus) fetches
// sonner, so its live region is there before the first toast is announced.
const INTENT = ["pointerover", "pointerdown", "keydown", "focusin"];

/**
 * The Toaster, rendered from the first toast on (lib/client/toast.ts), or once sonner is preloaded: screen readers
 * announce a toast only into a live region that was already there. Preloaded on the first sign of use, or when the
 * browser is idle a few seconds after the page started, not while a phone is still starting it (Lighthouse would
 * count sonner's fetch and first run in the page's blocking time, docs/performance.md).
 */
export function ToasterOnDemand() {
  useEffect(() => {
    const preload = () => {
      stop();
      preloadToaster();
    };
    const timer = setTimeout(() => (window.requestIdleCallback ?? setTimeout)(preload), 5_000);
    const stop = () => {
      clearTimeout(timer);
      INTENT.forEach((type) => removeEventListener(type, preload, true));
    };
    INTENT.forEach((type) => addEventListener(type, preload, true));
    return stop;
  }, []);
  return useToastRequested() ? <Toaster /> : null;
}
