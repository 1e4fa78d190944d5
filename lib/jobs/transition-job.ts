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
  explain: (job: Job) => AppError;
};

/**
 * One conditional UPDATE: the status rule, the party and the precondition are its WHERE clause, so of two
 * racing requests exactly one matches. Only on a miss does it read the job, to say why.
 */
export async function transitionJob(t: JobTransition, tx: Tx = db): Promise<void> {
  const rule = jobTransitions[t.action];
  const { count } = await tx.job.updateMany({
    where: { AND: [{ id: t.jobId, status: { in: [...rule.from] } }, t.party, t.require ?? {}] },
    data: { ...t.data, status: rule.to },
  });
  if (count === 1) return;
  const job = await tx.job.findUnique({ where: { id: t.jobId } });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  throw t.explain(job);
}
