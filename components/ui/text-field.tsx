"use client";

import { useId, type ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type TextFieldProps = ComponentProps<"input"> & { label: string; hint?: string; error?: string };

/** A labelled input; its hint, or its validation message in place of the hint, is wired to aria-describedby. */
export function TextField({ label, hint, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...inputProps} />
      {note && (
        <p id={noteId} className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {note}
        </p>
      )}
    </div>
  );
}
