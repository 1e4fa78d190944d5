import { startFakeStripe } from "./server";

// The fake Stripe as a process of its own, for Playwright's web servers (playwright.config.ts): on FAKE_STRIPE_PORT,
// delivering its webhooks to FAKE_STRIPE_WEBHOOK_URL signed with FAKE_STRIPE_WEBHOOK_SECRET, until it is stopped.

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET,
});
console.log(`fake Stripe on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void fake.stop().then(() => process.exit(0)));
