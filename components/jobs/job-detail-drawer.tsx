"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { JobDto } from "@/lib/jobs/dto";
import { formatDate, formatPrice, STATUS_LABEL } from "./format";
import { useClaimJob } from "./use-claim-job";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 border-b py-2 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** SPEC §2 'Job detail drawer'. The homeowner's email and phone come only when the server sends them (parties only). */
export function JobDetailDrawer({ job, open, onOpenChange }: { job: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const { claim, claiming } = useClaimJob(job.id);
  const canClaim = job.status === "open" && job.price_type === "fixed";
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{job.title}</SheetTitle>
          <SheetDescription>Posted {formatDate(job.created_at)}</SheetDescription>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{STATUS_LABEL[job.status]}</Badge>
            {job.price_type === "auction" && <Badge className="bg-purple-700 text-white">Auction</Badge>}
          </div>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-6">
          {job.description && <p className="text-sm whitespace-pre-line">{job.description}</p>}
          <dl>
            <Row label="Location">{job.full_address || job.location}</Row>
            {job.area && <Row label="Area">{job.area}</Row>}
            <Row label={job.price_type === "auction" ? "Starting price" : "Price"}>{formatPrice(job.price_estimate)}</Row>
            {job.agreed_price !== null && <Row label="Agreed price">{formatPrice(job.agreed_price)}</Row>}
            <Row label="Homeowner">
              {job.owner_name}
              {job.owner_rating !== null && ` (${job.owner_rating.toFixed(1)} ★)`}
            </Row>
            {job.owner_email && <Row label="Email">{job.owner_email}</Row>}
            {job.owner_phone && <Row label="Phone">{job.owner_phone}</Row>}
            <Row label="Provider">{job.provider_name ?? "Not assigned yet"}</Row>
          </dl>
          {canClaim && (
            <Button onClick={claim} disabled={claiming}>
              {claiming ? "Claiming..." : "Claim Job"}
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
