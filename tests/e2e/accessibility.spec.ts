import { expectNoSeriousViolations } from "./jobs-helpers";
import { authDialog, expect, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

test("the home page has no critical or serious axe violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the open auth dialog has no critical or serious axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  await expect(authDialog(page, "Join LawnLink")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(authDialog(page, "Welcome back!")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the 404 page has no critical or serious axe violations", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the navigation sheet has no critical or serious axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
