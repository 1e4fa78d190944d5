import type { JobDto } from "@/lib/jobs/dto";
import { formatDate } from "./format";

type ClaimEvent = NonNullable<JobDto["claim_history"]>[number];

/** "Pat Provider released the job on Nov 23, 2026" or "Your claim lapsed on …" (not started in time). */
export function claimEventText(event: ClaimEvent, viewerId: string | null) {
  const who = event.provider_id === viewerId ? "You" : event.provider_name;
  const what =
    event.kind === "released"
      ? `${who} released the job`
      : `${event.provider_id === viewerId ? "Your" : `${event.provider_name}'s`} claim lapsed (not started in time)`;
  return `${what} on ${formatDate(event.at)}`;
}

/** Claims on this job that ended without the work (the owner sees all; a provider their own), newest first. */
export function ClaimHistory({ events, viewerId }: { events: ClaimEvent[]; viewerId: string | null }) {
  return (
    <section aria-label="Claim history" className="grid gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm">
      <h3 className="font-semibold">Claim history</h3>
      <ul className="grid gap-1 text-muted-foreground">
        {events.map((event) => (
          <li key={`${event.provider_id}-${event.at}`}>{claimEventText(event, viewerId)}</li>
        ))}
      </ul>
    </section>
  );
}
