import { addFavourite, listFavourites } from "@/lib/favourites/favourite-provider";
import { favouriteDtoSchema, favouriteListSchema, toFavouriteDto } from "@/lib/favourites/dto";
import { addFavouriteSchema } from "@/lib/favourites/schemas";
import { json, route } from "@/lib/http/route";

export const GET = route(
  { access: "homeowner", response: favouriteListSchema, summary: "Your favourite providers" },
  async ({ user }) => ({ favourites: (await listFavourites(user.id)).map(toFavouriteDto) }),
);

export const POST = route(
  {
    access: "homeowner",
    body: addFavouriteSchema,
    rateLimit: "favourite",
    response: favouriteDtoSchema,
    status: 201,
    summary: "Keep a provider as a favourite (to book them directly); adding again changes nothing",
  },
  async ({ user, body }) =>
    json(toFavouriteDto(await addFavourite({ ownerId: user.id, providerId: body.provider_id })), 201),
);
