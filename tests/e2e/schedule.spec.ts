import {
  bearer,
  claim,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  register,
  uniqueTitle,
} from "./jobs-helpers";
import { expect, test } from "./support";

// The provider's week on screen: today's visits of three weekly lawns, shown in nearest-next driving order from the
// provider's base with the total miles, started and completed from the route.

// The lawns are in New York, and their visit dates are New York's: the browser keeps the same calendar.
test.use({ contextOptions: { reducedMotion: "reduce" }, timezoneId: "America/New_York" });

const todayInNewYork = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

// North along Manhattan from the base, posted out of order: the route goes near, middle, far.
const BASE = { latitude: 40.7306, longitude: -73.9866 };
const LAWNS = [
  { name: "Far lawn", latitude: 40.868, longitude: -73.92, street_number: "300", postal_code: "10034" },
  { name: "Near lawn", latitude: 40.7412, longitude: -73.9897, street_number: "100", postal_code: "10010" },
  { name: "Middle lawn", latitude: 40.7831, longitude: -73.9712, street_number: "200", postal_code: "10024" },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the schedule tab orders a day's stops from the base, and a stop is started and completed there", async ({
      page,
      request,
    }) => {
      const owner = await register(request, "homeowner", "Sam Scheduled");
      const provider = await register(page.request, "provider", "Rita Route");
      const base = await request.post("/api/users/addresses", {
        headers: bearer(provider.token),
        data: {
          label: "Yard",
          full_address: "1 Union Square W, New York, NY 10003, USA",
          street_number: "1",
          street: "Union Square W",
          city: "New York",
          state: "NY",
          postal_code: "10003",
          is_default: true,
          ...BASE,
        },
      });
      expect(base.status(), await base.text()).toBe(201);
      const suffix = uniqueTitle("");
      const today = todayInNewYork();
      for (const lawn of LAWNS) {
        const posted = await request.post("/api/lawns", {
          headers: bearer(owner.token),
          data: {
            title: `${lawn.name}${suffix}`,
            price_type: "fixed",
            price_estimate: 40,
            full_address: `${lawn.street_number} Broadway, New York, NY ${lawn.postal_code}, USA`,
            street_number: lawn.street_number,
            street: "Broadway",
            city: "New York",
            state: "NY",
            postal_code: lawn.postal_code,
            latitude: lawn.latitude,
            longitude: lawn.longitude,
            recurrence: { frequency: "weekly", starts_on: today },
          },
        });
        expect(posted.status(), await posted.text()).toBe(201);
        await claim(request, provider, ((await posted.json()) as { job: { id: string } }).job.id);
      }

      await page.goto("/dashboard/provider?tab=schedule");
      const route = page.getByRole("list", { name: /in driving order/ });
      await expect(route.getByRole("listitem")).toHaveCount(3);
      const names = await route.getByRole("listitem").evaluateAll((items) => items.map((item) => item.ariaLabel));
      expect(names).toEqual(
        ["Near lawn", "Middle lawn", "Far lawn"].map((name, index) => `Stop ${index + 1}: ${name}${suffix}`),
      );
      await expect(page.getByRole("heading", { level: 3, name: /3 stops · [\d.]+ mi in all/ })).toBeVisible();
      await expect(route.getByRole("listitem").first()).toContainText("from your base");
      await expect(page.getByRole("button", { name: /: 3 stops$/, pressed: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      // The first stop, started and completed from the route.
      const first = route.getByRole("listitem").first();
      await first.getByRole("button", { name: `Start Near lawn${suffix}` }).click();
      await expect(page.getByText("Visit started")).toBeVisible();
      await first.getByRole("button", { name: `Complete Near lawn${suffix}` }).click();
      await expect(page.getByText("Visit completed")).toBeVisible();
      await expect(first).toContainText("Done");

      // Another day: nothing that day tomorrow (the lawns are weekly).
      const days = page.getByRole("group", { name: /week/ }).getByRole("button");
      await expect(days).toHaveCount(14);
      await page
        .getByRole("button", { name: /: No stops$/ })
        .first()
        .click();
      await expect(page.getByText("Nothing this day.")).toBeVisible();
    });
  });
}
