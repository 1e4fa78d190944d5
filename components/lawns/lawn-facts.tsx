import type { ReactNode } from "react";
import { Star } from "lucide-react";
import { AddressIcon } from "@/components/addresses/address-icon";
import { STATUS_LABEL } from "@/components/jobs/format";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";

// Where a lawn stands, at a glance: waiting (open), someone on it (claimed, in progress), done, or withdrawn.
const STATUS_CLASS: Record<JobDto["status"], string> = {
  open: "bg-green-100 text-green-900",
  claimed: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-950",
  completed: "bg-emerald-700 text-white",
  cancelled: "bg-muted text-muted-foreground",
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** What the owner follows on a lawn card: its status, which of their addresses it is at, and who is doing it. */
export function LawnFacts({ lawn }: { lawn: JobDto }) {
  return (
    <dl className="col-span-2 grid gap-1.5 border-b pb-3 text-sm">
      <Fact term="Status">
        <Badge className={cn("border-transparent", STATUS_CLASS[lawn.status])}>{STATUS_LABEL[lawn.status]}</Badge>
      </Fact>
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
