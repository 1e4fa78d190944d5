"use client";

import { useState } from "react";
import { BadgeCheck, Banknote, CircleAlert, CreditCard, FileText, HandCoins } from "lucide-react";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { formatMoment } from "@/lib/format/dates";
import { formatCents } from "@/lib/payments/money";
import type { PaymentDto } from "@/lib/payments/dto";
import { DISPUTE_REASON_LABELS } from "@/lib/payments/dispute-reasons";
import { RECEIPTED_STATUSES } from "@/lib/payments/status";
import { dayLabel } from "@/lib/plans/dates";
import { DisputePhotos } from "./dispute-photos";
import { usePaymentStep, type PaidKind } from "./queries";

const DisputeDialog = onDemand(() => import("./dispute-dialog").then((module) => module.DisputeDialog));
const CardDialog = onDemand(() => import("./card-dialog").then((module) => module.CardDialog));

type Side = "owner" | "provider";

/** The statuses in which a provider paid directly confirms receiving the money. */
const RECEIVABLE: readonly PaymentDto["status"][] = ["due", "paid", "partially_refunded"];

/** Where the money for a piece of work stands, in words, for the side looking. */
function statusText(payment: PaymentDto, side: Side): string {
  const amount = formatCents(payment.amount_cents);
  // What is paid once an operator refunded part of it.
  const owed = formatCents(payment.amount_cents - payment.refunded_cents);
  const refunded = formatCents(payment.refunded_cents);
  const payout = formatCents(payment.payout_cents);
  const fee = formatCents(payment.fee_cents);
  const by = payment.confirm_by ? formatMoment(payment.confirm_by) : "";
  const reason = payment.dispute ? DISPUTE_REASON_LABELS[payment.dispute.reason].toLowerCase() : "";
  const settled = payment.refunded_cents > 0 ? `The dispute was settled with a refund of ${refunded}. ` : "";
  if (payment.method === "card")
    return cardStatusText(payment, side, { amount, owed, payout, fee, by, reason, settled });
  const owner: Record<PaymentDto["status"], string> = {
    not_due: `${amount}, due once the work is done and you confirm it.`,
    awaiting_confirmation: `Done. Confirm the work by ${by} or report a problem; after that it counts as confirmed. ${amount} is due once confirmed.`,
    disputed: `You reported a problem (${reason}). The payment waits until LawnLink settles it.`,
    due: `${settled || "Confirmed. "}Pay your provider ${owed} directly (cash, check or your own app), then mark it paid.`,
    paid: `Paid ${owed}. ${payment.received_at ? "Your provider confirmed receiving it." : "Waiting for your provider to confirm receiving it."}`,
    refunded: "Refunded in full: nothing is owed.",
    partially_refunded: `${settled}Paid ${owed}. ${payment.received_at ? "Your provider confirmed receiving it." : "Waiting for your provider to confirm receiving it."}`,
  };
  const provider: Record<PaymentDto["status"], string> = {
    not_due: `You receive ${payout} after the ${fee} fee, once the work is done and confirmed.`,
    awaiting_confirmation: `Waiting for the homeowner to confirm the work (until ${by}). You receive ${payout} after the ${fee} fee.`,
    disputed: `The homeowner reported a problem (${reason}). Answer in the job's messages; the payment waits until LawnLink settles it.`,
    due: `${settled || "Confirmed: "}the homeowner owes you ${owed}, paid to you directly. LawnLink's fee of ${fee} is yours to settle.`,
    paid: payment.received_at ? `Received ${owed}.` : `The homeowner marked ${owed} paid. Confirm when you have it.`,
    refunded: "Refunded in full to the homeowner: nothing is owed.",
    partially_refunded: `${settled}${payment.received_at ? `Received ${owed}.` : `The homeowner marked ${owed} paid. Confirm when you have it.`}`,
  };
  return (side === "owner" ? owner : provider)[payment.status];
}

