"use client";

import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Form, FormInput, FormTextarea, useZodForm } from "@/components/ui/form";
import { placeBidSchema, type PlaceBidInput } from "@/lib/bids/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { PayoutNote } from "@/components/payments/payout-note";

const { shape } = placeBidSchema;

/**
 * SPEC §5 'Bid form': amount (min 0, step 0.01) and estimated days (min 1) both required, an optional message
 * trimmed and left out when empty; checked with the API's own schema. What was typed stays after a refusal. The days
 * start empty: a pre-filled 1 turned a typed 2 into 12.
 */
export function BidForm({ busy, onSubmit }: { busy: boolean; onSubmit(input: PlaceBidInput): void }) {
  const form = useZodForm(placeBidSchema, { defaultValues: { message: "" } });
  const amount = form.watch("amount");

  function onInvalid() {
    const { amount, eta_days } = form.getValues();
    if (amount == null || eta_days == null)
      toast.error("Missing Information", { description: "Please enter both bid amount and estimated days." });
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        noValidate
        aria-label="Your bid"
        className="grid gap-4 rounded-lg border p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput
            control={form.control}
            name="amount"
            label="Bid amount ($)"
            type="number"
            step={0.01}
            inputMode="decimal"
            placeholder="0.00"
            {...inputLimits(shape.amount)}
          />
          <FormInput
            control={form.control}
            name="eta_days"
            label="Estimated days"
            hint="Days to finish after you're hired"
            type="number"
            step={1}
            inputMode="numeric"
            {...inputLimits(shape.eta_days)}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <PayoutNote price={typeof amount === "number" ? amount : null} />
        </p>
        <FormTextarea
          control={form.control}
          name="message"
          label="Message (optional)"
          rows={3}
          placeholder="When you can come, what is included…"
          {...inputLimits(shape.message)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Placing..." : "Place Bid"}
        </Button>
      </form>
    </Form>
  );
}
