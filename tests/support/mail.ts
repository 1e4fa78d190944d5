import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { MailTransport } from "@/lib/outbox/senders";

/**
 * A mail transport for tests: nodemailer's own stream transport (it builds the real MIME message), counting what
 * it was asked to send and failing the first `failures` calls the way an unreachable SMTP server would.
 */
export function recordingTransport({ failures = 0 } = {}) {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const sent: { mail: Mail.Options; raw: string }[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async sendMail(mail) {
      calls++;
      if (calls <= failures) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      const info = await stream.sendMail(mail);
      sent.push({ mail, raw: (info.message as Buffer).toString("utf8") });
      return info;
    },
  };
  return { transport, sent, calls: () => calls };
}
