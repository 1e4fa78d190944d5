import "server-only";
import { db } from "@/lib/db/client";
import { notify } from "@/lib/notifications/notify";
import { chargeConfirmed } from "@/lib/stripe/charge-payment";
import { paidWorkOf, paidWorkSelect, paymentNotificationOf } from "./events";

/**
 * Confirms every payment whose homeowner let the window pass (silence confirms), and tells each provider. One
 * conditional update: on two instances at once, a payment is confirmed, and its provider told, once; its card
 * charge is claimed by one of them (lib/stripe/charge-payment.ts).
 */
export async function confirmLapsedPayments(now: Date = new Date()) {
  const confirmed = await db.$transaction(async (tx) => {
    const confirmed = await tx.payment.updateManyAndReturn({
      where: { status: "awaiting_confirmation", confirmBy: { lt: now } },
      data: { status: "due", confirmedAt: now },
      select: { id: true, method: true, providerId: true, amountCents: true, ...paidWorkSelect },
    });
    await notify(
      tx,
      confirmed.map((payment) =>
        paymentNotificationOf.confirmed(paidWorkOf(payment), payment.providerId, payment.amountCents, true),
      ),
    );
    return confirmed;
  });
  // By card, each is charged now; one this misses (Stripe unreachable) is charged by the sweep.
  for (const payment of confirmed) await chargeConfirmed(payment);
  return confirmed.length;
}
