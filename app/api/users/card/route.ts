import { route } from "@/lib/http/route";
import { getSavedCard, saveCard } from "@/lib/stripe/cards";
import { cardPaymentsOn } from "@/lib/stripe/client";
import { saveCardSchema, savedCardSchema } from "@/lib/stripe/schemas";

const roleMessage = "Only homeowners pay by card";

export const GET = route(
  { access: "homeowner", roleMessage, response: savedCardSchema, summary: "The card you pay with after the work" },
  async ({ user }) => ({ card_payments: cardPaymentsOn(), card: await getSavedCard(user.id) }),
);

export const POST = route(
  {
    access: "homeowner",
    roleMessage,
    body: saveCardSchema,
    response: savedCardSchema,
    summary: "Keep the card of a SetupIntent Stripe Elements confirmed as the card you pay with",
  },
  async ({ user, body }) => ({ card_payments: true, card: await saveCard(user.id, body.setup_intent) }),
);
