import { pageNumber } from "@/components/provider/pager";
import { LoadError } from "@/components/ui/load-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/log/logger";
import { JobGrid, OwnJobsSection, jobPage, ownJobs, type Params } from "./shared";

/** Completed: the provider's finished jobs, newest first. */
export async function CompletedJobsTab({ params, user }: { params: Params; user: SessionUser }) {
  const page = pageNumber(params.page);
  let result: Awaited<ReturnType<typeof jobPage>>;
  try {
    result = await jobPage(ownJobs(user, "completed", page), user);
  } catch (error) {
    logger.error({ err: error }, "Failed to load completed jobs");
    return <LoadError message="Failed to load jobs. Please try again." />;
  }
  return (
    <OwnJobsSection list="completed" total={result.total} params={params} page={page}>
      <JobGrid jobs={result.jobs} viewer={user} />
    </OwnJobsSection>
  );
}
