import { z } from "zod";
import { route } from "@/lib/http/route";
import { unreadMessagesByJob } from "@/lib/messages/unread-by-job";

// Which of the caller's jobs have unread messages, for the marks on job cards and in My Lawns.
export const GET = route(
  {
    access: "user",
    response: z.object({ jobs: z.array(z.object({ job_id: z.string(), unread_count: z.number().int() })) }),
    summary: "Your jobs with unread messages",
  },
  async ({ user }) => ({
    jobs: (await unreadMessagesByJob(user.id)).map(({ jobId, unread }) => ({ job_id: jobId, unread_count: unread })),
  }),
);
