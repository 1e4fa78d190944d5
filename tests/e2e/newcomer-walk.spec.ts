import type { APIRequestContext, Page } from "@playwright/test";
import { settle } from "./layout-check";
import { bearer, card, GROVE_STREET, placeBid, postLawn, register, uniqueTitle, type Registered } from "./jobs-helpers";
import { expect, test } from "./support";

// The smaller things a newcomer meets in the drawers, the posting dialog, the lists, the menu and the profile.

test.use({ contextOptions: { reducedMotion: "reduce" } });

const postingDialog = (page: Page) => page.getByRole("dialog", { name: "Post Your Lawn" });

async function sendMessage(request: APIRequestContext, from: Registered, jobId: string, body: string) {
  const response = await request.post(`/api/jobs/${jobId}/messages`, { headers: bearer(from.token), data: { body } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test("the job drawer opens at its top, its thread scrolled to the newest message inside the list", async ({
  page,
  request,
}) => {
  const owner = await register(request, "homeowner", "Olga Owner");
  const provider = await register(page.request, "provider", "Pat Provider");
  const title = uniqueTitle("Chatty lawn");
  const job = await postLawn(request, owner, { title, price_type: "auction" });
  for (let i = 1; i <= 12; i++) await sendMessage(request, provider, job.id, `Question number ${i} about the lawn.`);

  await page.goto("/dashboard/provider");
  await card(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const drawer = page.getByRole("dialog", { name: title });
  const messages = drawer.getByRole("list", { name: "Messages, oldest first" });
  await expect(messages.getByText("Question number 12 about the lawn.")).toBeAttached();
  await settle(page);
  // The drawer itself is at its top (its title in view); only the list scrolled, to its end.
  expect(await drawer.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(drawer.getByRole("heading", { name: title })).toBeInViewport();
  expect(await messages.evaluate((list) => Math.abs(list.scrollHeight - list.clientHeight - list.scrollTop) <= 1)).toBe(
    true,
  );
});

test("a cancelled lawn offers no 'Review Bids'; an open one does", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const provider = await register(request, "provider");
  const open = await postLawn(request, owner, { title: uniqueTitle("Open auction"), price_type: "auction" });
  const cancelled = await postLawn(request, owner, { title: uniqueTitle("Called off"), price_type: "auction" });
  await placeBid(request, provider, cancelled.id, { amount: 40, eta_days: 2 });
  const response = await request.post(`/api/lawns/${cancelled.id}/cancel`, { headers: bearer(owner.token) });
  expect(response.status(), await response.text()).toBe(200);

  await page.goto("/dashboard");
  await expect(card(page, open.title).getByRole("button", { name: /Review Bids/ })).toBeVisible();
  await expect(card(page, cancelled.title).getByRole("button", { name: "View Details" })).toBeVisible();
  await expect(card(page, cancelled.title).getByRole("button", { name: /Review Bids/ })).toHaveCount(0);
});

test("the posting dialog: a title of at least 3 characters, Enter in a field submits, arrow keys choose the price type", async ({
  page,
}) => {
  await register(page.request, "homeowner");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();
  const dialog = postingDialog(page);
  const titleField = dialog.getByLabel("Title");
  // The limit is the API's (lib/jobs/schemas.ts), on the field too.
  await expect(titleField).toHaveAttribute("minlength", "3");

  // Arrow keys move through the price types and choose, however quickly the key is pressed.
  await dialog.getByRole("radio", { name: "Fixed price" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: "Auction" })).toBeFocused();
  await expect(dialog.getByRole("radio", { name: "Auction" })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(dialog.getByRole("radio", { name: "Fixed price" })).toBeChecked();

  await titleField.fill("A");
  await dialog.getByLabel("Number").fill(GROVE_STREET.street_number);
  await dialog.getByLabel("Street").fill(GROVE_STREET.street);
  await dialog.getByLabel("City").fill(GROVE_STREET.city);
  await dialog.getByLabel("State").selectOption(GROVE_STREET.state);
  await dialog.getByLabel("ZIP").fill(GROVE_STREET.postal_code);
  // Enter in a field submits: here refused, a one-letter title saying nothing.
  await dialog.getByLabel("ZIP").press("Enter");
  await expect(dialog.getByText("Title must be at least 3 characters")).toBeVisible();
  await expect(titleField).toBeFocused();

  const title = uniqueTitle("Side yard");
  await titleField.fill(title);
  const posted = page.waitForResponse(
    (response) => response.url().endsWith("/api/lawns") && response.request().method() === "POST",
  );
  await titleField.press("Enter");
  expect((await posted).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();
});

test("'Skip to content' is the first stop for the keyboard and moves the focus to the page's main content", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("each 'Place Bid' names its job, and a placed bid counts on its card at once", async ({ page, request }) => {
  const owner = await register(request, "homeowner");
  await register(page.request, "provider");
  const first = await postLawn(request, owner, { title: uniqueTitle("First auction"), price_type: "auction" });
  const second = await postLawn(request, owner, { title: uniqueTitle("Second auction"), price_type: "auction" });

  await page.goto("/dashboard/provider");
  for (const job of [first, second])
    await expect(page.getByRole("button", { name: `Place Bid on ${job.title}`, exact: true })).toHaveCount(1);
  const lawn = card(page, first.title);
  await expect(lawn.getByText("0 bids", { exact: true })).toBeVisible();
  await lawn.getByRole("button", { name: `Place Bid on ${first.title}` }).click();
  const drawer = page.getByRole("dialog", { name: "Place Your Bid" });
  await drawer.getByLabel(/Bid amount/).fill("55");
  await drawer.getByLabel(/Estimated/).fill("2");
  await drawer.getByRole("button", { name: "Place Bid" }).click();
  await expect(page.getByText("Your bid has been placed.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lawn.getByText("1 bid", { exact: true })).toBeVisible();
});

test("the menu's tooltip does not stay up once the menu closes", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  await button.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  // The focus is back on the button, as it should be, without its tooltip.
  await expect(button).toBeFocused();
  await settle(page);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("a provider's profile speaks to a provider", async ({ page }) => {
  await register(page.request, "provider", "Pat Provider");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("How homeowners see you, and how we reach you.")).toBeVisible();
  await expect(page.getByLabel("Lawn Care Preferences")).toHaveCount(0);
  await page.getByRole("tab", { name: "Addresses" }).click();
  await expect(page.getByText("Where you work from: 'Near me' finds jobs around your default address")).toBeVisible();
  await expect(page.getByText(/lawn posting/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByText(/property photos show your work/)).toBeVisible();
});
