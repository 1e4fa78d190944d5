import "server-only";
import { US_STATES } from "@/lib/addresses/schemas";
import { searchZips, type ZipCode, type ZipSearch } from "./zip-codes";

// The ZIP table spells these words out ("Saint Louis", "Fort Worth", "Mount Vernon").
const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/**
 * What a person types into the address search box, as a ZIP search: "112", "11215", "brooklyn", "Brooklyn, NY",
 * "brooklyn ny 112", "St. Louis, MO". A trailing number is a ZIP prefix and a trailing two-letter state code
 * (after a comma, or after a city) narrows to that state.
 */
export function parsePlaceQuery(text: string): ZipSearch {
  const words = text.toLowerCase().replace(/[.,]/g, " ").split(/\s+/).filter(Boolean);
  const search: ZipSearch = {};
  if (/^\d+$/.test(words.at(-1) ?? "")) search.zipPrefix = words.pop()!.slice(0, 5);
  const last = words.at(-1)?.toUpperCase() ?? "";
  if ((words.length > 1 || search.zipPrefix) && last.length === 2 && US_STATES.includes(last)) {
    search.state = last;
    words.pop();
  }
  if (words.length > 0)
    search.city = words
      .map((word, i) => (i === 0 && words.length > 1 ? (ABBREVIATIONS[word] ?? word) : word))
      .join(" ");
  return search;
}

/** Suggestions for the no-key address search: US towns and ZIP codes with their centroids. */
export function searchPlaces(text: string, limit: number): Promise<ZipCode[]> {
  const search = parsePlaceQuery(text);
  if (!search.city && !search.zipPrefix) return Promise.resolve([]);
  return searchZips(search, limit);
}
