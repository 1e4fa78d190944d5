"use client";

import { useEffect, useState, type ChangeEvent } from "react";
import { LoaderCircle, X } from "lucide-react";
import { useDeletePhoto, useUploadPhoto } from "@/components/photos/queries";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/client/errors";
import { PHOTO_ACCEPT, photoFileProblem } from "@/lib/client/photo-file";
import type { PhotoDto } from "@/lib/photos/dto";

type PhotoAttachmentsProps = {
  id: string;
  photos: PhotoDto[];
  onPhotosChange(update: (photos: PhotoDto[]) => PhotoDto[]): void;
  /** How many photos a posting takes (the API's schema says). */
  max: number;
  onUploadingChange(uploading: boolean): void;
  /** Photos already on the saved posting: removing one only takes it off the form, its upload stays until saved. */
  saved?: ReadonlySet<string>;
};

const THUMBNAIL = "size-20 rounded-md border object-cover";

/**
 * Photos for a posting: each chosen image shows at once (a preview from the file itself) while it is uploaded as a
 * property photo (SPEC §7), and can be removed again (which deletes the upload: it was made for this posting only).
 */
export function PhotoAttachments({ id, photos, onPhotosChange, max, onUploadingChange, saved }: PhotoAttachmentsProps) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const uploading = upload.isPending;
  const full = photos.length >= max;

  // The preview's object URL lives until the next one replaces it, or the dialog goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file can be chosen again after a failure
    if (files.length === 0) return;
    const fileProblem = photoFileProblem(files);
    setProblem(fileProblem);
    if (fileProblem) return;
    setPreview(URL.createObjectURL(files[0]));
    onUploadingChange(true);
    upload.mutate(
      { file: files[0], type: "property" },
      {
        onSuccess: (photo) => onPhotosChange((current) => [...current, photo]),
        onError: (error) => setProblem(errorMessage(error, "Failed to upload photo")),
        onSettled: () => {
          setPreview(null);
          onUploadingChange(false);
        },
      },
    );
  }

  function detach(photo: PhotoDto) {
    onPhotosChange((current) => current.filter((attached) => attached.id !== photo.id));
    setProblem(null);
    if (saved?.has(photo.url)) return;
    // Best effort: a leftover stays in the Photos tab, where it can be deleted.
    remove.mutate(photo.id, { onError: (error) => console.warn("Could not delete the removed photo", error) });
  }

  const noteId = `${id}-note`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Photos (Optional)</Label>
      <Input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={attach}
        disabled={uploading || full}
        aria-invalid={problem ? true : undefined}
        aria-describedby={noteId}
        className="file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-0.5 file:text-sm file:font-medium file:text-secondary-foreground"
      />
      <p
        id={noteId}
        className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        role={problem ? "alert" : undefined}
      >
        {problem ??
          (uploading
            ? "Uploading photo..."
            : full
              ? `At most ${max} photos`
              : "JPEG, PNG, GIF, or WebP • Max 10MB • one at a time")}
      </p>
      {(photos.length > 0 || preview) && (
        <ul className="flex flex-wrap gap-3" aria-label="Attached photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, shown at thumbnail size as it is */}
              <img src={photo.thumbnail_url} alt={`Photo ${index + 1}`} className={THUMBNAIL} />
              <button
                type="button"
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border bg-card shadow outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => detach(photo)}
                aria-label={`Remove photo ${index + 1}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
          {preview && (
            <li className="relative" aria-busy>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) of the file being sent */}
              <img src={preview} alt="The chosen photo, uploading" className={`${THUMBNAIL} opacity-60`} />
              <LoaderCircle
                className="absolute inset-0 m-auto size-6 animate-spin text-primary motion-reduce:animate-none"
                aria-hidden
              />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
