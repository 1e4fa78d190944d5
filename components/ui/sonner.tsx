"use client";

import type { ComponentProps, CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// sonner's rich-color texts fall just short of WCAG AA (4.5:1) on their own backgrounds: darker shades that pass.
const accessibleRichColors = {
  "--success-text": "#15803d",
  "--error-text": "#b91c1c",
  "--info-text": "#1d4ed8",
  "--warning-text": "#92400e",
} as CSSProperties;

// SPEC §9: 4000 ms, three visible, bottom-right, 32 px viewport offset (width 356 and gap 14 are sonner's defaults).
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner duration={4000} visibleToasts={3} position="bottom-right" offset={32} theme="light" richColors closeButton style={accessibleRichColors} {...props} />
  );
}
