import { describe, expect, it } from "vitest";
import { maskContacts } from "./mask-contacts";

describe("maskContacts", () => {
  it.each([
    ["Call me at 555-010-2000", "Call me at [phone hidden]"],
    ["(718) 555-0134 works", "[phone hidden] works"],
    ["text 7185550134!", "text [phone hidden]!"],
    ["phone: 917.555.0123 or +1 212 555 0199", "phone: [phone hidden] or [phone hidden]"],
    ["abroad +44 20 7946 0958", "abroad [phone hidden]"],
    ["mail pat.mows+jobs@example.com now", "mail [email hidden] now"],
    ["Olivia@Example.co.uk", "[email hidden]"],
  ])("hides contact details: %s", (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
  });

  it.each([
    "Can you come on 2026-11-23 at 10:30?",
    "Budget is $1,250.00 for 3 visits",
    "Zip 11215, about 0.25 acres, gate code 1234",
    "Twice a week @ noon",
  ])("leaves ordinary numbers and text alone: %s", (text) => {
    expect(maskContacts(text)).toBe(text);
  });
});
