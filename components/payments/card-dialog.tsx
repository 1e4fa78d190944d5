"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useStripeKey } from "./fee-provider";
import { useCardSetup, useSaveCard } from "./queries";

// Stripe.js is fetched from Stripe (its terms require it) the first time a card form opens, never on page load.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

type CardDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  submitLabel: string;
  /** After Stripe confirmed the card and LawnLink saved it (paying with it, say). */
  onSaved?(): Promise<unknown> | void;
};

/**
 * Saving a card to pay after the work: Stripe Elements collects it (and any approval the bank asks for) in Stripe's
 * own fields, confirming a SetupIntent LawnLink made; LawnLink keeps only the card's brand and last four digits.
 */
export function CardDialog({ open, onOpenChange, ...form }: CardDialogProps) {
  const key = useStripeKey();
  const setup = useCardSetup();
  const [busy, setBusy] = useState(false);
  const { mutate, reset } = setup;
  useEffect(() => {
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);
  const secret = setup.data?.client_secret;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{form.title}</DialogTitle>
          <DialogDescription>{form.description}</DialogDescription>
        </DialogHeader>
        {key && secret ? (
          <Elements stripe={stripeFor(key)} options={{ clientSecret: secret }}>
            <CardForm {...form} busy={busy} setBusy={setBusy} onDone={() => onOpenChange(false)} />
          </Elements>
        ) : setup.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Stripe could not be reached. Close this and try again.
          </p>
        ) : (
          <Spinner label="Loading the secure card form..." className="py-4" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CardForm({
  submitLabel,
  onSaved,
  busy,
  setBusy,
  onDone,
}: Pick<CardDialogProps, "submitLabel" | "onSaved"> & {
  busy: boolean;
  setBusy(busy: boolean): void;
  onDone(): void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveCard();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: "if_required" });
      if (result.error) return setError(result.error.message ?? "Your card was not accepted");
      await save.mutateAsync(result.setupIntent.id);
      await onSaved?.();
      onDone();
    } catch {
      setError("The card was not saved. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <PaymentElement onReady={() => setReady(true)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          Not Now
        </Button>
        <Button type="submit" disabled={busy || !ready}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
