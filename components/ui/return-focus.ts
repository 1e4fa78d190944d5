"use client";

import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

// Each open dialog's element and what it gives focus back to. A dialog opened from inside another, as that one
// closes, finds it here: the trigger's aria-controls cannot say, Radix drops it as soon as its dialog is closing.
const returnTargets = new WeakMap<Element, HTMLElement>();

// What last took focus. A dialog can mount after its opener has left the page: the navigation sheet, without a closing
// animation, is removed in a layout effect, before the dialog opened from its entry asks what had focus. Focus is
// then on <body>, and this still names the entry.
let lastFocused: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** What had focus as a dialog opens: the active element, or the one that had it and has since been removed. */
function focusedAtOpen(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused && !lastFocused.isConnected ? lastFocused : null;
}

/**
 * Radix dialogs give focus back to their own Trigger. Ours are often opened from elsewhere (the header's Get Started,
 * a card's button, the posting provider), where Radix would leave focus on <body>. This remembers what had focus as
 * the dialog opened and gives it back as it closes, unless the caller moved focus itself. When that control is gone
 * (an entry of the navigation sheet, which closed as this dialog opened), focus goes where that sheet or dialog gave
 * it back: what had focus as it opened, its trigger as a rule.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const openerDialogReturn = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix asks before it moves focus into the dialog. A removed opener keeps its removed ancestors, its dialog too.
      opener.current = focusedAtOpen();
      const container = opener.current?.closest('[role="dialog"], [role="alertdialog"]');
      openerDialogReturn.current = (container && returnTargets.get(container)) ?? null;
      // The event is dispatched on this dialog's element.
      if (event.target instanceof Element && opener.current) returnTargets.set(event.target, opener.current);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = [opener.current, openerDialogReturn.current].find((element) => element?.isConnected);
      opener.current = null;
      openerDialogReturn.current = null;
      if (event.defaultPrevented || !target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
