"use client";

import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix dialogs give focus back to their own Trigger. Ours are often opened from elsewhere (the header's Get Started,
 * a card's button, the posting provider), where Radix would leave focus on <body>. This remembers what had focus as
 * the dialog opened and gives it back as it closes, unless the caller moved focus itself. When that control is gone
 * (an entry of the navigation sheet, which closed as this dialog opened), focus goes to the trigger of the sheet or
 * dialog it was in: Radix triggers name their content with aria-controls.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  const openerTrigger = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix asks before it moves focus into the dialog: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const container = opener.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      openerTrigger.current = container?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(container.id)}"]`) : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = [opener.current, openerTrigger.current].find((element) => element?.isConnected);
      opener.current = null;
      openerTrigger.current = null;
      if (event.defaultPrevented || !target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
