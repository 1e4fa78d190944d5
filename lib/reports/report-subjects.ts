import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReportSubjectType } from "./schemas";

type Person = { id: string; fullName: string };

/** A reported thing as an operator reads it, and whom acting on it concerns. */
export type ReportSubject = {
  title: string;
  text: string;
  concernedUser: Person;
  actedOn: boolean;
  jobId: string | null;
};

type Client = Prisma.TransactionClient | typeof db;
type Ref = { subjectType: ReportSubjectType; subjectId: string };

const person = { select: { id: true, fullName: true } } as const;

/** The subjects of some reports, by "type:id"; a subject deleted since is absent. One query per kind of subject. */
export async function loadReportSubjects(refs: Ref[], client: Client = db): Promise<Map<string, ReportSubject>> {
  const ids = (type: ReportSubjectType) => [
    ...new Set(refs.filter((r) => r.subjectType === type).map((r) => r.subjectId)),
  ];
  const [jobs, messages, reviews, users] = await Promise.all([
    client.job.findMany({
      where: { id: { in: ids("job") } },
      select: { id: true, title: true, description: true, hiddenAt: true, owner: person },
    }),
    client.message.findMany({
      where: { id: { in: ids("message") } },
      select: {
        id: true,
        body: true,
        sender: person,
        thread: { select: { job: { select: { id: true, title: true } } } },
      },
    }),
    client.review.findMany({
      where: { id: { in: ids("review") } },
      select: {
        id: true,
        rating: true,
        comment: true,
        removedAt: true,
        author: person,
        subject: { select: { fullName: true } },
        job: { select: { id: true } },
      },
    }),
    client.user.findMany({
      where: { id: { in: ids("user") } },
      select: { id: true, fullName: true, email: true, bio: true, role: true, suspendedAt: true },
    }),
  ]);
  const subjects = new Map<string, ReportSubject>();
  for (const job of jobs)
    subjects.set(`job:${job.id}`, {
      title: `Job “${job.title}”`,
      text: job.description,
      concernedUser: job.owner,
      actedOn: job.hiddenAt !== null,
      jobId: job.id,
    });
  for (const message of messages)
    subjects.set(`message:${message.id}`, {
      title: `Message from ${message.sender.fullName} about “${message.thread.job.title}”`,
      text: message.body,
      concernedUser: message.sender,
      actedOn: false,
      jobId: message.thread.job.id,
    });
  for (const review of reviews)
    subjects.set(`review:${review.id}`, {
      title: `${review.rating}-star review of ${review.subject.fullName} by ${review.author.fullName}`,
      text: review.comment,
      concernedUser: review.author,
      actedOn: review.removedAt !== null,
      jobId: review.job.id,
    });
  for (const user of users)
    subjects.set(`user:${user.id}`, {
      title: `${user.role === "provider" ? "Provider" : "Homeowner"} ${user.fullName} (${user.email})`,
      text: user.bio,
      concernedUser: user,
      actedOn: user.suspendedAt !== null,
      jobId: null,
    });
  return subjects;
}

export const subjectKey = (ref: Ref) => `${ref.subjectType}:${ref.subjectId}`;
