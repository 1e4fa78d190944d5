import {
  bearer,
  card,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  postLawn,
  register,
  secondBrowser,
  uniqueTitle,
} from "./jobs-helpers";
import { emailTo } from "./mail";
import { expect, test } from "./support";

// Paying for the work on screen, with no card keys (direct payment): the provider sees what they receive after the
// fee before claiming or bidding; once the work is done the homeowner confirms it and marks it paid, the provider
// confirms receiving it; on another job the homeowner reports a problem and the payment waits.

test.use({ contextOptions: { reducedMotion: "reduce" } });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("direct payment: fee shown before claiming and bidding, work confirmed, marked paid and received; a problem reported", async ({
      page,
      browser,
      request,
    }) => {
      const owner = await register(page.request, "homeowner", "Hugo Homeowner");
      const provider = await secondBrowser(browser, "provider", "Paula Payee", viewport);
      const title = uniqueTitle("Side lawn");
      const disputed = uniqueTitle("Back lawn");
      const auction = uniqueTitle("Meadow");

      // Before claiming, Paula sees what she receives after the platform's 5% fee.
      const job = await postLawn(request, owner, { title, price_estimate: 80 });
      await provider.page.goto(`/jobs/${job.id}`);
      await provider.page.getByRole("button", { name: "Claim Job" }).click();
      const claimDialog = provider.page.getByRole("alertdialog", { name: "Claim this job?" });
      await expect(claimDialog).toContainText("You receive $76.00 after the 5% fee.");
      await expectNoSeriousViolations(provider.page);
      await claimDialog.getByRole("button", { name: "Confirm Claim" }).click();
      await expect(provider.page.getByText("You have successfully claimed this job.")).toBeVisible();

      // And before bidding, for the amount she types.
      const meadow = await postLawn(request, owner, { title: auction, price_type: "auction", price_estimate: null });
      await provider.page.goto(`/jobs/${meadow.id}`);
      await provider.page.getByRole("button", { name: `Place Bid on ${auction}` }).click();
      const bidForm = provider.page.getByRole("form", { name: "Your bid" });
      await bidForm.getByLabel("Bid amount ($)").fill("40");
      await expect(bidForm).toContainText("You receive $38.00 after the 5% fee.");

      // The work is done: Paula starts and completes both jobs.
      const other = await postLawn(request, owner, { title: disputed, price_estimate: 50 });
      for (const id of [job.id, other.id]) {
        const claimed = await request.post(`/api/jobs/${id}/claim`, { headers: bearer(provider.account.token) });
        expect([200, 409]).toContain(claimed.status());
        for (const step of ["start", "complete"]) {
          const answer = await request.post(`/api/jobs/${id}/${step}`, { headers: bearer(provider.account.token) });
          expect(answer.status(), await answer.text()).toBe(200);
        }
      }

      // Hugo confirms the work on his lawn's card, then pays Paula directly and marks it paid.
      await page.goto("/dashboard");
      const lawn = card(page, title);
      await expect(lawn).toContainText("Done. Confirm the work by");
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);
      await lawn.getByRole("button", { name: `Confirm work: ${title}` }).click();
      await expect(page.getByText("Work confirmed")).toBeVisible();
      await expect(lawn).toContainText("Confirmed. Pay your provider $80.00 directly");
      await lawn.getByRole("button", { name: `Mark as paid: ${title}` }).click();
      await expect(lawn).toContainText("Paid $80.00. Waiting for your provider to confirm receiving it.");

      // Paula sees it on her Completed tab and confirms she has the money.
      await provider.page.goto("/dashboard/provider?tab=completed");
      const done = card(provider.page, title);
      await expect(done).toContainText("The homeowner marked $80.00 paid. Confirm when you have it.");
      await expectNoSeriousViolations(provider.page);
      await expectNoSidewaysScroll(provider.page);
      await done.getByRole("button", { name: `Payment received: ${title}` }).click();
      await expect(done).toContainText("Received $80.00.");
      await expect(done.getByRole("button", { name: `Payment received: ${title}` })).toBeHidden();

      // Her Earnings tab reads the ledger: $76.00 paid to her after the fee, $4.00 of fees she owes LawnLink.
      await provider.page.goto("/dashboard/provider?tab=earnings");
      const payments = provider.page.getByRole("region", { name: "Payments" });
      await expect(payments.getByRole("listitem").filter({ hasText: "Paid to You" })).toContainText("$76.00");
      await expect(payments.getByRole("listitem").filter({ hasText: "Fees Owed" })).toContainText("$4.00");
      await expect(payments.getByRole("list", { name: "Latest payments" })).toContainText(title);
      const csvLink = payments.getByRole("link", { name: /^CSV statement for / }).first();
      const csv = await provider.page.request.get((await csvLink.getAttribute("href"))!);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain(`"${title}","Hugo Homeowner","80.00","4.00","76.00","yes"`);
      await expectNoSeriousViolations(provider.page);
      await expectNoSidewaysScroll(provider.page);

      await page.reload();
      await expect(card(page, title)).toContainText("Your provider confirmed receiving it.");
      // Paid, the work has its receipt, a PDF.
      const receiptLink = card(page, title).getByRole("link", { name: `Receipt: ${title}` });
      const receipt = await page.request.get((await receiptLink.getAttribute("href"))!);
      expect([receipt.status(), receipt.headers()["content-type"]]).toEqual([200, "application/pdf"]);
      // And Hugo is mailed it, the PDF attached, once he marked it paid.
      const receiptMail = await emailTo(owner.account.email, { subject: `Your LawnLink receipt for ${title}` });
      expect(receiptMail).toContain(`You paid $80.00 to Paula Payee for “${title}”.`);
      expect(receiptMail).toMatch(/Content-Type: application\/pdf;\s+name=lawnlink-receipt-\w+\.pdf/);

      // On the other lawn Hugo reports a problem: the payment waits, and Paula is told why.
      const back = card(page, disputed);
      await back.getByRole("button", { name: `Report a problem: ${disputed}` }).click();
      const dialog = page.getByRole("dialog", { name: "Report a problem" });
      await dialog.getByLabel("What went wrong?").selectOption({ label: "Something was damaged" });
      await dialog.getByLabel("Details (optional)").fill("The mower scraped the flower bed.");
      await expectNoSeriousViolations(page);
      await dialog.getByRole("button", { name: "Report Problem" }).click();
      await expect(dialog).toBeHidden();
      await expect(back).toContainText("You reported a problem (something was damaged).");
      await expect(back.getByRole("button", { name: `Confirm work: ${disputed}` })).toBeHidden();

      await provider.page.goto("/dashboard/provider?tab=completed");
      await expect(card(provider.page, disputed)).toContainText(
        "The homeowner reported a problem (something was damaged).",
      );
      await provider.context.close();
    });
  });
}
