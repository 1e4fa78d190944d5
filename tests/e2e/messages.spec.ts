import type { Browser, Page } from "@playwright/test";
import {
  card,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, openMenu, test } from "./support";

// The two sides each in their own browser; the homeowner on a 375 px phone.
async function side(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

test("a provider asks about a lawn, the homeowner sees the badge and answers, and the provider sees the answer", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerPage = await side(browser, 375);
  const providerPage = await side(browser, 1280);
  const owner = await register(ownerPage.request, "homeowner", "Olga Owner");
  await register(providerPage.request, "provider", "Pat Provider");
  const title = uniqueTitle("Back lawn");
  const job = await postLawn(ownerPage.request, owner, { title, price_estimate: 60 });

  // The homeowner has the app open, the menu showing no unread notifications.
  await ownerPage.goto("/dashboard");
  const menu = await openMenu(ownerPage);
  const notificationsEntry = menu.getByRole("link", { name: /^Notifications/ });
  await expect(notificationsEntry).toBeVisible();
  await expect(notificationsEntry).toHaveAccessibleName("Notifications");

  // The provider opens the job and asks; before a hire the phone number is hidden for both sides.
  await providerPage.goto("/dashboard/provider");
  await card(providerPage, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const providerDrawer = providerPage.getByRole("dialog", { name: title });
  const providerMessages = providerDrawer.getByRole("region", { name: "Messages" });
  await expect(providerMessages.getByText("Ask Olga Owner a question")).toBeVisible();
  await providerMessages.getByLabel("Your message").fill("Is the back gate locked? Text me at (718) 555-0134.");
  await providerMessages.getByRole("button", { name: "Send" }).click();
  await expect(providerMessages.getByText("Is the back gate locked? Text me at [phone hidden].")).toBeVisible();
  await expect(providerMessages.getByLabel("Your message")).toHaveValue("");

  // The homeowner's badge counts it while the app is open (refreshed within 30 s).
  await expect(notificationsEntry).toHaveAccessibleName("Notifications 1 unread", { timeout: 30_000 });
  await notificationsEntry.click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = ownerPage.getByRole("link", { name: /New message from Pat Provider/ });
  await expect(item).toContainText("Is the back gate locked? Text me at [phone hidden].");
  await expectNoSeriousViolations(ownerPage);
  await expectNoSidewaysScroll(ownerPage);

  // Its link opens the lawn's drawer on My Lawns, where the provider's question waits in their thread.
  await item.click();
  await expect(ownerPage).toHaveURL(new RegExp(`/dashboard\\?job=${job.id}$`));
  const ownerDrawer = ownerPage.getByRole("dialog", { name: title });
  const ownerMessages = ownerDrawer.getByRole("region", { name: "Messages" });
  await ownerMessages.getByRole("button", { name: /Pat Provider/ }).click();
  await expect(ownerMessages.getByText("Is the back gate locked? Text me at [phone hidden].")).toBeVisible();
  await ownerMessages.getByLabel("Your message").fill("No, walk right in.");
  await ownerMessages.getByRole("button", { name: "Send" }).click();
  await expect(ownerMessages.getByText("No, walk right in.")).toBeVisible();
  await expectNoSeriousViolations(ownerPage);
  await expectNoSidewaysScroll(ownerPage);

  // The provider's drawer, still open, shows the answer within seconds, and their question as read.
  await expect(providerMessages.getByText("No, walk right in.")).toBeVisible({ timeout: 15_000 });
  await expect(providerMessages.getByText("Read")).toBeVisible();
  await expectNoSeriousViolations(providerPage);

  // Read now: the homeowner's badge is gone.
  await ownerPage.keyboard.press("Escape");
  const menuAgain = await openMenu(ownerPage);
  await expect(menuAgain.getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName("Notifications", {
    timeout: 30_000,
  });
});

test("an unread message marks the lawn's card in My Lawns until it is read", async ({ page, browser }) => {
  const owner = await register(page.request, "homeowner", "Olga Owner");
  const providerPage = await side(browser, 1280);
  const provider = await register(providerPage.request, "provider", "Pat Provider");
  const title = uniqueTitle("Front lawn");
  const job = await postLawn(page.request, owner, { title, price_estimate: 45 });
  const asked = await providerPage.request.post(`/api/jobs/${job.id}/messages`, {
    headers: { authorization: `Bearer ${provider.token}` },
    data: { body: "Any dogs?" },
  });
  expect(asked.status()).toBe(201);

  await page.goto("/dashboard");
  const lawn = card(page, title);
  await expect(lawn.getByText("1 new message")).toBeVisible();
  await lawn.getByRole("button", { name: "View Details" }).click();
  const messages = page.getByRole("dialog", { name: title }).getByRole("region", { name: "Messages" });
  await expect(messages.getByRole("button", { name: /Pat Provider/ })).toContainText("1 new");
  await messages.getByRole("button", { name: /Pat Provider/ }).click();
  await expect(messages.getByText("Any dogs?")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lawn.getByText("1 new message")).toHaveCount(0, { timeout: 30_000 });
});
