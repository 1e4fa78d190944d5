import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousViolations, expectNoSidewaysScroll, postLawn, register, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

async function side(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

test("a homeowner on a phone reports a provider's message from the thread, and focus returns to Report", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerPage = await side(browser, 375);
  const providerPage = await side(browser, 1280);
  const owner = await register(ownerPage.request, "homeowner", "Olga Owner");
  const provider = await register(providerPage.request, "provider", "Pat Provider");
  const title = uniqueTitle("Side lawn");
  const job = await postLawn(ownerPage.request, owner, { title, price_estimate: 50 });
  const asked = await providerPage.request.post(`/api/jobs/${job.id}/messages`, {
    headers: { authorization: `Bearer ${provider.token}` },
    data: { body: "Pay me by wire instead, cheaper for both of us" },
  });
  expect(asked.status()).toBe(201);

  await ownerPage.goto(`/dashboard?job=${job.id}`);
  const drawer = ownerPage.getByRole("dialog", { name: title });
  const messages = drawer.getByRole("region", { name: "Messages" });
  await messages.getByRole("button", { name: /Pat Provider/ }).click();
  await expect(messages.getByText("Pay me by wire instead, cheaper for both of us")).toBeVisible();
  const report = messages.getByRole("button", { name: "Report this message from Pat Provider" });
  await report.click();

  const dialog = ownerPage.getByRole("dialog", { name: "Report this message from Pat Provider" });
  await expect(dialog).toBeVisible();
  // Sent without a reason: the form says so and sends nothing.
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await dialog.getByRole("radio", { name: "Asks to pay outside LawnLink" }).check();
  await dialog.getByLabel("Note (Optional)").fill("Wants a wire transfer");
  await expectNoSeriousViolations(ownerPage);
  await expectNoSidewaysScroll(ownerPage);
  await dialog.getByRole("button", { name: "Send Report" }).click();

  await expect(ownerPage.getByText("Thanks — our team will review this report.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();

  // A second report of the same message is refused: it is reported already.
  await report.click();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(ownerPage.getByText(/already reported this message/)).toBeVisible();
});
