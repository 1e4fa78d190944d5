import type { Page } from "@playwright/test";
import {
  bearer,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  register,
  uniqueTitle,
  type Registered,
} from "./jobs-helpers";
import { expect, test } from "./support";

// Without a Google key (this server has none): the app's own address search and MapLibre map.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const AUSTIN = {
  full_address: "1805 Enfield Road, Austin, TX 78703, USA",
  street_number: "1805",
  street: "Enfield Road",
  city: "Austin",
  state: "TX",
  postal_code: "78703",
};
const ROUND_ROCK = {
  full_address: "210 West Main Street, Round Rock, TX 78664, USA",
  street_number: "210",
  street: "West Main Street",
  city: "Round Rock",
  state: "TX",
  postal_code: "78664",
};

async function postAt(
  page: Page,
  owner: Registered,
  address: typeof AUSTIN,
  lawn: { title: string; price_type: "fixed" | "auction"; price_estimate: number },
) {
  const response = await page.request.post("/api/lawns", {
    headers: bearer(owner.token),
    data: { ...address, ...lawn },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("the address search suggests towns and ZIP codes and fills the city, state, ZIP and position; the street is typed", async ({
  page,
}) => {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  const search = dialog.getByRole("combobox", { name: "Search for an address" });
  await search.fill("1121");
  await dialog.getByRole("option", { name: "Brooklyn, NY 11215" }).click();
  await expect(dialog.getByLabel("City")).toHaveValue("Brooklyn");
  await expect(dialog.getByLabel("State")).toHaveValue("NY");
  await expect(dialog.getByLabel("ZIP")).toHaveValue("11215");
  await dialog.getByLabel("Number").fill("142");
  await dialog.getByLabel("Street").fill("Prospect Park West");
  await dialog.getByLabel("Title").fill(uniqueTitle("Searched lawn"));
  await expectNoSeriousViolations(page);
  const posted = page.waitForResponse(
    (response) => response.url().endsWith("/api/lawns") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  const { job } = (await (await posted).json()) as {
    job: { latitude: number; longitude: number; full_address: string };
  };
  // The ZIP's centroid, from the search.
  expect(job).toMatchObject({
    latitude: 40.6669,
    longitude: -73.9828,
    full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
  });
});

// Each test posts a pair of lawns in its own area (the e2e database is shared), about 12–16 miles apart.
const AREAS = {
  austin: { zip: "78703", near: AUSTIN, far: ROUND_ROCK },
  chicago: {
    zip: "60202",
    near: {
      full_address: "1020 Forest Avenue, Evanston, IL 60202, USA",
      street_number: "1020",
      street: "Forest Avenue",
      city: "Evanston",
      state: "IL",
      postal_code: "60202",
    },
    far: {
      full_address: "400 North Kenilworth Avenue, Oak Park, IL 60302, USA",
      street_number: "400",
      street: "North Kenilworth Avenue",
      city: "Oak Park",
      state: "IL",
      postal_code: "60302",
    },
  },
  philadelphia: {
    zip: "19103",
    near: {
      full_address: "2016 Delancey Place, Philadelphia, PA 19103, USA",
      street_number: "2016",
      street: "Delancey Place",
      city: "Philadelphia",
      state: "PA",
      postal_code: "19103",
    },
    far: {
      full_address: "300 West Mount Pleasant Avenue, Philadelphia, PA 19119, USA",
      street_number: "300",
      street: "West Mount Pleasant Avenue",
      city: "Philadelphia",
      state: "PA",
      postal_code: "19119",
    },
  },
};

async function postPair(page: Page, area: keyof typeof AREAS) {
  const owner = await register(page.request, "homeowner");
  const fixed = uniqueTitle("Nearby mow");
  const auction = uniqueTitle("Farther auction");
  await postAt(page, owner, AREAS[area].near, { title: fixed, price_type: "fixed", price_estimate: 55 });
  await postAt(page, owner, AREAS[area].far, { title: auction, price_type: "auction", price_estimate: 80 });
  await register(page.request, "provider");
  return { fixed, auction };
}

test("a provider filters by a ZIP code and a radius, nearest first, with distances on the cards", async ({ page }) => {
  const { fixed, auction } = await postPair(page, "austin");
  await page.goto("/dashboard/provider");
  await page.getByLabel("Location").selectOption("zip");
  await page.getByLabel("ZIP code").fill("78703");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/zip=78703/);
  await page.getByLabel("Within").selectOption("25");
  await expect(page).toHaveURL(/radius=25/);
  await page.getByLabel("Sort by").selectOption("distance");
  await expect(page).toHaveURL(/sort=distance/);
  const titles = page.getByRole("main").getByRole("article").getByRole("heading");
  await expect(titles.filter({ hasText: auction })).toHaveCount(1);
  const order = await titles.allTextContents();
  expect(order.indexOf(fixed)).toBeLessThan(order.indexOf(auction));
  await expect(page.getByRole("article", { name: fixed })).toContainText("mi away");
  await page.getByLabel("Within").selectOption("5");
  await expect(titles.filter({ hasText: auction })).toHaveCount(0);
  await expect(titles.filter({ hasText: fixed })).toHaveCount(1);
  await expectNoSeriousViolations(page);
});

test("the location filter takes a town, and keeps the filters with the refusal of an unknown ZIP code", async ({
  page,
}) => {
  const { fixed } = await postPair(page, "austin");
  await page.goto("/dashboard/provider?price_type=fixed");
  await page.getByLabel("Location").selectOption("zip");
  await page.getByLabel("ZIP code or town").fill("Austin, TX");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/zip=Austin/);
  await expect(page.getByRole("article", { name: fixed })).toContainText("mi away");

  await page.getByLabel("ZIP code or town").fill("00000");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/zip=00000/);
  const refusal = page.getByRole("alert").filter({ hasText: "zip: 00000 is not a US ZIP code" });
  await expect(refusal).toBeVisible();
  // In the error style, at the field, and the filters are still there to change it.
  await expect(refusal).toHaveClass(/text-destructive/);
  await expect(page.getByLabel("ZIP code or town")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("ZIP code or town")).toHaveAccessibleDescription("zip: 00000 is not a US ZIP code");
  await expect(page.getByLabel("Price type")).toHaveValue("fixed");
  await expect(page.getByLabel("Location")).toHaveValue("zip");

  // A place that is no ZIP code nor town is refused before asking.
  await page.getByLabel("ZIP code or town").fill("1234");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "zip must be a 5-digit ZIP code or a town" })).toBeVisible();
  await expect(page).toHaveURL(/zip=00000/);
});

