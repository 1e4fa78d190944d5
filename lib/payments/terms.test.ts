import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentTerms, payoutDate, stripePublishableKey } from "./terms";

const day = (iso: string) => new Date(`${iso}T15:30:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("payoutDate", () => {
  it("counts business days: a Friday's payout two days on is Tuesday's, a Saturday's too", () => {
    expect(iso(payoutDate(day("2026-11-27"), 2))).toBe("2026-12-01");
    expect(iso(payoutDate(day("2026-11-28"), 2))).toBe("2026-12-01");
    expect(iso(payoutDate(day("2026-11-30"), 2))).toBe("2026-12-02");
    expect(iso(payoutDate(day("2026-11-28"), 0))).toBe("2026-11-28");
  });

  it("lands on a weekday, with exactly that many weekdays after the charge's day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        (at, days) => {
          const payout = payoutDate(at, days);
          expect([0, 6]).not.toContain(payout.getUTCDay());
          let weekdays = 0;
          const cursor = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
          while (cursor < payout) {
            cursor.setUTCDate(cursor.getUTCDate() + 1);
            if (cursor.getUTCDay() !== 0 && cursor.getUTCDay() !== 6) weekdays++;
          }
          expect(weekdays).toBe(days);
        },
      ),
    );
  });
});

describe("paymentTerms", () => {
  it("pays by card only with all three Stripe keys, and gives the browser the publishable key then", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_1",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    };
    expect(paymentTerms({}).method).toBe("direct");
    expect(paymentTerms({ ...keys, STRIPE_WEBHOOK_SECRET: "" }).method).toBe("direct");
    expect(paymentTerms(keys)).toEqual({
      feePercent: 5,
      confirmationWindowHours: 48,
      payoutDelayDays: 2,
      method: "card",
    });
    expect(stripePublishableKey(keys)).toBe("pk_test_1");
    expect(stripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toBeNull();
  });
});
