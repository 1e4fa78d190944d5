import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newAccount, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function signedIn(request: APIRequestContext, role: "homeowner" | "provider", name?: string) {
  const account = newAccount(role, name);
  const response = await request.post("/api/auth/register", { data: account });
  expect(response.status()).toBe(201);
  return { account, token: ((await response.json()) as { token: string }).token };
}

async function postLawn(request: APIRequestContext, token: string, title: string, priceType: "fixed" | "auction", price: number) {
  const response = await request.post("/api/lawns", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, price_type: priceType, price_estimate: price, area: "0.25 acres", full_address: "20 Grove Street, New York, NY 10014, USA", city: "New York", state: "NY", postal_code: "10014" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "critical" || v.impact === "serious");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join("; ")}`)).toEqual([]);
}

test("a provider claims a fixed job, bids on an auction the owner accepts, then starts and completes both", async ({ page, browser, request }) => {
  const owner = await signedIn(request, "homeowner", "Olga Owner");
  const stamp = Date.now();
  const fixedTitle = `Mow the front lawn ${stamp}`;
  const auctionTitle = `Aerate the back lawn ${stamp}`;
  await postLawn(request, owner.token, fixedTitle, "fixed", 50);
  await postLawn(request, owner.token, auctionTitle, "auction", 80);

  // The provider, signed in through the session cookie (page.request shares the page's cookies).
  await signedIn(page.request, "provider", "Pia Provider");
  await page.goto("/dashboard/provider");
  await expect(page.getByRole("heading", { level: 1, name: "Provider Dashboard" })).toBeVisible();
  await card(page, fixedTitle).getByRole("button", { name: "Claim Job" }).click();
  await expect(page.getByText("You have successfully claimed this job.")).toBeVisible();
  await expect(card(page, fixedTitle)).toHaveCount(0);

  await card(page, auctionTitle).getByRole("button", { name: "Place Bid" }).click();
  const drawer = page.getByRole("dialog", { name: "Place Your Bid" });
  await expect(drawer.getByText("No bids yet")).toBeVisible();
  await expectNoSeriousViolations(page);
  await drawer.getByRole("button", { name: "Place Bid" }).click();
  await expect(page.getByText("Please enter both bid amount and estimated days.")).toBeVisible();
  await drawer.getByLabel("Bid amount ($)").fill("72.5");
  await drawer.getByLabel("Estimated days").fill("2");
  await drawer.getByLabel("Message (optional)").fill("  Can do it Saturday  ");
  await drawer.getByRole("button", { name: "Place Bid" }).click();
  const bids = drawer.getByRole("list", { name: "Bids" });
  await expect(bids.getByText("$72.50")).toBeVisible();
  await expect(bids.getByText("You", { exact: true })).toBeVisible();
  await expect(bids.getByText("Can do it Saturday")).toBeVisible();
  await expect(page.getByText("Your bid has been placed.")).toBeVisible();
  // With a bid of its own, the provider sees that bid instead of the form.
  await expect(drawer.getByRole("button", { name: "Place Bid" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The owner accepts the bid from the home page's card.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: "reduce" });
  const ownerPage = await ownerContext.newPage();
  expect((await ownerPage.request.post("/api/auth/login", { data: { email: owner.account.email, password: owner.account.password } })).status()).toBe(200);
  await ownerPage.goto("/");
  await card(ownerPage, auctionTitle).getByRole("button", { name: "Review Bids" }).click();
  const review = ownerPage.getByRole("dialog", { name: "Review Bids" });
  await expect(review.getByText("$72.50")).toBeVisible();
  await review.getByRole("button", { name: "Accept" }).click();
  await review.getByRole("button", { name: "Confirm: accept $72.50" }).click();
  await expect(ownerPage.getByText("The bid has been accepted and the job assigned.")).toBeVisible();
  // Assigned, the job leaves the home page's open jobs (and its drawer with it); the owner's lawns show it claimed.
  await ownerPage.goto("/dashboard?status=claimed");
  await expect(card(ownerPage, auctionTitle)).toBeVisible();
  await ownerContext.close();

  await page.goto("/dashboard/provider?tab=active");
  await expect(card(page, fixedTitle)).toBeVisible();
  await card(page, fixedTitle).getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Job started.")).toBeVisible();
  await expect(card(page, fixedTitle).getByText("In progress")).toBeVisible();
  for (const title of [fixedTitle, auctionTitle]) {
    await card(page, title).getByRole("button", { name: "Mark complete" }).click();
    await expect(card(page, title)).toHaveCount(0);
  }
  await expect(page.getByText("You have no active jobs at the moment.")).toBeVisible();

  await page.getByRole("link", { name: "Completed" }).click();
  await expect(card(page, fixedTitle)).toBeVisible();
  await expect(card(page, auctionTitle)).toBeVisible();
  await page.getByRole("link", { name: "Earnings" }).click();
  await expect(page.getByText("$122.50").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("claiming asks visitors to sign in and tells homeowners it is for providers", async ({ page, request }) => {
  const owner = await signedIn(request, "homeowner");
  const title = `Edge the walkway ${Date.now()}`;
  await postLawn(request, owner.token, title, "fixed", 40);

  await page.goto("/dashboard/provider");
  await expect(page.getByRole("link", { name: "Become a Provider" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Active Jobs" })).toHaveCount(0);
  await card(page, title).getByRole("button", { name: "Claim Job" }).click();
  await expect(page.getByText("Please log in to claim jobs")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Welcome back!" })).toBeVisible();
  await page.keyboard.press("Escape");

  await signedIn(page.request, "homeowner");
  await page.goto("/dashboard/provider");
  await card(page, title).getByRole("button", { name: "Claim Job" }).click();
  await expect(page.getByText("Only providers can claim jobs. Please register as a provider.")).toBeVisible();

  await card(page, title).getByRole("button", { name: `View details of ${title}` }).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details.getByText("$40")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("filters, sorting and paging of 12 change the list", async ({ page, request }) => {
  const owner = await signedIn(request, "homeowner");
  const stamp = Date.now();
  for (let i = 0; i < 13; i++) await postLawn(request, owner.token, `Paged lawn ${stamp}-${i}`, i % 2 ? "auction" : "fixed", 20 + i * 5);

  await page.goto("/dashboard/provider");
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  await page.goto("/dashboard/provider");
  await page.getByLabel("Price type").selectOption("auction");
  await page.getByLabel("Sort by").selectOption("-price_estimate");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/price_type=auction/);
  const badges = page.getByRole("article").getByText("Auction", { exact: true });
  expect(await badges.count()).toBe(await page.getByRole("article").count());
  const prices = (await page.getByRole("article").getByText(/^\$\d+$/).allTextContents()).map((price) => Number(price.slice(1)));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test("the other provider dashboard addresses redirect, keeping the query", async ({ page }) => {
  await page.goto("/provider/dashboard?tab=available");
  await expect(page).toHaveURL(/\/dashboard\/provider\?tab=available$/);
  await page.goto("/provider-dashboard");
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
});
