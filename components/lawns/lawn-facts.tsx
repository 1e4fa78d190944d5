import type { ReactNode } from "react";
import { Star } from "lucide-react";
import { AddressIcon } from "@/components/addresses/address-icon";
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
          {lawn.address_label && <AddressIcon label={lawn.address_label} className="mt-0.5 size-4 shrink-0 text-primary" />}
          <span className="min-w-0 break-words">
            {lawn.address_label && <span className="font-medium">{lawn.address_label}: </span>}
            {lawn.full_address || lawn.location}
          </span>
        </span>
      </Fact>
      <Fact term="Provider">
        {lawn.provider_name ? (
          <span className="flex items-center gap-1.5 font-medium">
            {lawn.provider_name}
            {lawn.provider_rating !== null && (
              <>
                <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden />
                <span aria-hidden>{lawn.provider_rating.toFixed(1)}</span>
                <span className="sr-only">rated {lawn.provider_rating.toFixed(1)} out of 5</span>
              </>
            )}
          </span>
        ) : (
          <span className="text-muted-foreground">Not assigned yet</span>
        )}
      </Fact>
    </dl>
  );
}
