import {
  card,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

// On the demo server (playwright.config.ts's "demo" project), whose marketplace no other spec expects empty.

test("a homeowner blocks a provider, who no longer sees their postings, and unblocks them from the profile", async ({
  page,
  browser,
  request,
}) => {
  // Two people in two browsers, through eight pages and two accessibility scans: several times one page's timeout.
  test.setTimeout(180_000);
  const owner = await register(page.request, "homeowner", "Olive Owner");
  const title = uniqueTitle("Trim the hedges");
  const job = await postLawn(page.request, owner, { title, price_estimate: 60 });
  // Another homeowner's posting, which the block leaves alone.
  const otherTitle = uniqueTitle("Weed the beds");
  await postLawn(request, await register(request, "homeowner"), { title: otherTitle });

  // The provider browses in a browser of their own.
  const providerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: "reduce",
  });
  const providerPage = await providerContext.newPage();
  const provider = await register(providerPage.request, "provider", "Blake Provider");
  await providerPage.goto("/dashboard/provider");
  await expect(card(providerPage, title)).toBeVisible();

  // The homeowner blocks them from their public profile, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/providers/${provider.id}`);
  await page.getByRole("button", { name: "Block this provider" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Block Blake Provider?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("You blocked this provider.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Block this provider" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The provider's list no longer holds the posting, and its page is not found, as if it never existed.
  await providerPage.reload();
  await expect(card(providerPage, otherTitle)).toBeVisible();
  await expect(card(providerPage, title)).toHaveCount(0);
  await providerPage.goto(`/jobs/${job.id}`);
  await expect(providerPage.getByText("Oops! Page not found")).toBeVisible();
  // Everyone else still sees it.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The profile's Blocked tab lists the provider; Unblock gives the posting back to them.
  await page.goto("/profile?tab=blocked");
  const blocked = page.getByRole("list", { name: "Blocked users" });
  await expect(blocked.getByText("Blake Provider")).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
  await blocked.getByRole("button", { name: "Unblock Blake Provider" }).click();
  await expect(page.getByText("You have not blocked anyone")).toBeVisible();
  await providerPage.goto("/dashboard/provider");
  await expect(card(providerPage, title)).toBeVisible();
  await providerContext.close();
});

test("a provider blocks a homeowner from the job drawer, and the posting leaves their list", async ({
  page,
  request,
}) => {
  const owner = await register(request, "homeowner", "Hugo Homeowner");
  const title = uniqueTitle("Rake the leaves");
  await postLawn(request, owner, { title, price_estimate: 40 });
  await register(page.request, "provider", "Pia Provider");
  await page.goto("/dashboard/provider");
  await card(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const drawer = page.getByRole("dialog", { name: title });
  await drawer.getByRole("button", { name: "Block this homeowner" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Block Hugo Homeowner?" });
  await confirm.getByRole("button", { name: "Block", exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await expect(card(page, title)).toHaveCount(0);
});
