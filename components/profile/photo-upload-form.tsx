"use client";

import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { ImageUp, LoaderCircle } from "lucide-react";
import { useUploadPhoto } from "@/components/photos/queries";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Form, FormControl, FormField, FormInput, FormItem, FormMessage, useZodForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { PHOTO_ACCEPT, photoFileProblem } from "@/lib/client/photo-file";
import type { PhotoDto } from "@/lib/photos/dto";
import { PHOTO_CAPS, PHOTO_TYPES, type PhotoType } from "@/lib/photos/limits";
import { photoUploadFieldsSchema } from "@/lib/photos/schemas";
import { inputLimits } from "@/lib/validations/limits";

const PHOTO_TYPE_LABEL: Record<PhotoType, string> = { profile: "Profile Photo", property: "Property Photo" };

// The upload's text fields as the API checks them, and the chosen files (a drop can bring several) with SPEC §5's
// file rules, checked before anything is sent.
const photoUploadSchema = photoUploadFieldsSchema.pick({ type: true, caption: true }).extend({
  photo: z.array(z.custom<File>((value) => value instanceof File)).superRefine((files, context) => {
    const problem = photoFileProblem(files);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});

const capMessage = (type: PhotoType) =>
  `You can keep at most ${PHOTO_CAPS[type]} ${type} photos. Delete one to upload another.`;

function fileSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The chosen image as a URL the page can show; each URL is let go when the next replaces it or the form goes. */
function usePreviewUrl() {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return [url, (file: File | undefined) => setUrl(file && URL.createObjectURL(file))] as const;
}

/**
 * SPEC §2 'Upload Photos': the type, an optional caption and one image, dropped or chosen (the drop zone is a
 * button, so the keyboard opens the file picker too), shown before it is sent.
 */
export function PhotoUploadForm({ photos }: { photos: PhotoDto[] }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadPhoto({ toasts: true });
  const uploading = upload.isPending;
  const form = useZodForm(photoUploadSchema, { defaultValues: { type: "profile", caption: "", photo: [] } });
  const [type, files] = useWatch({ control: form.control, name: ["type", "photo"] });
  const file = photoFileProblem(files) ? undefined : files[0];
  const [preview, showPreview] = usePreviewUrl();
  const full = photos.filter((photo) => photo.type === type).length >= PHOTO_CAPS[type];

  function choose(chosen: File[]) {
    if (chosen.length === 0) return; // the picker was cancelled
    form.setValue("photo", chosen, { shouldValidate: true });
    showPreview(photoFileProblem(chosen) ? undefined : chosen[0]);
  }

  function drop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    if (!uploading && !full) choose([...event.dataTransfer.files]);
  }

  const send = form.handleSubmit(({ type, caption, photo }) =>
    upload.mutate(
      // SPEC §4: the first profile photo, while none is primary, is sent as the primary one.
      {
        file: photo[0],
        type,
        caption: caption ?? undefined,
        isPrimary: type === "profile" && !photos.some((kept) => kept.type === "profile" && kept.is_primary),
      },
      {
        onSuccess: () => {
          form.reset({ type, caption: "", photo: [] });
          showPreview(undefined);
        },
      },
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={send} className="grid gap-5" aria-busy={uploading} noValidate>
        <FormField
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <Label id={`${id}-type`}>Photo type</Label>
              <FormControl>
                <RadioGroup
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-labelledby={`${id}-type`}
                  className="grid-cols-2 sm:w-fit"
                  disabled={uploading}
                >
                  {PHOTO_TYPES.map((option) => (
                    <Label
                      key={option}
                      htmlFor={`${id}-${option}`}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 leading-normal transition-colors hover:bg-accent has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
                    >
                      <RadioGroupItem value={option} id={`${id}-${option}`} />
                      {PHOTO_TYPE_LABEL[option]}
                    </Label>
                  ))}
                </RadioGroup>
              </FormControl>
            </FormItem>
          )}
        />
        <FormInput
          control={form.control}
          name="caption"
          label="Caption (optional)"
          disabled={uploading}
          {...inputLimits(photoUploadFieldsSchema.shape.caption)}
        />
        <FormField
          control={form.control}
          name="photo"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <button
                  ref={field.ref}
                  type="button"
                  disabled={uploading || full}
                  onClick={() => input.current?.click()}
                  onDragOver={(event) => {
                    event.preventDefault();
                    setDragging(true);
                  }}
                  onDragLeave={() => setDragging(false)}
                  onDrop={drop}
                  className={cn(
                    "grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center text-sm transition-colors outline-none hover:border-primary hover:bg-accent focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
                    dragging && "border-primary bg-accent",
                  )}
                >
                  {uploading ? (
                    <LoaderCircle className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
                  ) : (
                    <ImageUp className="size-8 text-primary" aria-hidden />
                  )}
                  <span className="font-medium">
                    {file ? `${file.name} (${fileSize(file.size)})` : "Drag & drop an image here, or click to select"}
                  </span>
                  <span className="text-muted-foreground">
                    {file ? "Click to choose a different image" : "JPEG, PNG, GIF, or WebP • Max 10MB"}
                  </span>
                </button>
              </FormControl>
              <input
                ref={input}
                type="file"
                accept={PHOTO_ACCEPT}
                className="hidden"
                aria-label="Photo file"
                onChange={(event) => {
                  choose([...(event.target.files ?? [])]);
                  event.target.value = ""; // the same file can be chosen again
                }}
              />
              {/* role="alert": the file is checked as it is chosen, so the message is announced at once. */}
              {full ? (
                <p role="alert" className="text-sm text-destructive">
                  {capMessage(type)}
                </p>
              ) : (
                <FormMessage role="alert" />
              )}
            </FormItem>
          )}
        />
        {file && preview && (
          <figure className="grid justify-items-start gap-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for next/image to optimise */}
            <img
              src={preview}
              alt={`Preview of ${file.name}`}
              className="max-h-48 max-w-full rounded-md border bg-muted object-contain"
            />
            <figcaption className="text-xs text-muted-foreground">
              Preview: not sent until you press Upload Photo.
            </figcaption>
          </figure>
        )}
        <Button type="submit" disabled={uploading || full || !file} className="w-full sm:w-fit">
          {uploading ? "Uploading..." : "Upload Photo"}
        </Button>
      </form>
    </Form>
  );
}
