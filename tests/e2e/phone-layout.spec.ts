import { expectNoSidewaysScroll } from "./jobs-helpers";
import { expect, newAccount, test } from "./support";

// Every screen works 375 px wide. The home page and the provider dashboard have their own checks.
test("the homeowner's screens fit a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  expect((await page.request.post("/api/auth/register", { data: newAccount("homeowner") })).status()).toBe(201);
  for (const path of ["/dashboard", "/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole("tab", { name: "Addresses" }).click();
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByRole("dialog", { name: "Add Address" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByRole("dialog", { name: "Post Your Lawn" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the onboarding wizard fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  expect((await page.request.post("/api/auth/register", { data: newAccount("provider") })).status()).toBe(201);
  await page.goto("/provider-onboarding");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
