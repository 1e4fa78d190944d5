import { describe, expect, it } from "vitest";
import { MASKED_EMAIL, MASKED_PHONE, maskContacts } from "./mask-contacts";

describe("maskContacts", () => {
  it.each([
    ["Call me at 555-010-2000", "Call me at [phone hidden]"],
    ["(718) 555-0134 works", "[phone hidden] works"],
    ["text 7185550134!", "text [phone hidden]!"],
    ["phone: 917.555.0123 or +1 212 555 0199", "phone: [phone hidden] or [phone hidden]"],
    ["abroad +44 20 7946 0958", "abroad [phone hidden]"],
    ["mail pat.mows+jobs@example.com now", "mail [email hidden] now"],
    ["Olivia@Example.co.uk", "[email hidden]"],
    ["write keisha\u200b@example.com today", "write [email hidden] today"],
    ["I'm keisha at example dot com, thanks", "I'm [email hidden], thanks"],
    ["call 6l7-555-Ol75 after 5", "call [phone hidden] after 5"],
    ["six one seven five five five oh one seven five, ask for Keisha", "[phone hidden], ask for Keisha"],
  ])("hides contact details where they were written: %s", (text, masked) => {
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

// Ways people slip an address or a number past a filter. Each carries only the contact's own digits.
const DISGUISES = [
  "keisha@example.com",
  "keisha\u200b@example.com",
  "keisha@\u200bexample\u200b.com",
  "keisha\u00ad@example.com",
  "kei\u200dsha@exam\u2060ple.com",
  "keisha @ example.com",
  "keisha @ example . com",
  "keisha@ example .com",
  "keisha＠example．com",
  "ｋｅｉｓｈａ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "keisha﹫example.com",
  "keisha at example dot com",
  "keisha AT example DOT com",
  "keisha at example.com",
  "keisha@example dot com",
  "keisha [at] example [dot] com",
  "keisha(at)example(dot)com",
  "keisha {at} example {dot} com",
  "keisha <at> example <dot> com",
  "keisha [@] example [.] com",
  "keisha.smith at example dot net",
  "keisha_smith at example dot org",
  "keisha at gmail",
  "keisha at gmail dot com",
  "keisha.s @ gmail . com",
  "reach me: keisha at example dot co dot uk",
  "email keisha@example.com please",
  "Keisha@Example.COM",
  "keisha\u2024smith@example\u2024com",
  "keisha＠ｅxample.com",
  "617-555-0175",
  "(617) 555-0175",
  "617.555.0175",
  "617 555 0175",
  "6175550175",
  "+1 617 555 0175",
  "1-617-555-0175",
  "617_555_0175",
  "617 - 555 - 0175",
  "6 1 7 5 5 5 0 1 7 5",
  "6-1-7-5-5-5-0-1-7-5",
  "6.1.7.5.5.5.0.1.7.5",
  "６１７５５５０１７５",
  "６１７－５５５－０１７５",
  "𝟔𝟏𝟕-𝟓𝟓𝟓-𝟎𝟏𝟕𝟓",
  "𝟼𝟷𝟽 𝟻𝟻𝟻 𝟶𝟷𝟽𝟻",
  "⑥①⑦-⑤⑤⑤-⓪①⑦⑤",
  "⁶¹⁷⁵⁵⁵⁰¹⁷⁵",
  "٦١٧٥٥٥٠١٧٥",
  "६१७५५५०१७५",
  "617 555 O175",
  "6l7-555-Ol75",
  "6I7 555 OI75",
  "617-5S5-0175",
  "six one seven five five five zero one seven five",
  "SIX ONE SEVEN FIVE FIVE FIVE OH ONE SEVEN FIVE",
  "six-one-seven five-five-five oh-one-seven-five",
  "617 five five five 0175",
  "six 1 seven 555 zero 1 7 five",
  "617five550175",
  "six one seven, five five five, o one seven five",
  "617\u200b555\u200b0175",
  "617\u200b-\u200b555-0175",
  "6 1 7 - 5 5 5 - 0 1 7 5",
  "617/555/0175",
  "(617)555-0175",
  "617 555 01 75",
  "555-0175",
  "555.0175",
  "555-O175",
  "five five five - oh one seven five",
];

// Messages an owner and a provider send about a lawn, with dates, sizes, prices and directions.
const ORDINARY = [
  "mow 1/2 acre at 5 pm",
  "$45 per visit",
  "2 bags of mulch at Home Depot",
  "back gate code is on the left",
  "Can you come Saturday at 9 am?",
  "The lawn is about 5,000 sq ft",
  "I can do it for $60, or $110 with edging",
  "Weekly from 4/15 to 10/31",
  "I'll be there between 8 and 10 tomorrow",
  "Front yard only, the back is fenced",
  "Please bag the clippings, 3 or 4 bags usually",
  "Gate code is 4521, the dog is friendly",
  "Zip is 02144, near Davis Square",
  "Two visits a month, one on the 1st and one on the 15th",
  "Hedges are about 6 ft tall and 40 ft long",
  "I have a 21 inch push mower and a 48 inch rider",
  "Aeration and overseeding, 10,000 sq ft, $180",
  "Meet at the side door at noon",
  "Turn left after the blue mailbox, third house on the right",
  "Park on the street, not in the driveway",
  "Can you start on March 3, 2026?",
  "2026-04-01 works for me",
  "I charge $35/hr, minimum 2 hours",
  "Mulch is $4.50 a bag at Lowe's",
  "5 yards of topsoil delivered Friday",
  "Leaves on 1/4 acre, front and back",
  "The sprinkler heads are at 2, 5 and 9 o'clock around the tree",
  "I'm at the job now, done in 30 min",
  "Back at 3:30 to finish the edging",
  "Rain is forecast, can we do 11/12 instead of 11/10?",
  "Grass is 8 inches high, so it may take 2 passes",
  "One more thing: please skip the vegetable bed",
  "Thanks! Five stars from me",
  "I have six years of experience and two trucks",
  "Three of us will come, it takes about an hour",
  "Oh, and the shed key is under the pot",
  "It is 1 mile from the highway exit 12",
  "Price: $1,200 for the season, 26 visits",
  "Edging on 120 ft of sidewalk",
  "Water twice a week, 20 minutes each zone",
  "Fertilizer 10-10-10 at 5 lb per 1,000 sq ft",
  "Seed bag says 3 lb covers 1,500 sq ft",
  "Can you haul away 12 bags of yard waste?",
  "The slope is about 30 degrees on the east side",
  "We'll be away 6/20 through 7/5, please keep mowing",
  "At 7 am the sprinklers run, so come after 8",
  "I'm at Home Depot picking up seed, be there in 20",
  "Mow at 3 inches, not lower please",
  "Check the corner by the oak, it's at least 2 ft of leaves",
  "Pay is cash or card at the end of each visit",
  "Invoice #10234 for October",
  "Order 4 flats of pachysandra, 18 plants each",
  "Fence is 4 ft, the gate latch sticks a bit",
  "The lot is 50 x 100 ft",
  "Visit 3 of 12 done today",
  "Done at 4:45 pm, see photos",
  "Rate is 45 dollars, 10 percent off for weekly",
  "I'll text you through the app when I'm at the gate",
  "Trim the 3 boxwoods and the 2 hydrangeas",
  "Snow season rate is $75 per push over 2 inches",
  "We're on the corner of Elm and 5th",
  "Apartment 2B, the lawn is shared with 2A",
  "Ask for the side yard, about 15 by 40",
  "Is 9:00-11:00 on Tuesday ok?",
  "Mailbox number is 1482",
  "Temperature will be 85 degrees, I'll come early at 6:30",
  "Dates: 5/12, 5/19, 5/26, 6/2 and 6/9",
  "Beds are 12.5 x 30.25 ft and 8 x 10 ft",
  "Times that work: 10:30, 11:30, 12:30 or 1:30",
  "Quotes were $45, $50, $60 and $75",
  "From 2025 to 2026 I did 120 lawns",
  "Pick up at the garden center on Route 9, 2 miles north",
  "Is the sprinkler at 5 the one that leaks?",
  "Mow at 2.5 to 3 inches in summer",
];

const contactLeft = (masked: string) => {
  const plain = masked.normalize("NFKC").replaceAll(MASKED_EMAIL, "").replaceAll(MASKED_PHONE, "");
  return /keisha|example|gmail/i.test(plain) || (plain.match(/\p{Nd}/gu) ?? []).length > 3;
};

describe("maskContacts corpus", () => {
  it(`catches at least 95% of ${DISGUISES.length} disguised contacts`, () => {
    expect(DISGUISES.length).toBeGreaterThanOrEqual(60);
    const missed = DISGUISES.filter((text) => contactLeft(maskContacts(`Reach me on ${text} any time`)));
    expect(missed, "disguises that got through").toEqual([]);
    expect(1 - missed.length / DISGUISES.length).toBeGreaterThanOrEqual(0.95);
  });

  it(`leaves all ${ORDINARY.length} ordinary lawn-care messages as they are`, () => {
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
    const changed = ORDINARY.filter((text) => maskContacts(text) !== text);
    expect(changed, "ordinary messages that were masked").toEqual([]);
  });
});
