"use client";

import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import { X } from "lucide-react";
import { toast } from "sonner";
import { AddressFields, addressPayload, EMPTY_ADDRESS, isCompleteAddress, type AddressValue } from "@/components/addresses/address-fields";
import { AddressIcon } from "@/components/addresses/address-icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiFetch } from "@/lib/client/api";
import { MAX_PHOTO_BYTES, PHOTO_FORMATS } from "@/lib/photos/limits";
import type { PhotoDto } from "@/lib/photos/dto";

const NEW_ADDRESS = "new";
const ACCEPT = Object.values(PHOTO_FORMATS).flatMap((format) => [format.contentType, ...format.extensions]).join(",");
const ACCEPTED_TYPES = new Set<string>(Object.values(PHOTO_FORMATS).map((format) => format.contentType));

/** SPEC §2 'Post Your Lawn'. Cannot be closed by an outside click, nor at all while the posting is being sent. */
export function PostLawnDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const id = useId();
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [priceType, setPriceType] = useState<"fixed" | "auction">("fixed");
  const [addresses, setAddresses] = useState<AddressDto[]>([]);
  const [addressChoice, setAddressChoice] = useState(NEW_ADDRESS);
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [photos, setPhotos] = useState<PhotoDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; address?: string }>({});

  // Saved addresses are listed each time the dialog opens, the default pre-selected (failures only logged, SPEC §8).
  useEffect(() => {
    if (!open) return;
    let current = true;
    apiFetch<AddressDto[]>("/api/users/addresses").then(
      (saved) => {
        if (!current) return;
        setAddresses(saved);
        setAddressChoice(saved.find((a) => a.is_default)?.id ?? saved[0]?.id ?? NEW_ADDRESS);
      },
      (error) => console.warn("Could not load saved addresses", error),
    );
    return () => {
      current = false;
    };
  }, [open]);

  function reset(form: HTMLFormElement) {
    form.reset();
    setPriceType("fixed");
    setAddress(EMPTY_ADDRESS);
    setPhotos([]);
    setErrors({});
  }

  async function attachPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!ACCEPTED_TYPES.has(file.type)) return toast.error("File type must be JPEG, PNG, GIF or WebP");
    if (file.size > MAX_PHOTO_BYTES) return toast.error("File is larger than 10 MB");
    const form = new FormData();
    form.set("photo", file);
    form.set("type", "property");
    setUploading(true);
    try {
      const photo = await apiFetch<PhotoDto>("/api/users/photos/upload", { method: "POST", form, fallbackError: "Failed to upload photo" });
      setPhotos((current) => [...current, photo]);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = String(data.get("title") ?? "").trim();
    const usingSaved = addressChoice !== NEW_ADDRESS;
    const nextErrors = {
      title: title ? undefined : "Title is required",
      address: usingSaved || isCompleteAddress(address) ? undefined : "Enter the street number, street, city, state and a 5-digit ZIP",
    };
    setErrors(nextErrors);
    if (nextErrors.title || nextErrors.address) return;
    const price = String(data.get("price") ?? "").trim();
    const saved = addresses.find((a) => a.id === addressChoice);
    const where = saved
      ? { user_address_id: saved.id, full_address: saved.full_address, location: [saved.city, saved.state].filter(Boolean).join(", ") }
      : { ...addressPayload(address), location: `${address.city.trim()}, ${address.state}` };
    setSubmitting(true);
    try {
      await apiFetch("/api/lawns", {
        method: "POST",
        fallbackError: "Failed to post lawn",
        json: {
          title,
          description: String(data.get("description") ?? ""),
          area: String(data.get("area") ?? ""),
          price_type: priceType,
          price_estimate: price === "" ? null : Number(price),
          photos: photos.map((photo) => photo.url),
          ...where,
        },
      });
      toast.success("Success!", { description: "Your lawn has been posted successfully" });
      reset(form);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: (error as Error).message || "Failed to post lawn" });
    } finally {
      setSubmitting(false);
    }
  }

  // SPEC §5: Enter does not submit the form, except as a newline inside the description.
  function blockEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && !(event.target instanceof HTMLTextAreaElement) && !(event.target instanceof HTMLButtonElement)) event.preventDefault();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => submitting && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Post Your Lawn</DialogTitle>
          <DialogDescription>Add details about your lawn to get quotes from providers</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} onKeyDown={blockEnter} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input id={`${id}-title`} name="title" maxLength={120} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? `${id}-title-error` : undefined} />
            {errors.title && <p id={`${id}-title-error`} className="text-sm text-destructive">{errors.title}</p>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea id={`${id}-description`} name="description" rows={4} maxLength={5000} />
          </div>
          <div className="grid gap-2">
            {addresses.length > 0 && (
              <RadioGroup value={addressChoice} onValueChange={setAddressChoice} aria-label="Address" className="gap-2">
                {addresses.map((saved) => (
                  <label key={saved.id} className="flex items-start gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary">
                    <RadioGroupItem value={saved.id} aria-label={`${saved.label}: ${saved.full_address}`} className="mt-0.5" />
                    <AddressIcon label={saved.label} className="mt-0.5 size-4 text-primary" />
                    <span>
                      <span className="font-medium">{saved.label}</span>
                      <span className="block text-muted-foreground">{saved.full_address}</span>
                    </span>
                  </label>
                ))}
                <label className="flex items-center gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary">
                  <RadioGroupItem value={NEW_ADDRESS} aria-label="Use a new address" />
                  Use a new address
                </label>
              </RadioGroup>
            )}
            {addressChoice === NEW_ADDRESS && <AddressFields idPrefix={`${id}-address`} value={address} onChange={setAddress} />}
            {errors.address && <p className="text-sm text-destructive" role="alert">{errors.address}</p>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-area`}>Area</Label>
            <Input id={`${id}-area`} name="area" placeholder="e.g., 0.25 acres or 2,000 sq ft" maxLength={100} />
          </div>
          <div className="grid gap-2">
            <Label id={`${id}-price-type`}>Price type</Label>
            <RadioGroup value={priceType} onValueChange={(value) => setPriceType(value as "fixed" | "auction")} aria-labelledby={`${id}-price-type`} className="grid-cols-2">
              {(["fixed", "auction"] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary">
                  <RadioGroupItem value={type} />
                  {type === "fixed" ? "Fixed price" : "Auction (open to bids)"}
                </label>
              ))}
            </RadioGroup>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-price`}>{priceType === "fixed" ? "Price" : "Starting Price"} (Optional)</Label>
            <Input id={`${id}-price`} name="price" type="number" min={0} step={5} inputMode="decimal" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-photos`}>Photos</Label>
            <Input id={`${id}-photos`} type="file" accept={ACCEPT} onChange={attachPhoto} disabled={uploading} />
            <p className="text-xs text-muted-foreground">{uploading ? "Uploading…" : "JPEG, PNG, GIF, or WebP • Max 10MB"}</p>
            {photos.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Attached photos">
                {photos.map((photo, index) => (
                  <li key={photo.id} className="relative">
                    {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded file's own URL, shown as it is */}
                    <img src={photo.url} alt={`Photo ${index + 1}`} className="size-16 rounded-md object-cover" />
                    <button
                      type="button"
                      className="absolute -top-2 -right-2 rounded-full bg-background p-0.5 shadow"
                      onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
                      aria-label={`Remove photo ${index + 1}`}
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Button type="submit" disabled={submitting || uploading}>
            {submitting ? "Posting..." : "Post Lawn"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
