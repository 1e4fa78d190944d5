import type { Page } from "@playwright/test";
import type { BidDto } from "@/lib/bids/dto";
import {
  bearer,
  card,
  expectNoSeriousViolations,
  holdRequest,
  placeBid,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

const bidList = (page: Page) => page.getByRole("list", { name: "Bids" });

async function openBidDrawer(page: Page, title: string, name: "Place Your Bid" | "Review Bids") {
  await card(page, title)
    .getByRole("button", { name: name === "Review Bids" ? "Review Bids" : "Place Bid" })
    .click();
  const drawer = page.getByRole("dialog", { name });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe("bid drawer", () => {
  test("a provider's bid shows at once, is kept after a reload in place of the form, and can be retracted", async ({
    page,
    request,
  }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Aerate the back lawn");
    const job = await postLawn(request, owner, { title, price_type: "auction", price_estimate: 80 });
    const provider = await register(page.request, "provider", "Pia Provider");

    await page.goto("/dashboard/provider");
    await expect(card(page, title).getByText("Starting bid", { exact: true })).toBeVisible();
    let drawer = await openBidDrawer(page, title, "Place Your Bid");
    await expect(drawer.getByText("No bids yet")).toBeVisible();
    await expect(drawer.getByLabel("Estimated days")).toHaveValue("");
    await expect(drawer.getByLabel("Estimated days")).toHaveAccessibleDescription("Days to finish after you're hired");
    await expectNoSeriousViolations(page);

    await drawer.getByRole("button", { name: "Place Bid" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please enter both bid amount and estimated days.")).toBeVisible();

    await drawer.getByLabel("Bid amount ($)").fill("72.5");
    // Typed as a person types, into the field as it opened: 2 is 2 days.
    await drawer.getByLabel("Estimated days").click();
    await drawer.getByLabel("Estimated days").pressSequentially("2");
    await drawer.getByLabel("Message (optional)").fill("  Can do it Saturday  ");
    const held = await holdRequest(page, "**/api/jobs/*/bids", "POST");
    await drawer.getByRole("button", { name: "Place Bid" }).click();
    // Optimistic: listed as an open bid of ours before the server has answered.
    const pending = bidList(page).getByRole("listitem");
    await expect(pending).toHaveCount(1);
    await expect(pending.getByText("$72.50")).toBeVisible();
    await expect(pending.getByText("You", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Placing..." })).toBeDisabled();
    held.release();
    await expect(page.getByText("Your bid has been placed.")).toBeVisible();
    const own = drawer.getByRole("region", { name: "Your bid" });
    await expect(own.getByText("$72.50")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Place Bid" })).toHaveCount(0);
    await page.unrouteAll();

    // Persisted, message trimmed; a second visit shows the bid instead of the form.
    const stored = (await (
      await request.get(`/api/jobs/${job.id}/bids`, { headers: bearer(provider.token) })
    ).json()) as { bids: BidDto[] };
    expect(stored.bids).toMatchObject([
      { amount: 72.5, eta_days: 2, message: "Can do it Saturday", status: "open", provider_id: provider.id },
    ]);
    await page.keyboard.press("Escape");
    await expect(card(page, title).getByText("1 bid", { exact: true })).toBeVisible();
    await page.reload();
    drawer = await openBidDrawer(page, title, "Place Your Bid");
    const item = bidList(page).getByRole("listitem");
    await expect(item.getByText("$72.50")).toBeVisible();
    await expect(item.getByText("Can do it Saturday", { exact: true })).toBeVisible();
    await expect(item.getByText("ETA 2 days")).toBeVisible();
    await expect(item.getByText(/^Placed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(item.getByText("Lowest bid")).toBeVisible();
    await expect(own.getByText("$72.50")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Place Bid" })).toHaveCount(0);
    await expect(drawer.getByLabel("Bid amount ($)")).toHaveCount(0);

    await own.getByRole("button", { name: "Retract" }).click();
    await expect(page.getByText("Your bid has been retracted.")).toBeVisible();
    await expect(item.getByText("Retracted", { exact: true })).toBeVisible();
    await expect(own.getByText("You retracted this bid.")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Place Bid" })).toHaveCount(0);
  });

  test("a refused bid is rolled back, keeping what was typed", async ({ page, request }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Rolled back lawn");
    await postLawn(request, owner, { title, price_type: "auction", price_estimate: null });
    await register(page.request, "provider");

    await page.goto("/dashboard/provider");
    await expect(card(page, title).getByText("Quote needed", { exact: true })).toBeVisible();
    const drawer = await openBidDrawer(page, title, "Place Your Bid");
    await expect(drawer.getByText("No bids yet")).toBeVisible();
    await page.route("**/api/jobs/*/bids", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 409, json: { error: "This job is no longer taking bids" } })
        : route.fallback(),
    );
    await drawer.getByLabel("Bid amount ($)").fill("60");
    await drawer.getByLabel("Estimated days").fill("3");
    await drawer.getByRole("button", { name: "Place Bid" }).click();
    await expect(page.getByText("Failed to place bid. Please try again.")).toBeVisible();
    await expect(page.getByText("This job is no longer taking bids")).toBeVisible();
    await expect(drawer.getByText("No bids yet")).toBeVisible();
    await expect(drawer.getByLabel("Bid amount ($)")).toHaveValue("60");
  });

  test("the owner reviews the bids, lowest first, and accepts one", async ({ page, request }) => {
    const owner = await register(page.request, "homeowner", "Olga Owner");
    const [priya, tom] = [
      await register(request, "provider", "Priya Shah"),
      await register(request, "provider", "Tom Baker"),
    ];
    const title = uniqueTitle("Back lawn for review");
    const job = await postLawn(request, owner, { title, price_type: "auction", price_estimate: 100 });
    await placeBid(request, tom, job.id, { amount: 90, eta_days: 3, message: "Weekend only." });
    await placeBid(request, priya, job.id, { amount: 75.5, eta_days: 1 });
    // The API takes 1 day at least and never edits a bid, so an ETA of 0 and a later update come from seeded data
    // only: shown here by adjusting the answer.
    const updatedAt = "2026-12-24T12:00:00.000Z";
    await page.route(`**/api/jobs/${job.id}/bids`, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { bids: BidDto[] };
      for (const bid of body.bids) {
        if (bid.provider_id === priya.id) bid.eta_days = 0;
        if (bid.provider_id === tom.id) bid.updated_at = updatedAt;
      }
      await route.fulfill({ response, json: body });
    });

    await page.goto("/");
    const home = page.getByRole("region", { name: "Available Jobs" });
    await expect(card(page, title).getByText("2 bids", { exact: true })).toBeVisible();
    await expect(home.getByRole("article", { name: title }).getByRole("button", { name: "Place Bid" })).toHaveCount(0);
    const drawer = await openBidDrawer(page, title, "Review Bids");
    const items = bidList(page).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("$75.50");
    await expect(items.nth(0)).toContainText("Priya Shah");
    await expect(items.nth(0)).toContainText("ETA Same day");
    await expect(items.nth(0).getByText(/^Placed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(items.nth(0).getByText("Lowest bid")).toBeVisible();
    await expect(items.nth(1)).toContainText("$90.00");
    await expect(items.nth(1)).toContainText("ETA 3 days");
    await expect(items.nth(1)).toContainText("Weekend only.");
    await expect(items.nth(1).getByText("Updated Dec 24, 2026")).toBeVisible();
    await expect(drawer.getByRole("form")).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await items.nth(0).getByRole("button", { name: "Accept" }).click();
    const confirm = items.nth(0).getByRole("group", { name: "Confirm acceptance" });
    await expect(confirm).toContainText("The job goes to Priya Shah; the other bids expire.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await items.nth(0).getByRole("button", { name: "Accept" }).click();
    await confirm.getByRole("button", { name: "Confirm: accept $75.50" }).click();
    await expect(page.getByText("The bid has been accepted and the job assigned.")).toBeVisible();
    await expect(items.nth(0).getByText("Accepted", { exact: true })).toBeVisible();
    await expect(items.nth(1).getByText("Expired", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Accept" })).toHaveCount(0);

    // Closing the drawer refreshes the page: the job is no longer open.
    await page.keyboard.press("Escape");
    await expect(card(page, title)).toHaveCount(0);

    // Priya's dashboard: the job is hers at the accepted amount.
    const priyaPage = await page
      .context()
      .browser()!
      .newPage({ baseURL: test.info().project.use.baseURL, reducedMotion: "reduce" });
    expect(
      (
        await priyaPage.request.post("/api/auth/login", {
          data: { email: priya.account.email, password: priya.account.password },
        })
      ).status(),
    ).toBe(200);
    await priyaPage.goto("/dashboard/provider?tab=active");
    const won = card(priyaPage, title);
    await expect(won.getByText("$75.50", { exact: true })).toBeVisible();
    await expect(won.getByText("Agreed price", { exact: true })).toBeVisible();
    await priyaPage.close();
  });

  test("visitors are asked to sign in and other homeowners told bidding is for providers", async ({
    page,
    request,
  }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Auction for visitors");
    await postLawn(request, owner, { title, price_type: "auction", price_estimate: 90 });

    await page.goto("/dashboard/provider");
    let drawer = await openBidDrawer(page, title, "Place Your Bid");
    await expect(drawer.getByText("Sign in to see the bids on this job and place yours.")).toBeVisible();
    await expectNoSeriousViolations(page);
    await drawer.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome back!" })).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.keyboard.press("Escape");

    await register(page.request, "homeowner");
    await page.reload();
    drawer = await openBidDrawer(page, title, "Place Your Bid");
    await expect(drawer.getByText("Only providers can bid on jobs. Please register as a provider.")).toBeVisible();
  });
});
