import { removeFavourite } from "@/lib/favourites/favourite-provider";
import { route } from "@/lib/http/route";
import { idParams, okAnswerSchema } from "@/lib/validations/common";

export const DELETE = route(
  {
    access: "homeowner",
    params: idParams,
    rateLimit: "favourite",
    response: okAnswerSchema,
    summary: "Remove a provider from your favourites",
  },
  async ({ user, params }) => {
    await removeFavourite({ ownerId: user.id, providerId: params.id });
    return { ok: true };
  },
);
