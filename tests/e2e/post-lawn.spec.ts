import type { Page } from "@playwright/test";
import {
  card,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  holdRequest,
  PNG,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { authDialog, expect, openMenu, sameOrigin, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const postingDialog = (page: Page) => page.getByRole("dialog", { name: "Post Your Lawn" });

/** Counts the POST /api/lawns requests the page sends. */
function countPostings(page: Page) {
  const sent = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/lawns") sent.count++;
  });
  return sent;
}

test("a homeowner posts a fixed lawn at a new address, which becomes their default 'Home' for the next posting", async ({
  page,
}) => {
  await register(page.request, "homeowner");
  const title = uniqueTitle("Front lawn");
  const postings = countPostings(page);
  await page.goto("/dashboard");
  await expect(page.getByText("No lawns posted yet")).toBeVisible();
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();

  const dialog = postingDialog(page);
  await expect(dialog.getByText("Add details about your lawn to get quotes from providers")).toBeVisible();
  // No saved addresses yet: the structured form is shown straight away, with fixed price chosen.
  await expect(dialog.getByRole("radio", { name: "Use a new address" })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: "Fixed price" })).toBeChecked();
  await expect(dialog.getByLabel("Price (Optional)")).toHaveAttribute("min", "0");
  await expect(dialog.getByLabel("Price (Optional)")).toHaveAttribute("step", "5");
  await expect(dialog.getByLabel("Description")).toHaveAttribute("rows", "4");

  // Title and address are required (the API's messages, each under its field); the first invalid field gets the focus.
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  for (const message of [
    "Enter the street number",
    "Enter the street",
    "Enter the city",
    "Choose a state",
    "Enter a 5-digit ZIP code",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel("Number")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page);

  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByText("Title is required")).toBeHidden();
  await dialog.getByLabel("Number").fill("142");
  // Enter in the description is a newline, not a submission.
  await dialog.getByLabel("Description").fill("Corner lot.");
  await dialog.getByLabel("Description").press("Enter");
  await dialog.getByLabel("Description").pressSequentially("Please bag the clippings.");
  await expect(dialog.getByLabel("Description")).toHaveValue("Corner lot.\nPlease bag the clippings.");
  expect(postings.count).toBe(0);
  await expect(dialog).toBeVisible();

  // A partly typed address says what is missing, and marks those parts.
  await dialog.getByLabel("Street").fill("Prospect Park West");
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  for (const message of ["Enter the city", "Choose a state", "Enter a 5-digit ZIP code"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText("Enter the street", { exact: true })).toBeHidden();
  await expect(dialog.getByLabel("City")).toBeFocused();
  await expect(dialog.getByLabel("ZIP")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Street")).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("City").fill("Brooklyn");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("1121");
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  await expect(dialog.getByText("Enter the city", { exact: true })).toBeHidden();
  await dialog.getByLabel("ZIP").fill("11215");
  await dialog.getByLabel("Area").fill("0.25 acres");
  await dialog.getByLabel("Price (Optional)").fill("55");
  expect(postings.count).toBe(0);

  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/lawns"));
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  const payload = (await posted).postDataJSON();
  expect(payload).toMatchObject({
    title,
    description: "Corner lot.\nPlease bag the clippings.",
    area: "0.25 acres",
    price_type: "fixed",
    price_estimate: 55,
    full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
    street_number: "142",
    street: "Prospect Park West",
    city: "Brooklyn",
    state: "NY",
    postal_code: "11215",
    location: "Brooklyn, NY",
    photos: [],
  });
  expect(payload).not.toHaveProperty("user_address_id");
  await expect(page.getByText("Your lawn has been posted successfully")).toBeVisible();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const lawn = card(page, title);
  await expect(lawn).toBeVisible();
  await expect(lawn.getByText("$55")).toBeVisible();
  await expect(lawn.getByText("Open", { exact: true })).toBeVisible();
  await expect(lawn.getByText("Home:")).toBeVisible();
  await expect(lawn.getByText("Not assigned yet")).toBeVisible();

  // The first typed address was saved as the default 'Home' and is pre-selected; the form was reset.
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  await expect(
    dialog.getByRole("radio", { name: "Home (default): 142 Prospect Park West, Brooklyn, NY 11215, USA" }),
  ).toBeChecked();
  await expect(dialog.getByText("Default", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(dialog.getByLabel("Number")).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Use a new address" }).click();
  await expect(dialog.getByLabel("Number")).toHaveValue("");
  await expectNoSeriousViolations(page);
});

test("a homeowner posts an auction at a saved address with a photo", async ({ page }) => {
  await register(page.request, "homeowner");
  for (const [label, address, is_default] of [
    [
      "Home",
      { street_number: "5", street: "Sylvan Terrace", city: "New York", state: "NY", postal_code: "10032" },
      true,
    ],
    [
      "Mom's Office",
      { street_number: "20", street: "Grove Street", city: "New York", state: "NY", postal_code: "10014" },
      false,
    ],
    [
      "Lake cabin",
      { street_number: "9", street: "Shore Road", city: "Lake Placid", state: "NY", postal_code: "12946" },
      false,
    ],
  ] as const) {
    const full_address = `${address.street_number} ${address.street}, ${address.city}, ${address.state} ${address.postal_code}, USA`;
    const response = await page.request.post("/api/users/addresses", {
      headers: sameOrigin(),
      data: { label, is_default, full_address, ...address },
    });
    expect(response.status()).toBe(201);
  }
  const title = uniqueTitle("Back lawn");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  const dialog = postingDialog(page);

  // Saved addresses, each with the icon its label calls for, the default chosen.
  await expect(dialog.getByRole("radio", { name: /^Home \(default\): 5 Sylvan Terrace/ })).toBeChecked();
  const options = dialog.getByRole("radiogroup", { name: "Address" });
  await expect(options.locator("label").filter({ hasText: "Home" }).locator("svg.lucide-house")).toHaveCount(1);
  await expect(
    options.locator("label").filter({ hasText: "Mom's Office" }).locator("svg.lucide-briefcase"),
  ).toHaveCount(1);
  await expect(options.locator("label").filter({ hasText: "Lake cabin" }).locator("svg.lucide-map-pin")).toHaveCount(1);
  await dialog.getByRole("radio", { name: /^Mom's Office: 20 Grove Street/ }).click();

  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("radio", { name: "Auction" }).click();
  await expect(dialog.getByLabel("Price (Optional)", { exact: true })).toHaveCount(0);
  await dialog.getByLabel("Starting Price (Optional)").fill("80");

  // Photos: the file rules come first, with a clear message; an accepted image uploads and shows as a thumbnail.
  const photos = dialog.getByLabel("Photos (Optional)", { exact: true });
  await photos.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(dialog.getByText("File type must be JPEG, PNG, GIF, or WebP")).toBeVisible();
  await photos.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(dialog.getByText("File is larger than 10 MB")).toBeVisible();
  await photos.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await photos.setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Photo 2" })).toBeVisible();
  // Removing a photo takes it off the posting (and deletes the upload).
  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && response.url().includes("/api/users/photos?id="),
  );
  await dialog.getByRole("button", { name: "Remove photo 1" }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog.getByRole("img")).toHaveCount(1);
  // The form shows the photo's thumbnail; the posting carries the photo itself.
  const keptThumbnail = await dialog.getByRole("img", { name: "Photo 1" }).getAttribute("src");
  expect(keptThumbnail).toMatch(/uploads\/.+-thumb\.png$/);
  const kept = keptThumbnail!.replace(/-thumb\.png$/, ".png");

  // Closing keeps the draft; it is sent only when posted.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByRole("radio", { name: /^Mom's Office/ })).toBeChecked();

  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/lawns"));
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  const payload = (await posted).postDataJSON();
  expect(payload).toMatchObject({
    title,
    price_type: "auction",
    price_estimate: 80,
    photos: [kept],
    full_address: "20 Grove Street, New York, NY 10014, USA",
  });
  expect(payload.user_address_id).toEqual(expect.any(String));
  await expect(dialog).toBeHidden();

  // The owner's own card shows its status, not how someone else would take it.
  const auction = card(page, title);
  await expect(auction.getByText("Open", { exact: true })).toBeVisible();
  await expect(auction.getByText("Auction", { exact: true })).toHaveCount(0);
  await expect(auction.getByText("Starting bid")).toBeVisible();
  await expect(auction.getByText("Mom's Office:")).toBeVisible();
  await expect(auction.locator("img").first()).toHaveAttribute("src", /uploads.+-thumb\.png/);
  await expect(auction.getByRole("button", { name: "Review Bids" })).toBeVisible();
});

test("the dialog cannot be closed by an outside click, nor at all while posting, and shows the server's refusal", async ({
  page,
}) => {
  await register(page.request, "homeowner");
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  const dialog = postingDialog(page);
  await dialog.getByLabel("Title").fill(uniqueTitle("Locked lawn"));
  await dialog.getByLabel("Number").fill("1");
  await dialog.getByLabel("Street").fill("Main Street");
  await dialog.getByLabel("City").fill("Austin");
  await dialog.getByLabel("State").selectOption("TX");
  await dialog.getByLabel("ZIP").fill("78701");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // The server refuses: its message, then a refusal without one.
  await page.route(
    "**/api/lawns",
    (route) => route.fulfill({ status: 409, json: { error: "Posting is paused for maintenance" } }),
    { times: 1 },
  );
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByText("Posting is paused for maintenance")).toBeVisible();
  await page.route("**/api/lawns", (route) => route.fulfill({ status: 409, body: "" }), { times: 1 });
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByText("Failed to post lawn")).toBeVisible();
  await expect(dialog).toBeVisible();

  const held = await holdRequest(page, "**/api/lawns", "POST");
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByRole("button", { name: "Posting..." })).toBeDisabled();
  await expect(dialog.getByLabel("Title")).toBeDisabled();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Close" }).click({ force: true });
  await expect(dialog).toBeVisible();
  held.release();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your lawn has been posted successfully")).toBeVisible();
  // Posted from the home page: the toast leads on to My Lawns.
  await page.getByRole("button", { name: "View My Lawns" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every entry point opens the one dialog; visitors sign in first and providers are told it is for homeowners", async ({
  page,
  browser,
  request,
}) => {
  // A visitor: the toast and the sign-in dialog, then the posting dialog once signed in as a homeowner.
  const homeowner = await register(request, "homeowner"); // outside the page's context: the page stays signed out
  await page.goto("/");
  await page.getByRole("main").getByRole("button", { name: "Post Your Lawn" }).click();
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page.getByText("Please log in to post your lawn")).toBeVisible();
  const signIn = authDialog(page, "Welcome back!");
  await expect(signIn).toBeVisible();
  await signIn.getByLabel("Email").fill(homeowner.account.email);
  await signIn.getByLabel("Password").fill(homeowner.account.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  const dialog = postingDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");

  // Signed in: the hero, the header and the menu all open it.
  await page.getByRole("main").getByRole("button", { name: "Post Your Lawn" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  const sheet = await openMenu(page);
  await sheet.getByRole("button", { name: "Post New Lawn" }).click();
  await expect(dialog).toBeVisible();
  await expect(sheet).toBeHidden();
  await page.keyboard.press("Escape");

  // A visitor who dismisses the sign-in dialog is not surprised by the posting dialog later.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  await visitor.getByRole("main").getByRole("button", { name: "Post Your Lawn" }).click();
  await expect(authDialog(visitor, "Welcome back!")).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(authDialog(visitor, "Welcome back!")).toBeHidden();

  // A provider is told that posting is for homeowners.
  const provider = await browser.newPage();
  await register(provider.request, "provider");
  await provider.goto("/");
  await provider.getByRole("main").getByRole("button", { name: "Post Your Lawn" }).click();
  await expect(provider.getByText("Posting lawns is for homeowners")).toBeVisible();
  await expect(postingDialog(provider)).toHaveCount(0);
  await expect(provider.getByRole("banner").getByRole("button", { name: "Post Lawn" })).toHaveCount(0);
  await provider.getByRole("button", { name: "Provider Dashboard" }).click();
  await expect(provider).toHaveURL(/\/dashboard\/provider$/);
  await visitor.close();
  await provider.close();
});

test("the posting dialog fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  const dialog = postingDialog(page);
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByText("Enter the street number")).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  for (const label of ["Number", "Street", "City", "State", "ZIP"]) {
    const field = await dialog.getByLabel(label, { exact: true }).boundingBox();
    expect(field!.x + field!.width, label).toBeLessThanOrEqual(box!.x + box!.width);
  }
  await dialog.getByRole("button", { name: "Post Lawn" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Post Lawn" })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("post-lawn-375.png"), fullPage: false });
});
