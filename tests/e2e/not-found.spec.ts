import { expect, test } from "./support";

test("an unknown path shows the 404 page, logs the path and links home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));

  const response = await page.goto("/no-such-lawn");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes("/no-such-lawn"))).toBe(true);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Local Lawn Care" })).toBeVisible();
});
