import {
  bearer,
  placeBid,
  card,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  postLawn,
  register,
  secondBrowser,
  uniqueTitle,
} from "./jobs-helpers";
import { routeStripe } from "./stripe";
import { expect, test } from "./support";

// Card payment on screen, on the server with Stripe keys whose Stripe is the fake (playwright.config.ts): a provider
// sets up payouts through Stripe's hosted onboarding, a homeowner saves a card in Stripe Elements, confirmed work is
// charged to it; a declined card leaves the payment due until the homeowner pays with another card.

test.use({ contextOptions: { reducedMotion: "reduce" } });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("payouts set up, a card saved, work confirmed and charged; a declined card replaced", async ({
      page,
      browser,
      request,
    }) => {
      await routeStripe(page.context());
      const owner = await register(page.request, "homeowner", "Cara Cardholder");
      const provider = await secondBrowser(browser, "provider", "Sam Stripe", viewport);
      const title = uniqueTitle("Corner lawn");

      // Sam cannot take paid work until Stripe can pay him: he sets up payouts on Stripe's page and comes back.
      const early = await postLawn(request, owner, { title: uniqueTitle("Early lawn"), price_estimate: 40 });
      const refused = await request.post(`/api/jobs/${early.id}/claim`, { headers: bearer(provider.account.token) });
      expect(refused.status()).toBe(409);
      await provider.page.goto("/dashboard/provider?tab=earnings");
      await expectNoSeriousViolations(provider.page);
      await provider.page.getByRole("button", { name: "Set Up Payouts" }).click();
      await provider.page.waitForURL(/tab=earnings&payouts=return/);
      await expect(provider.page.getByText("Homeowners pay by card and Stripe pays you.")).toBeVisible();

      // Cara hires Sam on her auction: accepting his bid asks for a card first, and she saves one her bank declines.
      const job = await postLawn(request, owner, { title, price_type: "auction", price_estimate: null });
      await placeBid(request, provider.account, job.id, { amount: 80, eta_days: 2 });
      await page.goto("/dashboard");
      await expect(page.getByText("Add a card: it is charged only after you confirm the work is done.")).toBeVisible();
      await card(page, title).getByRole("button", { name: "Review Bids" }).click();
      const bids = page.getByRole("dialog", { name: "Review Bids" });
      await bids.getByRole("button", { name: "Accept" }).click();
      await bids.getByRole("button", { name: "Confirm: accept $80.00" }).click();
      const addCard = page.getByRole("dialog", { name: "Add a card to hire" });
      await addCard.getByLabel("Test card").selectOption("pm_card_chargeCustomerFail");
      await expectNoSeriousViolations(page);
      await addCard.getByRole("button", { name: "Save Card and Accept" }).click();
      await expect(addCard).toBeHidden();
      await expect(page.getByText("The bid has been accepted and the job assigned.")).toBeVisible();
      await page.keyboard.press("Escape");

      // Sam does the work.
      for (const step of ["start", "complete"]) {
        const answer = await request.post(`/api/jobs/${job.id}/${step}`, { headers: bearer(provider.account.token) });
        expect(answer.status(), await answer.text()).toBe(200);
      }

      // Cara confirms the work: the card is declined, and the lawn says so until she pays with another card.
      await page.goto("/dashboard");
      await expect(page.getByText("Visa •••• 0341: charged after you confirm each job's work.")).toBeVisible();
      const lawn = card(page, title);
      await expect(lawn).toContainText("$80.00 is charged to your card once confirmed.");
      await lawn.getByRole("button", { name: `Confirm work: ${title}` }).click();
      await expect(lawn).toContainText("Payment due: Your card was declined.");
      await expectNoSidewaysScroll(page);
      await lawn.getByRole("button", { name: `Pay with another card: ${title}` }).click();
      const payDialog = page.getByRole("dialog", { name: "Pay with another card" });
      await payDialog.getByLabel("Test card").selectOption("pm_card_visa");
      await payDialog.getByRole("button", { name: "Save and Pay" }).click();
      await expect(payDialog).toBeHidden();
      await expect(lawn).toContainText("Paid $80.00 by card.");
      await expect(lawn.getByRole("link", { name: `Receipt: ${title}` })).toBeVisible();
      await expect(page.getByText("Visa •••• 4242: charged after you confirm each job's work.")).toBeVisible();

      // Sam's payout is on its way: its expected day is on his job and his Earnings tab.
      await provider.page.goto("/dashboard/provider?tab=earnings");
      await expect(provider.page.getByText(/Next payout expected/).first()).toBeVisible();
      await expect(provider.page.getByRole("list", { name: "Latest payments" })).toContainText(title);
      await expect(provider.page.getByRole("list", { name: "Latest payments" })).toContainText("payout expected");
      await expectNoSeriousViolations(provider.page);
      await provider.context.close();
    });
  });
}
