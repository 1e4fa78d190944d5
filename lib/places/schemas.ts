import { z } from "zod";
import { queryInt, text } from "@/lib/validations/common";

/** How many suggestions the address search box shows. */
export const PLACE_SUGGESTIONS = 8;

// GET /api/places?q=: the no-key address search box's suggestions (US towns and ZIP codes).
export const placeSearchQuerySchema = z.object({
  q: text({ error: "Type a city or ZIP code" })
    .trim()
    .min(2, "Type at least 2 characters of a city or ZIP code")
    .max(100, "Search for at most 100 characters"),
  limit: queryInt(1, 20, PLACE_SUGGESTIONS),
});
