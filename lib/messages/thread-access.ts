import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { areSeparated } from "@/lib/blocks/separation";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { JobStatus } from "@/lib/generated/prisma/enums";

type JobParties = { ownerId: string; providerId: string | null; status: JobStatus };
type Viewer = Pick<SessionUser, "id" | "role">;

export type ThreadAccess = {
  /** The provider side of the conversation the viewer is looking at. */
  providerId: string;
  canWrite: boolean;
  /** Before a hire contact details are masked (SPEC §2: they are shared once the job is claimed). */
  masked: boolean;
};

/** Conversations are started by providers on open jobs; a closed, unassigned job (cancelled) takes no more messages. */
const takesQuestions = (job: JobParties) => job.status === "open";

/**
 * Which conversation about a job the viewer may open, and whether they may write in it. Before a hire each
 * provider has their own thread with the owner; after it, only the owner and the assigned provider talk (the
 * owner may still read the threads of before). Nobody else reads a thread: 403.
 */
export function threadAccess(job: JobParties, viewer: Viewer, requestedProviderId: string | undefined): ThreadAccess {
  // A direct request's provider is asked, not yet hired.
  const masked = job.providerId === null || job.status === "offered";
  if (viewer.id === job.ownerId) {
    const providerId = requestedProviderId ?? job.providerId;
    if (!providerId)
      throw new AppError("provider_id_required", "provider_id: choose the provider whose conversation to open");
    const canWrite = job.providerId ? providerId === job.providerId : takesQuestions(job);
    return { providerId, canWrite, masked };
  }
  if (viewer.role !== "provider")
    throw new AppError("messages_forbidden", "Only the job's owner and providers can message about a job");
  if (requestedProviderId && requestedProviderId !== viewer.id)
    throw new AppError("messages_forbidden", "You can only read your own conversations");
  if (job.providerId && job.providerId !== viewer.id)
    throw new AppError("messages_forbidden", "This job was given to another provider");
  return { providerId: viewer.id, canWrite: job.providerId === viewer.id || takesQuestions(job), masked };
}

/**
 * Whether a block between the owner and the thread's provider closes the thread: it does unless that provider is
 * the one hired, whose work goes on (lib/blocks/separation.ts).
 */
export async function blockedThread(
  job: Pick<JobParties, "ownerId" | "providerId">,
  providerId: string,
  client?: Pick<Prisma.TransactionClient, "$queryRaw">,
): Promise<boolean> {
  return job.providerId !== providerId && areSeparated(job.ownerId, providerId, client);
}
