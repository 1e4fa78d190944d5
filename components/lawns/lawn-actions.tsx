"use client";

import { useState } from "react";
import { Eye, Gavel, Pencil, X } from "lucide-react";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { JobDetailDrawer } from "@/components/jobs/job-detail-drawer";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";
import { CancelLawnDialog } from "./cancel-lawn-dialog";
import { EditLawnDialog } from "./edit-lawn-dialog";

/** A lawn card's buttons on 'My Lawns': details, bids (auctions), and Edit and Cancel while the lawn is open (SPEC §2). */
export function LawnActions({ lawn }: { lawn: JobDto }) {
  const [panel, setPanel] = useState<"details" | "bids" | "edit" | "cancel" | null>(null);
  const onOpenChange = (open: boolean) => !open && setPanel(null);
  const isAuction = lawn.price_type === "auction";
  return (
    <div className="col-span-2 grid grid-cols-2 gap-2">
      <Button variant="outline" className={cn(!isAuction && "col-span-2")} onClick={() => setPanel("details")}>
        <Eye aria-hidden />
        View Details
      </Button>
      {isAuction && (
        <Button variant="secondary" onClick={() => setPanel("bids")}>
          <Gavel aria-hidden />
          Review Bids
        </Button>
      )}
      {lawn.status === "open" && (
        <>
          <Button variant="outline" onClick={() => setPanel("edit")}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setPanel("cancel")}>
            <X aria-hidden />
            Cancel
          </Button>
          <EditLawnDialog lawn={lawn} open={panel === "edit"} onOpenChange={onOpenChange} />
          <CancelLawnDialog lawn={lawn} open={panel === "cancel"} onOpenChange={onOpenChange} />
        </>
      )}
      <JobDetailDrawer job={lawn} open={panel === "details"} onOpenChange={onOpenChange} />
      {isAuction && <BidDrawer job={lawn} open={panel === "bids"} onOpenChange={onOpenChange} />}
    </div>
  );
}
