"use client";

import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { useAddresses } from "@/components/addresses/queries";
import { EMPTY_ADDRESS_PARTS, fullAddressOf } from "@/components/addresses/address-part-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormField, FormInput, FormTextarea, useZodForm } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { AddressDto } from "@/lib/addresses/dto";
import type { JobDto } from "@/lib/jobs/dto";
import { neededByWindow } from "@/lib/jobs/needed-by";
import { lawnPayloadSchema, type LawnPayload } from "@/lib/jobs/schemas";
import { OFFER_ANSWER_HOURS } from "@/lib/jobs/status";
import type { PhotoDto } from "@/lib/photos/dto";
import { inputLimits } from "@/lib/validations/limits";
import { NeededByField } from "./needed-by-field";
import {
  BiddingClosesField,
  biddingClosePayload,
  EMPTY_BIDDING_CLOSE,
  type BiddingCloseValues,
} from "./bidding-closes-field";
import { AddressChoice, effectiveChoice, NEW_ADDRESS, type AddressChoiceValues } from "./address-choice";
import { PhotosField } from "./photos-field";
import { EMPTY_RECURRENCE, RecurrenceField, recurrencePayload, type RecurrenceForm } from "./recurrence-field";
import { usePostLawn } from "./queries";
import { withQueries } from "@/components/layout/query-provider";

/** What the form holds: the posting's fields, the address as chosen or typed, and the uploaded photos. */
type LawnForm = AddressChoiceValues &
  BiddingCloseValues & {
    title: string;
    description: string;
    area: string;
    price_type: LawnPayload["price_type"];
    price_estimate: number | null;
    /** An ISO date, or null: 'Flexible'. */
    needed_by: string | null;
    photos: PhotoDto[];
    recurrence: RecurrenceForm;
  };

const EMPTY_FORM: LawnForm = {
  title: "",
  description: "",
  area: "",
  price_type: "fixed",
  price_estimate: null,
  needed_by: null,
  photos: [],
  ...EMPTY_BIDDING_CLOSE,
  recurrence: EMPTY_RECURRENCE,
  address_choice: null,
  ...EMPTY_ADDRESS_PARTS,
};

const { shape } = lawnPayloadSchema;

const NO_ADDRESSES: AddressDto[] = [];

const PRICE_TYPES: { value: LawnPayload["price_type"]; label: string; hint: string }[] = [
  { value: "fixed", label: "Fixed price", hint: "A provider claims it at your price" },
  { value: "auction", label: "Auction", hint: "Providers bid; you pick one" },
];

/**
 * 'Post again': the lawn a new posting is filled from; 'Book directly': the favourite provider a new posting is asked
 * of alone, at a fixed price (a new draft each time the button is pressed).
 */
export type PostingDraft =
  { lawn: JobDto; invite?: undefined } | { invite: { id: string; name: string }; lawn?: undefined };

/**
 * A new posting like `lawn`: its details, price and address (the same saved address, else the typed parts). Its
 * needed-by date only while it can still be asked for; photos are not carried over (each posting's uploads are its
 * own: removing one here deletes the file).
 */
function fromLawn(lawn: JobDto): LawnForm {
  const { min, max } = neededByWindow();
  const neededBy = lawn.needed_by !== null && lawn.needed_by >= min && lawn.needed_by <= max ? lawn.needed_by : null;
  return {
    ...EMPTY_FORM,
    title: lawn.title,
    description: lawn.description,
    area: lawn.area,
    price_type: lawn.price_type,
    price_estimate: lawn.price_estimate,
    needed_by: neededBy,
    address_choice: lawn.user_address_id ?? NEW_ADDRESS,
    street_number: lawn.street_number,
    street: lawn.street,
    city: lawn.city,
    state: lawn.state,
    postal_code: lawn.postal_code,
    latitude: lawn.latitude,
    longitude: lawn.longitude,
  };
}

/** The posting as the API takes it (SPEC §3): a saved address by its id, or the typed one part by part. */
function toPayload(form: LawnForm, addresses: AddressDto[], inviteId?: string): z.input<typeof lawnPayloadSchema> {
  const saved = addresses.find((address) => address.id === effectiveChoice(form.address_choice, addresses));
  const where = saved
    ? {
        user_address_id: saved.id,
        full_address: saved.full_address,
        location: [saved.city, saved.state].filter(Boolean).join(", "),
      }
    : {
        full_address: fullAddressOf(form),
        street_number: form.street_number,
        street: form.street,
        city: form.city,
        state: form.state,
        postal_code: form.postal_code,
        latitude: form.latitude,
        longitude: form.longitude,
        location: `${form.city.trim()}, ${form.state}`,
      };
  return {
    title: form.title,
    description: form.description,
    area: form.area,
    price_type: form.price_type,
    price_estimate: form.price_estimate,
    needed_by: form.needed_by,
    photos: form.photos.map((photo) => photo.url),
    ...biddingClosePayload(form),
    recurrence: recurrencePayload(form.recurrence) as LawnPayload["recurrence"],
    ...(inviteId ? { invite_provider_id: inviteId } : {}),
    ...where,
  };
}

/** The form checked with the API's own schema (lawnPayloadSchema): its messages land under the fields of the same name. */
const postingSchema = (addresses: AddressDto[], inviteId?: string) =>
  z
    .custom<LawnForm>()
    .transform((form) => toPayload(form, addresses, inviteId))
    .pipe(lawnPayloadSchema);

