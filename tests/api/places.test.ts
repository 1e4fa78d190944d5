import { describe, expect, it } from "vitest";
import { GET as searchPlaces } from "@/app/api/places/route";
import { call, expectRefusal } from "../support/http";

type Place = {
  description: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
};

const search = (query: string) =>
  call<{ places: Place[]; error?: string }>(searchPlaces, { method: "GET", path: `/api/places${query}` });
const q = (text: string) => search(`?q=${encodeURIComponent(text)}`);

describe("GET /api/places (the no-key address search)", () => {
  it("suggests ZIP codes as digits are typed, with their town, state and centroid", async () => {
    const res = await q("1121");
    expect(res.status).toBe(200);
    expect(res.body.places.map((place) => place.postal_code)).toEqual([
      "11210",
      "11211",
      "11212",
      "11213",
      "11214",
      "11215",
      "11216",
      "11217",
    ]);
    expect(res.body.places[5]).toEqual({
      description: "Brooklyn, NY 11215",
      city: "Brooklyn",
      state: "NY",
      postal_code: "11215",
      country: "US",
      latitude: 40.6669,
      longitude: -73.9828,
    });
    expect((await q("11215")).body.places).toHaveLength(1);
  });

  it("suggests towns as a name is typed, the exact and larger towns first, one ZIP each before any second", async () => {
    const austin = (await q("austin")).body.places;
    expect(austin).toHaveLength(8);
    expect(austin[0]).toMatchObject({ city: "Austin", state: "TX" });
    expect(new Set(austin.map((place) => place.state)).size).toBe(8);
    const somerville = (await q("Somerville, MA")).body.places;
    expect(somerville.map((place) => place.description)).toEqual([
      "Somerville, MA 02143",
      "Somerville, MA 02144",
      "Somerville, MA 02145",
    ]);
  });

  it("reads a state code and a ZIP prefix after the town, and spelled-out abbreviations", async () => {
    expect(
      (await q("brooklyn ny 1122")).body.places.every(
        (place) => place.city === "Brooklyn" && place.postal_code.startsWith("1122"),
      ),
    ).toBe(true);
    expect((await q("philadelphia pa")).body.places.every((place) => place.state === "PA")).toBe(true);
    expect((await q("St. Louis, MO")).body.places[0]).toMatchObject({ city: "Saint Louis", state: "MO" });
    expect((await q("zzzz")).body.places).toEqual([]);
  });

  it("lets browsers keep an answer, since the table ships with the app", async () => {
    expect((await q("austin")).headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it.each([
    "",
    "?q=",
    "?q=a",
    `?q=${"a".repeat(101)}`,
    "?q=austin&limit=0",
    "?q=austin&limit=21",
    "?q=austin&limit=abc",
  ])("answers 400 with { error } for %s", async (query) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });
});
