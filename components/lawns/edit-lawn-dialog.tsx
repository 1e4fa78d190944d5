"use client";

import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormInput, FormTextarea, useZodForm } from "@/components/ui/form";
import { ApiError } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";
import { lawnEditSchema, type LawnEdit } from "@/lib/jobs/schemas";
import type { PhotoDto } from "@/lib/photos/dto";
import { inputLimits } from "@/lib/validations/limits";
import { NeededByField } from "./needed-by-field";
import { PhotosField } from "./photos-field";
import { useEditLawn } from "./queries";

const { shape } = lawnEditSchema;

type EditForm = Required<Pick<LawnEdit, "title" | "description" | "area" | "price_estimate" | "needed_by">> & {
  photos: PhotoDto[];
};

/** The posting's photos as the photo field holds them (their URL stands for the id of an upload). */
const postedPhotos = (lawn: JobDto): PhotoDto[] =>
  lawn.photos.map((url, index) => ({
    id: url,
    url,
    thumbnail_url: lawn.photo_thumbnails[index] ?? url,
    type: "property",
    caption: null,
    is_primary: false,
  }));

/**
 * The form checked with the API's schema. An unchanged needed-by date is not sent: a posting may keep a date that
 * has since passed while its other details are edited (the API checks only a date that is being set). Photos are sent
 * only when changed, as the posting's whole list.
 */
const editSchema = (lawn: JobDto) =>
  z
    .custom<EditForm>()
    .transform(({ needed_by, photos, ...details }): LawnEdit => {
      const urls = photos.map((photo) => photo.url);
      const photosChanged = urls.join("\n") !== lawn.photos.join("\n");
      return {
        ...details,
        ...(needed_by === lawn.needed_by ? {} : { needed_by }),
        ...(photosChanged ? { photos: urls } : {}),
      };
    })
    .pipe(lawnEditSchema);

type DialogProps = { lawn: JobDto; open: boolean; onOpenChange(open: boolean): void };

/** Edits an open lawn's details (PATCH /api/lawns/{id}); the address and price type stay as posted. */
export function EditLawnDialog({ lawn, open, onOpenChange }: DialogProps) {
  const edit = useEditLawn(lawn.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !edit.isPending && onOpenChange(next)}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Edit Lawn</DialogTitle>
          <DialogDescription>
            Change the details of your open posting. The address and price type stay as posted.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so each opening starts from the lawn as it is. */}
        <EditLawnForm lawn={lawn} edit={edit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditLawnForm({ lawn, edit, onDone }: { lawn: JobDto; edit: ReturnType<typeof useEditLawn>; onDone(): void }) {
  const id = useId();
  const schema = useMemo(() => editSchema(lawn), [lawn]);
  const saved = useMemo(() => new Set(lawn.photos), [lawn]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: {
      title: lawn.title,
      description: lawn.description,
      area: lawn.area,
      price_estimate: lawn.price_estimate,
      needed_by: lawn.needed_by,
      photos: postedPhotos(lawn),
    },
  });
  function save(values: LawnEdit) {
    edit.mutate(values, {
      onSuccess: onDone,
      // Claimed or cancelled meanwhile: the page shows the lawn as it now is.
      onError: (error) => error instanceof ApiError && error.code === "job_not_editable" && onDone(),
    });
  }
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <fieldset disabled={edit.isPending} className="grid min-w-0 gap-4">
          <FormInput control={form.control} name="title" label="Title" required {...inputLimits(shape.title)} />
          <FormTextarea
            control={form.control}
            name="description"
            label="Description"
            rows={4}
            {...inputLimits(shape.description)}
          />
          <FormInput
            control={form.control}
            name="area"
            label="Area"
            placeholder="e.g., 0.25 acres or 2,000 sq ft"
            {...inputLimits(shape.area)}
          />
          <FormInput
            control={form.control}
            name="price_estimate"
            label={`${lawn.price_type === "auction" ? "Starting Price" : "Price"} (Optional)`}
            type="number"
            step={5}
            inputMode="decimal"
            {...inputLimits(shape.price_estimate)}
          />
          <NeededByField control={form.control} name="needed_by" />
          <PhotosField id={id} name="photos" onUploadingChange={setUploading} saved={saved} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Discard</Button>
            </DialogClose>
            <Button type="submit" disabled={uploading}>
              {edit.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </fieldset>
      </form>
    </Form>
  );
}
