import "server-only";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { jobTransitions, type JobAction } from "./status";

type Tx = Prisma.TransactionClient;

export type JobTransition = {
  jobId: string;
  action: JobAction;
  /** Who may make the change, as a WHERE clause (e.g. `{ ownerId }`), checked in the same statement. */
  party: Prisma.JobWhereInput;
  /** Any other precondition (e.g. `{ priceType: "fixed" }`). */
  require?: Prisma.JobWhereInput;
  data?: Prisma.JobUncheckedUpdateManyInput;
  /** Explains a refusal once the job is known: 403 not a party, 409/422 wrong state. */
  explain: (job: Job, tx: Tx) => AppError | Promise<AppError>;
};

/**
 * One conditional UPDATE: the status rule, the party and the precondition are its WHERE clause, so of two
 * racing requests exactly one matches, and the winner gets the updated job back. Only on a miss does it read
 * the job, to say why.
 */
export async function transitionJob(t: JobTransition, tx: Tx = db): Promise<Job> {
  const rule = jobTransitions[t.action];
  const [updated] = await tx.job.updateManyAndReturn({
    where: { AND: [{ id: t.jobId, status: { in: [...rule.from] } }, t.party, t.require ?? {}] },
    data: { ...t.data, status: rule.to },
  });
  if (updated) return updated;
  const job = await tx.job.findUnique({ where: { id: t.jobId } });
  if (!job) throw new AppError("job_not_found", "Job not found");
  throw await t.explain(job, tx);
}
