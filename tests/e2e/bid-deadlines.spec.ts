import fs from "node:fs";
import { card, expectNoSeriousViolations, placeBid, signInDemo, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

// On the demo server (playwright.config.ts's "demo" project), whose clock a spec moves forward through E2E_CLOCK_FILE
// (tests/e2e/server-clock.mjs), and whose rated providers an automatic award can choose.

const HOUR = 3_600_000;
const moveServerClock = (byMs: number) => fs.writeFileSync(process.env.E2E_CLOCK_FILE!, String(byMs));

test.use({ contextOptions: { reducedMotion: "reduce" } });
test.afterEach(() => moveServerClock(0));

test("an auction set to award itself closes at its deadline and is awarded to the lowest bid from a well-rated provider", async ({
  page,
  request,
}) => {
  // The close is made by the server's periodic task, which runs once a minute.
  test.setTimeout(300_000);
  await signInDemo(page.request, "olivia@demo.lawnlink.test");
  const title = uniqueTitle("Front lawn before the party");
  await page.goto("/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Area").fill("0.25 acres");
  await dialog.getByRole("radio", { name: "Auction" }).click();
  await dialog.getByLabel("Starting Price (Optional)").fill("80");
  // Two hours from now, as the browser's datetime field takes it (local time, to the minute).
  const closesAt = await page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, 2 * HOUR);
  await dialog.getByLabel("Bidding closes (Optional)").fill(closesAt);
  await dialog.getByLabel("Award automatically").selectOption({ label: "Yes: the lowest bid rated 4★ or more" });
  await expectNoSeriousViolations(page);
  const posted = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/lawns"),
  );
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  const job = ((await (await posted).json()) as { job: { id: string; bidding_closes_at: string } }).job;
  expect(Math.abs(new Date(job.bidding_closes_at).getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(5 * 60_000);
  await expect(dialog).toBeHidden();
  await expect(card(page, title).getByText(/Bidding closes/)).toBeVisible();

  // Two bids: the lower one from a provider without reviews, the other from Diego (4.8 from 15 reviews).
  const keisha = await signInDemo(request, "keisha@demo.lawnlink.test");
  await placeBid(request, keisha, job.id, { amount: 60, eta_days: 2 });
  const diego = await signInDemo(request, "diego@demo.lawnlink.test");
  await placeBid(request, diego, job.id, { amount: 70, eta_days: 3 });

  // Past the deadline: within a run of the close task, the posting is Diego's at his bid, and Olivia is told.
  moveServerClock(2 * HOUR + 5 * 60_000);
  const awarded = card(page, title);
  await expect(async () => {
    await page.reload();
    await expect(awarded.getByText("Claimed").first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000, intervals: [5_000] });
  await expect(awarded.getByRole("link", { name: "Diego Alvarez" })).toBeVisible();
  await expect(awarded.getByText("$70", { exact: true })).toBeVisible();
  await page.goto("/notifications");
  await expect(
    page.getByRole("link", {
      name: /Bidding closed: your lawn was awarded .* Diego Alvarez's bid of \$70\.00 was accepted/,
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
