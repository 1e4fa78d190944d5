import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// Most visits show no toast: sonner, and the Toaster that shows its toasts (ToasterOnDemand), are fetched with the
// first one, so no page's first-load JavaScript carries them. Sonner's Toaster shows the toasts made before it mounted.
let sonner: Promise<typeof import("sonner")> | null = null;
const subscribers = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import("sonner");
    subscribers.forEach((notify) => notify());
  }
  return sonner;
}

type Show<K extends "success" | "error" | "info"> = (...args: Parameters<(typeof sonnerToast)[K]>) => void;
const show =
  <K extends "success" | "error" | "info">(kind: K): Show<K> =>
  (...args) =>
    void loadSonner().then(({ toast }) =>
      (toast[kind] as (...args: Parameters<(typeof sonnerToast)[K]>) => unknown)(...args),
    );

/** Fetches sonner ahead of any toast, so its live region is on the page before the first message is announced. */
export const preloadToaster = () => void loadSonner();

/** sonner's toast, as the app uses it. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};

/** Whether a toast has been asked for: the Toaster is needed from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sonner !== null,
    () => false,
  );
}
