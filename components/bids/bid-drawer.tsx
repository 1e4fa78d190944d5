"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useAuth } from "@/components/auth/auth-provider";
import { formatBidCount, formatDate, formatEta, formatMoney, formatPrice } from "@/components/jobs/format";
import { openingOf } from "@/components/jobs/offer";
import { Rating } from "@/components/reviews/rating";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { BidDto } from "@/lib/bids/dto";
import { errorMessage } from "@/lib/client/errors";
import type { JobDto } from "@/lib/jobs/dto";
import { canBid } from "@/lib/jobs/status";
import { ApiError } from "@/lib/client/api";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { BidForm } from "./bid-form";
import { TEMP_BID_ID, useDecideBid, useJobBids, usePlaceBid } from "./queries";
import { withQueries } from "@/components/layout/query-provider";

const CardDialog = onDemand(() => import("@/components/payments/card-dialog").then((module) => module.CardDialog));

type BidDrawerProps = {
  job: Pick<JobDto, "id" | "title" | "user_id" | "status" | "price_type" | "price_estimate">;
  open: boolean;
  onOpenChange(open: boolean): void;
};

// Lowest amount first (SPEC §2), the earlier bid first on a tie.
const byAmount = (a: BidDto, b: BidDto) => a.amount - b.amount || a.created_at.localeCompare(b.created_at);

const STATUS_BADGE: Partial<Record<BidDto["status"], { label: string; className: string }>> = {
  accepted: { label: "Accepted", className: "bg-green-700 text-white" },
  retracted: { label: "Retracted", className: "border-border bg-muted text-muted-foreground" },
  expired: { label: "Expired", className: "border-border bg-muted text-muted-foreground" },
  lapsed: { label: "Lapsed", className: "border-border bg-muted text-muted-foreground" },
};

/**
 * SPEC §2 'Bid drawer': 'Review Bids' for the job's owner (who accepts one), 'Place Your Bid' for everyone else
 * (providers bid once, see their bid and may retract it). The bids API needs a user, so visitors are asked to sign in.
 */
