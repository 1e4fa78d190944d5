"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { Check, MapPin, Play } from "lucide-react";
import { STATUS_LABEL } from "@/components/jobs/format";
import { useJobStep } from "@/components/jobs/queries";
import type { MapJob } from "@/components/maps/job-marker";
import { useVisitStep } from "@/components/plans/queries";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { ApiAnswer } from "@/lib/client/api";
import { canJob } from "@/lib/jobs/status";
import { dayLabel } from "@/lib/plans/dates";
import { canVisit } from "@/lib/plans/status";
import { useSchedule } from "./queries";

type Schedule = ApiAnswer<"/api/schedule", "GET">;
type Day = Schedule["days"][number];
type Stop = Day["stops"][number];

// The map's code (and the map) is fetched only once a day with stops is shown.
const JobsMap = dynamic(() => import("@/components/maps/jobs-map").then((module) => module.JobsMap), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading map...</p>,
});

const VISIT_LABEL: Record<string, string> = { scheduled: "Scheduled", in_progress: "In progress", completed: "Done" };
const statusLabel = (stop: Stop) =>
  stop.kind === "visit"
    ? (VISIT_LABEL[stop.status] ?? stop.status)
    : STATUS_LABEL[stop.status as keyof typeof STATUS_LABEL];
const miles = (value: number) => `${value.toFixed(1)} mi`;
const stopsLabel = (count: number) => `${count} ${count === 1 ? "stop" : "stops"}`;

/** Today as the browser's calendar reads it (YYYY-MM-DD). */
const localToday = () => new Intl.DateTimeFormat("en-CA").format(new Date());

/**
 * The provider's week in the truck: this week's and next week's days, and for the chosen day its stops in a suggested
 * driving order from their base (nearest next, with each leg's miles and the total), on the map; each stop starts
 * and completes from here.
 */
export function SchedulePanel() {
  const schedule = useSchedule();
  const [chosen, setChosen] = useState<string | null>(null);
  if (schedule.isError) return <LoadError message="Failed to load your schedule" onRetry={schedule.refetch} />;
  if (!schedule.data) return <Spinner label="Loading your schedule…" />;
  const { days, base } = schedule.data;
  const today = localToday();
  const date = chosen ?? days.find((day) => day.date === today)?.date ?? days[0]?.date;
  const day = days.find((candidate) => candidate.date === date);
  const weeks = [days.slice(0, 7), days.slice(7, 14)];
  return (
    <section aria-labelledby="schedule-title" className="grid gap-4">
      <h2 id="schedule-title" className="text-xl font-semibold">
        Schedule
      </h2>
      {weeks.map((week, index) =>
        week.length === 0 ? null : (
          <div key={index} className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">{index === 0 ? "This week" : "Next week"}</h3>
            <div
              role="group"
              aria-label={index === 0 ? "This week" : "Next week"}
              className="grid grid-cols-4 gap-1 sm:grid-cols-7"
            >
              {week.map((entry) => (
                <Button
                  key={entry.date}
                  variant={entry.date === date ? "default" : "outline"}
                  aria-pressed={entry.date === date}
                  className="h-auto flex-col gap-0 px-1 py-1.5 text-xs"
                  onClick={() => setChosen(entry.date)}
                >
                  <span className="font-semibold">{dayLabel(entry.date)}</span>
                  <span className="sr-only">: </span>
                  <span>{entry.stops.length === 0 ? "No stops" : stopsLabel(entry.stops.length)}</span>
                </Button>
              ))}
            </div>
          </div>
        ),
      )}
      {day && (
        <DayRoute day={day} due={day.date <= today} hasBase={base !== null} onChanged={() => void schedule.refetch()} />
      )}
    </section>
  );
}

