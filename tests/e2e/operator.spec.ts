import {
  DEMO_PASSWORD,
  demoBrowser,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  signInDemo,
} from "./jobs-helpers";
import { expect, openMenu, sameOrigin, test } from "./support";

// The operator console, on the demo server (playwright.config.ts's "demo" project), whose ops@demo.lawnlink.test is
// an operator: no sign-up can make one.

test("a homeowner reports a provider; the operator works the queue, suspends them (signed out at once) and reinstates them", async ({
  browser,
}) => {
  // Three people in three browsers, through a dozen pages and their accessibility scans.
  test.setTimeout(300_000);
  const member = await demoBrowser(browser, "marcus@demo.lawnlink.test", 375);
  const reported = await demoBrowser(browser, "tom@demo.lawnlink.test", 1280);
  const operator = await demoBrowser(browser, "ops@demo.lawnlink.test", 1280);

  // Not an operator: /admin is the site's 404, and the menu has no Admin entry.
  expect((await member.page.goto("/admin"))?.status()).toBe(404);
  await member.page.goto("/dashboard");
  const menu = await openMenu(member.page);
  await expect(menu.getByRole("link", { name: "My Lawns" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await member.page.keyboard.press("Escape");

  // The homeowner reports the provider from the provider's public profile, on a phone.
  await member.page.goto(`/providers/${reported.user.id}`);
  const name = (await member.page.getByRole("heading", { level: 1 }).textContent())!;
  const report = member.page.getByRole("button", { name: `Report ${name}` });
  await report.click();
  const dialog = member.page.getByRole("dialog", { name: `Report ${name}` });
  await dialog.getByRole("radio", { name: "Fraud or scam" }).check();
  await dialog.getByLabel("Note (Optional)").fill("Took a deposit and never came");
  await expectNoSeriousViolations(member.page);
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(member.page.getByText("Thanks — our team will review this report.")).toBeVisible();
  await expect(report).toBeFocused();

  // The operator finds it in the queue from the console's overview.
  await reported.page.goto("/dashboard/provider");
  await expect(reported.page.getByRole("banner").getByRole("button", { name: "Get Started" })).toHaveCount(0);
  const page = operator.page;
  await page.goto("/");
  await (await openMenu(page)).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Reports" }).click();
  const queued = page.getByRole("article", { name: "Report of a user by Marcus Reed" });
  await expect(queued.getByText("“Took a deposit and never came”")).toBeVisible();
  await expect(queued.getByText(`Concerns ${name}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await queued.getByLabel("Action").selectOption({ label: "Suspend the user" });
  await queued.getByLabel("Note").fill("Deposit fraud, confirmed by two homeowners");
  await queued.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Report resolved")).toBeVisible();
  await expect(queued).toHaveCount(0);

  // The provider's next page finds them signed out, their API calls are refused, and they cannot sign in again.
  await reported.page.goto("/dashboard/provider");
  await expect(reported.page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
  expect((await reported.page.request.get("/api/users/profile")).status()).toBe(401);
  const again = await reported.page.request.post("/api/auth/login", {
    data: { email: "tom@demo.lawnlink.test", password: DEMO_PASSWORD },
    headers: sameOrigin(),
  });
  expect(again.status()).toBe(403);
  expect(await again.json()).toEqual({ error: "This account is suspended", code: "account_suspended" });

  // The reporter is told the report was resolved (and nothing of what was done).
  const notifications = await member.page.request.get("/api/notifications", {
    headers: { authorization: `Bearer ${member.user.token}` },
  });
  expect(JSON.stringify(await notifications.json())).toContain("resolved");

  // The audit log shows the resolution and the suspension, each with the note; the user's page reinstates them.
  await page.goto("/admin/audit");
  await expect(page.getByText("“Deposit fraud, confirmed by two homeowners”")).toHaveCount(2);
  await page.goto(`/admin/users/${reported.user.id}`);
  await expect(page.getByText(/suspended since/)).toBeVisible();
  await expect(page.getByText("on their user, by Marcus Reed")).toBeVisible();
  await page.getByRole("button", { name: "Reinstate" }).click();
  const reinstate = page.getByRole("dialog", { name: `Reinstate ${name}?` });
  await reinstate.getByRole("textbox", { name: "Reason" }).fill("Deposit refunded");
  await reinstate.getByRole("button", { name: "Reinstate" }).click();
  await expect(reinstate).toBeHidden();
  await expect(page.getByRole("button", { name: "Suspend" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reinstate" })).toHaveCount(0);
  await signInDemo(reported.page.request, "tom@demo.lawnlink.test");

  // The console is usable on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const section of ["/admin", "/admin/reports", "/admin/users", "/admin/jobs", "/admin/reviews", "/admin/audit"]) {
    await page.goto(section);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  }
  for (const side of [member, reported, operator]) await side.context.close();
});
