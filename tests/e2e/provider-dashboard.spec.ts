import {
  card,
  cardTitles,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  listJobs,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, sameOrigin, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const tabs = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test.describe("provider dashboard: Available Jobs", () => {
  test("a visitor sees Available Jobs only, the live open-job count and Become a Provider", async ({
    page,
    request,
  }) => {
    const owner = await register(request, "homeowner", "Olga Owner");
    const title = uniqueTitle("Mow the front lawn");
    await postLawn(request, owner, {
      title,
      price_estimate: 45,
      area: "0.3 acres",
      description: "Gate code after booking.",
    });
    const { pagination } = await listJobs(request, { limit: "1" });

    await page.goto("/dashboard/provider");
    await expect(page.getByRole("heading", { level: 1, name: "Available Jobs" })).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: `${pagination.total} ${pagination.total === 1 ? "job" : "jobs"} available`,
      }),
    ).toBeVisible();
    await expect(page.getByText("Avg. $45-75 per job")).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Provider" })).toHaveAttribute("href", "/provider-onboarding");

    const job = card(page, title);
    await expect(job.getByText("Claim Now")).toBeVisible();
    for (const detail of [
      "Gate code after booking.",
      "New York, NY",
      "0.3 acres",
      "$45",
      "Fixed price",
      "0 bids",
      "Olga Owner",
    ]) {
      await expect(job.getByText(detail, { exact: true })).toBeVisible();
    }
    await expect(job.getByText(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    // No photo was posted: the local placeholder.
    await expect(job.locator("img")).toHaveAttribute("src", /\/demo\/lawn-1\.svg/);
    await expect(job.getByRole("button", { name: `View details of ${title}` })).toBeVisible();
    await expect(job.getByRole("button", { name: "Claim Job" })).toBeVisible();

    // Without a Google key the app's own map is offered at once.
    await expect(page.getByRole("group", { name: "View" }).getByRole("link", { name: "List View" })).toBeVisible();
    await expect(page.getByRole("group", { name: "View" }).getByRole("link", { name: "Map View" })).toHaveAttribute(
      "href",
      "/dashboard/provider?view=map",
    );

    // Providers' tabs are not reachable by URL either.
    await page.goto("/dashboard/provider?tab=earnings");
    await expect(page.getByText("Avg. $45-75 per job")).toBeVisible();
    await expect(page.getByText("Total Earned")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("a homeowner also sees Available Jobs only, without Become a Provider", async ({ page }) => {
    await register(page.request, "homeowner");
    await page.goto("/dashboard/provider");
    await expect(page.getByRole("heading", { level: 1, name: "Available Jobs" })).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Become a Provider" })).toHaveCount(0);
  });

  test("paging shows 12 jobs a page with Previous, Next and 'Page N of M'", async ({ page, request }) => {
    const owner = await register(request, "homeowner");
    const titles: string[] = [];
    for (let i = 0; i < 13; i++) {
      const title = uniqueTitle(`Paged lawn ${i}`);
      titles.push(title);
      await postLawn(request, owner, { title, price_estimate: 20 + i });
    }
    const { pagination } = await listJobs(request, { limit: "1" });
    const pages = Math.ceil(pagination.total / 12);

    await page.goto("/dashboard/provider");
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
    // Newest first: the last twelve posted fill page 1, the first one is on page 2.
    expect(await cardTitles(page)).toEqual(titles.slice(1).reverse());

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider\?page=2$/);
    await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(card(page, titles[0])).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(12, pagination.total - 12));

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();

    // A page past the end shows the last one.
    await page.goto(`/dashboard/provider?page=${pages + 5}`);
    await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  });

  test("the filters panel changes the list through the URL: price type, sort and status", async ({ page, request }) => {
    const owner = await register(request, "homeowner");
    const provider = await register(request, "provider");
    const cheap = uniqueTitle("Cheap auction");
    const dear = uniqueTitle("Dear auction");
    const claimed = uniqueTitle("Claimed fixed lawn");
    await postLawn(request, owner, { title: cheap, price_type: "auction", price_estimate: 1 });
    await postLawn(request, owner, { title: dear, price_type: "auction", price_estimate: 999_999 });
    await claim(request, provider, (await postLawn(request, owner, { title: claimed, price_estimate: 30 })).id);

    await page.goto("/dashboard/provider");
    await expect(card(page, claimed)).toHaveCount(0);

    await page.getByLabel("Price type").selectOption("auction");
    await expect(page).toHaveURL(/\?price_type=auction$/);
    const auctions = await listJobs(request, { price_type: "auction", limit: "12" });
    await expect.poll(() => cardTitles(page)).toEqual(auctions.jobs.map((job) => job.title));
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`^${auctions.pagination.total} jobs? available$`) }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").filter({ hasText: "Claim Now" })).toHaveCount(0);

    await page.getByLabel("Sort by").selectOption("-price_estimate");
    await expect(page).toHaveURL(/\?price_type=auction&sort=-price_estimate$/);
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(dear);
    const dearest = await listJobs(request, { price_type: "auction", sort: "-price_estimate", limit: "12" });
    expect(await cardTitles(page)).toEqual(dearest.jobs.map((job) => job.title));

    await page.getByLabel("Sort by").selectOption("price_estimate");
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(cheap);

    // Every status: the claimed job shows, with View Details only.
    await page.getByRole("link", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(page.getByLabel("Price type")).toHaveValue("all");
    await page.getByLabel("Status").selectOption("all");
    await expect(page).toHaveURL(/\?status=all$/);
    const taken = card(page, claimed);
    await expect(taken.getByText("Claimed", { exact: true })).toBeVisible();
    await expect(taken.getByRole("button", { name: `View details of ${claimed}` })).toBeVisible();
    await expect(taken.getByRole("button", { name: "Claim Job" })).toHaveCount(0);

    // Filters in the URL render on the server: a link opens the filtered list directly.
    await page.goto("/dashboard/provider?status=claimed&price_type=fixed");
    await expect(page.getByLabel("Status")).toHaveValue("claimed");
    await expect(page.getByLabel("Price type")).toHaveValue("fixed");
    await expect(card(page, claimed)).toBeVisible();
    await expect(card(page, cheap)).toHaveCount(0);

    // Something the panel does not offer resets to the defaults, saying so.
    await page.goto("/dashboard/provider?status=cancelled");
    await expect(
      page.getByText("Some filters in the link were not recognised, so the defaults are shown."),
    ).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("open");
  });

  test("the home page's Filter and Map View links land on the panel and the map", async ({ page }) => {
    await page.goto("/dashboard/provider?view=map");
    await expect(page.getByRole("region", { name: "Jobs map" })).toBeVisible();
    await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List View" }).click();
    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(page.getByRole("region", { name: "Jobs map" })).toHaveCount(0);

    await page.goto("/dashboard/provider#filters");
    await expect(page.getByRole("region", { name: "Filters" })).toBeInViewport();
  });
});

