"use client";

import { useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { LAWN_LIMITS } from "@/lib/jobs/schemas";
import type { PhotoDto } from "@/lib/photos/dto";
import { PhotoAttachments } from "./photo-attachments";

/**
 * A posting's photos in the posting and edit forms: uploads added and removed in place, up to the API's limit.
 * Changes apply to the form's latest list, not the one of the last render, so two uploads finishing together both stay.
 */
export function PhotosField<TFieldValues extends FieldValues>({
  id,
  name,
  onUploadingChange,
  saved,
}: {
  id: string;
  name: FieldPath<TFieldValues>;
  onUploadingChange: (uploading: boolean) => void;
  /** The posting's photos as last saved (an edit): removing one of them deletes nothing until the edit is saved. */
  saved?: ReadonlySet<string>;
}) {
  const form = useFormContext<TFieldValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <PhotoAttachments
          id={`${id}-photos`}
          photos={field.value}
          onPhotosChange={(update) => field.onChange(update(form.getValues(name) as PhotoDto[]))}
          max={LAWN_LIMITS.photos}
          onUploadingChange={onUploadingChange}
          saved={saved}
        />
      )}
    />
  );
}
