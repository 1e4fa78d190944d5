"use client";

import { useEffect, useRef, useState } from "react";
import { CalendarClock, Check, Pause, Play, SkipForward, Undo2, X } from "lucide-react";
import { formatMoney } from "@/components/jobs/format";
import { PhotoAttachments } from "@/components/lawns/photo-attachments";
import { PaymentPanel } from "@/components/payments/payment-panel";
import {
  usePausePlan,
  usePlans,
  usePlanStep,
  usePlanVisits,
  useRescheduleVisit,
  useVisitStep,
} from "@/components/plans/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormInput, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { LoadError } from "@/components/ui/load-error";
import type { ApiAnswer } from "@/lib/client/api";
import { addDays, dayLabel, FREQUENCY_LABELS } from "@/lib/plans/dates";
import { pausePlanSchema, rescheduleVisitSchema, VISIT_PHOTO_LIMIT } from "@/lib/plans/schemas";
import { canPlan, canVisit, PLAN_RULES } from "@/lib/plans/status";
import type { PhotoDto } from "@/lib/photos/dto";

type Plan = ApiAnswer<"/api/plans", "GET">["plans"][number];
type Visit = ApiAnswer<"/api/plans/{id}/visits", "GET">["visits"][number];

const VISIT_STATUS_LABEL: Record<Visit["status"], string> = {
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  skipped: "Skipped",
  cancelled: "Cancelled",
  missed: "Missed",
};

function planStatusLabel(plan: Plan): string {
  if (plan.status === "paused") return plan.paused_until ? `Paused until ${dayLabel(plan.paused_until)}` : "Paused";
  if (plan.status === "active" && plan.provider_ends_on) return `Active · ends ${dayLabel(plan.provider_ends_on)}`;
  return { active: "Active", paused: "Paused", cancelled: "Cancelled", ended: "Ended" }[plan.status];
}

/**
 * The caller's service plans, on My Lawns (the homeowner's: skip, pause, resume, cancel) and on the provider
 * dashboard (the provider's: start and complete visits, end with notice). Rules are the server's: buttons ask the
 * status table, refusals (a late skip, an early completion) come back as the toast.
 */
export function PlansPanel({ role }: { role: Plan["role"] }) {
  const plans = usePlans();
  if (plans.isError) return <LoadError message="Failed to load plans" />;
  const mine = plans.data?.plans.filter((plan) => plan.role === role) ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="plans-heading" className="grid gap-3">
      <h2 id="plans-heading" className="text-xl font-semibold tracking-tight">
        {role === "owner" ? "Service plans" : "My plans"}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {mine.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const other = plan.role === "owner" ? `Provider: ${plan.provider.name}` : `Homeowner: ${plan.owner.name}`;
  return (
    <article aria-label={`Plan: ${plan.title}`} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{plan.title}</h3>
        <Badge variant="outline">{planStatusLabel(plan)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">With</dt>
        <dd className="min-w-0 break-words">{other}</dd>
        <dt className="text-muted-foreground">Price</dt>
        <dd>{formatMoney(plan.price_per_visit)} / visit</dd>
        <dt className="text-muted-foreground">How often</dt>
        <dd>{FREQUENCY_LABELS[plan.frequency]}</dd>
        <dt className="text-muted-foreground">Next visit</dt>
        <dd>{plan.next_visit_on ? dayLabel(plan.next_visit_on) : "None scheduled"}</dd>
      </dl>
      {plan.role === "owner" ? <OwnerPlanActions plan={plan} /> : <ProviderPlanActions plan={plan} />}
      <PlanVisits plan={plan} />
    </article>
  );
}

function OwnerPlanActions({ plan }: { plan: Plan }) {
  const resume = usePlanStep(plan.id, "resume");
  const cancel = usePlanStep(plan.id, "cancel");
  const [pauseOpen, setPauseOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // Pausing swaps Pause for Resume (and resuming back): focus follows to the button that replaced the one pressed.
  const pauseButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<"pause" | "resume" | null>(null);
  useEffect(() => {
    const target = focusAfter === "pause" ? pauseButton.current : focusAfter === "resume" ? resumeButton.current : null;
    if (!target) return;
    target.focus();
    setFocusAfter(null);
  }, [focusAfter, plan.status]);
  if (!canPlan("pause", plan.status) && !canPlan("resume", plan.status) && !canPlan("cancel", plan.status)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canPlan("pause", plan.status) && (
        <Button ref={pauseButton} variant="outline" onClick={() => setPauseOpen(true)}>
          <Pause aria-hidden />
          Pause plan
        </Button>
      )}
      {canPlan("resume", plan.status) && (
        <Button
          ref={resumeButton}
          disabled={resume.isPending}
          onClick={() => resume.mutate(undefined, { onSuccess: () => setFocusAfter("pause") })}
        >
          <Play aria-hidden />
          {resume.isPending ? "Resuming..." : "Resume plan"}
        </Button>
      )}
      {canPlan("cancel", plan.status) && (
        <Button variant="outline" onClick={() => setCancelOpen(true)}>
          <X aria-hidden />
          Cancel plan
        </Button>
      )}
      <PausePlanDialog
        plan={plan}
        open={pauseOpen}
        onOpenChange={setPauseOpen}
        onPaused={() => setFocusAfter("resume")}
      />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title="Cancel this plan?"
        description={
          <>
            Future visits of <span className="font-medium text-foreground">{plan.title}</span> are cancelled and{" "}
            {plan.provider.name} is told. Completed visits are kept. This cannot be undone.
          </>
        }
        busy={cancel.isPending}
        cancelLabel="Keep Plan"
        confirmLabel="Cancel Plan"
        busyLabel="Cancelling..."
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setCancelOpen(false) })}
      />
    </div>
  );
}

