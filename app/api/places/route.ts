import { json, route } from "@/lib/http/route";
import { z } from "zod";
import { placeDtoSchema, toPlaceDto } from "@/lib/places/dto";
import { placeSearchQuerySchema } from "@/lib/places/schemas";
import { searchPlaces } from "@/lib/places/search-places";

// The same question always has the same answer (the ZIP table ships with the app), so browsers may keep it a day.
export const GET = route(
  {
    access: "public",
    query: placeSearchQuerySchema,
    response: z.object({ places: z.array(placeDtoSchema) }),
    summary: "Address suggestions by ZIP code or town",
  },
  async ({ query }) =>
    json(
      { places: (await searchPlaces(query.q, query.limit)).map(toPlaceDto) },
      { headers: { "cache-control": "public, max-age=86400" } },
    ),
);