test.describe("claiming", () => {
  test("visitors are asked to sign in, homeowners told it is for providers, a provider claims", async ({
    page,
    request,
  }) => {
    const owner = await register(request, "homeowner");
    const title = uniqueTitle("Edge the walkway");
    await postLawn(request, owner, { title, price_estimate: 40 });

    await page.goto("/dashboard/provider");
    await card(page, title).getByRole("button", { name: "Claim Job" }).click();
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await expect(page.getByText("Please log in to claim jobs")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome back!" })).toBeVisible();
    await page.keyboard.press("Escape");

    await register(page.request, "homeowner");
    await page.reload();
    await card(page, title).getByRole("button", { name: "Claim Job" }).click();
    await expect(page.getByText("Provider Account Required")).toBeVisible();
    await expect(page.getByText("Only providers can claim jobs. Please register as a provider.")).toBeVisible();

    await register(page.request, "provider", "Pia Provider");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Provider Dashboard" })).toBeVisible();
    await card(page, title).getByRole("button", { name: "Claim Job" }).click();
    await page
      .getByRole("alertdialog", { name: "Claim this job?" })
      .getByRole("button", { name: "Confirm Claim" })
      .click();
    await expect(page.getByText("You have successfully claimed this job.")).toBeVisible();
    // The list refreshes: the job is no longer open.
    await expect(card(page, title)).toHaveCount(0);

    await tabs(page).getByRole("link", { name: "My Active Jobs" }).click();
    await expect(page).toHaveURL(/\?tab=active$/);
    await expect(card(page, title).getByText("Claimed", { exact: true })).toBeVisible();
  });

  test("a job taken meanwhile shows the server's message", async ({ page, request }) => {
    const owner = await register(request, "homeowner");
    const rival = await register(request, "provider");
    const title = uniqueTitle("Contested lawn");
    const job = await postLawn(request, owner, { title, price_estimate: 35 });
    await register(page.request, "provider");
    await page.goto("/dashboard/provider");
    await expect(card(page, title)).toBeVisible();

    await claim(request, rival, job.id);
    await card(page, title).getByRole("button", { name: "Claim Job" }).click();
    await page
      .getByRole("alertdialog", { name: "Claim this job?" })
      .getByRole("button", { name: "Confirm Claim" })
      .click();
    await expect(page.getByText("This job is no longer open")).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });
});

test.describe("job detail drawer", () => {
  test("shows the job; once it is taken each party sees the other's contact, no one else any", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // a long journey, through two browsers
    const owner = await register(request, "homeowner", "Olga Owner");
    const title = uniqueTitle("Detailed lawn");
    await postLawn(request, owner, {
      title,
      price_estimate: 55,
      area: "1,200 sq ft",
      description: "Corner lot.\nBag the clippings.",
    });

    await page.goto("/dashboard/provider");
    await card(page, title)
      .getByRole("button", { name: `View details of ${title}` })
      .click();
    const drawer = page.getByRole("dialog", { name: title });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
    await expect(drawer.getByText("Corner lot.")).toBeVisible();
    for (const [label, value] of [
      ["Location", "New York, NY 10014"],
      ["Area", "1,200 sq ft"],
      ["Price", "$55"],
      ["Homeowner", "Olga Owner"],
      ["Provider", "Not assigned yet"],
    ]) {
      await expect(drawer.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
      await expect(drawer.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    await expect(drawer.getByRole("term").filter({ hasText: "Email" })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Claiming from the drawer as a visitor: the drawer gives way to the sign-in dialog.
    await drawer.getByRole("button", { name: "Claim Job" }).click();
    await expect(page.getByText("Please log in to claim jobs")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome back!" })).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.keyboard.press("Escape");

    const pia = await register(page.request, "provider", "Pia Provider");
    await page.reload();
    await card(page, title)
      .getByRole("button", { name: `View details of ${title}` })
      .click();
    // The keyboard starts on the title, and a claim is asked about first: pressing Enter claims nothing.
    await expect(drawer.getByRole("heading", { name: title })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await drawer.getByRole("button", { name: "Claim Job" }).click();
    const ask = page.getByRole("alertdialog", { name: "Claim this job?" });
    await expect(ask.getByRole("button", { name: "Not Now" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
    await drawer.getByRole("button", { name: "Claim Job" }).click();
    await page
      .getByRole("alertdialog", { name: "Claim this job?" })
      .getByRole("button", { name: "Confirm Claim" })
      .click();
    await expect(page.getByText("You have successfully claimed this job.")).toBeVisible();
    await expect(drawer).toBeHidden();

    await page.goto("/dashboard/provider?tab=active");
    await card(page, title)
      .getByRole("button", { name: `View details of ${title}` })
      .click();
    await expect(drawer.getByText("Claimed", { exact: true })).toBeVisible();
    await expect(drawer.getByText("20 Grove Street, New York, NY 10014, USA")).toBeVisible();
    await expect(drawer.getByRole("link", { name: owner.account.email })).toHaveAttribute(
      "href",
      `mailto:${owner.account.email}`,
    );
    await expect(drawer.getByRole("link", { name: owner.account.phone })).toBeVisible();
    await expect(drawer.getByRole("definition").filter({ hasText: "Pia Provider" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Claim Job" })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: pia.account.email })).toHaveCount(0);

    // The homeowner sees the provider's contact, not her own.
    const ownerContext = await browser.newContext();
    const login = await ownerContext.request.post("/api/auth/login", {
      data: { email: owner.account.email, password: owner.account.password },
      headers: sameOrigin(),
    });
    expect(login.status(), await login.text()).toBe(200);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto("/dashboard");
    await card(ownerPage, title).getByRole("button", { name: "View Details" }).click();
    const ownerDrawer = ownerPage.getByRole("dialog", { name: title });
    await expect(ownerDrawer.getByRole("link", { name: pia.account.email })).toHaveAttribute(
      "href",
      `mailto:${pia.account.email}`,
    );
    await expect(ownerDrawer.getByRole("link", { name: pia.account.phone })).toBeVisible();
    await expect(ownerDrawer.getByRole("link", { name: owner.account.email })).toHaveCount(0);
    await ownerContext.close();
  });
});

test.describe("a provider's own jobs", () => {
  test("start and complete from My Active Jobs; the jobs move to Completed and Earnings counts them", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // a long journey
    const owner = await register(request, "homeowner");
    const provider = await register(page.request, "provider", "Pia Provider");
    const first = uniqueTitle("First job");
    const second = uniqueTitle("Second job");
    for (const [title, price] of [
      [first, 50],
      [second, 70],
    ] as const) {
      await claim(request, provider, (await postLawn(request, owner, { title, price_estimate: price })).id);
    }

    await page.goto("/dashboard/provider?tab=completed");
    await expect(page.getByText("You haven't completed any jobs yet.")).toBeVisible();
    await tabs(page).getByRole("link", { name: "Earnings" }).click();
    await expect(page).toHaveURL(/\?tab=earnings$/);
    const tile = (label: string) =>
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
    await expect(tile("Total Earned")).toContainText("$0.00");

    await tabs(page).getByRole("link", { name: "My Active Jobs" }).click();
    await expect(tabs(page).getByRole("link", { name: "My Active Jobs" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
    await expectNoSeriousViolations(page);

    // A claimed job is started before it can be completed.
    await expect(card(page, first).getByRole("button", { name: "Mark complete" })).toHaveCount(0);
    await card(page, first).getByRole("button", { name: "Start" }).click();
    await expect(page.getByText("Job started.")).toBeVisible();
    await expect(card(page, first).getByText("In progress", { exact: true })).toBeVisible();
    await expect(card(page, first).getByRole("button", { name: "Start" })).toHaveCount(0);
    await card(page, second).getByRole("button", { name: "Start" }).click();
    await expect(card(page, second).getByText("In progress", { exact: true })).toBeVisible();

    // Completing asks first; 'Not Yet' leaves the job as it was.
    const confirm = page.getByRole("alertdialog", { name: "Mark this job complete?" });
    await card(page, first).getByRole("button", { name: "Mark complete" }).click();
    await expect(confirm.getByRole("button", { name: "Not Yet" })).toBeFocused();
    await confirm.getByRole("button", { name: "Not Yet" }).click();
    await expect(card(page, first).getByText("In progress", { exact: true })).toBeVisible();
    for (const title of [first, second]) {
      await card(page, title).getByRole("button", { name: "Mark complete" }).click();
      await confirm.getByRole("button", { name: "Confirm Complete" }).click();
      await expect(card(page, title)).toHaveCount(0);
    }
    await expect(page.getByText("You have no active jobs at the moment.")).toBeVisible();

    await tabs(page).getByRole("link", { name: "Completed" }).click();
    await expect(card(page, first).getByText("Completed", { exact: true })).toBeVisible();
    await expect(card(page, second).getByText("$70", { exact: true })).toBeVisible();
    await expect(card(page, second).getByRole("button", { name: "Mark complete" })).toHaveCount(0);

    await tabs(page).getByRole("link", { name: "Earnings" }).click();
    await expect(tile("Total Earned")).toContainText("$120.00");
    await expect(tile("This Month")).toContainText("$120.00");
    await expect(tile("Completed Jobs")).toContainText("2");
    await expect(tile("Average Job Value")).toContainText("$60.00");
    await expect(tile("Average Rating")).toContainText("No reviews yet");
    await expectNoSeriousViolations(page);
  });
});

test("the other provider dashboard addresses redirect permanently, keeping the query", async ({ page, request }) => {
  for (const path of ["/provider/dashboard", "/provider-dashboard"]) {
    const response = await request.get(`${path}?tab=earnings&page=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/dashboard/provider?tab=earnings&page=2");
  }
  await page.goto("/provider-dashboard?status=all");
  await expect(page).toHaveURL(/\/dashboard\/provider\?status=all$/);
  await expect(page.getByLabel("Status")).toHaveValue("all");
});

test("fits a 375 px phone without sideways scrolling, drawers included", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await register(request, "homeowner");
  const title = uniqueTitle("A rather long lawn title for a narrow phone screen");
  await postLawn(request, owner, { title, price_type: "auction", price_estimate: 120, description: "x".repeat(300) });

  await page.goto("/dashboard/provider");
  await expect(card(page, title)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await card(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");

  await register(page.request, "provider");
  await page.goto("/dashboard/provider");
  await expect(tabs(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await card(page, title).getByRole("button", { name: "Place Bid" }).click();
  const bids = page.getByRole("dialog", { name: "Place Your Bid" });
  await expect(bids.getByRole("button", { name: "Place Bid" })).toBeVisible();
  await expect(bids).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  for (const tab of ["active", "completed", "earnings"]) {
    await page.goto(`/dashboard/provider?tab=${tab}`);
    await expect(tabs(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
