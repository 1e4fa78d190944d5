import { findPhoneNumbersInText } from "libphonenumber-js";

export const MASKED_EMAIL = "[email hidden]";
export const MASKED_PHONE = "[phone hidden]";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * Hides email addresses and phone numbers (every number libphonenumber-js finds possible, `extended`; US by default): before a
 * hire the two sides talk through LawnLink, and contact details are shared once the job is claimed (SPEC §2).
 */
export function maskContacts(text: string): string {
  const withoutEmails = text.replace(EMAIL, MASKED_EMAIL);
  const phones = findPhoneNumbersInText(withoutEmails, { defaultCountry: "US", extended: true });
  let masked = withoutEmails;
  // From the end, so earlier offsets stay valid.
  for (const phone of [...phones].reverse())
    masked = masked.slice(0, phone.startsAt) + MASKED_PHONE + masked.slice(phone.endsAt);
  return masked;
}