function PausePlanDialog({
  plan,
  open,
  onOpenChange,
  onPaused,
}: {
  plan: Plan;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPaused(): void;
}) {
  const pause = usePausePlan(plan.id);
  const form = useZodForm(pausePlanSchema, { defaultValues: {} });
  const submit = form.handleSubmit((values) =>
    pause.mutate(values, {
      onSuccess: () => {
        form.reset();
        onOpenChange(false);
        onPaused();
      },
    }),
  );
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={pause.isPending}
      title="Pause this plan?"
      description="Visits until the date you choose are cancelled; leave it empty to pause until you resume."
      cancelLabel="Keep Going"
      submitLabel="Pause Plan"
      busyLabel="Pausing..."
      onSubmit={submit}
    >
      <FormInput control={form.control} name="until" label="Resume on (optional)" type="date" />
    </FormDialog>
  );
}

function ProviderPlanActions({ plan }: { plan: Plan }) {
  const end = usePlanStep(plan.id, "end");
  const [endOpen, setEndOpen] = useState(false);
  if (!canPlan("giveNotice", plan.status) || plan.provider_ends_on) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setEndOpen(true)}>
        <CalendarClock aria-hidden />
        End plan
      </Button>
      <ConfirmDialog
        open={endOpen}
        onOpenChange={setEndOpen}
        title="End this plan?"
        description={
          <>
            You keep caring for <span className="font-medium text-foreground">{plan.title}</span> for{" "}
            {PLAN_RULES.providerNoticeDays} more days; later visits are cancelled and {plan.owner.name} is told.
          </>
        }
        busy={end.isPending}
        cancelLabel="Keep Plan"
        confirmLabel="End Plan"
        busyLabel="Ending..."
        onConfirm={() => end.mutate(undefined, { onSettled: () => setEndOpen(false) })}
      />
    </div>
  );
}

const UPCOMING: readonly Visit["status"][] = ["scheduled", "in_progress"];

function PlanVisits({ plan }: { plan: Plan }) {
  const visits = usePlanVisits(plan.id);
  if (visits.isError) return <LoadError message="Failed to load visits" />;
  if (!visits.data) return <p className="text-sm text-muted-foreground">Loading visits...</p>;
  const upcoming = visits.data.visits.filter((visit) => UPCOMING.includes(visit.status));
  const past = visits.data.visits.filter((visit) => !UPCOMING.includes(visit.status)).reverse();
  return (
    <div className="grid gap-3">
      <VisitList plan={plan} title="Upcoming visits" visits={upcoming} empty="No upcoming visits." />
      {past.length > 0 && <VisitList plan={plan} title="Past visits" visits={past} empty="" />}
    </div>
  );
}

