"use client";

import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { FormField, FormInput, FormSelect } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { recurrenceLabel } from "@/lib/plans/dates";
import { RECURRENCE_LIMITS, type Frequency, type Recurrence } from "@/lib/plans/schemas";

/** What the posting form holds of a recurrence; `recurrencePayload` makes the API's `recurrence` of it. */
export type RecurrenceForm = {
  kind: "once" | "recurring";
  frequency: Frequency;
  starts_on: string | null;
  end: "never" | "date" | "count";
  ends_on: string | null;
  visit_count: number | null;
  /** -1: any day. */
  weekday: number;
};

export const EMPTY_RECURRENCE: RecurrenceForm = {
  kind: "once",
  frequency: "weekly",
  starts_on: null,
  end: "never",
  ends_on: null,
  visit_count: null,
  weekday: -1,
};

/** The API's recurrence (undefined: one time); the API's schema then checks it and its messages land here. */
export function recurrencePayload(form: RecurrenceForm): Partial<Recurrence> | undefined {
  if (form.kind === "once") return undefined;
  return {
    frequency: form.frequency,
    starts_on: form.starts_on ?? "",
    ...(form.end === "date" ? { ends_on: form.ends_on ?? "" } : {}),
    ...(form.end === "count" && form.visit_count !== null ? { visit_count: form.visit_count } : {}),
    ...(form.weekday >= 0 ? { weekday: form.weekday } : {}),
  } as Partial<Recurrence>;
}

const KINDS = [
  { value: "once", label: "One time", hint: "A single visit" },
  { value: "recurring", label: "Recurring", hint: "A regular visit, priced per visit" },
] as const;
const FREQUENCY_OPTIONS = [
  { value: "weekly", label: "Every week" },
  { value: "biweekly", label: "Every 2 weeks" },
  { value: "monthly", label: "Every month" },
];
const END_OPTIONS = [
  { value: "never", label: "Never (until cancelled)" },
  { value: "date", label: "On a date" },
  { value: "count", label: "After a number of visits" },
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEKDAY_OPTIONS = [{ value: -1, label: "Any day" }, ...WEEKDAYS.map((label, value) => ({ value, label }))];

/**
 * "One time" (the default) or "Recurring": how often, from when, until when and on which weekday. Its values live
 * under `recurrence` in the posting form.
 */
export function RecurrenceField({ id, control }: { id: string; control: Control<FieldValues, unknown, FieldValues> }) {
  const recurrence = useWatch({ control, name: "recurrence" }) as RecurrenceForm;
  const recurring = recurrence.kind === "recurring";
  return (
    <div className="grid gap-3">
      <FormField
        control={control}
        name="recurrence.kind"
        render={({ field }) => (
          <div className="grid gap-2">
            <p id={`${id}-kind`} className="text-sm font-medium">
              How often
            </p>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-labelledby={`${id}-kind`}
              className="grid-cols-1 gap-2 sm:grid-cols-2"
            >
              {KINDS.map((kind) => (
                <label
                  key={kind.value}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
                >
                  <RadioGroupItem value={kind.value} aria-label={kind.label} className="mt-0.5" />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{kind.label}</span>
                    <span className="text-muted-foreground">{kind.hint}</span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          </div>
        )}
      />
      {recurring && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormSelect control={control} name="recurrence.frequency" label="Frequency" options={FREQUENCY_OPTIONS} />
          <FormInput control={control} name="recurrence.starts_on" label="Starting on" type="date" required />
          <FormSelect
            control={control}
            name="recurrence.weekday"
            label="Preferred day (Optional)"
            options={WEEKDAY_OPTIONS}
          />
          <FormSelect control={control} name="recurrence.end" label="Ends" options={END_OPTIONS} />
          {recurrence.end === "date" && (
            <FormInput control={control} name="recurrence.ends_on" label="Last date" type="date" required />
          )}
          {recurrence.end === "count" && (
            <FormInput
              control={control}
              name="recurrence.visit_count"
              label="Number of visits"
              type="number"
              min={1}
              max={RECURRENCE_LIMITS.visitCount}
              required
            />
          )}
          {recurrence.starts_on && (
            <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
              {recurrenceLabel({
                frequency: recurrence.frequency,
                startsOn: recurrence.starts_on,
                weekday: recurrence.weekday >= 0 ? recurrence.weekday : null,
              })}
              . The price is per visit.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
