import { card, expectNoSeriousViolations, listJobs, postLawn, register, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

// The three demo cards, shown while no job is open, are covered by home.spec.ts (it runs on the empty marketplace).
test.describe("home page: Available Jobs with real jobs", () => {
  test("lists the newest open jobs with working buttons", async ({ page, request }) => {
    const owner = await register(request, "homeowner", "Olga Owner");
    const fixed = uniqueTitle("Home fixed lawn");
    const auction = uniqueTitle("Home auction lawn");
    for (let i = 0; i < 5; i++)
      await postLawn(request, owner, { title: uniqueTitle("Filler lawn"), price_estimate: 30 + i });
    await postLawn(request, owner, { title: fixed, price_estimate: 65 });
    await postLawn(request, owner, { title: auction, price_type: "auction", price_estimate: 120 });
    const newest = await listJobs(request, { limit: "6" });

    await page.goto("/");
    const jobs = page.getByRole("region", { name: "Available Jobs" });
    const cards = jobs.getByRole("article");
    await expect(cards).toHaveCount(6);
    expect(await cards.getByRole("heading").allTextContents()).toEqual(newest.jobs.map((job) => job.title));
    await expect(jobs.getByText("Sarah Johnson")).toHaveCount(0);
    await expect(jobs.getByRole("link", { name: `See all ${newest.pagination.total} available jobs` })).toHaveAttribute(
      "href",
      "/dashboard/provider",
    );
    await expect(card(page, auction).getByText("Auction", { exact: true })).toBeVisible();
    await expect(card(page, auction).getByText("Starting bid", { exact: true })).toBeVisible();

    await card(page, fixed)
      .getByRole("button", { name: `View details of ${fixed}` })
      .click();
    const details = page.getByRole("dialog", { name: fixed });
    await expect(details.getByText("$65", { exact: true })).toBeVisible();
    await expect(details.getByText("Olga Owner", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");

    await card(page, fixed).getByRole("button", { name: "Claim Job" }).click();
    await expect(page.getByText("Please log in to claim jobs")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome back!" })).toBeVisible();
    await page.keyboard.press("Escape");

    await card(page, auction).getByRole("button", { name: "Place Bid" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Place Your Bid" })
        .getByText("Sign in to see the bids on this job and place yours."),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // An auction's details lead on to its bids.
    await register(page.request, "provider");
    await page.reload();
    await card(page, auction)
      .getByRole("button", { name: `View details of ${auction}` })
      .click();
    await page.getByRole("dialog", { name: auction }).getByRole("button", { name: "Place Bid" }).click();
    const bids = page.getByRole("dialog", { name: "Place Your Bid" });
    await expect(bids.getByText("No bids yet")).toBeVisible();
    await bids.getByLabel("Bid amount ($)").fill("110");
    await bids.getByLabel("Estimated days").fill("3");
    await bids.getByRole("button", { name: "Place Bid" }).click();
    await expect(page.getByText("Your bid has been placed.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card(page, auction).getByText("1 bid", { exact: true })).toBeVisible();

    // A provider claims from the home page; the job leaves the open list.
    await card(page, fixed).getByRole("button", { name: "Claim Job" }).click();
    await page
      .getByRole("alertdialog", { name: "Claim this job?" })
      .getByRole("button", { name: "Confirm Claim" })
      .click();
    await expect(page.getByText("You have successfully claimed this job.")).toBeVisible();
    await expect(card(page, fixed)).toHaveCount(0);
  });

  test("Filter, Map View and List View lead to the provider dashboard's own", async ({ page }) => {
    await page.goto("/");
    const jobs = page.getByRole("region", { name: "Available Jobs" });
    await expect(jobs.getByRole("link", { name: "Filter" })).toHaveAttribute("href", "/dashboard/provider#filters");
    await expect(jobs.getByRole("link", { name: "List View" })).toHaveAttribute("href", "/dashboard/provider");
    await jobs.getByRole("link", { name: "Map View" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider\?view=map$/);
    await expect(page.getByRole("region", { name: "Jobs map" })).toBeVisible();
  });
});
