import fs from "node:fs";
import path from "node:path";
import {
  bearer,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  placeBid,
  postLawn,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });

// The server under test has no SMTP_URL: its outbox worker writes each email to DATA_DIR/mail/ as an .eml file.
const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");

/** The text of the email sent to `to`, once the server's outbox worker has written it. */
async function emailTo(to: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [];
        found =
          files
            .map((file) => fs.readFileSync(path.join(mailDir, file), "utf8"))
            .find((eml) => eml.includes(`To: ${to}`)) ?? "";
        return found !== "";
      },
      { timeout: 30_000, message: `an .eml file for ${to}` },
    )
    .toBe(true);
  // The plain-text part, quoted-printable decoded.
  const bytes = found
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

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
