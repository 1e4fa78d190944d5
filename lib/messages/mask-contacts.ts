import { findPhoneNumbersInText } from "libphonenumber-js";

export const MASKED_EMAIL = "[email hidden]";
export const MASKED_PHONE = "[phone hidden]";

/**
 * The text as it reads, in plain lowercase ASCII where it can be: NFKC (full-width ＠ and ．, mathematical,
 * circled and superscript digits), any decimal digit as 0-9, invisible characters (zero-width spaces, joiners,
 * soft hyphens) dropped. `from[i]`..`to[i]` is the span of the original text that normalized character i came from,
 * so a match in the normalized text masks exactly what was written.
 */
type Normalized = { text: string; from: number[]; to: number[] };

const INVISIBLE = /^[\p{Cf}\u00ad\u034f\u115f\u1160\u3164\uffa0]$/u;
const DIGIT = /^\p{Nd}$/u;

/** The value of a decimal digit of any script: Unicode lays each script's digits out as runs of ten from zero. */
function digitValue(char: string): string {
  let code = char.codePointAt(0)!;
  let offset = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    code -= 1;
    offset += 1;
  }
  return String(offset % 10);
}

function normalize(original: string): Normalized {
  const result: Normalized = { text: "", from: [], to: [] };
  let index = 0;
  for (const char of original) {
    const start = index;
    index += char.length;
    if (INVISIBLE.test(char)) continue;
    let plain = char.normalize("NFKC").toLowerCase();
    if (DIGIT.test(plain) && plain > "9") plain = digitValue(plain);
    for (const unit of plain) {
      result.text += unit;
      result.from.push(start);
      result.to.push(index);
    }
  }
  return result;
}

/** Replaces spans of a normalized text, keeping the map back to the original (each new character spans its match). */
function rewrite(source: Normalized, pattern: RegExp, replace: (match: RegExpExecArray) => string): Normalized {
  const result: Normalized = { text: "", from: [], to: [] };
  let last = 0;
  const copy = (start: number, end: number) => {
    result.text += source.text.slice(start, end);
    result.from.push(...source.from.slice(start, end));
    result.to.push(...source.to.slice(start, end));
  };
  for (const match of source.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    copy(last, start);
    const replacement = replace(match as RegExpExecArray);
    for (const unit of replacement) {
      result.text += unit;
      result.from.push(source.from[start]);
      result.to.push(source.to[end - 1]);
    }
    last = end;
  }
  copy(last, source.text.length);
  return result;
}

const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const NUMBER_WORD = new RegExp(`(?<!\\p{L})(?:${Object.keys(NUMBER_WORDS).join("|")})(?!\\p{L})`, "gu");
/** A lone "o" between digits reads as zero ("six one seven, o one"). */
const LONE_O = /(?<=\d[\s.,-]{0,3})o(?=[\s.,-]{0,3}\d)/g;
/** Letters that pass for digits, rewritten only inside a word that has a real digit in it ("6l7", "O175"). */
const LOOK_ALIKES: Record<string, string> = { o: "0", l: "1", i: "1", "|": "1", s: "5", b: "8", z: "2" };
const MIXED_WORD = /(?<![\p{L}\p{N}|])[\p{L}\p{N}|]*\d[\p{L}\p{N}|]*(?![\p{L}\p{N}|])/gu;

function digitsSpelledOut(text: Normalized): Normalized {
  const spelled = rewrite(text, NUMBER_WORD, ([word]) => NUMBER_WORDS[word]);
  const mixed = rewrite(spelled, MIXED_WORD, ([word]) => {
    const digits = [...word].map((char) => LOOK_ALIKES[char] ?? char).join("");
    return /^\d+$/.test(digits) ? digits : word;
  });
  return rewrite(mixed, LONE_O, () => "0");
}

const LOCAL = String.raw`[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;
const EMAIL = new RegExp(`${LOCAL}@${LABEL}(?:\\.${LABEL})+`, "gu");
const BRACKETED = (word: string) => String.raw`\s*[(\[{<]\s*(?:${word})\s*[)\]}>]\s*`;
const AT = String.raw`(?:\s*@\s*|${BRACKETED("at|@")}|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|${BRACKETED("dot|\.")}|\s+dot\s+)`;
/** Top-level domains common enough that "x at y dot com" or "x @ y . net" reads as an address, not a sentence. */
const TLD = "com|net|org|edu|gov|io|us|co|me|info|biz|uk|ca";
const MAIL_HOSTS = "gmail|yahoo|hotmail|outlook|icloud|aol|protonmail|proton|live|msn";
const DISGUISED_EMAIL = new RegExp(
  `${LOCAL}${AT}(?:${LABEL}${DOT})*(?:${LABEL}${DOT}(?:${TLD})|${MAIL_HOSTS})(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * Ten or more digits in a row, apart from the separators a phone number is written with, or a local number
 * written 555-0175; a run with a date in it (5/12, 5/19, 6/2) is a list of dates.
 */
const DIGIT_RUN = /\+?\d(?:[\s().\/_,*~-]{0,3}\d){9,}|(?<![\d.,])\d{3}[-.]\d{4}(?![\d.,]?\d)/g;
const DATE = /(?<!\d)\d{1,2}\/\d{1,2}(?!\d)/;

type Span = { start: number; end: number; mask: string };

function spansIn(text: Normalized, pattern: RegExp, mask: string, unless?: RegExp): Span[] {
  const matches = [...text.text.matchAll(pattern)].filter((match) => !unless?.test(match[0]));
  return matches.map((match) => ({
    start: text.from[match.index],
    end: text.to[match.index + match[0].length - 1],
    mask,
  }));
}

/**
 * Hides email addresses and phone numbers, also written in disguise (spaced, "at"/"dot", full-width or other
 * scripts' digits, spelled-out digits, letters for digits): before a hire the two sides talk through LawnLink, and
 * contact details are shared once the job is claimed (SPEC §2). Phone numbers are what libphonenumber-js finds
 * possible (`extended`; US by default), any ten digits in a row and local numbers (555-0175).
 */
export function maskContacts(text: string): string {
  const plain = normalize(text);
  const emails = [...spansIn(plain, EMAIL, MASKED_EMAIL), ...spansIn(plain, DISGUISED_EMAIL, MASKED_EMAIL)];
  const numbers = digitsSpelledOut(plain);
  const phones = [
    ...findPhoneNumbersInText(numbers.text, { defaultCountry: "US", extended: true }).map((phone) => ({
      start: numbers.from[phone.startsAt],
      end: numbers.to[phone.endsAt - 1],
      mask: MASKED_PHONE,
    })),
    ...spansIn(numbers, DIGIT_RUN, MASKED_PHONE, DATE),
  ];
  // Overlapping finds merge into one, emails first; then replaced from the end so earlier offsets stay valid.
  const merged: Span[] = [];
  for (const span of [...emails, ...phones].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const previous = merged.at(-1);
    if (previous && span.start < previous.end) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  let masked = text;
  for (const span of merged.reverse()) masked = masked.slice(0, span.start) + span.mask + masked.slice(span.end);
  return masked;
}
