import type { Browser, Page } from "@playwright/test";
import { dayLabel } from "@/lib/plans/dates";
import {
  bearer,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  GROVE_STREET,
  PNG,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

// Service plans on screen: a weekly lawn hired becomes a plan; both sides see its visits, the homeowner skips one, pauses
// and resumes the plan, and the provider starts and completes today's visit with a photo.

test.use({ contextOptions: { reducedMotion: "reduce" } });

/** Today in the lawn's zone (GROVE_STREET is in New York): the first visit falls on it, so it may be completed. */
const todayInNewYork = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function providerBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport });
  const account = await register(context.request, "provider", "Piper Planner");
  return { context, page: await context.newPage(), account };
}

const plan = (page: Page, title: string) => page.getByRole("article", { name: `Plan: ${title}` });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a weekly lawn hired becomes a plan both sides run: skip, pause, resume, start and complete with a photo", async ({
      page,
      browser,
      request,
    }) => {
      const owner = await register(page.request, "homeowner", "Holly Homeowner");
      const provider = await providerBrowser(browser, viewport);
      const title = uniqueTitle("Weekly lawn");
      const today = todayInNewYork();
      const posted = await request.post("/api/lawns", {
        headers: bearer(owner.token),
        data: {
          title,
          description: "Mow and edge every week.",
          area: "0.25 acres",
          price_type: "fixed",
          price_estimate: 45,
          ...GROVE_STREET,
          recurrence: { frequency: "weekly", starts_on: today },
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { job } = (await posted.json()) as { job: { id: string } };
      // Claimed, the posting is no longer open: the marketplace is left as it was found.
      await claim(request, provider.account, job.id);

      // The homeowner's plan on My Lawns: provider, price, next visit and the visits.
      await page.goto("/dashboard");
      const ownerPlan = plan(page, title);
      await expect(ownerPlan).toBeVisible();
      await expect(ownerPlan.getByText("Provider: Piper Planner")).toBeVisible();
      await expect(ownerPlan.getByText("$45.00 / visit")).toBeVisible();
      await expect(ownerPlan.getByRole("listitem", { name: `Visit ${dayLabel(today)}` })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      // Skipping next week's visit (well over 24 h ahead).
      const nextWeek = dayLabel(addDays(today, 7));
      await ownerPlan.getByRole("button", { name: `Skip visit ${nextWeek}` }).click();
      await expect(page.getByText("Visit skipped")).toBeVisible();
      await expect(ownerPlan.getByRole("listitem", { name: `Visit ${nextWeek}` })).toContainText("Skipped");

      // Moving the visit of the week after by two days: the provider is told, and declines the move below.
      const inTwoWeeks = addDays(today, 14);
      const moved = addDays(inTwoWeeks, 2);
      await ownerPlan.getByRole("button", { name: `Move visit ${dayLabel(inTwoWeeks)}` }).click();
      const move = page.getByRole("dialog", { name: `Move the visit of ${dayLabel(inTwoWeeks)}?` });
      await move.getByLabel("New date").fill(moved);
      await expectNoSeriousViolations(page);
      await move.getByRole("button", { name: "Move Visit" }).click();
      await expect(page.getByText("Visit moved: the other side is told")).toBeVisible();
      await expect(ownerPlan.getByRole("listitem", { name: `Visit ${dayLabel(moved)}` })).toContainText(
        `moved from ${dayLabel(inTwoWeeks)} by you`,
      );

      // Cancelling is asked first; keeping the plan returns focus to the button.
      const cancelButton = ownerPlan.getByRole("button", { name: "Cancel plan" });
      await cancelButton.click();
      await page
        .getByRole("alertdialog", { name: "Cancel this plan?" })
        .getByRole("button", { name: "Keep Plan" })
        .click();
      await expect(cancelButton).toBeFocused();

      // The provider sees the plan and today's visit: starts it, then completes it with a photo.
      const providerPage = provider.page;
      await providerPage.goto("/dashboard/provider?tab=active");
      const providerPlan = plan(providerPage, title);
      await expect(providerPlan.getByText("Homeowner: Holly Homeowner")).toBeVisible();
      await providerPlan.getByRole("button", { name: `Start visit ${dayLabel(today)}` }).click();
      await expect(providerPage.getByText("Visit started")).toBeVisible();
      await providerPlan.getByRole("button", { name: `Complete visit ${dayLabel(today)}` }).click();
      const complete = providerPage.getByRole("dialog", { name: `Complete the visit of ${dayLabel(today)}?` });
      await complete
        .getByLabel("Photos (Optional)", { exact: true })
        .setInputFiles({ name: "after.png", mimeType: "image/png", buffer: PNG });
      await expect(complete.getByRole("img", { name: "Photo 1" })).toBeVisible();
      await expectNoSeriousViolations(providerPage);
      await complete.getByRole("button", { name: "Confirm Complete" }).click();
      await expect(providerPage.getByText("Visit completed")).toBeVisible();
      await expect(providerPlan.getByRole("listitem", { name: `Visit ${dayLabel(today)}` })).toContainText("Completed");
      await expectNoSeriousViolations(providerPage);
      await expectNoSidewaysScroll(providerPage);

      // The homeowner's move reached the provider, who declines it: the visit is back on its date.
      const movedVisit = providerPlan.getByRole("listitem", { name: `Visit ${dayLabel(moved)}` });
      await expect(movedVisit).toContainText("by the homeowner");
      await movedVisit.getByRole("button", { name: `Decline move of visit ${dayLabel(moved)}` }).click();
      await expect(providerPage.getByText("Move declined: the visit is back on its date")).toBeVisible();
      await expect(providerPlan.getByRole("listitem", { name: `Visit ${dayLabel(inTwoWeeks)}` })).toBeVisible();

      // The homeowner pauses the plan (until resumed), then resumes it.
      await page.reload();
      await expect(ownerPlan.getByRole("listitem", { name: `Visit ${dayLabel(today)}` })).toContainText("Completed");
      await ownerPlan.getByRole("button", { name: "Pause plan" }).click();
      const pause = page.getByRole("dialog", { name: "Pause this plan?" });
      await expectNoSeriousViolations(page);
      await pause.getByRole("button", { name: "Pause Plan" }).click();
      await expect(page.getByText("Plan paused")).toBeVisible();
      await expect(ownerPlan.getByText("Paused", { exact: true })).toBeVisible();
      // Focus moves to the button that took the pressed one's place, each way.
      const resumeButton = ownerPlan.getByRole("button", { name: "Resume plan" });
      await expect(resumeButton).toBeFocused();
      await resumeButton.click();
      await expect(page.getByText("Plan resumed")).toBeVisible();
      await expect(ownerPlan.getByText("Active", { exact: true })).toBeVisible();
      await expect(ownerPlan.getByRole("button", { name: "Pause plan" })).toBeFocused();
      await expectNoSidewaysScroll(page);
      await provider.context.close();
    });
  });
}