/**
 * SPEC §2 'Post Your Lawn'. It cannot be closed by an outside click, nor at all while the posting is being sent;
 * Enter in a field submits it (a newline in the description). What was typed is kept when it
 * closes (a stray Escape loses nothing) until a posting succeeds.
 */
function PostLawnDialogBody({
  open,
  onOpenChange,
  draft = null,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  draft?: PostingDraft | null;
}) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const addressesQuery = useAddresses({ enabled: open });
  // SPEC §8: in the posting dialog a failed address load is only logged; the user types the address instead.
  const addresses = addressesQuery.isError ? NO_ADDRESSES : addressesQuery.data;
  useEffect(() => {
    if (addressesQuery.isError) console.warn("Could not load saved addresses", addressesQuery.error);
  }, [addressesQuery.isError, addressesQuery.error]);
  const invite = draft?.invite;
  const schema = useMemo(() => postingSchema(addresses ?? NO_ADDRESSES, invite?.id), [addresses, invite]);
  const form = useZodForm(schema, { defaultValues: draft?.lawn ? fromLawn(draft.lawn) : EMPTY_FORM });
  // 'Post again' replaces whatever was typed with the lawn it was pressed on; 'Book directly' starts afresh.
  useEffect(() => {
    if (draft) form.reset(draft.lawn ? fromLawn(draft.lawn) : EMPTY_FORM);
  }, [draft, form]);
  const post = usePostLawn();
  const [uploading, setUploading] = useState(false);
  const submitting = post.isPending;

  function submit(lawn: LawnPayload) {
    post.mutate(lawn, {
      onSuccess: () => {
        toast.success(invite ? `Request sent to ${invite.name}` : "Success!", {
          description: invite
            ? `Only they see it, and they have ${OFFER_ANSWER_HOURS} hours to accept or decline.`
            : "Your lawn has been posted successfully",
          action:
            pathname === "/dashboard"
              ? undefined
              : { label: "View My Lawns", onClick: () => router.push("/dashboard") },
        });
        form.reset(EMPTY_FORM);
        onOpenChange(false);
      },
    });
  }

  // SPEC §5: Enter in a field submits, as in any form; in the description it is a newline, and in the address
  // search it only ever chooses a suggestion (a half-typed town is not a posting).
  function blockEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.target as HTMLElement).getAttribute("role") === "combobox")
      event.preventDefault();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-xl"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => submitting && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{invite ? `Book ${invite.name}` : "Post Your Lawn"}</DialogTitle>
          <DialogDescription>
            {invite
              ? `A request only ${invite.name} sees, at the price you set; they have ${OFFER_ANSWER_HOURS} hours to accept or decline.`
              : "Add details about your lawn to get quotes from providers"}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} onKeyDown={blockEnter} noValidate aria-busy={submitting}>
            <fieldset disabled={submitting} className="grid min-w-0 gap-4">
              <FormInput
                control={form.control}
                name="title"
                label="Title"
                required
                placeholder="e.g., Front and back lawn mowing"
                {...inputLimits(shape.title)}
              />
              <FormTextarea
                control={form.control}
                name="description"
                label="Description (Optional)"
                rows={4}
                placeholder="What needs doing: mowing, edging, leaf clean-up, gate code..."
                {...inputLimits(shape.description)}
              />
              <AddressChoice id={`${id}-address`} control={form.control} addresses={addresses} />
              <FormInput
                control={form.control}
                name="area"
                label="Area (Optional)"
                placeholder="e.g., 0.25 acres or 2,000 sq ft"
                {...inputLimits(shape.area)}
              />
              <RecurrenceField id={`${id}-recurrence`} control={form.control as unknown as Control<FieldValues>} />
              <PriceFields id={id} control={form.control} direct={!!invite} />
              <NeededByField control={form.control} name="needed_by" />
              <BiddingClosesField control={form.control} />
              <PhotosField id={id} name="photos" onUploadingChange={setUploading} />
              <Button type="submit" disabled={uploading} className="w-full sm:w-auto sm:justify-self-end">
                {submitting ? (invite ? "Sending..." : "Posting...") : invite ? "Send Request" : "Post Lawn"}
              </Button>
            </fieldset>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Price type (SPEC §9: fixed by default) and the optional price, labelled for the chosen type. A request to one
 * provider (`direct`) is at a fixed price they accept, so it asks for the price only.
 */
function PriceFields({
  id,
  control,
  direct,
}: {
  id: string;
  control: Control<LawnForm, unknown, LawnPayload>;
  direct: boolean;
}) {
  const priceType = useWatch({ control, name: "price_type" });
  if (direct)
    return (
      <FormInput
        control={control}
        name="price_estimate"
        label="Price"
        required
        type="number"
        step={5}
        inputMode="decimal"
        hint="In dollars: what the provider is paid if they accept (per visit for a recurring lawn)."
        {...inputLimits(shape.price_estimate)}
      />
    );
  return (
    <>
      <FormField
        control={control}
        name="price_type"
        render={({ field }) => (
          <div className="grid gap-2">
            <p id={`${id}-price-type`} className="text-sm font-medium">
              Price type
            </p>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
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
        )}
      />
      <FormInput
        control={control}
        name="price_estimate"
        label={`${priceType === "fixed" ? "Price" : "Starting Price"} (Optional)`}
        type="number"
        step={5}
        inputMode="decimal"
        hint={
          priceType === "fixed" ? "In dollars. Leave empty to ask for quotes." : "In dollars: where the bidding starts."
        }
        {...inputLimits(shape.price_estimate)}
      />
    </>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const PostLawnDialog = withQueries(PostLawnDialogBody);
