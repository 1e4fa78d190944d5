import { route } from "@/lib/http/route";
import { publicUrl } from "@/lib/http/public-url";
import { getPayoutSetup, startOnboarding } from "@/lib/stripe/connect";
import { onboardingLinkSchema, payoutSetupSchema } from "@/lib/stripe/schemas";

const roleMessage = "Only providers receive payouts";

export const GET = route(
  { access: "provider", roleMessage, response: payoutSetupSchema, summary: "Your payout set-up with Stripe" },
  async ({ user }) => getPayoutSetup(user.id),
);

export const POST = route(
  {
    access: "provider",
    roleMessage,
    response: onboardingLinkSchema,
    summary: "Begin or resume Stripe's onboarding for payouts: a link to Stripe, which returns to your Earnings tab",
  },
  async ({ user, request }) =>
    startOnboarding(user.id, publicUrl(request, "/dashboard/provider?tab=earnings&payouts=return")),
);
