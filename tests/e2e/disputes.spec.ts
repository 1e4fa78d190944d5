import { bearer, demoBrowser, expectNoSeriousViolations, expectNoSidewaysScroll, PNG } from "./jobs-helpers";
import { expect, test } from "./support";

// A dispute settled in the operator console, on the demo server (its operator, and the lawn Tom finished this morning
// that Marcus has yet to confirm): the homeowner reports a problem, the operator refunds part of it, and the
// homeowner pays the rest.

type Lawn = { id: string; title: string; payment?: { status: string; amount_cents: number } };

test("a homeowner reports a problem; the operator refunds part of it in the console; the rest is paid", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Marcus's lawn that Tom finished this morning waits for him to confirm it.
  const owner = await demoBrowser(browser, "marcus@demo.lawnlink.test", 375);
  const answer = await owner.page.request.get("/api/lawns?status=completed&limit=100", {
    headers: bearer(owner.user.token),
  });
  const lawn = ((await answer.json()) as { lawns: Lawn[] }).lawns.find(
    (each) => each.payment?.status === "awaiting_confirmation",
  );
  if (!lawn) throw new Error("The demo data has no completed job awaiting Marcus's confirmation");
  const operator = await demoBrowser(browser, "ops@demo.lawnlink.test", 1280);

  // The homeowner reports a problem from the lawn's card, on a phone.
  await owner.page.goto("/dashboard");
  // Demo titles repeat: the card is the one labelled by this job's title element.
  const lawnCard = owner.page.locator(`article[aria-labelledby="${lawn.id}-title"]`);
  await lawnCard.getByRole("button", { name: `Report a problem: ${lawn.title}` }).click();
  const dialog = owner.page.getByRole("dialog", { name: "Report a problem" });
  await dialog.getByLabel("What went wrong?").selectOption({ label: "The work was not done" });
  await dialog.getByLabel("Details (optional)").fill("The back half was never mowed.");
  // A photo of the problem, uploaded as it is chosen.
  await dialog.getByLabel("Photos (Optional)", { exact: true }).setInputFiles({
    name: "uncut.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(dialog.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await dialog.getByRole("button", { name: "Report Problem" }).click();
  await expect(lawnCard).toContainText("You reported a problem (the work was not done).");
  await expect(
    lawnCard.getByRole("list", { name: `Photos of the problem: ${lawn.title}` }).getByRole("img"),
  ).toHaveCount(1);

  // The operator finds it in the console's dispute queue and refunds $45 of it.
  const page = operator.page;
  await page.goto("/admin/disputes");
  const dispute = page.getByRole("article", { name: new RegExp(`^Dispute of ${lawn.title} by`) });
  await expect(dispute).toContainText("The back half was never mowed.");
  await expect(dispute.getByRole("img", { name: "Photo 1 of the problem" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dispute.getByLabel("Outcome").selectOption("refund");
  await dispute.getByLabel("Refund (cents)").fill("4500");
  await dispute.getByLabel("Note").fill("Half the lawn was left: half refunded.");
  await dispute.getByRole("button", { name: "Settle Dispute" }).click();
  await expect(page.getByText("Dispute settled")).toBeVisible();
  await expect(dispute).toBeHidden();
  await page.goto("/admin/audit");
  await expect(page.getByText("“Half the lawn was left: half refunded.”")).toBeVisible();

  // The homeowner pays the rest directly and marks it paid.
  const rest = (lawn.payment!.amount_cents - 4500) / 100;
  await owner.page.reload();
  await expect(lawnCard).toContainText("The dispute was settled with a refund of $45.00.");
  await expect(lawnCard).toContainText(`Pay your provider $${rest.toFixed(2)} directly`);
  await lawnCard.getByRole("button", { name: `Mark as paid: ${lawn.title}` }).click();
  await expect(lawnCard).toContainText(`Paid $${rest.toFixed(2)}.`);
  await expectNoSeriousViolations(owner.page);
  await expectNoSidewaysScroll(owner.page);
  for (const side of [owner, operator]) await side.context.close();
});
