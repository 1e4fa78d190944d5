"use client";

import { createContext, useContext, type ReactNode } from "react";

// The payment terms the browser needs, read on the server at run time and handed down by the root layout, so one
// build serves any fee and any Stripe account: the platform's fee percent (PLATFORM_FEE_PERCENT) and Stripe's
// publishable key (null when payment is direct).
type Terms = { percent: number; stripeKey: string | null };
const PaymentTerms = createContext<Terms | null>(null);

export function FeeProvider({ children, ...terms }: Terms & { children: ReactNode }) {
  return <PaymentTerms.Provider value={terms}>{children}</PaymentTerms.Provider>;
}

function useTerms(): Terms {
  const terms = useContext(PaymentTerms);
  if (terms === null) throw new Error("Payment terms need a FeeProvider (the root layout has one)");
  return terms;
}

export const useFeePercent = () => useTerms().percent;
export const useStripeKey = () => useTerms().stripeKey;
