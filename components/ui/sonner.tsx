"use client";

import type { ComponentProps } from "react";
import { Toaster as Sonner } from "sonner";

// SPEC §9: 4000 ms, three visible, bottom-right, 32 px viewport offset (width 356 and gap 14 are sonner's defaults).
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return <Sonner duration={4000} visibleToasts={3} position="bottom-right" offset={32} theme="light" richColors closeButton {...props} />;
}
