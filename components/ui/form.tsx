"use client";

import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactElement,
} from "react";
import { Slot } from "radix-ui";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type Control,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
} from "react-hook-form";
import type { z } from "zod";
import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

/**
 * A form checked with the API's own zod schema: the same messages under the fields as the API would answer, and
 * on submit the first invalid field gets focus (react-hook-form's `shouldFocusError`, on by default).
 * The submit handler receives the schema's output (trimmed, defaulted), ready to send.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, "resolver"> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver: zodResolver(schema), ...options });
}

// The shadcn/ui form primitives: <Form {...form}> around the <form>, then per field
// <FormField control name render={({ field }) => <FormItem><FormLabel/><FormControl><Input {...field}/></FormControl><FormMessage/></FormItem>} />.
// FormControl wires the label, aria-invalid and aria-describedby (description and message) to the control.

export const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);
// `describe` tells the item its FormDescription is there, so the control is described only by parts that exist.
const FormItemContext = createContext<{ id: string; described: boolean; describe(described: boolean): void } | null>(
  null,
);

export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormFieldContext value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext>
  );
}

/** The field's ids and its current error, for the parts of a FormItem. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (!field || !item) throw new Error("useFormField must be used within <FormField> and <FormItem>");
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error } = getFieldState(field.name, formState);
  return {
    error,
    described: item.described,
    describe: item.describe,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
  };
}

export function FormItem({ className, ...props }: ComponentProps<"div">) {
  const id = useId();
  const [described, describe] = useState(false);
  return (
    <FormItemContext value={{ id, described, describe }}>
      <div className={cn("grid gap-2", className)} {...props} />
    </FormItemContext>
  );
}

export function FormLabel(props: ComponentProps<typeof Label>) {
  const { controlId } = useFormField();
  return <Label htmlFor={controlId} {...props} />;
}

export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, described, controlId, descriptionId, messageId } = useFormField();
  const describedBy = [described && descriptionId, error?.message && messageId].filter(Boolean).join(" ");
  return (
    <Slot.Root
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

/** A hint under the field; it stays when a message appears. */
export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId, describe } = useFormField();
  useEffect(() => {
    describe(true);
    return () => describe(false);
  }, [describe]);
  return <p id={descriptionId} className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

/** The field's validation message, under it. */
export function FormMessage({ className, ...props }: ComponentProps<"p">) {
  const { error, messageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={messageId} className={cn("text-sm text-destructive", className)} {...props}>
      {error.message}
    </p>
  );
}

/**
 * Props for an `<input type="number">` bound to a number field: it shows the number, and an empty box is `null`
 * (the schema then says whether the field may be empty).
 */
function numberInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  field: ControllerRenderProps<TFieldValues, TName>,
) {
  return {
    ...field,
    type: "number",
    value: (field.value as number | null | undefined) ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(event.target.value === "" ? null : event.target.valueAsNumber),
  };
}

/** Props for an `<input type="date">` bound to an ISO date field (YYYY-MM-DD): an empty box is `null`. */
function dateInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  field: ControllerRenderProps<TFieldValues, TName>,
) {
  return {
    ...field,
    value: (field.value as string | null | undefined) ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(event.target.value === "" ? null : event.target.value),
  };
}

type FieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = {
  control: Control<TFieldValues, unknown, FieldValues>;
  name: TName;
  label: string;
  /** A hint under the field (kept when a message appears under it). */
  hint?: string;
};

function LabelledField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  hint,
  renderControl,
}: FieldProps<TFieldValues, TName> & {
  renderControl(field: ControllerRenderProps<TFieldValues, TName>): ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{renderControl(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type Bound = "name" | "value" | "onChange" | "onBlur" | "ref";

/**
 * The common case in one line: a labelled Input with its hint and message. `type="number"` binds a number (or null),
 * `type="date"` an ISO date (or null).
 */
export function FormInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  hint,
  ...inputProps
}: FieldProps<TFieldValues, TName> & Omit<ComponentProps<"input">, Bound>) {
  return (
    <LabelledField
      {...{ control, name, label, hint }}
      renderControl={(field) => (
        <Input
          {...inputProps}
          {...(inputProps.type === "number"
            ? numberInput(field)
            : inputProps.type === "date"
              ? dateInput(field)
              : { ...field, value: field.value ?? "" })}
        />
      )}
    />
  );
}

/** A labelled Textarea with its hint and message. */
export function FormTextarea<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  hint,
  ...textareaProps
}: FieldProps<TFieldValues, TName> & Omit<ComponentProps<"textarea">, Bound>) {
  return (
    <LabelledField
      {...{ control, name, label, hint }}
      renderControl={(field) => <Textarea {...textareaProps} {...field} value={field.value ?? ""} />}
    />
  );
}

/** A labelled native select of `options`, with its hint and message. Number options bind a number. */
export function FormSelect<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  hint,
  options,
  ...selectProps
}: FieldProps<TFieldValues, TName> &
  Omit<ComponentProps<"select">, Bound> & { options: readonly { value: string | number; label: string }[] }) {
  const numeric = typeof options[0]?.value === "number";
  return (
    <LabelledField
      {...{ control, name, label, hint }}
      renderControl={(field) => (
        <NativeSelect
          {...selectProps}
          {...field}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