function BidDrawerBody({ job, open, onOpenChange }: BidDrawerProps) {
  const { user, openAuthDialog } = useAuth();
  const router = useRouter();
  const [confirming, setConfirming] = useState<string | null>(null);
  // The page behind shows bid counts and job statuses: render it again once, when the drawer closes, so the drawer
  // is never pulled away mid-read (an accepted job leaves the open list). Any bid action counts, even a refused one
  // (it usually means the job moved on).
  const changed = useRef(false);
  function act<T>(mutate: (variables: T) => void, variables: T) {
    changed.current = true;
    mutate(variables);
  }

  const isOwner = !!user && user.id === job.user_id;
  const isProvider = user?.role === "provider";
  const bidsQuery = useJobBids(job.id, { enabled: open && (isOwner || isProvider) });
  const place = usePlaceBid(job.id, user);
  const accept = useDecideBid(job.id, "accept");
  const retract = useDecideBid(job.id, "retract");
  // Card payment: hiring asks for a card first (the server's card_not_saved); saved, the same bid is accepted.
  const [cardFor, setCardFor] = useState<string | null>(null);
  const cardOpened = useOpenedOnce(cardFor !== null);
  const acceptBid = (bidId: string) => {
    changed.current = true;
    accept.mutate(bidId, {
      onError: (error) => error instanceof ApiError && error.code === "card_not_saved" && setCardFor(bidId),
    });
  };
  const busy = place.isPending || accept.isPending || retract.isPending;

  function handleOpenChange(next: boolean) {
    if (!next) {
      setConfirming(null);
      if (changed.current) {
        changed.current = false;
        router.refresh();
      }
    }
    onOpenChange(next);
  }

  function signIn() {
    handleOpenChange(false);
    openAuthDialog("signin");
  }

  const bids = bidsQuery.data?.bids;
  const sorted = [...(bids ?? [])].sort(byAmount);
  // The form stays (busy) until the server has the bid, so a refused bid keeps what was typed.
  const ownBid = user
    ? sorted.find((bid) => bid.provider_id === user.id && !bid.id.startsWith(TEMP_BID_ID))
    : undefined;
  const lowestOpen = sorted.find((bid) => canBid("accept", bid.status));
  // After an accept the list knows before the page behind does.
  const takingBids = openingOf(job) === "bid" && !sorted.some((bid) => bid.status === "accepted");
  const startingBid = job.price_estimate === null ? "Quote needed" : `Starting bid ${formatPrice(job.price_estimate)}`;

  return (
    <Sheet open={open} onOpenChange={handleOpenChange}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{isOwner ? "Review Bids" : "Place Your Bid"}</SheetTitle>
          <SheetDescription>
            {job.title} · {startingBid}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-5 px-5 pb-6">
          {!user ? (
            <div className="grid gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
              <p>Sign in to see the bids on this job and place yours.</p>
              <Button onClick={signIn}>Sign In</Button>
            </div>
          ) : !isOwner && !isProvider ? (
            <Alert>
              <AlertDescription>Only providers can bid on jobs. Please register as a provider.</AlertDescription>
            </Alert>
          ) : bidsQuery.isError && !bids ? (
            <LoadError
              message={errorMessage(bidsQuery.error, "Failed to fetch bids")}
              onRetry={bidsQuery.refetch}
              retrying={bidsQuery.isFetching}
            />
          ) : !bids ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading bids…
            </p>
          ) : (
            <>
              {isProvider &&
                (ownBid ? (
                  <OwnBid bid={ownBid} busy={busy} onRetract={() => act(retract.mutate, ownBid.id)} />
                ) : takingBids ? (
                  <BidForm busy={busy} onSubmit={(input) => act(place.mutate, input)} />
                ) : (
                  <p className="rounded-lg border bg-muted/50 p-4 text-sm">This job is no longer taking bids.</p>
                ))}
              <section aria-labelledby={`bids-${job.id}`} className="grid gap-3">
                <h3 id={`bids-${job.id}`} className="text-sm font-semibold">
                  {sorted.length === 0 ? "Bids" : formatBidCount(sorted.length)}
                </h3>
                {sorted.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No bids yet</p>
                ) : (
                  <ul className="grid gap-3" aria-label="Bids">
                    {sorted.map((bid) => (
                      <BidItem
                        key={bid.id}
                        bid={bid}
                        lowest={bid.id === lowestOpen?.id}
                        mine={bid.provider_id === user.id}
                        canAccept={isOwner && takingBids && canBid("accept", bid.status)}
                        confirming={confirming === bid.id}
                        busy={busy}
                        onAccept={() => setConfirming(bid.id)}
                        onConfirm={() => acceptBid(bid.id)}
                        onCancel={() => setConfirming(null)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </div>
        {cardOpened && (
          <CardDialog
            open={cardFor !== null}
            onOpenChange={(next) => !next && setCardFor(null)}
            title="Add a card to hire"
            description="Your card is kept by Stripe. It is charged only after you confirm the work is done."
            submitLabel="Save Card and Accept"
            onSaved={() => accept.mutateAsync(cardFor!)}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** What the owner weighs a bidder by before accepting (the bids API's standing): reviews, jobs done, experience. */
function Standing({ bid }: { bid: BidDto }) {
  const facts = [
    bid.provider_rating === null ? "No reviews yet" : null,
    `${plural(bid.provider_jobs_completed, "job")} completed`,
    bid.provider_experience_years === null
      ? null
      : bid.provider_experience_years === 0
        ? "Less than 1 year"
        : `${plural(bid.provider_experience_years, "year")} experience`,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <Rating value={bid.provider_rating} count={bid.provider_review_count} className="font-medium text-foreground" />
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
    </p>
  );
}

type BidItemProps = {
  bid: BidDto;
  lowest: boolean;
  mine: boolean;
  canAccept: boolean;
  confirming: boolean;
  busy: boolean;
  onAccept(): void;
  onConfirm(): void;
  onCancel(): void;
};

function BidItem({ bid, lowest, mine, canAccept, confirming, busy, onAccept, onConfirm, onCancel }: BidItemProps) {
  const badge = STATUS_BADGE[bid.status];
  const updated = bid.updated_at !== bid.created_at;
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm" aria-busy={bid.id.startsWith(TEMP_BID_ID) || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold">{formatMoney(bid.amount)}</span>
        {lowest && <Badge variant="outline">Lowest bid</Badge>}
        {mine && <Badge>You</Badge>}
        {badge && <Badge className={badge.className}>{badge.label}</Badge>}
      </div>
      <p className="flex flex-wrap items-center gap-x-2">
        {bid.id.startsWith(TEMP_BID_ID) ? (
          <span className="font-medium">{bid.provider_name}</span>
        ) : (
          <Link
            href={`/providers/${bid.provider_id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
            aria-label={`${bid.provider_name}: view profile`}
          >
            {bid.provider_name}
          </Link>
        )}
        <span aria-hidden>·</span>
        <span>ETA {formatEta(bid.eta_days)}</span>
      </p>
      <Standing bid={bid} />
      {bid.message && <p className="break-words whitespace-pre-line text-muted-foreground">{bid.message}</p>}
      <p className="text-xs text-muted-foreground">
        {updated ? "Updated" : "Placed"} {formatDate(updated ? bid.updated_at : bid.created_at)}
      </p>
      {canAccept &&
        (confirming ? (
          <div role="group" aria-label="Confirm acceptance" className="grid gap-2 rounded-md bg-muted/60 p-2">
            <p>The job goes to {bid.provider_name}; the other bids expire.</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="success" disabled={busy} onClick={onConfirm}>
                {busy ? "Accepting..." : `Confirm: accept ${formatMoney(bid.amount)}`}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button size="sm" className="w-fit" disabled={busy} onClick={onAccept}>
            Accept
          </Button>
        ))}
    </li>
  );
}

/** SPEC §2: a provider who already bid sees that bid instead of the form. */
function OwnBid({ bid, busy, onRetract }: { bid: BidDto; busy: boolean; onRetract(): void }) {
  return (
    <section aria-label="Your bid" className="grid gap-2 rounded-lg border border-primary/30 bg-accent p-4 text-sm">
      <p className="font-semibold">Your bid</p>
      <p>
        <span className="text-lg font-bold">{formatMoney(bid.amount)}</span> · ETA {formatEta(bid.eta_days)}
      </p>
      {canBid("retract", bid.status) ? (
        <Button size="sm" variant="outline" className="w-fit" disabled={busy} onClick={onRetract}>
          {busy ? "Retracting..." : "Retract"}
        </Button>
      ) : (
        <p className="text-muted-foreground">
          {bid.status === "accepted"
            ? "Your bid was accepted: the job is yours."
            : bid.status === "retracted"
              ? "You retracted this bid."
              : bid.status === "lapsed"
                ? "The job was not started in time, so this bid lapsed."
                : "This bid has expired."}
        </p>
      )}
    </section>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const BidDrawer = withQueries(BidDrawerBody);
