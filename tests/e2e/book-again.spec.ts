import {
  bearer,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  postLawn,
  register,
  secondBrowser,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

// Booking again on screen: a homeowner books the provider of a completed job again, and the request reaches that
// provider alone, who accepts it; then the homeowner keeps the provider as a favourite, books them directly from
// their profile, and when the provider declines, opens the lawn to everyone.

test.use({ contextOptions: { reducedMotion: "reduce" } });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Book again' reaches the same provider alone; a favourite is booked from their profile, and a declined request is opened to everyone", async ({
      page,
      browser,
      request,
    }) => {
      const owner = await register(page.request, "homeowner", "Bea Booker");
      const provider = await secondBrowser(browser, "provider", "Reggie Regular", viewport);
      const other = await register(request, "provider", "Otto Other");
      const title = uniqueTitle("Back lawn");

      // A job Reggie did for Bea: posted, claimed, started and completed.
      const done = await postLawn(request, owner, { title, price_estimate: 50 });
      await claim(request, provider.account, done.id);
      for (const step of ["start", "complete"]) {
        const answer = await request.post(`/api/jobs/${done.id}/${step}`, { headers: bearer(provider.account.token) });
        expect(answer.status(), await answer.text()).toBe(200);
      }

      // Bea books him again from the completed lawn's card.
      await page.goto("/dashboard");
      const completed = page.getByRole("article", { name: title, exact: true }).filter({ hasText: "Completed" });
      const bookAgain = completed.getByRole("button", { name: `Book again: ${title}` });
      await bookAgain.click();
      const dialog = page.getByRole("dialog", { name: "Book Reggie Regular again?" });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Request sent to Reggie Regular")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(bookAgain).toBeFocused();
      const requested = page
        .getByRole("article", { name: title, exact: true })
        .filter({ hasText: "Asked of Reggie Regular alone" });
      await expect(requested).toBeVisible();
      await expect(requested.getByRole("button", { name: "Withdraw" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      // Another provider finds it nowhere: not among the open jobs, and its page is not found.
      const theirs = await request.get(`/api/jobs?mine=true&status=offered`, { headers: bearer(other.token) });
      expect(((await theirs.json()) as { jobs: unknown[] }).jobs).toEqual([]);
      const mine = await request.get(`/api/lawns?status=offered`, { headers: bearer(owner.token) });
      const [offered] = ((await mine.json()) as { lawns: { id: string }[] }).lawns;
      expect((await request.get(`/api/jobs/${offered.id}`, { headers: bearer(other.token) })).status()).toBe(404);

      // Reggie sees it under "Requests for you" and accepts it.
      await provider.page.goto("/dashboard/provider?tab=active");
      const requests = provider.page.getByRole("region", { name: /Requests for you/ });
      await expect(requests.getByRole("article", { name: title, exact: true })).toBeVisible();
      await expectNoSeriousViolations(provider.page);
      await expectNoSidewaysScroll(provider.page);
      await requests.getByRole("button", { name: "Accept Request" }).click();
      await provider.page
        .getByRole("alertdialog", { name: "Accept this request?" })
        .getByRole("button", { name: "Confirm Claim" })
        .click();
      await expect(provider.page.getByText("You have successfully claimed this job.")).toBeVisible();
      await expect(requests).toBeHidden();
      await expect(
        provider.page.getByRole("region", { name: /My Active Jobs/ }).getByRole("article", { name: title }),
      ).toBeVisible();

      // Bea keeps Reggie as a favourite and books him directly from his profile.
      await page.goto(`/providers/${provider.account.id}`);
      await page.getByRole("button", { name: "Add to Favourites" }).click();
      await expect(page.getByText("Reggie Regular is one of your favourites")).toBeVisible();
      await expect(page.getByRole("button", { name: "Favourite", pressed: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);
      const direct = uniqueTitle("Hedge trim");
      await page.getByRole("button", { name: "Book Directly" }).click();
      const booking = page.getByRole("dialog", { name: "Book Reggie Regular" });
      await booking.getByLabel("Title").fill(direct);
      await booking.getByLabel("Price").fill("60");
      await booking.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Request sent to Reggie Regular")).toBeVisible();

      // Reggie declines that one; Bea is told, and opens it to everyone.
      await provider.page.goto("/dashboard/provider?tab=active");
      await provider.page.getByRole("button", { name: `Decline ${direct}` }).click();
      await provider.page
        .getByRole("alertdialog", { name: "Decline this request?" })
        .getByRole("button", { name: "Decline Request" })
        .click();
      await expect(provider.page.getByText("Request declined. The homeowner is told.")).toBeVisible();

      await page.goto("/dashboard");
      const declined = page.getByRole("article", { name: direct, exact: true });
      await expect(declined).toContainText("Reggie Regular declined.");
      await declined.getByRole("button", { name: "Open to Everyone" }).click();
      await page
        .getByRole("alertdialog", { name: "Open this lawn to every provider?" })
        .getByRole("button", { name: "Open to Everyone" })
        .click();
      await expect(page.getByText("Your lawn is open to every provider")).toBeVisible();
      await expect(declined).toContainText("Open");
      await expect(declined.getByRole("button", { name: "Open to Everyone" })).toBeHidden();

      // The profile lists the favourite.
      await page.goto("/profile");
      await expect(
        page.getByRole("list", { name: "Favourite providers" }).getByRole("link", { name: "Reggie Regular" }),
      ).toBeVisible();

      // Taken, the opened lawn leaves the marketplace as it was found.
      const opened = await request.get(`/api/lawns?status=open`, { headers: bearer(owner.token) });
      for (const lawn of ((await opened.json()) as { lawns: { id: string }[] }).lawns)
        await claim(request, other, lawn.id);
      await provider.context.close();
    });
  });
}