test("asks a provider without an address to add one for 'Near me'", async ({ page }) => {
  await register(page.request, "provider");
  await page.goto("/dashboard/provider?near=me");
  await expect(
    page.getByRole("alert").filter({ hasText: "Add a default address to your profile to see jobs near you" }),
  ).toBeVisible();
});

for (const [width, area] of [
  [1280, "chicago"],
  [375, "philadelphia"],
] as const) {
  test(`shows the jobs on the map without a key at ${width} px: colours, hover and selection`, async ({ page }) => {
    const { fixed, auction } = await postPair(page, area);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/provider?zip=${AREAS[area].zip}&radius=20`);
    await page.getByRole("group", { name: "View" }).getByRole("link", { name: /Map/ }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole("region", { name: "Jobs map" });
    await expect(map.getByRole("list", { name: "Map legend" })).toContainText("Fixed price");
    const fixedMarker = map
      .locator("[data-job-marker]")
      .and(page.getByRole("button", { name: new RegExp(`^${fixed}`) }));
    const auctionMarker = map
      .locator("[data-job-marker]")
      .and(page.getByRole("button", { name: new RegExp(`^${auction}`) }));
    await expect(fixedMarker).toHaveAttribute("data-marker-color", "fixed", { timeout: 60_000 });
    await expect(auctionMarker).toHaveAttribute("data-marker-color", "auction");
    await map
      .getByRole("list", { name: "Jobs on the map" })
      .getByRole("button", { name: new RegExp(auction) })
      .hover();
    await expect(auctionMarker).toHaveAttribute("data-marker-color", "selected");
    await fixedMarker.click();
    const details = page.getByRole("dialog", { name: fixed });
    await expect(details).toBeVisible();
    await expect(details).toContainText("mi away");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });
}
