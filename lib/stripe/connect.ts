import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { callStripe, cardPaymentsOn } from "./client";

/** What a provider's payouts page shows: whether card payment is on, and whether Stripe lets them take paid work. */
export type PayoutSetup = { card_payments: boolean; account: boolean; ready: boolean };

/** Stripe lets a connected account be paid once it can take charges and receive payouts. */
const isReady = (account: Stripe.Account) => account.charges_enabled && account.payouts_enabled;

/**
 * Starts (or resumes) a provider's Stripe Connect onboarding: their Express account, made once (its idempotency key
 * is the user's, and the id is kept only where none is yet, so two clicks make one account), and a fresh account link
 * to Stripe's hosted onboarding, which returns to `returnUrl`.
 */
export async function startOnboarding(userId: string, returnUrl: string): Promise<{ url: string }> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, stripeAccountId: true },
  });
  let accountId = user.stripeAccountId;
  if (!accountId) {
    const account = await callStripe((stripe) =>
      stripe.accounts.create(
        {
          type: "express",
          country: "US",
          email: user.email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { user_id: userId },
        },
        { idempotencyKey: `lawnlink-account-${userId}` },
      ),
    );
    await db.user.updateMany({ where: { id: userId, stripeAccountId: null }, data: { stripeAccountId: account.id } });
    accountId = (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeAccountId: true } }))
      .stripeAccountId!;
  }
  const link = await callStripe((stripe) =>
    stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: returnUrl,
      refresh_url: returnUrl,
    }),
  );
  return { url: link.url };
}

/** Keeps what Stripe says of an account (on return from onboarding, or its account.updated webhook). */
export async function recordAccount(account: Stripe.Account, tx: Prisma.TransactionClient = db) {
  await tx.user.updateMany({
    where: { stripeAccountId: account.id },
    data: { stripePayoutsReady: isReady(account) },
  });
}

/**
 * A provider's payout set-up. While card payment is on and their account is not ready yet, Stripe is asked afresh
 * (they may be back from onboarding before its webhook arrives).
 */
export async function getPayoutSetup(userId: string): Promise<PayoutSetup> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { stripeAccountId: true, stripePayoutsReady: true },
  });
  if (!cardPaymentsOn()) return { card_payments: false, account: false, ready: false };
  let ready = user.stripePayoutsReady;
  if (user.stripeAccountId && !ready) {
    const account = await callStripe((stripe) => stripe.accounts.retrieve(user.stripeAccountId!));
    await recordAccount(account);
    ready = isReady(account);
  }
  return { card_payments: true, account: user.stripeAccountId !== null, ready };
}

/** With card payment on, a provider takes paid work (claims, bids) only once Stripe can pay them. */
export async function assertCanTakePaidWork(providerId: string) {
  if (!cardPaymentsOn()) return;
  const ready = await db.user.count({ where: { id: providerId, stripePayoutsReady: true } });
  if (!ready)
    throw new AppError(
      "payouts_not_ready",
      "Set up payouts with Stripe (Earnings tab) before taking paid work: that is how you are paid",
    );
}
