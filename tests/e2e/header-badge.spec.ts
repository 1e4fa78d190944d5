import { bearer, expectNoSeriousViolations, placeBid, postLawn, register, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

test("the header's menu button shows the unread notifications, in its name too", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner", "Nell Notified");
  const provider = await register(request, "provider");
  const job = await postLawn(request, owner, { title: uniqueTitle("Badged lawn"), price_type: "auction" });

  await page.goto("/dashboard");
  const menu = page.getByRole("banner").getByRole("button", { name: /^Open menu/ });
  await expect(menu).toHaveAccessibleName("Open menu");
  await expect(menu.getByTestId("unread-badge")).toHaveCount(0);

  // A bid on the lawn: one unread notification, on the button without opening the menu.
  await placeBid(request, provider, job.id, { amount: 60, eta_days: 2 });
  await page.reload();
  await expect(menu).toHaveAccessibleName("Open menu, 1 unread notification", { timeout: 20_000 });
  await expect(menu.getByTestId("unread-badge")).toHaveText("1");
  await expectNoSeriousViolations(page);

  // Read on the notifications page: the badge goes.
  await page.goto("/notifications");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(menu).toHaveAccessibleName("Open menu", { timeout: 20_000 });

  // The home page spec, next in line on this server, expects a marketplace without open jobs.
  expect((await request.post(`/api/lawns/${job.id}/cancel`, { headers: bearer(owner.token) })).status()).toBe(200);
});
