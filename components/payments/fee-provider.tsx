"use client";

import { createContext, useContext, type ReactNode } from "react";

// The platform's fee percent, read on the server at run time (PLATFORM_FEE_PERCENT) and handed down by the root
// layout, so one build serves any fee.
const FeePercent = createContext<number | null>(null);

export function FeeProvider({ percent, children }: { percent: number; children: ReactNode }) {
  return <FeePercent.Provider value={percent}>{children}</FeePercent.Provider>;
}

export function useFeePercent(): number {
  const percent = useContext(FeePercent);
  if (percent === null) throw new Error("useFeePercent needs a FeeProvider (the root layout has one)");
  return percent;
}
