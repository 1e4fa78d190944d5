import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import {
  bearer,
  card,
  cardTitles,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  listJobs,
  placeBid,
  postLawn,
  register,
  uniqueTitle,
  type Registered,
} from "./jobs-helpers";
import { expect, test } from "./support";

// A job's whole life on screen: from posting (needed-by, Post again) through claims (Release job) to reviews and profiles.
// Every lawn these tests leave open is cancelled at the end (the home page's spec wants an empty marketplace).

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const ok = async (response: Awaited<ReturnType<APIRequestContext["post"]>>) =>
  expect(response.status(), await response.text()).toBeLessThan(300);

/** Starts the claimed job and marks it done (completion is only from in progress). */
async function complete(request: APIRequestContext, provider: Registered, jobId: string) {
  await ok(await request.post(`/api/jobs/${jobId}/start`, { headers: bearer(provider.token) }));
  await ok(await request.post(`/api/jobs/${jobId}/complete`, { headers: bearer(provider.token) }));
}

async function cancelLawn(request: APIRequestContext, owner: Registered, jobId: string) {
  await ok(await request.post(`/api/lawns/${jobId}/cancel`, { headers: bearer(owner.token) }));
}

async function review(request: APIRequestContext, author: Registered, jobId: string, rating: number, comment: string) {
  const response = await request.post(`/api/jobs/${jobId}/reviews`, {
    headers: bearer(author.token),
    data: { rating, comment },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A second signed-in browser: the other party of the job. */
async function otherBrowser(browser: Browser, role: Registered["account"]["role"], name: string) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const account = await register(context.request, role, name);
  return { context, page: await context.newPage(), account };
}

/** An ISO date `days` after today (UTC): inside the needed-by window wherever the browser is. */
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const usDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

/** The value of a term in a description list (<dt>term</dt><dd>value</dd>). */
const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

const detailsDrawer = (page: Page, title: string) => page.getByRole("dialog", { name: title });

test("a homeowner and a provider review each other after a completed job, double-blind until both have", async ({
  page,
  browser,
  request,
}) => {
  const owner = await register(page.request, "homeowner", "Hana Homeowner");
  const other = await otherBrowser(browser, "provider", "Rowan Reviewer");
  const provider = other.account;
  const title = uniqueTitle("Reviewed lawn");
  const job = await postLawn(request, owner, { title, price_estimate: 60 });
  await claim(request, provider, job.id);
  await complete(request, provider, job.id);

  // The homeowner: 'Leave a review' on the completed lawn's card.
  await page.goto("/dashboard?status=completed");
  const lawn = card(page, title);
  await lawn.getByRole("button", { name: `Leave a review of Rowan Reviewer for ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Leave a review" });
  await expect(dialog.getByRole("radiogroup", { name: "Rating" })).toBeVisible();
  await expect(dialog.getByLabel("Comment (Optional)")).toHaveAttribute("maxlength", "2000");
  // No stars: the schema's message, and the stars get the focus.
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(dialog.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "1 star, Poor" })).toBeFocused();
  await expectNoSeriousViolations(page);
  // Arrow keys choose, as in any radio group. Radix moves focus a tick after keydown and checks the radio only if
  // the arrow is still down then, as a person's key is: hold it until focus has moved, not an instant press.
  for (const star of ["2 stars, Fair", "3 stars, Good", "4 stars, Very good"]) {
    await page.keyboard.down("ArrowRight");
    await expect(dialog.getByRole("radio", { name: star })).toBeFocused();
    await page.keyboard.up("ArrowRight");
  }
  await expect(dialog.getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();
  await dialog.getByLabel("Comment (Optional)").fill("On time and tidy.");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lawn.getByRole("button", { name: /Leave a review/ })).toHaveCount(0);
  // The button is gone: focus lands on what took its place, not on <body>.
  await expect(lawn.getByText("You have reviewed Rowan Reviewer")).toBeFocused();
  // In the drawer: their own review, waiting for the provider's.
  await lawn.getByRole("button", { name: "View Details" }).click();
  const ownerDrawer = detailsDrawer(page, title);
  const mine = ownerDrawer.getByRole("article", { name: "Your review" });
  await expect(mine.getByText("On time and tidy.")).toBeVisible();
  await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(mine.getByText(/Waiting for Rowan Reviewer's review/)).toBeVisible();
  await expect(ownerDrawer.getByRole("link", { name: "Rowan Reviewer" })).toHaveAttribute(
    "href",
    `/providers/${provider.id}`,
  );

  // The provider: the homeowner's review is waiting for theirs, and not shown.
  const providerPage = other.page;
  await providerPage.goto("/dashboard/provider?tab=completed");
  const done = card(providerPage, title);
  await expect(
    done.getByText("Hana Homeowner has reviewed you: their review is shown once you leave yours."),
  ).toBeVisible();
  await done.getByRole("button", { name: `View details of ${title}` }).click();
  const providerDrawer = detailsDrawer(providerPage, title);
  await expect(
    providerDrawer.getByText(/Hana Homeowner has reviewed you\. Their review is shown once you leave yours/),
  ).toBeVisible();
  await expect(providerDrawer.getByText("On time and tidy.")).toHaveCount(0);
  await providerDrawer.getByRole("button", { name: /Leave a review/ }).click();
  const providerDialog = providerPage.getByRole("dialog", { name: "Leave a review" });
  await providerDialog.getByRole("radio", { name: "5 stars, Excellent" }).click();
  await providerDialog.getByLabel("Comment (Optional)").fill("Clear instructions, gate left open.");
  await providerDialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(providerPage.getByText("Both reviews are now visible.")).toBeVisible();
  // Both visible now, to both.
  await expect(
    providerDrawer.getByRole("article", { name: "Hana Homeowner's review" }).getByText("On time and tidy."),
  ).toBeVisible();
  await expect(
    providerDrawer.getByRole("article", { name: "Your review" }).getByText("Clear instructions, gate left open."),
  ).toBeVisible();
  await expect(providerDrawer.getByRole("button", { name: /Leave a review/ })).toHaveCount(0);
  await providerPage.keyboard.press("Escape");
  await providerPage.reload();
  // Each side's rating now counts the other's review: the homeowner's 5 stars on the provider's card, and back.
  await expect(card(providerPage, title).getByText("Rated 5.0 out of 5 from 1 review")).toBeVisible();

  await page.reload();
  await expect(lawn.getByText("Rated 4.0 out of 5 from 1 review")).toBeVisible();
  await lawn.getByRole("button", { name: "View Details" }).click();
  await expect(
    ownerDrawer
      .getByRole("article", { name: "Rowan Reviewer's review" })
      .getByText("Clear instructions, gate left open."),
  ).toBeVisible();
  await expect(ownerDrawer.getByRole("article", { name: "Your review" }).getByText(/Waiting for/)).toHaveCount(0);
  await other.context.close();
});

test("a provider's public profile: standing, details and reviews; linked from bids and their dashboard; 404 for others", async ({
  page,
  browser,
  request,
}) => {
  const other = await otherBrowser(browser, "provider", "Paloma Profile");
  const provider = other.account;
  await ok(
    await request.put("/api/users/profile", {
      headers: bearer(provider.token),
      data: {
        equipment: "Zero-turn mower, string trimmer",
        experience_years: 6,
        service_radius: 25,
        bio: "Family crew, clean edges.",
        profile_complete: true,
      },
    }),
  );
  // One job done and reviewed both ways: its reviews are published.
  const owner = await register(page.request, "homeowner", "Ivy Owner");
  const done = await postLawn(request, owner, { title: uniqueTitle("Profile lawn"), price_estimate: 50 });
  await claim(request, provider, done.id);
  await complete(request, provider, done.id);
  await review(request, owner, done.id, 5, "Best edging on the block.");
  await review(request, provider, done.id, 4, "Friendly homeowner.");
  // An auction the provider bids on: the homeowner weighs the bid.
  const auction = await postLawn(request, owner, {
    title: uniqueTitle("Auction lawn"),
    price_type: "auction",
    price_estimate: 80,
  });
  await placeBid(request, provider, auction.id, { amount: 75, eta_days: 2 });

  await page.goto("/dashboard?status=open");
  await card(page, auction.title).getByRole("button", { name: "Review Bids" }).click();
  const bids = page.getByRole("dialog", { name: "Review Bids" });
  const bid = bids.getByRole("listitem").filter({ hasText: "$75.00" });
  await expect(bid.getByText("Rated 5.0 out of 5 from 1 review")).toBeVisible();
  await expect(bid.getByText("1 job completed")).toBeVisible();
  await expect(bid.getByText("6 years experience")).toBeVisible();
  await bid.getByRole("link", { name: "Paloma Profile: view profile" }).click();

  await expect(page).toHaveURL(new RegExp(`/providers/${provider.id}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Paloma Profile" })).toBeVisible();
  const memberSince = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(),
  );
  await expect(main.getByText(`Member since ${memberSince}`)).toBeVisible();
  await expect(main.getByText("Rated 5.0 out of 5 from 1 review")).toBeVisible();
  for (const [term, value] of [
    ["Jobs completed", "1"],
    ["Experience", "6 years"],
    ["Service radius", "25 miles"],
    ["Equipment", "Zero-turn mower, string trimmer"],
    ["Bio", "Family crew, clean edges."],
  ]) {
    await expect(fact(main, term)).toHaveText(value);
  }
  const reviews = main.getByRole("list", { name: "Reviews" });
  await expect(
    reviews.getByRole("article", { name: "Review by Ivy Owner" }).getByText("Best edging on the block."),
  ).toBeVisible();
  await expect(reviews.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  // The provider's review of the homeowner is the homeowner's, not shown here.
  await expect(main.getByText("Friendly homeowner.")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(main.getByRole("heading", { level: 1, name: "Paloma Profile" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  // The provider finds it from their dashboard.
  await other.page.goto("/dashboard/provider");
  await other.page.getByRole("link", { name: "View my public profile" }).click();
  await expect(other.page).toHaveURL(new RegExp(`/providers/${provider.id}$`));
  await expect(other.page.getByRole("heading", { level: 1, name: "Paloma Profile" })).toBeVisible();

  // A homeowner has no public profile; nor has an unknown id.
  for (const id of [owner.id, "0190a4b2-0000-7000-8000-000000000000", "not-an-id"]) {
    const response = await page.goto(`/providers/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
  await cancelLawn(request, owner, auction.id);
  await other.context.close();
});

test("the profile's reviews come 10 a page, newest first, through ?page links", async ({ page, request }) => {
  const provider = await register(request, "provider", "Penny Pager");
  const owner = await register(request, "homeowner", "Otto Owner");
  const titles: string[] = [];
  for (let n = 1; n <= 11; n++) {
    const job = await postLawn(request, owner, { title: uniqueTitle(`Paged review #${n}`), price_estimate: 40 });
    await claim(request, provider, job.id);
    await complete(request, provider, job.id);
    await review(request, owner, job.id, n % 5 === 0 ? 4 : 5, `Visit ${n} went well.`);
    await review(request, provider, job.id, 5, "Thanks!");
    titles.push(job.title);
  }
  await page.goto(`/providers/${provider.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Reviews (11)" })).toBeVisible();
  const reviews = main.getByRole("list", { name: "Reviews" }).getByRole("article");
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toContainText("Visit 11 went well.");
  const pages = main.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${provider.id}\\?page=2$`));
  await expect(reviews).toHaveCount(1);
  await expect(reviews.first()).toContainText("Visit 1 went well.");
  await expect(reviews.first()).toContainText(titles[0]);
  // 9 fives and 2 fours.
  await expect(main.getByText("Rated 4.8 out of 5 from 11 reviews")).toBeVisible();
});

test("'Post again' on a cancelled lawn opens the posting dialog filled from it", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Seasonal lawn");
  const first = await postLawn(request, owner, {
    title,
    price_estimate: 70,
    area: "0.5 acres",
    description: "Front and back, bag the clippings.",
  });
  await cancelLawn(request, owner, first.id);

  await page.goto("/dashboard?status=cancelled");
  await card(page, title)
    .getByRole("button", { name: `Post again: ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Description (Optional)")).toHaveValue("Front and back, bag the clippings.");
  await expect(dialog.getByLabel("Area (Optional)")).toHaveValue("0.5 acres");
  await expect(dialog.getByLabel("Price (Optional)")).toHaveValue("70");
  await expect(dialog.getByRole("radio", { name: "Fixed price" })).toBeChecked();
  // The same saved address (the first typed one became 'Home').
  await expect(dialog.getByRole("radio", { name: /^Home \(default\): 20 Grove Street/ })).toBeChecked();
  await expect(dialog.getByLabel("Needed by (Optional)")).toHaveValue("");

  await dialog.getByLabel("Title").fill(`${title} again`);
  const posted = page.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith("/api/lawns"));
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    title: `${title} again`,
    price_estimate: 70,
    user_address_id: first.user_address_id,
    needed_by: null,
  });
  await expect(page.getByText("Your lawn has been posted successfully")).toBeVisible();
  await page.goto("/dashboard?status=open");
  const again = card(page, `${title} again`);
  await expect(again.getByText("$70")).toBeVisible();
  await expect(again.getByText("Home:")).toBeVisible();

  const { lawns } = (await (await request.get("/api/lawns?status=open", { headers: bearer(owner.token) })).json()) as {
    lawns: { id: string }[];
  };
  for (const { id } of lawns) await cancelLawn(request, owner, id);
});

test("the needed-by date goes from the posting dialog to the card, the drawer and the 'Soonest needed' sort", async ({
  page,
  browser,
  request,
}) => {
  const owner = await register(page.request, "homeowner");
  const title = uniqueTitle("Dated lawn");
  const neededBy = isoInDays(5);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Number").fill("20");
  await dialog.getByLabel("Street").fill("Grove Street");
  await dialog.getByLabel("City").fill("New York");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("10014");
  await dialog.getByLabel("Price (Optional)").fill("45");
  const field = dialog.getByLabel("Needed by (Optional)");
  await expect(field).toHaveAttribute("type", "date");
  await expect(field).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
  await expect(field).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
  await field.fill(neededBy);
  const posted = page.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith("/api/lawns"));
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ title, needed_by: neededBy });
  await expect(dialog).toBeHidden();

  const lawn = card(page, title);
  await expect(lawn.getByText(`Needed by: ${usDate(neededBy)}`)).toBeVisible();
  // Edited away: 'Flexible'; and back.
  await lawn.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lawn" });
  await expect(edit.getByLabel("Needed by (Optional)")).toHaveValue(neededBy);
  await edit.getByLabel("Needed by (Optional)").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(lawn.getByText("Needed by: Flexible")).toBeVisible();
  await lawn.getByRole("button", { name: "Edit", exact: true }).click();
  await edit.getByLabel("Needed by (Optional)").fill(neededBy);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(lawn.getByText(`Needed by: ${usDate(neededBy)}`)).toBeVisible();
  // A provider sorts by it: the only dated posting comes first, in the API's order.
  const other = await otherBrowser(browser, "provider", "Sol Sorter");
  const providerPage = other.page;
  await providerPage.goto("/dashboard/provider");
  await providerPage.getByLabel("Sort by").selectOption({ label: "Soonest needed" });
  await expect(providerPage).toHaveURL(/sort=needed_by/);
  const expected = (await listJobs(request, { sort: "needed_by", limit: "12" })).jobs.map((job) => job.title);
  expect(expected[0]).toBe(title);
  await expect.poll(() => cardTitles(providerPage)).toEqual(expected);
  const shown = card(providerPage, title);
  await expect(shown.getByText(`Needed by: ${usDate(neededBy)}`)).toBeVisible();
  await shown.getByRole("button", { name: `View details of ${title}` }).click();
  const drawer = detailsDrawer(providerPage, title);
  await expect(fact(drawer, "Needed by")).toHaveText(usDate(neededBy));
  await other.context.close();

  const { lawns } = (await (await request.get("/api/lawns?status=open", { headers: bearer(owner.token) })).json()) as {
    lawns: { id: string }[];
  };
  for (const { id } of lawns) await cancelLawn(request, owner, id);
});

test("a provider releases a claimed job after confirming, from the card and from the drawer; both sides see it", async ({
  page,
  browser,
  request,
}) => {
  const provider = await register(page.request, "provider", "Remy Release");
  const homeowner = await otherBrowser(browser, "homeowner", "Olga Owner");
  const title = uniqueTitle("Released lawn");
  const job = await postLawn(request, homeowner.account, { title, price_estimate: 55 });
  await claim(request, provider, job.id);

  await page.goto("/dashboard/provider?tab=active");
  const active = card(page, title);
  await active.getByRole("button", { name: `Release job: ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Release this job?" });
  await expect(confirm.getByText(/goes back to the open jobs/)).toBeVisible();
  await expectNoSeriousViolations(page);
  // Keeping it changes nothing.
  await confirm.getByRole("button", { name: "Keep Job" }).click();
  await expect(confirm).toBeHidden();
  await expect(active.getByRole("button", { name: `Release job: ${title}` })).toBeFocused();
  await active.getByRole("button", { name: `Release job: ${title}` }).click();
  await confirm.getByRole("button", { name: "Release Job" }).click();
  await expect(page.getByText("You released this job. It is open to other providers again.")).toBeVisible();
  await expect(active).toHaveCount(0);
  const ended = page.getByRole("region", { name: "Ended claims" });
  await expect(ended.getByText(new RegExp(`${title}: You released the job on`))).toBeVisible();

  // The homeowner sees it on the lawn's card and in its drawer.
  const ownerPage = homeowner.page;
  await ownerPage.goto("/dashboard");
  const lawn = card(ownerPage, title);
  await expect(lawn.getByText("Open", { exact: true })).toBeVisible();
  await expect(lawn.getByText(/Remy Release released the job on/)).toBeVisible();
  await lawn.getByRole("button", { name: "View Details" }).click();
  await expect(
    detailsDrawer(ownerPage, title)
      .getByRole("region", { name: "Claim history" })
      .getByText(/Remy Release released the job on/),
  ).toBeVisible();

  // Claimed again, released from the drawer, which shows when the claim would lapse.
  await claim(request, provider, job.id);
  await page.reload();
  await card(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const drawer = detailsDrawer(page, title);
  await expect(fact(drawer, "Start by")).toHaveText(/\d{4}/);
  await drawer.getByRole("button", { name: "Release job" }).click();
  await page
    .getByRole("alertdialog", { name: "Release this job?" })
    .getByRole("button", { name: "Release Job" })
    .click();
  await expect(drawer).toBeHidden();
  await expect(card(page, title)).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Ended claims" }).getByText(new RegExp(`${title}: You released the job on`)),
  ).toHaveCount(2);

  await cancelLawn(request, homeowner.account, job.id);
  await homeowner.context.close();
});
