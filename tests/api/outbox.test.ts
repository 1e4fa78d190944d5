import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { db } from "@/lib/db/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { unsubscribeState, unsubscribeToken } from "@/lib/notifications/unsubscribe";
import {
  deliverDueMessages,
  deliverOutboxMessage,
  MAX_ATTEMPTS,
  NO_SMS_PROVIDER,
  retryDelayMs,
} from "@/lib/outbox/deliver";
import { outboxTask } from "@/lib/outbox/outbox-task";
import { emlFileTransport, type Senders, type SmsSender } from "@/lib/outbox/senders";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { recordingTransport } from "../support/mail";
import { createUser } from "../support/users";

const FROM = "LawnLink <no-reply@lawnlink.test>";

/** A user with one notification (a claim of their lawn) and its outbox rows; email only unless `sms`. */
async function notified({ sms = false } = {}) {
  const owner = await createUser("homeowner", "Olivia Owner");
  await db.user.update({ where: { id: owner.id }, data: { notifySms: sms } });
  const job = await createJob(owner.id, { title: "Front yard" });
  await db.$transaction((tx) => notify(tx, [notificationOf.jobClaimed(job, "Pat Provider")]));
  const rows = await db.outboxMessage.findMany({ where: { notification: { userId: owner.id } } });
  return {
    owner,
    job,
    email: rows.find((row) => row.channel === "email")!,
    sms: rows.find((row) => row.channel === "sms"),
  };
}

const row = (id: string) => db.outboxMessage.findUniqueOrThrow({ where: { id } });
const senders = (mail: Senders["mail"], sms: SmsSender | null = null): Senders => ({ mail, sms, from: FROM });

describe("delivering the outbox", () => {
  it("writes each email as an .eml file under DATA_DIR/mail/ without SMTP_URL, with a plain-text part and an unsubscribe link", async () => {
    const { owner, email } = await notified();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-mail-"));
    expect(await deliverOutboxMessage(email.id, senders(emlFileTransport(dir)))).toBe("sent");
    const [file] = fs.readdirSync(dir);
    expect(file).toBe(`${email.id}@lawnlink.outbox.eml`);
    // Headers unfolded, and the body's quoted-printable decoded: what a mail client shows.
    const [head, body] = fs.readFileSync(path.join(dir, file), "utf8").split(/\r?\n\r?\n(.*)/s);
    const headers = head.replace(/\r?\n[ \t]+/g, " ");
    const text = Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/g, "%25"),
      "utf8",
    ).toString();
    const decoded = decodeURIComponent(text);
    expect(headers).toContain(`To: ${owner.email}`);
    expect(headers).toContain("Subject: Your lawn was claimed");
    expect(headers).toContain(
      `List-Unsubscribe: <http://localhost:${process.env.PORT || 3000}/api/unsubscribe?token=${unsubscribeToken(owner.id)}>`,
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(decoded).toContain("Content-Type: text/plain");
    expect(decoded).toContain("Content-Type: text/html");
    expect(decoded).toContain("Pat Provider claimed “Front yard”.");
    expect(decoded).toContain(
      `Unsubscribe: http://localhost:${process.env.PORT || 3000}/unsubscribe?token=${unsubscribeToken(owner.id)}`,
    );
    expect(await row(email.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect((await row(email.id)).sentAt).not.toBeNull();
    // Sent is final: another attempt finds nothing to do.
    expect(await deliverOutboxMessage(email.id, senders(emlFileTransport(dir)))).toBe("not_due");
  });

  it("the periodic task on the embedded database delivers what is due into DATA_DIR/mail/", async () => {
    const { email } = await notified();
    await outboxTask.run(new Date());
    expect(await row(email.id)).toMatchObject({ status: "sent" });
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "mail", `${email.id}@lawnlink.outbox.eml`))).toBe(true);
  });

  it("retries a failing transport with exponential backoff, then sends once", async () => {
    const { email } = await notified();
    const mail = recordingTransport({ failures: 2 });
    const t0 = new Date("2026-11-23T10:00:00Z");
    await db.outboxMessage.update({ where: { id: email.id }, data: { nextAttemptAt: t0 } });
    const at = (ms: number) => new Date(t0.getTime() + ms);

    expect(await deliverOutboxMessage(email.id, senders(mail.transport), t0)).toBe("retry");
    expect(await row(email.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      nextAttemptAt: at(retryDelayMs(1)),
    });
    // Not due before its backoff has passed.
    expect(await deliverDueMessages(senders(mail.transport), at(retryDelayMs(1) - 1000))).toEqual([]);
    expect(await deliverDueMessages(senders(mail.transport), at(retryDelayMs(1)))).toEqual(["retry"]);
    const second = await row(email.id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt).toEqual(at(retryDelayMs(1) + retryDelayMs(2)));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await deliverDueMessages(senders(mail.transport), second.nextAttemptAt)).toEqual(["sent"]);
    expect(mail.calls()).toBe(3);
    expect(mail.sent).toHaveLength(1);
    expect(await row(email.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("gives up after the last attempt and records the error", async () => {
    const { email } = await notified();
    const mail = recordingTransport({ failures: MAX_ATTEMPTS });
    let now = new Date("2026-11-23T10:00:00Z");
    await db.outboxMessage.update({ where: { id: email.id }, data: { nextAttemptAt: now } });
    const outcomes = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(await deliverOutboxMessage(email.id, senders(mail.transport), now));
      now = (await row(email.id)).nextAttemptAt;
    }
    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill("retry"), "failed"]);
    expect(await row(email.id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(await deliverOutboxMessage(email.id, senders(mail.transport), new Date(now.getTime() + 86_400_000))).toBe(
      "not_due",
    );
  });

  it("takes a claim back from a worker that died mid-send once its lease has run out", async () => {
    const { email } = await notified();
    const mail = recordingTransport();
    const now = new Date();
    await db.outboxMessage.update({
      where: { id: email.id },
      data: { status: "sending", attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) },
    });
    expect(await deliverOutboxMessage(email.id, senders(mail.transport), now)).toBe("not_due");
    expect(await deliverOutboxMessage(email.id, senders(mail.transport), new Date(now.getTime() + 61_000))).toBe(
      "sent",
    );
    expect(mail.sent).toHaveLength(1);
  });

  it("records an SMS as not sent when no SMS provider is configured, and sends it through a plugged-in SmsSender", async () => {
    const first = await notified({ sms: true });
    expect(first.sms).toMatchObject({ recipient: "555-010-2000", status: "pending" });
    expect(await deliverOutboxMessage(first.sms!.id, senders(recordingTransport().transport))).toBe("not_sent");
    expect(await row(first.sms!.id)).toMatchObject({ status: "not_sent", lastError: NO_SMS_PROVIDER, sentAt: null });

    const texts: { id: string; to: string; text: string }[] = [];
    const provider: SmsSender = { send: async (message) => void texts.push(message) };
    const second = await notified({ sms: true });
    expect(await deliverOutboxMessage(second.sms!.id, senders(recordingTransport().transport, provider))).toBe("sent");
    const link = new URL(`/dashboard?job=${second.job.id}`, `http://localhost:${process.env.PORT || 3000}`);
    expect(texts).toEqual([
      { id: second.sms!.id, to: "555-010-2000", text: `LawnLink: Pat Provider claimed “Front yard”. ${link}` },
    ]);
  });

  it("sends each message once when deliveries race on the same rows", async () => {
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push((await notified()).email);
    const mail = recordingTransport();
    const outcomes = await Promise.all(
      rows.flatMap((r) => [1, 2, 3].map(() => deliverOutboxMessage(r.id, senders(mail.transport)))),
    );
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(5);
    expect(mail.sent.map((s) => s.mail.to).sort()).toEqual(rows.map((r) => r.recipient).sort());
  });
});

