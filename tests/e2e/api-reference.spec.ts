import { expect, test } from "@playwright/test";

// Not on ./support's fixture, which fails a page on any CSP violation: Scalar tries eval() once, the page's CSP
// (no 'unsafe-eval') blocks it, and the reference renders without it, as this test sees.
test("/docs/api renders the API reference from /api/openapi.json", async ({ page }) => {
  const documentRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/openapi.json");
  await page.goto("/docs/api");
  expect((await documentRead).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "LawnLink API" }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Create an account and sign in").first()).toBeVisible();
  await expect(page.getByText("claims_paused").first()).toBeAttached();
});
