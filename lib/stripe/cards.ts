import "server-only";
import Stripe from "stripe";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { callStripe, cardPaymentsOn } from "./client";

/** A homeowner's saved card as they see it, or null. */
export type SavedCard = { brand: string; last4: string } | null;

export async function getSavedCard(userId: string): Promise<SavedCard> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { cardBrand: true, cardLast4: true, cardPaymentMethodId: true },
  });
  return user.cardPaymentMethodId ? { brand: user.cardBrand ?? "card", last4: user.cardLast4 ?? "" } : null;
}

/**
 * With card payment on, a homeowner hires (accepts a bid) with a card saved, as they would on any marketplace that
 * charges after the work: it is charged only once they confirm the work.
 */
export async function assertCanHireByCard(ownerId: string) {
  if (!cardPaymentsOn()) return;
  const saved = await db.user.count({ where: { id: ownerId, cardPaymentMethodId: { not: null } } });
  if (!saved)
    throw new AppError("card_not_saved", "Add a card to hire: it is charged only after you confirm the work is done");
}

/** The homeowner's Stripe customer, made once (idempotency key of the user; kept only where none is yet). */
async function customerOf(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, fullName: true, stripeCustomerId: true },
  });
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe((stripe) =>
    stripe.customers.create(
      { email: user.email, name: user.fullName, metadata: { user_id: userId } },
      { idempotencyKey: `lawnlink-customer-${userId}` },
    ),
  );
  await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } }))
    .stripeCustomerId!;
}

/**
 * A SetupIntent for saving a card to charge after the work (off-session): its client secret goes to Stripe Elements
 * in the browser, which collects the card (and any authentication) without the card reaching LawnLink.
 */
export async function startCardSetup(userId: string): Promise<{ client_secret: string }> {
  const customer = await customerOf(userId);
  const intent = await callStripe((stripe) =>
    stripe.setupIntents.create({
      customer,
      usage: "off_session",
      allowed_payment_method_types: ["card"],
      metadata: { user_id: userId },
    }),
  );
  return { client_secret: intent.client_secret! };
}

/**
 * Keeps the card of a SetupIntent the browser confirmed, as the homeowner's card for their payments: only a
 * succeeded SetupIntent of their own customer counts.
 */
export async function saveCard(userId: string, setupIntentId: string): Promise<SavedCard> {
  const customer = await customerOf(userId);
  const intent = await callStripe(async (stripe) => {
    try {
      return await stripe.setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new AppError("card_setup_incomplete", "That card set-up was not found");
      throw error;
    }
  });
  const method = intent.payment_method;
  if (intent.customer !== customer || intent.status !== "succeeded" || !method || typeof method === "string")
    throw new AppError("card_setup_incomplete", "The card was not saved: finish its set-up with Stripe first");
  await db.user.update({
    where: { id: userId },
    data: {
      cardPaymentMethodId: method.id,
      cardBrand: method.card?.brand ?? "card",
      cardLast4: method.card?.last4 ?? "",
    },
  });
  return { brand: method.card?.brand ?? "card", last4: method.card?.last4 ?? "" };
}
