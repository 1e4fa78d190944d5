import type { Role } from "@/lib/generated/prisma/enums";

// Where a notification about a job takes its reader; free of server imports so the screens build the same links.
// The owner's job lives in My Lawns, a provider's on the provider dashboard; `job` opens its drawer.
export function jobPath(jobId: string, role: Role): string {
  return `${role === "provider" ? "/dashboard/provider" : "/dashboard"}?job=${encodeURIComponent(jobId)}`;
}
