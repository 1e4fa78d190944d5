"use client";

import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix dialogs give focus back to their own Trigger. Ours are often opened from elsewhere (the header's Get Started,
 * a card's button, the posting provider), where Radix would leave focus on <body>. This remembers what had focus as
 * the dialog opened and gives it back as it closes, unless the caller moved focus itself or that control is gone.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix asks before it moves focus into the dialog: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
