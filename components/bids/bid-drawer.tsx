"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { formatDate, formatMoney } from "@/components/jobs/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import type { BidDto } from "@/lib/bids/dto";
import { apiFetch } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";

async function fetchBids(jobId: string): Promise<BidDto[]> {
  const { bids } = await apiFetch<{ bids: BidDto[] }>(`/api/jobs/${jobId}/bids`, { fallbackError: "Failed to fetch bids" });
  return bids;
}

const byAmount = (a: BidDto, b: BidDto) => a.amount - b.amount;
const eta = (days: number) => (days === 0 ? "Same day" : `${days} ${days === 1 ? "day" : "days"}`);

const STATUS_BADGE: Partial<Record<BidDto["status"], { label: string; className: string }>> = {
  accepted: { label: "Accepted", className: "bg-green-700 text-white" },
  retracted: { label: "Retracted", className: "bg-muted text-muted-foreground" },
  expired: { label: "Expired", className: "bg-muted text-muted-foreground" },
};

/** SPEC §2 'Bid drawer': 'Review Bids' for the job's owner (Accept), 'Place Your Bid' for everyone else. */
export function BidDrawer({ job, open, onOpenChange }: { job: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const { user, openAuthDialog } = useAuth();
  const router = useRouter();
  const [bids, setBids] = useState<BidDto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isOwner = user?.id === job.user_id;

  const showBids = useCallback((result: Promise<BidDto[]>, isCurrent: () => boolean = () => true) => {
    result.then(
      (loaded) => {
        if (!isCurrent()) return;
        setBids(loaded);
        setLoadError(null);
      },
      (error: Error) => isCurrent() && setLoadError(error.message),
    );
    return result.then(() => undefined, () => undefined);
  }, []);
  const load = () => showBids(fetchBids(job.id));

  useEffect(() => {
    if (!open || !user) return;
    let current = true;
    void showBids(fetchBids(job.id), () => current);
    return () => {
      current = false;
    };
  }, [open, user, job.id, showBids]);

  const ownBid = bids?.find((bid) => bid.provider_id === user?.id);
  const lowestOpen = bids?.filter((bid) => bid.status === "open").sort(byAmount)[0];

  async function place(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const form = new FormData(event.currentTarget);
    const amount = String(form.get("amount") ?? "").trim();
    const days = String(form.get("eta_days") ?? "").trim();
    if (!amount || !days) {
      toast.error("Missing Information", { description: "Please enter both bid amount and estimated days." });
      return;
    }
    const message = String(form.get("message") ?? "").trim();
    const now = new Date().toISOString();
    // Shown at once as an open bid; rolled back if the server refuses it.
    const optimistic: BidDto = {
      id: `temp-${now}`, job_id: job.id, provider_id: user.id, amount: Number(amount), eta_days: Number(days), message: message || null,
      status: "open", created_at: now, updated_at: now, provider_name: user.full_name, provider_rating: null,
    };
    setBids((current) => [...(current ?? []), optimistic]);
    setBusy(true);
    try {
      const { bid } = await apiFetch<{ bid: BidDto }>(`/api/jobs/${job.id}/bids`, {
        method: "POST",
        json: { amount: Number(amount), eta_days: Number(days), ...(message ? { message } : {}) },
        fallbackError: "Failed to place bid",
      });
      setBids((current) => (current ?? []).map((existing) => (existing.id === optimistic.id ? bid : existing)));
      toast.success("Your bid has been placed.");
      router.refresh();
    } catch (error) {
      setBids((current) => (current ?? []).filter((existing) => existing.id !== optimistic.id));
      toast.error("Failed to place bid. Please try again.", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function act(bidId: string, action: "accept" | "retract") {
    setBusy(true);
    try {
      const result = await apiFetch<{ message?: string }>(`/api/bids/${bidId}/${action}`, {
        method: "POST",
        fallbackError: action === "accept" ? "Failed to accept bid" : "Failed to retract bid",
      });
      toast.success(action === "accept" ? (result.message ?? "The bid has been accepted and the job assigned.") : "Your bid has been retracted.");
      setConfirming(null);
      await load();
      router.refresh();
    } catch (error) {
      toast.error(action === "accept" ? "Failed to accept bid. Please try again." : "Failed to retract bid. Please try again.", {
        description: (error as Error).message,
      });
    } finally {
      setBusy(false);
    }
  }

  const sorted = [...(bids ?? [])].sort(byAmount);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{isOwner ? "Review Bids" : "Place Your Bid"}</SheetTitle>
          <SheetDescription>{job.title}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-5 px-4 pb-6">
          {!user ? (
            <div className="grid gap-3 rounded-lg border p-4 text-sm">
              <p>Sign in to see the bids and place yours.</p>
              <Button onClick={() => openAuthDialog("signin")}>Sign In</Button>
            </div>
          ) : loadError ? (
            <p role="alert" className="text-sm text-destructive">
              {loadError}
            </p>
          ) : bids === null ? (
            <p className="text-sm text-muted-foreground">Loading bids…</p>
          ) : (
            <>
              {sorted.length === 0 ? (
                <p className="text-sm text-muted-foreground">No bids yet</p>
              ) : (
                <ul className="grid gap-3" aria-label="Bids">
                  {sorted.map((bid) => {
                    const badge = STATUS_BADGE[bid.status];
                    const updated = bid.updated_at !== bid.created_at;
                    return (
                      <li key={bid.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="text-lg font-bold">{formatMoney(bid.amount)}</span>
                          {bid.id === lowestOpen?.id && <Badge variant="outline">Lowest</Badge>}
                          {bid.provider_id === user.id && <Badge>You</Badge>}
                          {badge && <Badge className={badge.className}>{badge.label}</Badge>}
                        </div>
                        <p>
                          {bid.provider_name}
                          {bid.provider_rating !== null && ` (${bid.provider_rating.toFixed(1)} ★)`} · ETA {eta(bid.eta_days)}
                        </p>
                        {bid.message && <p className="text-muted-foreground">{bid.message}</p>}
                        <p className="text-xs text-muted-foreground">
                          {updated ? "Updated" : "Placed"} {formatDate(updated ? bid.updated_at : bid.created_at)}
                        </p>
                        {isOwner && bid.status === "open" && job.status === "open" && (
                          <Button
                            size="sm"
                            variant={confirming === bid.id ? "success" : "default"}
                            disabled={busy}
                            onClick={() => (confirming === bid.id ? act(bid.id, "accept") : setConfirming(bid.id))}
                          >
                            {confirming === bid.id ? `Confirm: accept ${formatMoney(bid.amount)}` : "Accept"}
                          </Button>
                        )}
                        {bid.provider_id === user.id && bid.status === "open" && !bid.id.startsWith("temp-") && (
                          <Button size="sm" variant="outline" disabled={busy} onClick={() => act(bid.id, "retract")}>
                            Retract
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {user.role === "provider" && !ownBid && job.status === "open" && (
                <form onSubmit={place} className="grid gap-3 rounded-lg border p-4" noValidate>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`bid-amount-${job.id}`}>Bid amount ($)</Label>
                    <Input id={`bid-amount-${job.id}`} name="amount" type="number" min={0} step={0.01} inputMode="decimal" />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`bid-days-${job.id}`}>Estimated days</Label>
                    <Input id={`bid-days-${job.id}`} name="eta_days" type="number" min={1} step={1} defaultValue={1} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`bid-message-${job.id}`}>Message (optional)</Label>
                    <Textarea id={`bid-message-${job.id}`} name="message" rows={3} maxLength={1000} />
                  </div>
                  <Button type="submit" disabled={busy}>
                    Place Bid
                  </Button>
                </form>
              )}
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
