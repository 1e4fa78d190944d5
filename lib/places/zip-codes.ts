import "server-only";
import { US_STATES, ZIP_PATTERN } from "@/lib/addresses/schemas";

/** One US ZIP code: its post-office city, state and centroid. */
export type ZipCode = { postal_code: string; city: string; state: string; latitude: number; longitude: number };

type ZipIndex = {
  byZip: Map<string, ZipCode>;
  /** Sorted by ZIP, for prefix search as digits are typed. */
  zips: ZipCode[];
  /** Sorted by lower-case city, then state and ZIP, for prefix search as a city is typed. */
  cities: { key: string; zip: ZipCode }[];
};

let index: Promise<ZipIndex> | undefined;

/**
 * The `zipcodes` package's US ZIP table (about 42,000 ZIPs, 5 MB of JavaScript), loaded on first use so that
 * routes which never geocode do not pay for it. Only the states and DC that LawnLink serves are kept.
 */
function zipIndex(): Promise<ZipIndex> {
  index ??= import("zipcodes").then(({ codes }) => {
    const served = new Set(US_STATES);
    const zips = Object.values(codes)
      .filter((code) => code.country === "US" && served.has(code.state) && ZIP_PATTERN.test(code.zip))
      .map((code) => ({
        postal_code: code.zip,
        city: code.city,
        state: code.state,
        latitude: code.latitude,
        longitude: code.longitude,
      }))
      .sort((a, b) => compare(a.postal_code, b.postal_code));
    const cities = zips
      .map((zip) => ({ key: zip.city.toLowerCase(), zip }))
      .sort(
        (a, b) =>
          compare(a.key, b.key) || compare(a.zip.state, b.zip.state) || compare(a.zip.postal_code, b.zip.postal_code),
      );
    return { byZip: new Map(zips.map((zip) => [zip.postal_code, zip])), zips, cities };
  });
  return index;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in `sorted` whose key is >= `prefix` (binary search). */
function lowerBound<T>(sorted: T[], prefix: string, key: (item: T) => string) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(sorted[middle]) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The items of a sorted list whose key starts with `prefix`, in order, lazily. */
function* withPrefix<T>(sorted: T[], prefix: string, key: (item: T) => string) {
  for (let i = lowerBound(sorted, prefix, key); i < sorted.length && key(sorted[i]).startsWith(prefix); i++)
    yield sorted[i];
}

/** Loads the table now (first use only), e.g. before a transaction that will geocode, so the load is not inside it. */
export async function loadZipTable(): Promise<void> {
  await zipIndex();
}

export async function findZip(postalCode: string): Promise<ZipCode | undefined> {
  return (await zipIndex()).byZip.get(postalCode);
}

export type ZipSearch = { city?: string; state?: string; zipPrefix?: string };

/**
 * ZIP codes matching what was typed, at most `limit`: by ZIP prefix, or by city-name prefix (optionally in one
 * state and with a ZIP prefix). For a city, each matching town gets one ZIP before any town gets a second, and towns
 * rank by exact name, then size (number of ZIPs), so "Austin" offers Austin, TX first and still shows the others.
 */
export async function searchZips({ city, state, zipPrefix = "" }: ZipSearch, limit: number): Promise<ZipCode[]> {
  const { zips, cities } = await zipIndex();
  if (!city) {
    const found: ZipCode[] = [];
    for (const zip of withPrefix(zips, zipPrefix, (zip) => zip.postal_code)) {
      if (state && zip.state !== state) continue;
      if (found.push(zip) === limit) break;
    }
    return found;
  }
  const towns = new Map<string, ZipCode[]>();
  for (const { key, zip } of withPrefix(cities, city, (entry) => entry.key)) {
    if ((state && zip.state !== state) || !zip.postal_code.startsWith(zipPrefix)) continue;
    const town = `${key}|${zip.state}`;
    const known = towns.get(town);
    if (known) known.push(zip);
    else towns.set(town, [zip]);
  }
  const ranked = [...towns.values()].sort(
    (a, b) =>
      Number(b[0].city.toLowerCase() === city) - Number(a[0].city.toLowerCase() === city) || b.length - a.length,
  );
  const chosen = new Set(ranked.slice(0, limit).map((town) => town[0]));
  for (const zip of ranked.flat()) {
    if (chosen.size === limit) break;
    chosen.add(zip);
  }
  const rank = new Map(ranked.flatMap((town, position) => town.map((zip) => [zip, position] as const)));
  return [...chosen].sort((a, b) => rank.get(a)! - rank.get(b)! || compare(a.postal_code, b.postal_code));
}
