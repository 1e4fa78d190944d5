"use client";

import { useSyncExternalStore, type ComponentProps, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// sonner's rich-color texts fall just short of WCAG AA (4.5:1) on their own backgrounds: darker shades that pass.
const accessibleRichColors = {
  "--success-text": "#15803d",
  "--error-text": "#b91c1c",
  "--info-text": "#1d4ed8",
  "--warning-text": "#92400e",
} as CSSProperties;

// On a phone the buttons people press sit low on the screen (card footers, dialog actions), where a bottom toast
// would cover them: there toasts come in at the top.
const PHONE = "(max-width: 639px)";
const onViewportChange = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
};
const isPhone = () => window.matchMedia(PHONE).matches;

// SPEC §9: 4000 ms, three visible, bottom-right, 32 px viewport offset (width 356 and gap 14 are sonner's defaults).
export function Toaster(props: ComponentProps<typeof Sonner>) {
  const phone = useSyncExternalStore(onViewportChange, isPhone, () => false);
  return (
    <Sonner
      duration={4000}
      visibleToasts={3}
      position={phone ? "top-center" : "bottom-right"}
      offset={32}
      theme="light"
      richColors
      closeButton
      style={accessibleRichColors}
      {...props}
    />
  );
}
