"use client";

import { useEffect } from "react";
import { preloadToaster, useToastRequested } from "@/lib/client/toast";
import { onDemand } from "./on-demand";

const Toaster = onDemand(() => import("./sonner").then((module) => module.Toaster));

/**
 * The Toaster, rendered from the first toast on (lib/client/toast.ts), or once the browser is idle after the page
 * has loaded: screen readers announce a toast only into a live region that was already there.
 */
export function ToasterOnDemand() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(preloadToaster, 2_000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preloadToaster, { timeout: 5_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return useToastRequested() ? <Toaster /> : null;
}
