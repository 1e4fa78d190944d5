import { route } from "@/lib/http/route";
import { listJobs } from "@/lib/jobs/list-jobs";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

export const GET = route({ access: "public", query: jobListQuerySchema }, ({ query, user }) => listJobs(query, user));
