import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { Job } from "@/lib/generated/prisma/client";
import { instantSchema } from "@/lib/validations/common";

// Where a direct request (lib/jobs/direct-request.ts) stands, as the rules and the DTO read it. Free of the database:
// the job DTO (and whatever imports it) loads it.

export type RequestColumns = Pick<Job, "offerExpiresAt" | "offerDeclinedAt" | "offerLapsedAt">;

export type RequestAnswer = "pending" | "declined" | "lapsed";

/** Where a direct request stands: lapsed from its deadline on, even before the sweep has marked it. */
export function requestAnswer(job: RequestColumns, now: Date): RequestAnswer {
  if (job.offerDeclinedAt) return "declined";
  if (job.offerLapsedAt || (job.offerExpiresAt && job.offerExpiresAt <= now)) return "lapsed";
  return "pending";
}

export const directRequestDtoSchema = z
  .object({
    answer: z.enum(["pending", "declined", "lapsed"]),
    answer_by: instantSchema,
  })
  .meta({ id: "DirectRequest", description: "A request to one provider (status 'offered'), for its parties" });

/** The request as its parties see it; null for any other posting. */
export function toDirectRequestDto(job: Job, now: Date): z.infer<typeof directRequestDtoSchema> | null {
  if (job.status !== "offered" || !job.offerExpiresAt) return null;
  return { answer: requestAnswer(job, now), answer_by: job.offerExpiresAt.toISOString() };
}

/** Refuses a step on a request no longer waiting for its provider (declined, or past its deadline). */
export function assertRequestPending(job: Job, now: Date): void {
  const answer = requestAnswer(job, now);
  if (answer === "declined") throw new AppError("request_closed", "This request was declined");
  if (answer === "lapsed") throw new AppError("request_closed", "This request has lapsed: it was not answered in time");
}
