import type { ReactNode } from "react";
import { AddressIcon } from "@/components/addresses/address-icon";
import { claimEventText } from "@/components/jobs/claim-history";
import { AssignedProvider } from "@/components/jobs/assigned-provider";
import type { JobDto } from "@/lib/jobs/dto";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** What the owner follows on a lawn card (its status is the card's badge): which of their addresses it is at, and who is doing it. */
export function LawnFacts({ lawn }: { lawn: JobDto }) {
  return (
    <dl className="col-span-2 grid gap-1.5 border-b pb-3 text-sm">
      <Fact term="Address">
        <span className="flex items-start gap-1.5">
          {lawn.address_label && (
            <AddressIcon label={lawn.address_label} className="mt-0.5 size-4 shrink-0 text-primary" />
          )}
          <span className="min-w-0 break-words">
            {lawn.address_label && <span className="font-medium">{lawn.address_label}: </span>}
            {lawn.full_address || lawn.location}
          </span>
        </span>
      </Fact>
      <Fact term="Provider">
        <AssignedProvider job={lawn} className="gap-x-1.5 font-medium" />
      </Fact>
      {/* A claim that ended without the work and left the lawn open again: the latest one. */}
      {lawn.status === "open" && lawn.claim_history?.[0] && (
        <Fact term="Claim">
          <span className="text-muted-foreground">{claimEventText(lawn.claim_history[0], null)}</span>
        </Fact>
      )}
    </dl>
  );
}
