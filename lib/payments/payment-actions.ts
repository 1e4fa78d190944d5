import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { checkPhotos } from "@/lib/jobs/check-photos";
import type { DisputeReason, Payment, Prisma } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { paidWorkOf, paidWorkSelect, paymentNotificationOf } from "./events";
import { chargeConfirmed, payAgain } from "@/lib/stripe/charge-payment";
import { recordSettlement } from "./ledger";
import { canPay, paymentTransitions, type PaymentAction } from "./status";

type Tx = Prisma.TransactionClient;

/** What a payment step names: a one-time job's payment, or a visit's. */
export type PaymentSubject = { kind: "job" | "visit"; id: string };
type Side = "owner" | "provider";
type PaymentStep = { subject: PaymentSubject; userId: string; now?: Date };

// A payment step's read: the work it pays for, and its parties' names (a receipt prints them).
const paymentOfPartyInclude = {
  ...paidWorkSelect,
  owner: { select: { fullName: true, email: true } },
  provider: { select: { fullName: true } },
} satisfies Prisma.PaymentInclude;
type PaymentWithWork = Prisma.PaymentGetPayload<{ include: typeof paymentOfPartyInclude }>;

const notFound = (subject: PaymentSubject) =>
  subject.kind === "job"
    ? new AppError("job_not_found", "Job not found")
    : new AppError("visit_not_found", "Visit not found");

/**
 * The payment of a job or visit the user is a party to. A party's work not completed yet has nothing due (409);
 * anyone else is told there is no such job or visit (404), as they are everywhere.
 */
export async function paymentOfParty({ kind, id }: PaymentSubject, userId: string): Promise<PaymentWithWork> {
  const party = { OR: [{ ownerId: userId }, { providerId: userId }] };
  const payment = await db.payment.findFirst({
    where: { ...(kind === "job" ? { jobId: id } : { visitId: id }), ...party },
    include: paymentOfPartyInclude,
  });
  if (payment) return payment;
  const isParty =
    kind === "job"
      ? await db.job.count({ where: { id, status: { not: "offered" }, ...party } })
      : await db.visit.count({ where: { id, plan: party } });
  if (isParty) throw new AppError("payment_not_due", "Nothing is due yet: the work is not completed");
  throw notFound({ kind, id });
}

function requireSide(payment: Payment, subject: PaymentSubject, userId: string, side: Side) {
  if ((side === "owner" ? payment.ownerId : payment.providerId) === userId) return;
  if (subject.kind === "visit")
    throw side === "owner"
      ? new AppError("not_plan_owner", "Only the plan's homeowner can do this")
      : new AppError("not_plan_provider", "Only the plan's provider can do this");
  throw side === "owner"
    ? new AppError("not_job_owner", "Only the job's owner can do this")
    : new AppError("not_assigned_provider", "Only the job's provider can do this");
}

const STATUS_WORDS: Record<Payment["status"], string> = {
  awaiting_confirmation: "awaiting confirmation",
  disputed: "disputed",
  due: "confirmed and due",
  paid: "paid",
  refunded: "refunded",
  partially_refunded: "partly refunded",
};

function requireStatus(payment: Payment, action: PaymentAction) {
  if (!canPay(action, payment.status))
    throw new AppError(
      "payment_wrong_status",
      `This payment is ${STATUS_WORDS[payment.status]}: it cannot be changed so`,
    );
}

/**
 * One conditional update of a payment: the status rule and the payment as it was read (its updatedAt) are its WHERE,
 * so of racing requests (a confirmation and a dispute, two confirmations) exactly one wins.
 */
export async function transitionPayment(
  tx: Tx,
  payment: Payment,
  action: PaymentAction,
  data: Prisma.PaymentUncheckedUpdateManyInput,
  where: Prisma.PaymentWhereInput = {},
): Promise<Payment> {
  const rule = paymentTransitions[action];
  const [updated] = await tx.payment.updateManyAndReturn({
    where: { ...where, id: payment.id, updatedAt: payment.updatedAt, status: { in: [...rule.from] } },
    data: { ...data, status: rule.to },
  });
  if (!updated) throw new AppError("payment_wrong_status", "This payment changed meanwhile: look again");
  return updated;
}

const directOnly = (payment: Payment) => {
  if (payment.method !== "direct")
    throw new AppError("payment_wrong_status", "This payment is made by card: LawnLink records it when it is charged");
};