/** The same, paid by card: LawnLink charges the homeowner's card and Stripe pays the provider. */
function cardStatusText(
  payment: PaymentDto,
  side: Side,
  words: Record<"amount" | "owed" | "payout" | "fee" | "by" | "reason" | "settled", string>,
): string {
  const { amount, owed, payout, fee, by, reason, settled } = words;
  const payoutDay = payment.payout_on ? ` Payout expected ${dayLabel(payment.payout_on)}.` : "";
  const owner: Record<PaymentDto["status"], string> = {
    not_due: `${amount}, charged to your card once the work is done and you confirm it.`,
    awaiting_confirmation: `Done. Confirm the work by ${by} or report a problem; after that it counts as confirmed. ${amount} is charged to your card once confirmed.`,
    disputed: `You reported a problem (${reason}). Nothing is charged until LawnLink settles it.`,
    due: payment.failure
      ? `Payment due: ${payment.failure} Pay ${owed} with another card.`
      : `${settled || "Confirmed. "}Charging ${owed} to your card.`,
    paid: `Paid ${owed} by card.`,
    refunded: "Refunded in full: nothing was charged.",
    partially_refunded: `${settled}Paid ${owed} by card.`,
  };
  const provider: Record<PaymentDto["status"], string> = {
    not_due: `You receive ${payout} after the ${fee} fee, once the work is done and confirmed.`,
    awaiting_confirmation: `Waiting for the homeowner to confirm the work (until ${by}). You receive ${payout} after the ${fee} fee.`,
    disputed: `The homeowner reported a problem (${reason}). Answer in the job's messages; the payment waits until LawnLink settles it.`,
    due: payment.failure
      ? "Payment due: the homeowner's card could not be charged, and they are asked for another."
      : `${settled || "Confirmed: "}charging the homeowner's card ${owed}.`,
    paid: `Paid by card: ${payout} to you after the ${fee} fee.${payoutDay}`,
    refunded: "Refunded in full to the homeowner: nothing is owed.",
    partially_refunded: `${settled}Paid by card: ${payout} to you after the ${fee} fee.${payoutDay}`,
  };
  return (side === "owner" ? owner : provider)[payment.status];
}

/**
 * A completed job's or visit's payment, for one of its parties: where it stands, and the step that side can take
 * (the homeowner confirms, reports a problem or marks it paid; the provider confirms receiving it). The server holds
 * every rule; these buttons follow its `status`.
 */
function PaymentPanelBody({
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
  const pay = usePaymentStep(kind, id, "pay");
  const [disputing, setDisputing] = useState(false);
  const disputeOpened = useOpenedOnce(disputing);
  const [paying, setPaying] = useState(false);
  const payOpened = useOpenedOnce(paying);
  const busy = confirm.isPending || markPaid.isPending || received.isPending || pay.isPending;
  const { status } = payment;
  const direct = payment.method === "direct";
  return (
    <div className="col-span-2 grid gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-2 text-sm text-emerald-950">
      <p>{statusText(payment, side)}</p>
      {payment.dispute && <DisputePhotos photos={payment.dispute.photos} label={`Photos of the problem: ${title}`} />}
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
      {side === "owner" && status === "due" && !direct && payment.failure && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => setPaying(true)}
          aria-label={`Pay with another card: ${title}`}
        >
          <CreditCard aria-hidden />
          Pay with Another Card
        </Button>
      )}
      {side === "owner" && status === "due" && direct && (
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
      {side === "provider" && direct && RECEIVABLE.includes(status) && !payment.received_at && (
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
      {status !== "not_due" && RECEIPTED_STATUSES.includes(status) && (
        <a
          href={`/api/${kind}s/${id}/receipt.pdf`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Receipt: ${title}`}
        >
          <FileText aria-hidden />
          Receipt (PDF)
        </a>
      )}
      {disputeOpened && (
        <DisputeDialog kind={kind} id={id} title={title} open={disputing} onOpenChange={setDisputing} />
      )}
      {payOpened && (
        <CardDialog
          open={paying}
          onOpenChange={setPaying}
          title="Pay with another card"
          description={`${title}: ${formatCents(payment.amount_cents - payment.refunded_cents)} is charged to the card you save now.`}
          submitLabel="Save and Pay"
          onSaved={() => pay.mutateAsync(undefined)}
        />
      )}
    </div>
  );
}

/** On the provider's dashboard and the job page too, which have no query provider of their own. */
export const PaymentPanel = withQueries(PaymentPanelBody);
