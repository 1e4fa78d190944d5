import type { APIRequestContext, Page } from "@playwright/test";
import { layoutProblems } from "./layout-check";
import { bearer, card, claim, placeBid, postLawn, register, uniqueTitle, type Registered } from "./jobs-helpers";
import { expect, test } from "./support";

// One pass over the key screens at a phone's and a laptop's width, opening every popover, menu, drawer and dialog on
// the way; the findings are collected and asserted once at the end, so a failure lists all of them.

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A completed job between `owner` and `provider`: claimed, started, completed. */
async function completedJob(request: APIRequestContext, owner: Registered, provider: Registered, title: string) {
  const job = await postLawn(request, owner, { title, price_estimate: 60 });
  await claim(request, provider, job.id);
  await ok(await request.post(`/api/jobs/${job.id}/start`, { headers: bearer(provider.token) }));
  await ok(await request.post(`/api/jobs/${job.id}/complete`, { headers: bearer(provider.token) }));
  return job;
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Types a town into the address search in `scope` and waits for its suggestions. */
async function searchAddress(page: Page, scope: ReturnType<Page["getByRole"]>) {
  await scope.getByRole("combobox", { name: "Search for an address" }).fill("Austin");
  await expect(scope.getByRole("option", { name: /^Austin, TX/ }).first()).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`the key screens and their popovers are drawn legibly at ${width} px`, async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await layoutProblems(page, `${width}px ${where}`)));

    // The data: a homeowner with an open lawn (bid on) and a completed one; a provider who did the work.
    // Each in a browser context of their own, signed in by registering there.
    const home = await browser.newContext({ viewport: page.viewportSize() });
    const work = await browser.newContext({ viewport: page.viewportSize() });
    const owner = await register(home.request, "homeowner", "Hana Homeowner");
    const provider = await register(work.request, "provider", "Pat Provider");
    const open = await postLawn(request, owner, { title: uniqueTitle("Layout lawn"), price_type: "auction" });
    await placeBid(request, provider, open.id, { amount: 50, eta_days: 2, message: "Can do it this week." });
    const done = await completedJob(request, owner, provider, uniqueTitle("Finished lawn"));

    // A visitor: the home page, the auth dialog and the navigation sheet.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check("home");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Join LawnLink" })).toBeVisible();
    await check("auth dialog");
    await closeDialog(page);
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await check("navigation sheet");
    await closeDialog(page);

    // The homeowner: My Lawns, the posting dialog and its address search, the job drawer, the review dialog.
    const ownerPage = await home.newPage();
    const checkOwner = async (where: string) =>
      problems.push(...(await layoutProblems(ownerPage, `${width}px homeowner ${where}`)));
    await ownerPage.goto("/dashboard");
    await expect(card(ownerPage, open.title)).toBeVisible();
    await checkOwner("My Lawns");
    await ownerPage.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
    const posting = ownerPage.getByRole("dialog", { name: "Post Your Lawn" });
    await expect(posting).toBeVisible();
    await checkOwner("posting dialog");
    await posting.getByRole("radio", { name: "Use a new address" }).click();
    await searchAddress(ownerPage, posting);
    await checkOwner("posting dialog's address suggestions");
    await ownerPage.keyboard.press("Escape"); // closes the suggestions
    await closeDialog(ownerPage);

    await card(ownerPage, open.title).getByRole("button", { name: "View Details" }).click();
    await expect(ownerPage.getByRole("dialog", { name: open.title })).toBeVisible();
    await checkOwner("job drawer");
    await closeDialog(ownerPage);

    await ownerPage.goto("/dashboard?status=completed");
    await card(ownerPage, done.title)
      .getByRole("button", { name: `Leave a review of Pat Provider for ${done.title}` })
      .click();
    await expect(ownerPage.getByRole("dialog", { name: "Leave a review" })).toBeVisible();
    await checkOwner("review dialog");
    await closeDialog(ownerPage);

    await ownerPage.goto("/profile");
    await expect(ownerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await checkOwner("profile");
    await ownerPage.getByRole("tab", { name: "Addresses" }).click();
    await ownerPage.getByRole("button", { name: "Add Address" }).click();
    const addressDialog = ownerPage.getByRole("dialog", { name: "Add Address" });
    await expect(addressDialog).toBeVisible();
    await searchAddress(ownerPage, addressDialog);
    await checkOwner("profile's address suggestions");
    await ownerPage.keyboard.press("Escape");
    await closeDialog(ownerPage);

    await ownerPage.goto("/notifications");
    await expect(ownerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await checkOwner("notifications");
    await home.close();

    // The provider: available jobs, the filters, the bid drawer, earnings and the public profile.
    const providerPage = await work.newPage();
    const checkProvider = async (where: string) =>
      problems.push(...(await layoutProblems(providerPage, `${width}px provider ${where}`)));
    await providerPage.goto("/dashboard/provider");
    await expect(providerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await checkProvider("available jobs");
    const filters = providerPage.getByRole("button", { name: "Filters" });
    if (await filters.isVisible()) {
      await filters.click();
      await checkProvider("filters");
    }
    const another = await postLawn(request, owner, { title: uniqueTitle("Bid lawn"), price_type: "auction" });
    await providerPage.reload();
    await card(providerPage, another.title)
      .getByRole("button", { name: /Place Bid/ })
      .click();
    await expect(providerPage.getByRole("dialog", { name: "Place Your Bid" })).toBeVisible();
    await checkProvider("bid drawer");
    await closeDialog(providerPage);
    await providerPage.goto("/dashboard/provider?tab=earnings");
    await expect(providerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await checkProvider("earnings");
    await providerPage.goto(`/providers/${provider.id}`);
    await expect(providerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await checkProvider("public profile");
    await work.close();

    expect(problems).toEqual([]);
  });
}
