import { route } from "@/lib/http/route";
import { startCardSetup } from "@/lib/stripe/cards";
import { cardSetupSchema } from "@/lib/stripe/schemas";

export const POST = route(
  {
    access: "homeowner",
    roleMessage: "Only homeowners pay by card",
    response: cardSetupSchema,
    summary: "Begin saving a card: a SetupIntent whose client secret Stripe Elements confirms in the browser",
  },
  async ({ user }) => startCardSetup(user.id),
);
