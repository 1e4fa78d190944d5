import fs from "node:fs";
import path from "node:path";
import { expect } from "./support";

// The server under test has no SMTP_URL: its outbox worker writes each email to DATA_DIR/mail/ as an .eml file.
const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");

/**
 * The text of the email sent to `to` (with `subject`, if given: a user gets several), once the server's outbox worker
 * has written it.
 */
export async function emailTo(to: string, { subject }: { subject?: string } = {}): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [];
        found =
          files
            .map((file) => fs.readFileSync(path.join(mailDir, file), "utf8"))
            .find(
              (eml) =>
                eml.includes(`To: ${to}`) &&
                // Headers unfolded: a long subject is written over several lines.
                (!subject || eml.replace(/\r?\n[ \t]+/g, " ").includes(`Subject: ${subject}`)),
            ) ?? "";
        return found !== "";
      },
      { timeout: 30_000, message: `an .eml file for ${to}${subject ? ` about ${subject}` : ""}` },
    )
    .toBe(true);
  // The plain-text part, quoted-printable decoded.
  const bytes = found
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
