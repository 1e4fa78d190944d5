"use client";

import { useMemo } from "react";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { FormInput, FormSelect } from "@/components/ui/form";
import { BIDDING_LIMITS, biddingCloseWindow } from "@/lib/jobs/bidding";
import { jobOffer } from "@/lib/jobs/status";
import type { PriceType } from "@/lib/generated/prisma/enums";

/** The posting form's part of the close: a local date and time ("" for the default) and the award's minimum rating. */
export type BiddingCloseValues = {
  price_type: PriceType;
  price_estimate: number | null;
  needed_by: string | null;
  /** A datetime-local value in the homeowner's zone; "" is BIDDING_LIMITS.defaultDays ahead. */
  bidding_closes_at: string;
  /** "" is no automatic award; else the minimum rating, as the select holds it. */
  auto_award_min_rating: string;
};

export const EMPTY_BIDDING_CLOSE = { bidding_closes_at: "", auto_award_min_rating: "" } as const;

const AWARD_OPTIONS = [
  { value: "", label: "No: I choose the bid myself" },
  { value: "3", label: "Yes: the lowest bid rated 3★ or more" },
  { value: "4", label: "Yes: the lowest bid rated 4★ or more" },
  { value: "4.5", label: "Yes: the lowest bid rated 4.5★ or more" },
] as const;

/** A datetime-local value (the browser's own zone, to the minute) for a moment. */
const localValue = (at: Date) => {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/** What the API takes from the form's part, for a posting that takes bids (nothing for one that is claimed). */
export function biddingClosePayload(form: BiddingCloseValues) {
  if (jobOffer(form.price_type, form.price_estimate !== null) === "claim") return {};
  const closesAt = form.bidding_closes_at === "" ? null : new Date(form.bidding_closes_at);
  return {
    // A value the browser cannot read is sent as typed, for the API's message.
    bidding_closes_at:
      closesAt === null ? null : Number.isNaN(closesAt.getTime()) ? form.bidding_closes_at : closesAt.toISOString(),
    auto_award: form.auto_award_min_rating === "" ? null : { min_rating: Number(form.auto_award_min_rating) },
  };
}

/**
 * 'Bidding closes' and 'Award automatically', shown only for a posting that takes bids (an auction, or a fixed
 * posting without a price), within the window the API accepts (lib/jobs/bidding.ts).
 */
export function BiddingClosesField<TFieldValues extends BiddingCloseValues>({
  control,
}: {
  control: Control<TFieldValues, unknown, FieldValues>;
}) {
  const form = control as unknown as Control<BiddingCloseValues, unknown, FieldValues>;
  const [priceType, price, neededBy] = useWatch({ control: form, name: ["price_type", "price_estimate", "needed_by"] });
  const { min, max } = useMemo(() => biddingCloseWindow(new Date(), neededBy), [neededBy]);
  if (jobOffer(priceType, price !== null) === "claim") return null;
  return (
    <>
      <FormInput
        control={form}
        name="bidding_closes_at"
        label="Bidding closes (Optional)"
        type="datetime-local"
        min={localValue(min)}
        max={localValue(max)}
        hint={`No bids after this. Leave empty to close in ${BIDDING_LIMITS.defaultDays} days; you then have ${BIDDING_LIMITS.acceptDays} days to accept one.`}
      />
      <FormSelect control={form} name="auto_award_min_rating" label="Award automatically" options={AWARD_OPTIONS} />
    </>
  );
}
