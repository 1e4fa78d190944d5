"use client";

import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import { toast } from "sonner";
import { z } from "zod";
import { addressPayload, addressProblem, EMPTY_ADDRESS, type AddressValue } from "@/components/addresses/address-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { lawnPayloadSchema, type LawnPayload } from "@/lib/lawns/schemas";
import type { PhotoDto } from "@/lib/photos/dto";
import { AddressChoice, NEW_ADDRESS } from "./address-choice";
import { PhotoAttachments } from "./photo-attachments";

type PriceType = "fixed" | "auction";

/** What has been typed so far. It outlives a close (nothing typed is lost to a stray Escape) until a posting succeeds. */
type Draft = {
  title: string;
  description: string;
  area: string;
  priceType: PriceType;
  price: string;
  /** A saved address's id, NEW_ADDRESS, or null until the user picks (the default address is then used). */
  addressChoice: string | null;
  address: AddressValue;
  photos: PhotoDto[];
};

const EMPTY_DRAFT: Draft = { title: "", description: "", area: "", priceType: "fixed", price: "", addressChoice: null, address: EMPTY_ADDRESS, photos: [] };

type ErrorField = "title" | "description" | "area" | "price" | "address";
type Errors = Partial<Record<ErrorField, string>>;

// Which message a draft field's edit makes stale.
const ERROR_OF: Partial<Record<keyof Draft, ErrorField>> = {
  title: "title",
  description: "description",
  area: "area",
  price: "price",
  address: "address",
  addressChoice: "address",
};

const PRICE_TYPES: { value: PriceType; label: string; hint: string }[] = [
  { value: "fixed", label: "Fixed price", hint: "A provider claims it at your price" },
  { value: "auction", label: "Auction", hint: "Providers bid; you pick one" },
];

/** The chosen saved address, falling back to the default one (SPEC §2: pre-selected) while the user has not picked. */
function effectiveChoice(draft: Draft, addresses: AddressDto[] | null): string {
  if (!addresses?.length) return NEW_ADDRESS;
  if (draft.addressChoice === NEW_ADDRESS || addresses.some((saved) => saved.id === draft.addressChoice)) return draft.addressChoice!;
  return (addresses.find((saved) => saved.is_default) ?? addresses[0]).id;
}

/**
 * SPEC §2 'Post Your Lawn'. It cannot be closed by an outside click, nor at all while the posting is being sent;
 * Enter never submits it except as the submit button (a newline in the description).
 */
