import type { Locator, Page } from "@playwright/test";
import {
  bearer,
  card,
  claim,
  expectNoSeriousViolations,
  holdRequest,
  PNG,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { authDialog, expect, newAccount, openMenu, sameOrigin, signUpThroughUi, test } from "./support";

// What a new user meets on first trying LawnLink: each test holds one thing they would otherwise trip over.

test.use({ contextOptions: { reducedMotion: "reduce" } });

const PHONE = { width: 375, height: 667 };

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element has a box on the page").not.toBeNull();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("at 375 px", () => {
  test.use({ viewport: PHONE });

  test("the provider dashboard collapses its filters and shows the first job above the fold", async ({
    page,
    request,
  }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Phone-sized lawn");
    await postLawn(request, owner, { title, price_estimate: 55 });

    await page.goto("/dashboard/provider");
    const filters = page.getByRole("button", { name: "Filters" });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Sort by")).toBeHidden();
    // The newest job is the first card; its title and its Claim Job button are on the first screen.
    const first = card(page, title);
    expect((await box(first.getByRole("heading", { name: title }))).y).toBeLessThan(PHONE.height);

    // A job without a photo: no 16:10 placeholder taking 40% of the card.
    const media = await box(first.getByTestId("job-media"));
    expect(media.height / (await box(first)).height).toBeLessThan(0.25);

    await expectNoSeriousViolations(page);
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Sort by").selectOption("price_estimate");
    await expect(page).toHaveURL(/sort=price_estimate/);
  });

  test("a toast does not cover the button just pressed", async ({ page, request }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Toast-free lawn");
    await postLawn(request, owner, { title, price_estimate: 60 });
    await register(page.request, "homeowner");

    await page.goto("/dashboard/provider");
    const claimButton = card(page, title).getByRole("button", { name: "Claim Job" });
    // The button at the very bottom of the screen, where a bottom toast would sit.
    await claimButton.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await claimButton.click();
    const message = toast(page, "Provider Account Required");
    await expect(message).toBeVisible();
    expect(overlaps(await box(message), await box(claimButton))).toBe(false);
  });
});

test("'Claim Now' marks only open fixed-price jobs of others; every other card shows its status once", async ({
  page,
  request,
}) => {
  const owner = await register(page.request, "homeowner");
  const provider = await register(request, "provider");
  const open = uniqueTitle("Claimable lawn");
  const taken = uniqueTitle("Taken lawn");
  const auction = uniqueTitle("Auctioned lawn");
  await postLawn(request, owner, { title: open, price_estimate: 50 });
  const claimed = await postLawn(request, owner, { title: taken, price_estimate: 70 });
  await postLawn(request, owner, { title: auction, price_type: "auction", price_estimate: 90 });
  await claim(request, provider, claimed.id);

  // The owner's own lawns: their status, once each, and never 'Claim Now'.
  await page.goto("/dashboard");
  for (const [title, status] of [
    [open, "Open"],
    [taken, "Claimed"],
    [auction, "Open"],
  ]) {
    await expect(card(page, title).getByText(status, { exact: true })).toHaveCount(1);
    await expect(card(page, title).getByText("Claim Now")).toHaveCount(0);
  }

  // Another user, all statuses: 'Claim Now' on the open fixed-price job only.
  await page.context().clearCookies();
  await page.goto("/dashboard/provider?status=all");
  await expect(card(page, open).getByText("Claim Now", { exact: true })).toBeVisible();
  await expect(card(page, auction).getByText("Auction", { exact: true })).toBeVisible();
  await expect(card(page, taken).getByText("Claim Now")).toHaveCount(0);
  await expect(card(page, taken).getByText("Claimed", { exact: true })).toHaveCount(1);
  await expect(card(page, taken).getByRole("button", { name: "Claim Job" })).toHaveCount(0);
});

test("a fixed-price posting without a price takes quotes as bids, and its card says so", async ({ page, request }) => {
  const owner = await register(request, "homeowner");
  const title = uniqueTitle("Quote me a lawn");
  const job = await postLawn(request, owner, { title, price_estimate: null });
  const provider = await register(page.request, "provider");

  await page.goto("/dashboard/provider");
  const quote = card(page, title);
  await expect(quote.getByText("Quote needed", { exact: true })).toBeVisible();
  await expect(quote.getByText("Quotes wanted", { exact: true })).toBeVisible();
  await expect(quote.getByText("Send your quote as a bid", { exact: true })).toBeVisible();
  await expect(quote.getByText("Claim Now")).toHaveCount(0);
  await expect(quote.getByRole("button", { name: "Claim Job" })).toHaveCount(0);

  await quote.getByRole("button", { name: "Place Bid" }).click();
  const drawer = page.getByRole("dialog", { name: "Place Your Bid" });
  await drawer.getByLabel("Bid amount ($)").fill("85");
  await drawer.getByLabel("Estimated days").fill("3");
  await drawer.getByRole("button", { name: "Place Bid" }).click();
  await expect(drawer.getByRole("region", { name: "Your bid" }).getByText("$85.00")).toBeVisible();
  const bids = (await (await request.get(`/api/jobs/${job.id}/bids`, { headers: bearer(provider.token) })).json()) as {
    total: number;
  };
  expect(bids.total).toBe(1);
});