function VisitList({ plan, title, visits, empty }: { plan: Plan; title: string; visits: Visit[]; empty: string }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{title}</h4>
      {visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid divide-y rounded-md border">
          {visits.map((visit) => (
            <li
              key={visit.id}
              aria-label={`Visit ${dayLabel(visit.date)}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="text-sm">
                <span className="font-medium">{dayLabel(visit.date)}</span>
                <span className="text-muted-foreground"> · {VISIT_STATUS_LABEL[visit.status]}</span>
                {visit.rescheduled_from && (
                  <span className="text-muted-foreground">
                    {" "}
                    · moved from {dayLabel(visit.rescheduled_from)} by{" "}
                    {visit.rescheduled_by === plan.role
                      ? "you"
                      : visit.rescheduled_by === "owner"
                        ? "the homeowner"
                        : "the provider"}
                  </span>
                )}
              </span>
              <VisitActions plan={plan} visit={visit} />
              {visit.payment.status !== "not_due" && (
                <div className="grid w-full grid-cols-2">
                  <PaymentPanel
                    kind="visit"
                    id={visit.id}
                    title={`${plan.title}, ${dayLabel(visit.date)}`}
                    payment={visit.payment}
                    side={plan.role}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Either side moves a scheduled visit; a move the other side made can be declined (the visit goes back). */
function MoveActions({ plan, visit }: { plan: Plan; visit: Visit }) {
  const decline = useVisitStep(plan.id, visit.id, "decline-reschedule");
  const [moveOpen, setMoveOpen] = useState(false);
  const label = dayLabel(visit.date);
  const movedByOther = visit.rescheduled_by !== null && visit.rescheduled_by !== plan.role;
  return (
    <>
      {canVisit("reschedule", visit.status) && (
        <Button size="sm" variant="outline" aria-label={`Move visit ${label}`} onClick={() => setMoveOpen(true)}>
          <CalendarClock aria-hidden />
          Move
        </Button>
      )}
      {movedByOther && canVisit("declineReschedule", visit.status) && (
        <Button
          size="sm"
          variant="outline"
          disabled={decline.isPending}
          aria-label={`Decline move of visit ${label}`}
          onClick={() => decline.mutate(undefined)}
        >
          <Undo2 aria-hidden />
          {decline.isPending ? "Declining..." : "Decline move"}
        </Button>
      )}
      {canVisit("reschedule", visit.status) && (
        <MoveVisitDialog plan={plan} visit={visit} open={moveOpen} onOpenChange={setMoveOpen} />
      )}
    </>
  );
}

/** Moving a visit to another date within the window around its original date (the server holds the same rule). */
function MoveVisitDialog({
  plan,
  visit,
  open,
  onOpenChange,
}: {
  plan: Plan;
  visit: Visit;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const move = useRescheduleVisit(plan.id, visit.id);
  const original = visit.rescheduled_from ?? visit.date;
  const window = PLAN_RULES.rescheduleWindowDays;
  const form = useZodForm(rescheduleVisitSchema, { defaultValues: { date: visit.date } });
  const submit = form.handleSubmit((values) =>
    move.mutate(values, {
      onSuccess: () => onOpenChange(false),
    }),
  );
  const other = plan.role === "owner" ? plan.provider.name : plan.owner.name;
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={move.isPending}
      title={`Move the visit of ${dayLabel(visit.date)}?`}
      description={`To a date up to ${window} days either side of ${dayLabel(original)}. ${other} is told and may decline the move.`}
      cancelLabel="Keep Date"
      submitLabel="Move Visit"
      busyLabel="Moving..."
      onSubmit={submit}
    >
      <FormInput
        control={form.control}
        name="date"
        label="New date"
        type="date"
        min={addDays(original, -window)}
        max={addDays(original, window)}
      />
    </FormDialog>
  );
}

function VisitActions({ plan, visit }: { plan: Plan; visit: Visit }) {
  const skip = useVisitStep(plan.id, visit.id, "skip");
  const start = useVisitStep(plan.id, visit.id, "start");
  const [completeOpen, setCompleteOpen] = useState(false);
  const label = dayLabel(visit.date);
  if (plan.role === "owner")
    return (
      <div className="flex flex-wrap gap-2">
        <MoveActions plan={plan} visit={visit} />
        {canVisit("skip", visit.status) && (
          <Button
            size="sm"
            variant="outline"
            disabled={skip.isPending}
            aria-label={`Skip visit ${label}`}
            onClick={() => skip.mutate(undefined)}
          >
            <SkipForward aria-hidden />
            {skip.isPending ? "Skipping..." : "Skip"}
          </Button>
        )}
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <MoveActions plan={plan} visit={visit} />
      {canVisit("start", visit.status) && (
        <Button
          size="sm"
          disabled={start.isPending}
          aria-label={`Start visit ${label}`}
          onClick={() => start.mutate(undefined)}
        >
          <Play aria-hidden />
          {start.isPending ? "Starting..." : "Start"}
        </Button>
      )}
      {canVisit("complete", visit.status) && (
        <Button
          size="sm"
          variant="success"
          aria-label={`Complete visit ${label}`}
          onClick={() => setCompleteOpen(true)}
        >
          <Check aria-hidden />
          Complete
        </Button>
      )}
      {canVisit("complete", visit.status) && (
        <CompleteVisitDialog plan={plan} visit={visit} open={completeOpen} onOpenChange={setCompleteOpen} />
      )}
    </div>
  );
}

/** Completing a visit, with optional after-service photos uploaded as a posting's are (PhotoAttachments). */
function CompleteVisitDialog({
  plan,
  visit,
  open,
  onOpenChange,
}: {
  plan: Plan;
  visit: Visit;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const complete = useVisitStep(plan.id, visit.id, "complete");
  const [photos, setPhotos] = useState<PhotoDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const busy = complete.isPending || uploading;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete the visit of {dayLabel(visit.date)}?</DialogTitle>
          <DialogDescription>
            {plan.owner.name} is told the work on {plan.title} is done. Add photos of the finished lawn if you like.
          </DialogDescription>
        </DialogHeader>
        <PhotoAttachments
          id={`visit-${visit.id}`}
          photos={photos}
          onPhotosChange={(update) => setPhotos(update)}
          max={VISIT_PHOTO_LIMIT}
          onUploadingChange={setUploading}
        />
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Not Yet
          </Button>
          <Button
            variant="success"
            disabled={busy}
            onClick={() =>
              complete.mutate(
                photos.map((photo) => photo.url),
                { onSuccess: () => onOpenChange(false) },
              )
            }
          >
            {complete.isPending ? "Completing..." : "Confirm Complete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
