"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import type { JobDto } from "@/lib/jobs/dto";
import { lawnEditSchema } from "@/lib/lawns/schemas";

type Errors = Partial<Record<"title" | "description" | "area" | "price_estimate", string>>;

/** Edits an open lawn's details (PATCH /api/lawns/{id}); the address and price type stay as posted. */
export function EditLawnDialog({ lawn, open, onOpenChange }: { lawn: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const id = useId();
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const price = text("price").trim();
    const parsed = lawnEditSchema.safeParse({
      title: text("title"),
      description: text("description"),
      area: text("area"),
      price_estimate: price === "" ? null : Number(price),
    });
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors;
      const found: Errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
      setErrors(found);
      const first = (["title", "description", "area", "price_estimate"] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiFetch(`/api/lawns/${lawn.id}`, { method: "PATCH", json: parsed.data, fallbackError: "Failed to update lawn posting" });
      toast.success("Lawn updated", { description: "Your changes have been saved" });
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update lawn posting") });
      // Claimed or cancelled meanwhile: show the lawn as it now is.
      if (error instanceof ApiError && error.status === 409) {
        onOpenChange(false);
        router.refresh();
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (!next) setErrors({});
        onOpenChange(next);
      }}
    >
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Edit Lawn</DialogTitle>
          <DialogDescription>Change the details of your open posting. The address and price type stay as posted.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate>
          <fieldset disabled={saving} className="grid min-w-0 gap-4">
            <TextField id={`${id}-title`} name="title" label="Title" defaultValue={lawn.title} error={errors.title} required maxLength={120} />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <Textarea
                id={`${id}-description`}
                name="description"
                rows={4}
                maxLength={5000}
                defaultValue={lawn.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${id}-description-error` : undefined}
              />
              {errors.description && (
                <p id={`${id}-description-error`} className="text-sm text-destructive">
                  {errors.description}
                </p>
              )}
            </div>
            <TextField id={`${id}-area`} name="area" label="Area" defaultValue={lawn.area} error={errors.area} maxLength={100} placeholder="e.g., 0.25 acres or 2,000 sq ft" />
            <TextField
              id={`${id}-price_estimate`}
              name="price"
              label={`${lawn.price_type === "auction" ? "Starting Price" : "Price"} (Optional)`}
              type="number"
              min={0}
              step={5}
              inputMode="decimal"
              defaultValue={lawn.price_estimate ?? ""}
              error={errors.price_estimate}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Discard</Button>
              </DialogClose>
              <Button type="submit">{saving ? "Saving..." : "Save Changes"}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