describe("unsubscribing from email", () => {
  const post = (token: string) =>
    call(unsubscribe, {
      path: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("turns the email preference off with a POST (the page's button or one-click), and only for a genuine token", async () => {
    const { owner } = await notified();
    const token = unsubscribeToken(owner.id);
    // Looking at the confirmation page changes nothing.
    expect(await unsubscribeState(token)).toEqual({ email: owner.email, emailOn: true });
    expect(await unsubscribeState(token)).toEqual({ email: owner.email, emailOn: true });

    const res = await post(token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/unsubscribe?done=1&token=${encodeURIComponent(token)}`);
    const prefs = await call<{ notification_preferences: unknown }>(profile, { method: "GET", token: owner.token });
    expect(prefs.body.notification_preferences).toEqual({ email: false, sms: false });
    expect((await post(token)).status).toBe(303); // idempotent

    // No email is written for later notifications.
    const job = await createJob(owner.id);
    await db.$transaction((tx) => notify(tx, [notificationOf.jobStarted(job, "Pat Provider")]));
    expect(await db.outboxMessage.count({ where: { notification: { userId: owner.id, type: "job_started" } } })).toBe(
      0,
    );
  });

  it("refuses forged, tampered and malformed tokens (400), changing nothing", async () => {
    const { owner } = await notified();
    const victim = await createUser();
    const [, mySignature] = unsubscribeToken(owner.id).split(".");
    for (const token of [
      `${victim.id}.${mySignature}`,
      `${victim.id}.`,
      victim.id,
      "x.y",
      `${victim.id}.${mySignature}.extra`,
    ]) {
      expect((await post(token)).status, token).toBe(400);
      expect(await unsubscribeState(token)).toBeNull();
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: victim.id } })).notifyEmail).toBe(true);
  });
});
