import type { Page } from "@playwright/test";
import {
  bearer,
  card,
  cardTitles,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  placeBid,
  PNG,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, sameOrigin, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const statusTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name, exact: true });

test("My Lawns pages by 20 and filters by status through the URL", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const provider = await register(request, "provider", "Priya Provider");
  const prefix = uniqueTitle("Paged lawn");
  // 23 lawns, posted oldest first: #1 is cancelled, #2 claimed, the rest open.
  const lawns = [];
  for (let n = 1; n <= 23; n++)
    lawns.push(await postLawn(request, owner, { title: `${prefix} #${n}`, price_estimate: 40 + n }));
  expect((await request.post(`/api/lawns/${lawns[0].id}/cancel`, { headers: bearer(owner.token) })).status()).toBe(200);
  await claim(request, provider, lawns[1].id);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "My Lawns" })).toBeVisible();
  await expect(statusTab(page, "All")).toHaveAttribute("aria-current", "page");
  // Newest first, 20 a page.
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(20);
  expect((await cardTitles(page))[0]).toBe(`${prefix} #23`);
  await expect(page.getByText("Showing 1–20 of 23")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=2$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  await expect.poll(() => cardTitles(page)).toEqual([`${prefix} #3`, `${prefix} #2`, `${prefix} #1`]);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();

  // The claimed lawn shows its provider; the cancelled one has no Edit or Cancel.
  const claimed = card(page, `${prefix} #2`);
  await expect(claimed.getByText("Claimed").first()).toBeVisible();
  await expect(claimed.getByText("Priya Provider")).toBeVisible();
  await expect(claimed.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  const cancelled = card(page, `${prefix} #1`);
  await expect(cancelled.getByText("Cancelled").first()).toBeVisible();
  await expect(cancelled.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await expect(card(page, `${prefix} #3`).getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(20);

  // The status tabs filter (and start again at page 1).
  await statusTab(page, "Open").click();
  await expect(page).toHaveURL(/\/dashboard\?status=open$/);
  await expect(statusTab(page, "Open")).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Showing 1–20 of 21")).toBeVisible();
  await statusTab(page, "Claimed").click();
  await expect(page).toHaveURL(/\?status=claimed$/);
  await expect.poll(() => cardTitles(page)).toEqual([`${prefix} #2`]);
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  await statusTab(page, "Cancelled").click();
  await expect(page).toHaveURL(/\?status=cancelled$/);
  await expect.poll(() => cardTitles(page)).toEqual([`${prefix} #1`]);
  await statusTab(page, "In progress").click();
  await expect(page).toHaveURL(/\?status=in_progress$/);
  await expect(page.getByText("No in progress lawns.")).toBeVisible();
  await statusTab(page, "Completed").click();
  await expect(page.getByText("No completed lawns.")).toBeVisible();
  await page.getByRole("link", { name: "Show all lawns" }).click();
  await expect(page.getByText("Showing 1–20 of 23")).toBeVisible();

  // A page past the end lands on the last page; an unknown status shows all.
  await page.goto("/dashboard?status=open&page=9");
  await expect(page).toHaveURL(/\/dashboard\?status=open&page=2$/);
  await expect(page.getByText("Showing 21–21 of 21")).toBeVisible();
  await page.goto("/dashboard?status=mowed");
  await expect(statusTab(page, "All")).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Showing 1–20 of 23")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a new homeowner sees the empty state, whose button opens the posting dialog", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await expect(page.getByText("No lawns posted yet")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  await expect(page.getByRole("dialog", { name: "Post Your Lawn" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByRole("dialog", { name: "Post Your Lawn" })).toBeVisible();
});

test("the owner adds and removes a lawn's photos in Edit", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Photo lawn");
  await postLawn(request, owner, { title });
  await page.goto("/dashboard");
  const edit = page.getByRole("dialog", { name: "Edit Lawn" });
  const photos = edit.getByLabel("Photos (Optional)", { exact: true });
  const attached = edit.getByRole("list", { name: "Attached photos" }).getByRole("listitem");

  // Two photos added, the first removed again: the posting keeps the second.
  await card(page, title).getByRole("button", { name: "Edit", exact: true }).click();
  // Each upload is done when its photo can be removed (the field takes one file at a time).
  await photos.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: PNG });
  await expect(edit.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await photos.setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG });
  await expect(edit.getByRole("button", { name: "Remove photo 2" })).toBeVisible();
  await edit.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(attached).toHaveCount(1);
  const added = page.waitForResponse((r) => r.request().method() === "PATCH");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  const saved = (await (await added).json()) as { job: { photos: string[] } };
  expect(saved.job.photos).toHaveLength(1);
  await expect(edit).toBeHidden();

  // Reopened after a reload, the dialog shows the stored photo; removing it and saving leaves the lawn without photos.
  await page.reload();
  await card(page, title).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(attached).toHaveCount(1);
  await edit.getByRole("button", { name: "Remove photo 1" }).click();
  const removed = page.waitForRequest((r) => r.method() === "PATCH");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  expect((await removed).postDataJSON()).toMatchObject({ photos: [] });
  await expect(edit).toBeHidden();
});

test("the owner edits an open lawn and cancels another after confirming", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Editable lawn");
  const other = uniqueTitle("Doomed lawn");
  await postLawn(request, owner, { title, price_estimate: 60, area: "0.5 acres", description: "Weekly mow." });
  await postLawn(request, owner, { title: other, price_type: "auction", price_estimate: 90 });
  await page.goto("/dashboard");

  // Edit: the current details, checked like the API checks them, then saved.
  await card(page, title).getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lawn" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Description")).toHaveValue("Weekly mow.");
  await expect(edit.getByLabel("Area")).toHaveValue("0.5 acres");
  await expect(edit.getByLabel("Price (Optional)")).toHaveValue("60");
  await expectNoSeriousViolations(page);
  await edit.getByLabel("Title").fill("   ");
  await edit.getByLabel("Price (Optional)").fill("12.345");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await expect(edit.getByText("Use at most 2 decimals")).toBeVisible();
  await expect(edit.getByLabel("Title")).toBeFocused();
  // Discard leaves the lawn as it was.
  await edit.getByRole("button", { name: "Discard" }).click();
  await expect(edit).toBeHidden();
  await card(page, title).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  const edited = `${title} (edited)`;
  await edit.getByLabel("Title").fill(edited);
  await edit.getByLabel("Area").fill("2,000 sq ft");
  await edit.getByLabel("Price (Optional)").fill("75");
  const patched = page.waitForRequest((r) => r.method() === "PATCH");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  expect((await patched).postDataJSON()).toEqual({
    title: edited,
    description: "Weekly mow.",
    area: "2,000 sq ft",
    price_estimate: 75,
  });
  await expect(page.getByText("Your changes have been saved")).toBeVisible();
  await expect(edit).toBeHidden();
  const lawn = card(page, edited);
  await expect(lawn.getByText("$75")).toBeVisible();
  await expect(lawn.getByText("2,000 sq ft")).toBeVisible();

  // Cancel asks first (an accessible alert dialog); keeping the posting changes nothing.
  const doomed = card(page, other);
  await doomed.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this lawn posting?" });
  await expect(confirm.getByText("Are you sure you want to cancel this lawn posting?")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Keep Posting" })).toBeFocused();
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Keep Posting" }).click();
  await expect(confirm).toBeHidden();
  await expect(doomed.getByText("Open", { exact: true })).toBeVisible();
  await doomed.getByRole("button", { name: "Cancel", exact: true }).click();
  await confirm.getByRole("button", { name: "Cancel Posting" }).click();
  await expect(page.getByText("Lawn posting cancelled")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(doomed.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(doomed.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(doomed.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await statusTab(page, "Cancelled").click();
  await expect(page).toHaveURL(/\?status=cancelled$/);
  await expect.poll(() => cardTitles(page)).toEqual([other]);
});

test("a lawn claimed while its owner looks is cancelled as a hire: its provider is told", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const provider = await register(request, "provider", "Quick Provider");
  const title = uniqueTitle("Contested lawn");
  const lawn = await postLawn(request, owner, { title, price_estimate: 50 });
  await page.goto("/dashboard");
  await claim(request, provider, lawn.id);

  await card(page, title).getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Posting" }).click();
  await expect(page.getByText("Lawn posting cancelled")).toBeVisible();
  const cancelled = await (await page.request.get(`/api/jobs/${lawn.id}`)).json();
  expect(cancelled.job ?? cancelled).toMatchObject({ status: "cancelled" });
  const notifications = await (
    await request.get("/api/notifications", { headers: { authorization: `Bearer ${provider.token}` } })
  ).json();
  expect(JSON.stringify(notifications)).toContain("A job you were hired for was cancelled");
});

test("the owner views a lawn's details, reviews a provider's bid and accepts it", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Bid lawn");
  const lawn = await postLawn(request, owner, { title, price_type: "auction", price_estimate: 100 });
  const provider = await register(request, "provider", "Bea Bidder");
  await placeBid(request, provider, lawn.id, { amount: 90, eta_days: 2, message: "Can come Tuesday." });

  await page.goto("/dashboard");
  const bidCard = card(page, title);
  await expect(bidCard.getByText("1 bid")).toBeVisible();
  await bidCard.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details.getByText("20 Grove Street, New York, NY 10014, USA")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await bidCard.getByRole("button", { name: "Review Bids" }).click();
  const drawer = page.getByRole("dialog", { name: "Review Bids" });
  await expect(drawer.getByText("$90.00")).toBeVisible();
  await expect(drawer.getByText("Bea Bidder")).toBeVisible();
  await drawer.getByRole("button", { name: "Accept" }).click();
  await drawer.getByRole("button", { name: "Confirm: accept $90.00" }).click();
  await expect(page.getByText("The bid has been accepted and the job assigned.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bidCard.getByText("Claimed").first()).toBeVisible();
  await expect(bidCard.getByText("Bea Bidder")).toBeVisible();
  await expect(bidCard.getByText("Agreed price")).toBeVisible();
  await expect(bidCard.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
});

/** Fake timers that do not move until the test says so (install() alone lets time flow, which a loaded machine races). */
async function freezeClock(page: Page) {
  const start = new Date("2026-06-01T12:00:00Z");
  await page.clock.install({ time: start });
  // A moment after start: real time flows between the two calls, and pausing in the past is refused.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test("My Lawns is for homeowners: a provider sees why and goes to their dashboard after 100 ms", async ({ page }) => {
  await register(page.request, "provider");
  await freezeClock(page);
  await page.goto("/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Homeowner Access Only" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Provider Dashboard" })).toHaveAttribute("href", "/dashboard/provider");
  // axe runs on timers too: step the frozen clock for it, short of the 100 ms after which the page moves on.
  let settled = false;
  const axe = expectNoSeriousViolations(page).finally(() => (settled = true));
  // axe finishes in a blank page of its own, which can close while a step is on its way: that step is not counted
  // (it may or may not have moved the clock, hence one millisecond to spare).
  let stepped = 0;
  while (!settled && stepped < 98) {
    try {
      await page.clock.runFor(1);
      stepped++;
    } catch (error) {
      if (!(error instanceof Error && /has been closed/.test(error.message))) throw error;
    }
  }
  await axe;
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor(100 - stepped);
  await page.clock.resume(); // the navigation itself runs on real time
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
});

test("a visitor on My Lawns is told to sign in and sent home after 100 ms", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Homeowner Access Only" })).toBeVisible();
  await expect(page.getByText("Please sign in as a homeowner to see your lawns.")).toBeVisible();
  await page.clock.runFor(99);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor(1);
  await page.clock.resume(); // the navigation itself runs on real time
  await expect(page).toHaveURL(/\/$/);
});

test("My Lawns and its dialogs fit a 375 px phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Phone lawn with a rather long title to wrap");
  await postLawn(request, owner, { title, price_type: "auction", price_estimate: 120 });
  await page.goto("/dashboard");
  await expect(card(page, title)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("my-lawns-375.png"), fullPage: true });
  await card(page, title).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Edit Lawn" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");
  await card(page, title).getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("My Lawns at desktop width", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await register(page.request, "homeowner");
  await page.request.post("/api/users/addresses", {
    headers: sameOrigin(),
    data: {
      label: "Home",
      is_default: true,
      full_address: "20 Grove Street, New York, NY 10014, USA",
      street_number: "20",
      street: "Grove Street",
      city: "New York",
      state: "NY",
      postal_code: "10014",
    },
  });
  const provider = await register(request, "provider", "Diego Provider");
  const lawns = [
    await postLawn(request, owner, { title: uniqueTitle("Front yard"), price_estimate: 65 }),
    await postLawn(request, owner, {
      title: uniqueTitle("Backyard auction"),
      price_type: "auction",
      price_estimate: 120,
    }),
    await postLawn(request, owner, { title: uniqueTitle("Side strip"), price_estimate: null }),
  ];
  await placeBid(request, provider, lawns[1].id, { amount: 110, eta_days: 1 });
  await claim(request, provider, lawns[0].id);
  await page.goto("/dashboard");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("my-lawns-1280.png"), fullPage: true });
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByRole("dialog", { name: "Post Your Lawn" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("post-lawn-1280.png") });
});
