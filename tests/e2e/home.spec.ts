import { authDialog, expect, test } from "./support";

test.describe("home page", () => {
  test("shows the hero, the stats band and the three demo job cards", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1, name: "Find Local Lawn Care" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Post Your Lawn" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/dashboard/provider");

    const stats = page.getByRole("region", { name: "LawnLink in numbers" });
    for (const [value, label] of [
      ["500+", "Jobs Completed"],
      ["4.8", "Average Rating"],
      ["150+", "Active Providers"],
    ]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }

    const jobs = page.getByRole("region", { name: "Available Jobs" });
    // Unwired on the home page (SPEC §2): they lead to the provider dashboard's filters and views.
    for (const [view, href] of [
      ["Filter", "/dashboard/provider#filters"],
      ["Map View", "/dashboard/provider?view=map"],
      ["List View", "/dashboard/provider"],
    ]) {
      await expect(jobs.getByRole("link", { name: view })).toHaveAttribute("href", href);
    }
    const cards = jobs.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: "Claim Now" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "Auction" })).toHaveCount(2);
    await expect(jobs.getByRole("button", { name: "View Details" })).toHaveCount(3);
    await expect(jobs.getByRole("button", { name: "Claim Job" })).toHaveCount(1);
    await expect(jobs.getByRole("button", { name: "Place Bid" })).toHaveCount(2);
    // 'bid' for one, 'bids' otherwise (SPEC §2).
    await expect(jobs.getByText("0 bids", { exact: true })).toBeVisible();
    await expect(jobs.getByText("1 bid", { exact: true })).toBeVisible();
    await expect(jobs.getByText("5 bids", { exact: true })).toBeVisible();

    const fixedCard = cards.filter({ hasText: "Claim Now" });
    await expect(fixedCard.getByRole("heading", { name: "Front Yard Mowing & Edging" })).toBeVisible();
    for (const detail of [
      "Austin, TX",
      "Due Dec 5, 2026",
      "0.25 acres",
      "$65",
      "Sarah Johnson",
      "Rated 4.9 out of 5",
    ]) {
      await expect(fixedCard.getByText(detail, { exact: true })).toBeVisible();
    }
    await expect(fixedCard.locator("img")).toHaveAttribute("src", /\/images\/demo\/front-yard\.svg/);

    await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Post Lawn" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("'Post Your Lawn' asks a visitor to log in (SPEC §8 'Authentication required')", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("button", { name: "Post Your Lawn" }).click();
    await expect(page.getByText("Please log in to post your lawn")).toBeVisible();
    const dialog = authDialog(page, "Welcome back!");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });

  test("fits a 375 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find Local Lawn Care" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeInViewport();
  });
});
