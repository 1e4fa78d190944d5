"use client";

import { centsOf, feeCents, formatCents } from "@/lib/payments/money";
import { useFeePercent } from "./fee-provider";

/** What a provider receives of a price once the platform's fee is taken, said before they claim or bid. */
export function PayoutNote({ price, className }: { price: number | null | undefined; className?: string }) {
  const percent = useFeePercent();
  if (price == null || !(price >= 0)) return null;
  const amount = centsOf(price);
  return (
    <span className={className}>
      You receive {formatCents(amount - feeCents(amount, percent))} after the {percent}% fee.
    </span>
  );
}
