"use client";

import { useState, type FormEvent } from "react";
import { z } from "zod";
import { ApiError } from "@/lib/client/api";

// SPEC §8: when there is no server text at all (e.g. the network failed).
const UNKNOWN_ERROR = "An error occurred";

/**
 * Submit handling shared by the sign-in and sign-up forms: validate the form's fields with the shared zod schema
 * before anything is sent, then run `submit` and turn its failure into the text of the dialog's red alert.
 */
export function useAuthForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, submit: (values: z.infer<S>) => Promise<void>) {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const errors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
      setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.[0]])));
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : UNKNOWN_ERROR);
    } finally {
      setPending(false);
    }
  }

  return { fieldErrors, formError, pending, onSubmit };
}
