import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsOf, feeCents, formatCents, settledAmounts, splitRefund } from "./money";

const cents = fc.integer({ min: 0, max: 100_000_000 });
const percent = fc.integer({ min: 0, max: 100 });

describe("money in integer cents", () => {
  it("reads a price's digits as cents, whatever its form, and refuses what is not dollars and cents", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const dollars = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
        expect(centsOf(dollars)).toBe(amount);
        expect(centsOf(amount / 100)).toBe(amount);
        expect(centsOf({ toString: () => dollars })).toBe(amount);
      }),
    );
    expect(centsOf("62.5")).toBe(6250);
    expect(centsOf("45")).toBe(4500);
    expect(centsOf("19.990")).toBe(1999);
    for (const bad of ["-1", "1.234", "abc", "", "1e3"]) expect(() => centsOf(bad)).toThrow(RangeError);
  });

  it("takes the fee as the exact share rounded half up: never below 0, never above the amount, fee + payout = amount", () => {
    fc.assert(
      fc.property(cents, percent, (amount, share) => {
        const fee = feeCents(amount, share);
        // The exact share in integers: fee is the nearest cent to amount * share / 100, halves up.
        const exact = BigInt(amount) * BigInt(share);
        expect(BigInt(fee) * 100n - exact <= 50n && exact - BigInt(fee) * 100n < 50n).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
        expect(Number.isInteger(amount - fee)).toBe(true);
      }),
    );
    expect(feeCents(6250, 5)).toBe(313);
    expect(feeCents(4500, 5)).toBe(225);
  });

  it("never takes less fee from more money", () => {
    fc.assert(
      fc.property(cents, cents, percent, (a, b, share) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(feeCents(low, share)).toBeLessThanOrEqual(feeCents(high, share));
      }),
    );
  });

  it("writes cents as dollars, and back", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(centsOf(formatCents(amount).replace(/[$,]/g, ""))).toBe(amount);
      }),
    );
    expect(formatCents(427_500)).toBe("$4,275.00");
    expect(formatCents(5)).toBe("$0.05");
  });
});

describe("refunds", () => {
  it("split a refund between payout and fee so that charged = payout + fee + refunded, to the cent", () => {
    fc.assert(
      fc.property(cents, percent, fc.double({ min: 0, max: 1, noNaN: true }), (amount, share, part) => {
        const fee = feeCents(amount, share);
        const refund = Math.floor(amount * part);
        const settled = settledAmounts({ amountCents: amount, feeCents: fee, refundedCents: refund });
        expect(settled.payoutCents + settled.feeCents + refund).toBe(amount);
        expect(settled.feeCents).toBeGreaterThanOrEqual(0);
        expect(settled.feeCents).toBeLessThanOrEqual(fee);
        expect(settled.payoutCents).toBeGreaterThanOrEqual(0);
        expect(() => splitRefund({ amountCents: amount, feeCents: fee }, amount + 1)).toThrow(RangeError);
      }),
    );
    expect(settledAmounts({ amountCents: 6250, feeCents: 313, refundedCents: 6250 })).toEqual({
      feeCents: 0,
      payoutCents: 0,
    });
  });
});
