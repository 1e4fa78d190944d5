"use client";

import { useState, type FormEvent } from "react";
import { z } from "zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { placeBidSchema, type PlaceBidInput } from "@/lib/bids/schemas";

export type BidInput = PlaceBidInput;

type FieldErrors = Partial<Record<keyof BidInput, string>>;

/**
 * SPEC §5 'Bid form': amount (min 0, step 0.01) and estimated days (min 1, default 1) both required, an optional
 * message trimmed and left out when empty. Checked with the API's own schema before sending.
 * `onSubmit` resolves to whether the bid was placed; on failure the typed values stay for another try.
 */
export function BidForm({ jobId, busy, onSubmit }: { jobId: string; busy: boolean; onSubmit(input: BidInput): Promise<boolean> }) {
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = String(data.get("amount") ?? "").trim();
    const days = String(data.get("eta_days") ?? "").trim();
    if (!amount || !days) {
      toast.error("Missing Information", { description: "Please enter both bid amount and estimated days." });
      return;
    }
    const parsed = placeBidSchema.safeParse({ amount: Number(amount), eta_days: Number(days), message: String(data.get("message") ?? "") });
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
      setErrors({ amount: fields.amount?.[0], eta_days: fields.eta_days?.[0], message: fields.message?.[0] });
      return;
    }
    setErrors({});
    await onSubmit(parsed.data);
  }

  const messageNoteId = `bid-message-${jobId}-note`;
  return (
    <form onSubmit={submit} noValidate aria-label="Your bid" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Bid amount ($)" name="amount" type="number" min={0} step={0.01} inputMode="decimal" placeholder="0.00" error={errors.amount} />
        <TextField label="Estimated days" name="eta_days" type="number" min={1} step={1} inputMode="numeric" defaultValue={1} error={errors.eta_days} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`bid-message-${jobId}`}>Message (optional)</Label>
        <Textarea
          id={`bid-message-${jobId}`}
          name="message"
          rows={3}
          maxLength={1000}
          placeholder="When you can come, what is included…"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? messageNoteId : undefined}
        />
        {errors.message && (
          <p id={messageNoteId} className="text-sm text-destructive">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Placing..." : "Place Bid"}
      </Button>
    </form>
  );
}
