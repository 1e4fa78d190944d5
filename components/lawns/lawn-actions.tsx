"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { JobDetailDrawer } from "@/components/jobs/job-detail-drawer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";

/** A lawn card's buttons on 'My Lawns': details, bids (auctions), and Edit and Cancel while the lawn is open. */
export function LawnActions({ lawn }: { lawn: JobDto }) {
  const router = useRouter();
  const [panel, setPanel] = useState<"details" | "bids" | "edit" | "cancel" | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (open: boolean) => !open && !busy && setPanel(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get("title") ?? "").trim();
    if (!title) return toast.error("Title is required");
    const price = String(data.get("price") ?? "").trim();
    setBusy(true);
    try {
      await apiFetch(`/api/lawns/${lawn.id}`, {
        method: "PATCH",
        fallbackError: "Failed to update lawn posting",
        json: { title, description: String(data.get("description") ?? ""), area: String(data.get("area") ?? ""), price_estimate: price === "" ? null : Number(price) },
      });
      toast.success("Lawn posting updated");
      setPanel(null);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      await apiFetch(`/api/lawns/${lawn.id}/cancel`, { method: "POST", fallbackError: "Failed to cancel lawn posting" });
      toast.success("Lawn posting cancelled");
      setPanel(null);
      router.refresh();
    } catch (error) {
      toast.error("Failed to cancel lawn posting", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const isOpen = lawn.status === "open";
  return (
    <div className="col-span-2 grid grid-cols-2 gap-2">
      <Button variant="outline" onClick={() => setPanel("details")} aria-label={`View details of ${lawn.title}`}>
        View Details
      </Button>
      {lawn.price_type === "auction" ? (
        <Button variant="secondary" onClick={() => setPanel("bids")}>
          Review Bids
        </Button>
      ) : (
        <span />
      )}
      {isOpen && (
        <>
          <Button variant="outline" onClick={() => setPanel("edit")}>
            Edit
          </Button>
          <Button variant="destructive" onClick={() => setPanel("cancel")}>
            Cancel
          </Button>
        </>
      )}
      <JobDetailDrawer job={lawn} open={panel === "details"} onOpenChange={close} />
      {lawn.price_type === "auction" && <BidDrawer job={lawn} open={panel === "bids"} onOpenChange={close} />}
      <Dialog open={panel === "edit"} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Lawn</DialogTitle>
            <DialogDescription>Change the details of your open posting.</DialogDescription>
          </DialogHeader>
          <form onSubmit={save} className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`edit-title-${lawn.id}`}>Title</Label>
              <Input id={`edit-title-${lawn.id}`} name="title" defaultValue={lawn.title} maxLength={120} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`edit-description-${lawn.id}`}>Description</Label>
              <Textarea id={`edit-description-${lawn.id}`} name="description" rows={4} defaultValue={lawn.description} maxLength={5000} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`edit-area-${lawn.id}`}>Area</Label>
              <Input id={`edit-area-${lawn.id}`} name="area" defaultValue={lawn.area} maxLength={100} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`edit-price-${lawn.id}`}>{lawn.price_type === "auction" ? "Starting Price" : "Price"} (Optional)</Label>
              <Input id={`edit-price-${lawn.id}`} name="price" type="number" min={0} step={5} defaultValue={lawn.price_estimate ?? ""} />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {busy ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={panel === "cancel"} onOpenChange={close}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Cancel lawn posting</DialogTitle>
            <DialogDescription>Are you sure you want to cancel this lawn posting?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPanel(null)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={cancel} disabled={busy}>
              Cancel Posting
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
