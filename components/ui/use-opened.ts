"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true. A dialog loaded on demand (onDemand) mounts when first opened and
 * then stays mounted, so it can animate closed and keep what was typed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
