import "server-only";
import { areSeparated } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { violatesConstraint } from "@/lib/db/violates-constraint";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReportSubjectType } from "./schemas";
import type { reportInputSchema } from "./schemas";
import type { z } from "zod";

/** The partial unique index of the migration reports: one open report per reporter and subject. */
const ONE_OPEN_REPORT = "partial_report_one_open_per_subject";

type Reporter = { id: string; operator?: boolean };

/**
 * Who wrote or owns a subject the reporter can see, or null when there is none they can see: a job that is not hidden
 * from them, a message in a conversation they are party to, a published review that stands, an account not suspended.
 */
async function visibleSubjectOwner(type: ReportSubjectType, id: string, reporter: Reporter): Promise<string | null> {
  switch (type) {
    case "job": {
      const job = await db.job.findUnique({
        where: { id },
        select: { ownerId: true, providerId: true, hiddenAt: true },
      });
      if (!job) return null;
      const party = job.ownerId === reporter.id || job.providerId === reporter.id;
      if (job.hiddenAt && !party && !reporter.operator) return null;
      // A block hides the owner's postings from the other side as if they did not exist (lib/blocks/separation.ts).
      return party || !(await areSeparated(reporter.id, job.ownerId)) ? job.ownerId : null;
    }
    case "message": {
      const message = await db.message.findFirst({
        where: { id, thread: { OR: [{ providerId: reporter.id }, { job: { ownerId: reporter.id } }] } },
        select: { senderId: true, thread: { select: { job: { select: { ownerId: true, providerId: true } } } } },
      });
      if (!message) return null;
      // A provider whom a block separates from the owner no longer sees the conversation, unless hired.
      const { job } = message.thread;
      const seen = job.ownerId === reporter.id || job.providerId === reporter.id;
      return seen || !(await areSeparated(reporter.id, job.ownerId)) ? message.senderId : null;
    }
    case "review": {
      const review = await db.review.findFirst({
        where: { id, removedAt: null, OR: [{ publishedAt: { not: null } }, { authorId: reporter.id }] },
        select: { authorId: true },
      });
      return review?.authorId ?? null;
    }
    case "user": {
      const user = await db.user.findFirst({ where: { id, suspendedAt: null }, select: { id: true } });
      return user?.id ?? null;
    }
  }
}

/**
 * A signed-in user reports a job, message, review or user to the operators. The subject must be one the reporter can
 * see (else 404, as for one that does not exist) and not their own. One open report per reporter and subject: the
 * partial unique index decides, so two reports sent at once give one report and one 409.
 */
export async function createReport({
  reporter,
  input,
  now = new Date(),
}: {
  reporter: Reporter;
  input: z.output<typeof reportInputSchema>;
  now?: Date;
}) {
  const ownerId = await visibleSubjectOwner(input.subject_type, input.subject_id, reporter);
  if (ownerId === null) throw new AppError("report_subject_not_found", `No such ${input.subject_type} to report`);
  if (ownerId === reporter.id)
    throw new AppError("report_own_subject", `You cannot report your own ${input.subject_type}`);
  try {
    return await db.report.create({
      data: {
        reporterId: reporter.id,
        subjectType: input.subject_type,
        subjectId: input.subject_id,
        reason: input.reason,
        note: input.note,
        createdAt: now,
      },
    });
  } catch (error) {
    const duplicate = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
    if (duplicate || violatesConstraint(error, ONE_OPEN_REPORT))
      throw new AppError(
        "report_exists",
        `You have already reported this ${input.subject_type}; our team will review it`,
      );
    throw error;
  }
}
