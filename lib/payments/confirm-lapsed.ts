import "server-only";
import { db } from "@/lib/db/client";
import { notify } from "@/lib/notifications/notify";
import { paidWorkOf, paidWorkSelect, paymentNotificationOf } from "./events";

/**
 * Confirms every payment whose homeowner let the window pass (silence confirms), and tells each provider. One
 * conditional update: on two instances at once, a payment is confirmed, and its provider told, once.
 */
export async function confirmLapsedPayments(now: Date = new Date()) {
  return db.$transaction(async (tx) => {
    const confirmed = await tx.payment.updateManyAndReturn({
      where: { status: "awaiting_confirmation", confirmBy: { lt: now } },
      data: { status: "due", confirmedAt: now },
      select: { providerId: true, amountCents: true, ...paidWorkSelect },
    });
    await notify(
      tx,
      confirmed.map((payment) =>
        paymentNotificationOf.confirmed(paidWorkOf(payment), payment.providerId, payment.amountCents, true),
      ),
    );
    return confirmed.length;
  });
}