export function PostLawnDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [addresses, setAddresses] = useState<AddressDto[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Editing a field clears its message; the whole form is checked again on submit.
  function change(fields: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...fields }));
    const touched = Object.keys(fields).map((key) => ERROR_OF[key as keyof Draft]);
    setErrors((current) => (touched.some((field) => field && current[field]) ? { ...current, ...Object.fromEntries(touched.map((field) => [field, undefined])) } : current));
  }
  const choice = effectiveChoice(draft, addresses);

  // Saved addresses are read each time the dialog opens; a failure is only logged and leaves the typed address (SPEC §8).
  useEffect(() => {
    if (!open) return;
    let current = true;
    apiFetch<AddressDto[]>("/api/users/addresses", { fallbackError: "Failed to load addresses" }).then(
      (saved) => current && setAddresses(saved),
      (error) => {
        console.warn("Could not load saved addresses", error);
        if (current) setAddresses((known) => known ?? []);
      },
    );
    return () => {
      current = false;
    };
  }, [open]);

  /** The form checked with the API's own schema, plus the typed address's completeness. */
  function check(): { errors: Errors; payload?: LawnPayload; otherProblem?: string } {
    const saved = addresses?.find((address) => address.id === choice);
    const typedProblem = saved ? null : addressProblem(draft.address);
    const where = saved
      ? { user_address_id: saved.id, full_address: saved.full_address, location: [saved.city, saved.state].filter(Boolean).join(", ") }
      : typedProblem === null
        ? { ...addressPayload(draft.address), location: `${draft.address.city.trim()}, ${draft.address.state}` }
        : {};
    const parsed = lawnPayloadSchema.safeParse({
      title: draft.title,
      description: draft.description,
      area: draft.area,
      price_type: draft.priceType,
      price_estimate: draft.price.trim() === "" ? null : Number(draft.price),
      photos: draft.photos.map((photo) => photo.url),
      ...where,
    });
    const fieldErrors = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
    const found: Errors = {
      title: fieldErrors.title?.[0],
      description: fieldErrors.description?.[0],
      area: fieldErrors.area?.[0],
      price: fieldErrors.price_estimate?.[0],
      address: typedProblem ?? undefined,
    };
    if (parsed.success) return { errors: found, payload: parsed.data };
    return { errors: found, otherProblem: parsed.error.issues[0]?.message };
  }

  function focusFirstError(found: Errors) {
    const first = (["title", "description", "address", "area", "price"] as const).find((field) => found[field]);
    if (!first) return;
    const target =
      first === "address"
        ? document.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}-address-`)}"][aria-invalid="true"]`)
        : document.getElementById(`${id}-${first}`);
    target?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors: found, payload, otherProblem } = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // After the messages render, so the missing address parts are marked invalid.
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    if (!payload) return toast.error("Error", { description: otherProblem ?? "Failed to post lawn" });
    setSubmitting(true);
    try {
      await apiFetch("/api/lawns", { method: "POST", json: payload, fallbackError: "Failed to post lawn" });
      toast.success("Success!", {
        description: "Your lawn has been posted successfully",
        action: pathname === "/dashboard" ? undefined : { label: "View My Lawns", onClick: () => router.push("/dashboard") },
      });
      setDraft(EMPTY_DRAFT);
      setErrors({});
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to post lawn") });
    } finally {
      setSubmitting(false);
    }
  }

  // SPEC §5: Enter in a field does not submit; in the description it is a newline, on a button it presses the button.
  function blockEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && !(event.target instanceof HTMLTextAreaElement) && !(event.target instanceof HTMLButtonElement)) event.preventDefault();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-xl"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => submitting && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Post Your Lawn</DialogTitle>
          <DialogDescription>Add details about your lawn to get quotes from providers</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} onKeyDown={blockEnter} noValidate aria-busy={submitting}>
          <fieldset disabled={submitting} className="grid min-w-0 gap-4">
            <TextField id={`${id}-title`} label="Title" value={draft.title} onChange={(e) => change({ title: e.target.value })} error={errors.title} required maxLength={120} placeholder="e.g., Front and back lawn mowing" />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-description`}>Description (Optional)</Label>
              <Textarea
                id={`${id}-description`}
                rows={4}
                maxLength={5000}
                value={draft.description}
                onChange={(e) => change({ description: e.target.value })}
                placeholder="What needs doing: mowing, edging, leaf clean-up, gate code..."
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${id}-description-error` : undefined}
              />
              {errors.description && (
                <p id={`${id}-description-error`} className="text-sm text-destructive">
                  {errors.description}
                </p>
              )}
            </div>
            <AddressChoice
              id={`${id}-address`}
              addresses={addresses}
              choice={choice}
              onChoiceChange={(addressChoice) => change({ addressChoice })}
              address={draft.address}
              onAddressChange={(address) => change({ address })}
              error={errors.address}
            />
            <TextField
              id={`${id}-area`}
              label="Area (Optional)"
              value={draft.area}
              onChange={(e) => change({ area: e.target.value })}
              error={errors.area}
              maxLength={100}
              placeholder="e.g., 0.25 acres or 2,000 sq ft"
            />
            <div className="grid gap-2">
              <p id={`${id}-price-type`} className="text-sm font-medium">
                Price type
              </p>
              <RadioGroup
                value={draft.priceType}
                onValueChange={(priceType) => change({ priceType: priceType as PriceType })}
                aria-labelledby={`${id}-price-type`}
                className="grid-cols-1 gap-2 sm:grid-cols-2"
              >
                {PRICE_TYPES.map((type) => (
                  <label
                    key={type.value}
                    className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
                  >
                    <RadioGroupItem value={type.value} aria-label={type.label} className="mt-0.5" />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{type.label}</span>
                      <span className="text-muted-foreground">{type.hint}</span>
                    </span>
                  </label>
                ))}
              </RadioGroup>
            </div>
            <TextField
              id={`${id}-price`}
              label={`${draft.priceType === "fixed" ? "Price" : "Starting Price"} (Optional)`}
              type="number"
              min={0}
              step={5}
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => change({ price: e.target.value })}
              error={errors.price}
              hint={draft.priceType === "fixed" ? "In dollars. Leave empty to ask for quotes." : "In dollars: where the bidding starts."}
            />
            <PhotoAttachments
              id={`${id}-photos`}
              photos={draft.photos}
              onPhotosChange={(update) => setDraft((current) => ({ ...current, photos: update(current.photos) }))}
              uploading={uploading}
              onUploadingChange={setUploading}
            />
            <Button type="submit" disabled={uploading} className="w-full sm:w-auto sm:justify-self-end">
              {submitting ? "Posting..." : "Post Lawn"}
            </Button>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
