"use client";

import { useMemo } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormInput } from "@/components/ui/form";
import { neededByWindow } from "@/lib/jobs/needed-by";

/** 'Needed by (Optional)': a date in the window the API accepts (lib/jobs/needed-by.ts); empty is 'Flexible'. */
export function NeededByField<TFieldValues extends FieldValues>({
  control,
  name,
}: {
  control: Control<TFieldValues, unknown, FieldValues>;
  name: FieldPath<TFieldValues>;
}) {
  const { min, max } = useMemo(() => neededByWindow(), []);
  return (
    <FormInput
      control={control}
      name={name}
      label="Needed by (Optional)"
      type="date"
      min={min}
      max={max}
      hint="The date you want it done by. Leave empty if you are flexible."
    />
  );
}
