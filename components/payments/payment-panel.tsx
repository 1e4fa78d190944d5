"use client";

import { useState } from "react";
import { BadgeCheck, Banknote, CircleAlert, HandCoins } from "lucide-react";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { formatMoment } from "@/lib/format/dates";
import { formatCents } from "@/lib/payments/money";
import type { PaymentDto } from "@/lib/payments/dto";
import { DISPUTE_REASON_LABELS } from "@/lib/payments/dispute-reasons";
import { usePaymentStep, type PaidKind } from "./queries";

const DisputeDialog = onDemand(() => import("./dispute-dialog").then((module) => module.DisputeDialog));

type Side = "owner" | "provider";

/** Where the money for a piece of work stands, in words, for the side looking. */
function statusText(payment: PaymentDto, side: Side): string {
  const amount = formatCents(payment.amount_cents);
  const payout = formatCents(payment.payout_cents);
  const fee = formatCents(payment.fee_cents);
  const by = payment.confirm_by ? formatMoment(payment.confirm_by) : "";
  const reason = payment.dispute ? DISPUTE_REASON_LABELS[payment.dispute.reason].toLowerCase() : "";
  const owner: Record<PaymentDto["status"], string> = {
    not_due: `${amount}, due once the work is done and you confirm it.`,
    awaiting_confirmation: `Done. Confirm the work by ${by} or report a problem; after that it counts as confirmed. ${amount} is due once confirmed.`,
    disputed: `You reported a problem (${reason}). The payment waits until LawnLink settles it.`,
    due: `Confirmed. Pay your provider ${amount} directly (cash, check or your own app), then mark it paid.`,
    paid: payment.received_at
      ? `Paid ${amount}. Your provider confirmed receiving it.`
      : `Paid ${amount}. Waiting for your provider to confirm receiving it.`,
    refunded: `Refunded in full.`,
    partially_refunded: `Partly refunded.`,
  };
  const provider: Record<PaymentDto["status"], string> = {
    not_due: `You receive ${payout} after the ${fee} fee, once the work is done and confirmed.`,
    awaiting_confirmation: `Waiting for the homeowner to confirm the work (until ${by}). You receive ${payout} after the ${fee} fee.`,
    disputed: `The homeowner reported a problem (${reason}). Answer in the job's messages; the payment waits until LawnLink settles it.`,
    due: `Confirmed: the homeowner owes you ${amount}, paid to you directly. LawnLink's fee of ${fee} is yours to settle.`,
    paid: payment.received_at
      ? `Received ${amount}.`
      : `The homeowner marked ${amount} paid. Confirm when you have it.`,
    refunded: `Refunded in full to the homeowner.`,
    partially_refunded: `Partly refunded to the homeowner.`,
  };
  return (side === "owner" ? owner : provider)[payment.status];
}

/**
 * A completed job's or visit's payment, for one of its parties: where it stands, and the step that side can take
 * (the homeowner confirms, reports a problem or marks it paid; the provider confirms receiving it). The server holds
 * every rule; these buttons follow its `status`.
 */
export function PaymentPanel({
  kind,
  id,
  title,
  payment,
  side,
}: {
  kind: PaidKind;
  id: string;
  /** What the work is, for the buttons' names on a list of cards. */
  title: string;
  payment: PaymentDto;
  side: Side;
}) {
  const confirm = usePaymentStep(kind, id, "confirm");
  const markPaid = usePaymentStep(kind, id, "mark-paid");
  const received = usePaymentStep(kind, id, "payment-received");
  const [disputing, setDisputing] = useState(false);
  const disputeOpened = useOpenedOnce(disputing);
  const busy = confirm.isPending || markPaid.isPending || received.isPending;
  const { status } = payment;
  return (
    <div className="col-span-2 grid gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-2 text-sm text-emerald-950">
      <p>{statusText(payment, side)}</p>
      {side === "owner" && status === "awaiting_confirmation" && (
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="sm"
            disabled={busy}
            onClick={() => confirm.mutate(undefined)}
            aria-label={`Confirm work: ${title}`}
          >
            <BadgeCheck aria-hidden />
            Confirm Work
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => setDisputing(true)}
            aria-label={`Report a problem: ${title}`}
          >
            <CircleAlert aria-hidden />
            Report a Problem
          </Button>
        </div>
      )}
      {side === "owner" && status === "due" && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => markPaid.mutate(undefined)}
          aria-label={`Mark as paid: ${title}`}
        >
          <Banknote aria-hidden />
          Mark as Paid
        </Button>
      )}
      {side === "provider" && (status === "due" || status === "paid") && !payment.received_at && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => received.mutate(undefined)}
          aria-label={`Payment received: ${title}`}
        >
          <HandCoins aria-hidden />
          Payment Received
        </Button>
      )}
      {disputeOpened && (
        <DisputeDialog kind={kind} id={id} title={title} open={disputing} onOpenChange={setDisputing} />
      )}
    </div>
  );
}
