import { expectNoSeriousViolations, register } from "./jobs-helpers";
import { emailTo } from "./mail";
import { authDialog, expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

test("a forgotten password is reset from the emailed link, which works once", async ({ page }) => {
  test.setTimeout(90_000); // a long journey, waiting for the outbox's mail
  const { account } = await register(page.request, "homeowner", "Frida Forgetful");
  await page.context().clearCookies();

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await authDialog(page, "Welcome back!").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account with a password uses that email");

  const email = await emailTo(account.email);
  expect(email).toContain("Subject: Reset your LawnLink password");
  const link = new URL(/(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(email)![1]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-fresh-password-42");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  await expectNoSeriousViolations(page);

  // Signing in with the new password works.
  await page.getByRole("button", { name: "Sign In" }).first().click();
  const dialog = authDialog(page, "Welcome back!");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill("a-fresh-password-42");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();

  // The link a second time: refused.
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("another-password-43");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("This reset link is not valid any more. Please ask for a new one.")).toBeVisible();
});