test("a new provider is pointed to onboarding until the profile is complete", async ({ page }) => {
  const account = newAccount("provider", "Nina Newcomer");
  await page.goto("/");
  await signUpThroughUi(page, account);
  await expect(page).toHaveURL(/\/dashboard\/provider$/);

  const prompt = page.getByRole("region", { name: "Complete your provider profile" });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "Set up your profile" })).toHaveAttribute(
    "href",
    "/provider-onboarding",
  );
  await expectNoSeriousViolations(page);
  let menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Complete your profile" })).toHaveAttribute(
    "href",
    "/provider-onboarding",
  );
  await page.keyboard.press("Escape");

  // Empty tabs offer the next step.
  await page.goto("/dashboard/provider?tab=active");
  await expect(page.getByText("You have no active jobs at the moment.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse available jobs" })).toHaveAttribute(
    "href",
    "/dashboard/provider",
  );
  await page.goto("/dashboard/provider?tab=completed");
  await expect(page.getByText("You haven't completed any jobs yet.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse available jobs" })).toBeVisible();

  // Onboarding done: no prompt, no menu entry, and the onboarding page no longer says "Set up".
  expect(
    (
      await page.request.put("/api/users/profile", { headers: sameOrigin(), data: { profile_complete: true } })
    ).status(),
  ).toBe(200);
  await page.goto("/dashboard/provider");
  await expect(page.getByRole("heading", { level: 1, name: "Provider Dashboard" })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Complete your profile" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/provider-onboarding");
  await expect(page.getByText("Your profile is set up. Review or change it here.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your provider profile");
});

test("a homeowner's empty My Lawns offers the next step", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await expect(page.getByText("No lawns posted yet")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Post Your First Lawn" })).toBeVisible();
});

test.describe("dialogs give focus back to the control that opened them", () => {
  test("the auth dialog, closed with Escape", async ({ page }) => {
    await page.goto("/");
    for (const [opener, title] of [
      ["Get Started", "Join LawnLink"],
      ["Sign In", "Welcome back!"],
    ] as const) {
      const button = page.getByRole("banner").getByRole("button", { name: opener, exact: true });
      await button.click();
      await expect(authDialog(page, title)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(authDialog(page, title)).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the posting dialog, closed with Escape", async ({ page }) => {
    await register(page.request, "homeowner");
    await page.goto("/dashboard");
    for (const opener of [
      page.getByRole("banner").getByRole("button", { name: "Post Lawn" }),
      page.getByRole("main").getByRole("button", { name: "Post Your First Lawn" }),
    ]) {
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
});

test("a chosen photo shows as a preview before it is sent", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  const upload = await holdRequest(page, "**/api/users/photos/upload", "POST");
  await dialog
    .getByLabel("Photos (Optional)", { exact: true })
    .setInputFiles({ name: "lawn.png", mimeType: "image/png", buffer: PNG });
  // While the upload is held: the image itself, from the chosen file.
  const preview = dialog.getByRole("img", { name: "The chosen photo, uploading" });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute("src")).toMatch(/^blob:/);
  upload.release();
  await expect(dialog.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await expect(preview).toHaveCount(0);
});

test("a visitor's header offers both Sign In and Get Started", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(authDialog(page, "Welcome back!")).toBeVisible();
  await page.keyboard.press("Escape");
  await header.getByRole("button", { name: "Get Started" }).click();
  await expect(authDialog(page, "Join LawnLink")).toBeVisible();
});

test("the site has a favicon and an app icon", async ({ page, request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\//);
  await page.goto("/");
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(appleIcon).toBeTruthy();
  const icon = await request.get(appleIcon!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
});

test("'Near me' without a saved address links to the profile's Addresses tab", async ({ page }) => {
  await register(page.request, "provider");
  await page.goto("/dashboard/provider?near=me");
  const alert = page.getByRole("alert").filter({ hasText: "Add an address" });
  await alert.getByRole("link", { name: "Add an address" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
  await expect(page.getByRole("tab", { name: "Addresses" })).toHaveAttribute("aria-selected", "true");
});
