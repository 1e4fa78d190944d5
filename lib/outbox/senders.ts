import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { dataDir } from "@/lib/db/config";

/** What delivery needs of a mail transport: nodemailer's `sendMail` (any nodemailer transport fits). */
export type MailTransport = { sendMail: (mail: Mail.Options) => Promise<unknown> };

/**
 * Plug an SMS provider in here (docs/architecture.md): `send` resolves once the provider has accepted the message and
 * throws when it refuses (a thrown error is retried with backoff, like a failed email).
 */
export interface SmsSender {
  send(message: { id: string; to: string; text: string }): Promise<void>;
}

export type Senders = { mail: MailTransport; sms: SmsSender | null; from: string };

/** Without SMTP_URL, each email is written as an .eml file (named after its outbox row) under DATA_DIR/mail/. */
export function emlFileTransport(dir = path.join(dataDir(), "mail")): MailTransport {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async sendMail(mail) {
      const info = await stream.sendMail(mail);
      const name = String(mail.messageId ?? info.messageId)
        .replace(/[<>]/g, "")
        .replace(/[^\w.@-]/g, "_");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${name}.eml`), info.message as Buffer);
      return info;
    },
  };
}

/** The configured senders: SMTP when SMTP_URL is set, else .eml files; no SMS provider unless one is plugged in. */
export function configuredSenders(): Senders {
  const smtpUrl = process.env.SMTP_URL;
  return {
    // A socket timeout well inside the delivery lease (deliver.ts), so a hung server cannot outlive a claim.
    mail: smtpUrl ? nodemailer.createTransport({ url: smtpUrl, socketTimeout: 60_000 }) : emlFileTransport(),
    sms: null,
    from: process.env.MAIL_FROM || "LawnLink <no-reply@lawnlink.local>",
  };
}