/** `due`: the day has come, so its visits may start (a visit is not started before its date). */
function DayRoute({ day, due, hasBase, onChanged }: { day: Day; due: boolean; hasBase: boolean; onChanged(): void }) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const mapStops = useMemo(
    () =>
      day.stops.flatMap((stop, index): MapJob[] =>
        stop.latitude === null || stop.longitude === null
          ? []
          : [
              {
                id: stop.id,
                title: `${index + 1}. ${stop.title}`,
                price_type: "fixed",
                latitude: stop.latitude,
                longitude: stop.longitude,
                price_label: `stop ${index + 1}`,
              },
            ],
      ),
    [day.stops],
  );
  return (
    <div className="grid gap-3" aria-labelledby="route-title">
      <h3 id="route-title" className="text-lg font-semibold">
        {dayLabel(day.date)}: {stopsLabel(day.stops.length)}
        {day.stops.length > 0 && <span className="text-muted-foreground"> · {miles(day.total_miles)} in all</span>}
      </h3>
      {!hasBase && day.stops.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Add a default address in your profile to start each day&apos;s route from home.
        </p>
      )}
      {day.stops.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">Nothing this day.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <ol aria-label={`Stops on ${dayLabel(day.date)}, in driving order`} className="grid content-start gap-2">
            {day.stops.map((stop, index) => (
              <li
                key={stop.id}
                aria-label={`Stop ${index + 1}: ${stop.title}`}
                className={cn(
                  "grid gap-2 rounded-xl border bg-card p-3",
                  stop.id === highlightedId && "border-primary ring-2 ring-primary/30",
                )}
              >
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium break-words">{stop.title}</p>
                    <p className="flex items-start gap-1 text-sm break-words text-muted-foreground">
                      <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                      {stop.address}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {stop.kind === "visit" ? "Plan visit" : "One-time job"} · {statusLabel(stop)}
                      {stop.leg_miles !== null &&
                        ` · ${miles(stop.leg_miles)} from ${index === 0 ? "your base" : "the last stop"}`}
                    </p>
                  </div>
                </div>
                <StopActions stop={stop} due={due} onChanged={onChanged} />
              </li>
            ))}
          </ol>
          {mapStops.length > 0 && <JobsMap jobs={mapStops} highlightedId={highlightedId} onSelect={setHighlightedId} />}
        </div>
      )}
    </div>
  );
}

/** Start and complete, as on the plans and My Active Jobs (the same calls), from the route itself. */
function StopActions({ stop, due, onChanged }: { stop: Stop; due: boolean; onChanged(): void }) {
  return stop.kind === "visit" ? (
    <VisitStopActions stop={stop} due={due} onChanged={onChanged} />
  ) : (
    <JobStopActions stop={stop} onChanged={onChanged} />
  );
}

function VisitStopActions({ stop, due, onChanged }: { stop: Stop; due: boolean; onChanged(): void }) {
  const start = useVisitStep(stop.plan_id ?? "", stop.id, "start");
  const complete = useVisitStep(stop.plan_id ?? "", stop.id, "complete");
  const status = stop.status as Parameters<typeof canVisit>[1];
  return (
    <StepButtons
      title={stop.title}
      canStart={due && canVisit("start", status)}
      canComplete={canVisit("complete", status)}
      start={() => start.mutate(undefined, { onSuccess: onChanged })}
      complete={() => complete.mutate(undefined, { onSuccess: onChanged })}
      busy={start.isPending || complete.isPending}
    />
  );
}

function JobStopActions({ stop, onChanged }: { stop: Stop; onChanged(): void }) {
  const start = useJobStep(stop.job_id, "start");
  const complete = useJobStep(stop.job_id, "complete");
  const status = stop.status as Parameters<typeof canJob>[1];
  return (
    <StepButtons
      title={stop.title}
      canStart={canJob("start", status)}
      canComplete={canJob("complete", status)}
      start={() => start.mutate(undefined, { onSuccess: onChanged })}
      complete={() => complete.mutate(undefined, { onSuccess: onChanged })}
      busy={start.isPending || complete.isPending}
    />
  );
}

function StepButtons({
  title,
  canStart,
  canComplete,
  start,
  complete,
  busy,
}: {
  title: string;
  canStart: boolean;
  canComplete: boolean;
  start(): void;
  complete(): void;
  busy: boolean;
}) {
  if (!canStart && !canComplete) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canStart && (
        <Button size="sm" disabled={busy} aria-label={`Start ${title}`} onClick={start}>
          <Play aria-hidden />
          Start
        </Button>
      )}
      {canComplete && (
        <Button size="sm" variant="success" disabled={busy} aria-label={`Complete ${title}`} onClick={complete}>
          <Check aria-hidden />
          Complete
        </Button>
      )}
    </div>
  );
}
