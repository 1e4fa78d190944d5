import {
  bearer,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  placeBid,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { emailTo } from "./mail";
import { expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

test("a new bid is emailed to the owner, whose unsubscribe link asks first and then turns emails off", async ({
  page,
  request,
}) => {
  const owner = await register(request, "homeowner", "Olga Owner");
  const provider = await register(request, "provider", "Pat Provider");
  const job = await postLawn(request, owner, {
    title: uniqueTitle("Back lawn"),
    price_type: "auction",
    price_estimate: 60,
  });
  await placeBid(request, provider, job.id, { amount: 55, eta_days: 2 });

  const email = await emailTo(owner.account.email);
  expect(email).toContain("Subject: New bid on your lawn");
  expect(email).toContain("Content-Type: text/plain");
  expect(email).toContain(`Pat Provider bid $55.00 on “${job.title}”.`);
  const link = new URL(/Unsubscribe: (\S+)/.exec(email)![1]);
  expect(link.pathname).toBe("/unsubscribe");

  const preferences = async () =>
    (
      (await (await request.get("/api/users/profile", { headers: bearer(owner.token) })).json()) as {
        notification_preferences: { email: boolean };
      }
    ).notification_preferences.email;

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Email notifications" })).toBeVisible();
  await expect(page.getByText(`Stop sending LawnLink email notifications to ${owner.account.email}?`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
  // Opening the link (as a mail scanner would) changed nothing.
  expect(await preferences()).toBe(true);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Done: ${owner.account.email} no longer receives LawnLink email notifications. You can turn them back on in your profile.`,
  );
  expect(await preferences()).toBe(false);
  await expectNoSeriousViolations(page);

  await page.goto("/unsubscribe?token=forged.token");
  await expect(page.getByText("This unsubscribe link is not valid.", { exact: false })).toBeVisible();

  // The home page spec, next in line on this server, expects a marketplace without open jobs.
  expect((await request.post(`/api/lawns/${job.id}/cancel`, { headers: bearer(owner.token) })).status()).toBe(200);
});
