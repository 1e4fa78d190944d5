import type { Page } from "@playwright/test";
import { bearer, expectNoSeriousViolations, register, uniqueTitle } from "./jobs-helpers";
import { fakeGoogleRecord, serveFakeGoogleMaps, type FakePlace } from "./fake-google-maps";
import { expect, test } from "./support";

// This project's server has NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set; the Maps script is the fake (fake-google-maps.ts).
test.use({ contextOptions: { reducedMotion: "reduce" } });

const component = (longText: string, shortText: string, ...types: string[]) => ({ longText, shortText, types });
const PLACES: FakePlace[] = [
  {
    placeId: "prospect-park-west",
    text: "142 Prospect Park West, Brooklyn, NY, USA",
    formattedAddress: "142 Prospect Park W, Brooklyn, NY 11215, USA",
    addressComponents: [
      component("142", "142", "street_number"),
      component("Prospect Park West", "Prospect Park W", "route"),
      component("Brooklyn", "Brooklyn", "sublocality_level_1", "sublocality", "political"),
      component("New York", "NY", "administrative_area_level_1", "political"),
      component("United States", "US", "country", "political"),
      component("11215", "11215", "postal_code"),
    ],
    location: { lat: 40.66721, lng: -73.97512 },
  },
  // Google can return a prediction whose place has no address details: SPEC §5 says ignore it.
  { placeId: "prospect-nowhere", text: "Prospect Nowhere, somewhere" },
];

async function openPostingDialog(page: Page) {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  return page.getByRole("dialog", { name: "Post Your Lawn" });
}

test("the address search reads 'Loading Google Maps...' only while the script loads, then Places fills every field", async ({
  page,
}) => {
  const script = await serveFakeGoogleMaps(page, { places: PLACES, held: true });
  const dialog = await openPostingDialog(page);
  const loading = dialog.getByLabel("Search for an address");
  await expect(loading).toBeDisabled();
  await expect(loading).toHaveValue("Loading Google Maps...");
  script.release();

  const search = dialog.getByRole("combobox", { name: "Search for an address" });
  await search.fill("Prospect");
  // A place without details is logged and ignored: nothing is filled.
  await dialog.getByRole("option", { name: "Prospect Nowhere, somewhere" }).click();
  await expect(dialog.getByLabel("City")).toHaveValue("");
  await search.fill("142 Prospect");
  await dialog.getByRole("option", { name: "142 Prospect Park West, Brooklyn, NY, USA" }).click();
  await expect(dialog.getByLabel("Number")).toHaveValue("142");
  await expect(dialog.getByLabel("Street")).toHaveValue("Prospect Park West");
  await expect(dialog.getByLabel("City")).toHaveValue("Brooklyn");
  await expect(dialog.getByLabel("State")).toHaveValue("NY");
  await expect(dialog.getByLabel("ZIP")).toHaveValue("11215");
  // Every field stays editable.
  await expect(dialog.getByLabel("Street")).toBeEditable();

  const record = await fakeGoogleRecord(page);
  expect(record.scriptUrl).toContain("key=e2e-fake-key");
  expect(record.autocompleteRequests.length).toBeGreaterThan(0);
  expect(record.autocompleteRequests.every((request) => request.includedRegionCodes?.join() === "us")).toBe(true);

  await dialog.getByLabel("Title").fill(uniqueTitle("Places lawn"));
  await expectNoSeriousViolations(page);
  const posted = page.waitForResponse(
    (response) => response.url().endsWith("/api/lawns") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  const { job } = (await (await posted).json()) as { job: { latitude: number; longitude: number } };
  // The place's own location, not the ZIP's centroid.
  expect(job).toMatchObject({ latitude: 40.66721, longitude: -73.97512 });
});

test("the provider map uses Google's map with the markers' colours, and a click opens the job", async ({ page }) => {
  await serveFakeGoogleMaps(page);
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Google map lawn");
  const lawn = {
    full_address: "18 Glenwood Avenue, Leonia, NJ 07605, USA",
    street_number: "18",
    street: "Glenwood Avenue",
    city: "Leonia",
    state: "NJ",
    postal_code: "07605",
  };
  const response = await page.request.post("/api/lawns", {
    headers: bearer(owner.token),
    data: { ...lawn, title, price_type: "auction", price_estimate: 90 },
  });
  expect(response.status()).toBe(201);
  await register(page.request, "provider");
  await page.goto("/dashboard/provider?zip=07605&radius=5&view=map");
  const map = page.getByRole("region", { name: "Jobs map" });
  await expect(map.locator("[data-fake-google-map]")).toBeVisible();
  const marker = map.locator("[data-job-marker]").and(page.getByRole("button", { name: new RegExp(`^${title}`) }));
  await expect(marker).toHaveAttribute("data-marker-color", "auction");
  // One job: fitted to it, zoom capped at 15 (SPEC §9).
  await expect(map.locator("[data-fake-google-map]")).toHaveAttribute("data-zoom", "15");
  await marker.click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  // The open drawer hides the page from the accessibility tree, so the marker is found by its attributes.
  await expect(page.locator(`[data-job-marker][aria-label^="${title}"]`)).toHaveAttribute(
    "data-marker-color",
    "selected",
  );
});

test("a rejected key shows 'Error: AuthFailure' in the map area", async ({ page }) => {
  await serveFakeGoogleMaps(page, { rejectKey: true });
  await register(page.request, "provider");
  await page.goto("/dashboard/provider?view=map");
  await expect(page.getByRole("region", { name: "Jobs map" }).getByRole("alert")).toContainText("Error: AuthFailure");
  await expect(page.getByText("A problem with your API key prevents the map from rendering correctly.")).toBeVisible();
});

test("a script that cannot load sets 'failed': the app's own map and search take over", async ({ page }) => {
  await serveFakeGoogleMaps(page, { unreachable: true });
  await register(page.request, "provider");
  await page.goto("/dashboard/provider?view=map");
  // The MapLibre map (a canvas), not Google's.
  await expect(page.getByRole("region", { name: "Jobs map" }).locator("canvas")).toBeVisible({ timeout: 60_000 });
});
