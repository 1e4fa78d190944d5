import "server-only";
import type { Role } from "@/lib/generated/prisma/enums";
import { appUrl } from "./app-url";
import { jobPath } from "./links";
import { unsubscribePostUrl, unsubscribeUrl } from "./unsubscribe";

type Recipient = { id: string; role: Role };
type Content = { title: string; body: string; jobId: string | null };

export type RenderedEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * A notification as an email: a plain-text part and an HTML part with the same words, a link to the job, and an
 * unsubscribe link. List-Unsubscribe(-Post) lets mail clients offer RFC 8058 one-click unsubscribe (a POST).
 */
export function renderEmail(recipient: Recipient, content: Content): RenderedEmail {
  const jobUrl = content.jobId ? appUrl(jobPath(content.jobId, recipient.role)) : appUrl("/");
  const unsubscribe = unsubscribeUrl(recipient.id);
  const footer = "You receive this because email notifications are on in your LawnLink profile.";
  const text = [
    content.body,
    "",
    `Open it in LawnLink: ${jobUrl}`,
    "",
    "--",
    footer,
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(content.body)}</p>`,
    `<p><a href="${escapeHtml(jobUrl)}">Open it in LawnLink</a></p>`,
    `<hr><p style="color:#555;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
  ].join("\n");
  return {
    subject: content.title,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribePostUrl(recipient.id)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A notification as a text message: short, with the link. */
export function renderSms(recipient: Recipient, content: Content): string {
  const link = content.jobId ? ` ${appUrl(jobPath(content.jobId, recipient.role))}` : "";
  return `LawnLink: ${content.body}${link}`;
}