/** The homeowner confirms the work: the amount is due to the provider. */
export async function confirmPayment({ subject, userId, now = new Date() }: PaymentStep) {
  const payment = await paymentOfParty(subject, userId);
  requireSide(payment, subject, userId, "owner");
  requireStatus(payment, "confirm");
  const confirmed = await db.$transaction(async (tx) => {
    const updated = await transitionPayment(tx, payment, "confirm", { confirmedAt: now, confirmedById: userId });
    await notify(tx, [
      paymentNotificationOf.confirmed(paidWorkOf(payment), payment.providerId, payment.amountCents, false),
    ]);
    return updated;
  });
  await chargeConfirmed(confirmed);
  return db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/**
 * Card payment: the homeowner pays a payment whose charge failed with the card they have saved now (another card, or
 * the same one once their bank approves).
 */
export async function payWithSavedCard({ subject, userId }: PaymentStep) {
  const payment = await paymentOfParty(subject, userId);
  requireSide(payment, subject, userId, "owner");
  if (payment.method !== "card" || payment.status !== "due" || !payment.failureCode)
    throw new AppError("payment_wrong_status", "This payment is not waiting for another card: look at it again");
  if (!(await payAgain(payment.id)))
    throw new AppError("payment_wrong_status", "This payment changed meanwhile: look again");
  return db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/** The homeowner disputes the work within the window: the payment waits for an operator. */
export async function disputePayment({
  subject,
  userId,
  reason,
  note,
  photos = [],
  now = new Date(),
}: PaymentStep & { reason: DisputeReason; note: string; photos?: string[] }) {
  const payment = await paymentOfParty(subject, userId);
  requireSide(payment, subject, userId, "owner");
  requireStatus(payment, "dispute");
  // The homeowner's own uploads only, as on a posting: no arbitrary URLs on the provider's and operator's screens.
  const shown = await checkPhotos(db, userId, photos);
  const closed = new AppError(
    "confirmation_window_closed",
    "The time to dispute this work has passed: it counts as confirmed",
  );
  if (now > payment.confirmBy) throw closed;
  return db.$transaction(async (tx) => {
    const updated = await transitionPayment(
      tx,
      payment,
      "dispute",
      {
        disputedAt: now,
        disputeReason: reason,
        disputeNote: note,
        disputePhotos: shown.photos,
        disputeThumbnails: shown.thumbnails,
      },
      { confirmBy: { gte: now } },
    );
    await notify(tx, [paymentNotificationOf.disputed(paidWorkOf(payment), payment.providerId)]);
    return updated;
  });
}

/** Direct payment: the homeowner says they paid the provider (cash, check, their own app). */
export async function markPaid({ subject, userId, now = new Date() }: PaymentStep) {
  const payment = await paymentOfParty(subject, userId);
  requireSide(payment, subject, userId, "owner");
  directOnly(payment);
  const action = payment.refundedCents > 0 ? "markPaidAfterRefund" : "markPaid";
  requireStatus(payment, action);
  return db.$transaction(async (tx) => {
    const updated = await transitionPayment(tx, payment, action, { paidAt: now });
    await recordSettlement(tx, updated, now);
    await notify(tx, [paymentNotificationOf.markedPaid(paidWorkOf(payment), payment.providerId, payment.amountCents)]);
    return updated;
  });
}

/**
 * Direct payment: the provider confirms they received it, after the homeowner marked it paid or before (then it is
 * paid from now).
 */
export async function confirmReceipt({ subject, userId, now = new Date() }: PaymentStep) {
  const payment = await paymentOfParty(subject, userId);
  requireSide(payment, subject, userId, "provider");
  directOnly(payment);
  if (payment.receivedAt) throw new AppError("payment_wrong_status", "You confirmed receiving this payment already");
  const action = payment.refundedCents > 0 ? "confirmReceiptAfterRefund" : "confirmReceipt";
  requireStatus(payment, action);
  return db.$transaction(async (tx) => {
    const updated = await transitionPayment(
      tx,
      payment,
      action,
      { receivedAt: now, paidAt: payment.paidAt ?? now },
      { receivedAt: null },
    );
    if (payment.status === "due") await recordSettlement(tx, updated, now);
    await notify(tx, [paymentNotificationOf.received(paidWorkOf(payment), payment.ownerId, payment.amountCents)]);
    return updated;
  });
}
