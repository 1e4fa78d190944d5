"use client";

import { useState, type ChangeEvent } from "react";
import { X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { PHOTO_ACCEPT, photoFileProblem } from "@/lib/client/photo-file";
import type { PhotoDto } from "@/lib/photos/dto";

// lawnPayloadSchema takes at most 10 photos a posting.
const MAX_PHOTOS = 10;

type PhotoAttachmentsProps = {
  id: string;
  photos: PhotoDto[];
  onPhotosChange(update: (photos: PhotoDto[]) => PhotoDto[]): void;
  uploading: boolean;
  onUploadingChange(uploading: boolean): void;
};

/**
 * Photos for a posting: each chosen image is uploaded at once as a property photo (SPEC §7), shown as a thumbnail,
 * and can be removed again (which deletes the upload: it was made for this posting only).
 */
export function PhotoAttachments({ id, photos, onPhotosChange, uploading, onUploadingChange }: PhotoAttachmentsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const full = photos.length >= MAX_PHOTOS;

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file can be chosen again after a failure
    if (files.length === 0) return;
    const fileProblem = photoFileProblem(files);
    setProblem(fileProblem);
    if (fileProblem) return;
    const form = new FormData();
    form.set("photo", files[0]);
    form.set("type", "property");
    onUploadingChange(true);
    try {
      const photo = await apiFetch<PhotoDto>("/api/users/photos/upload", { method: "POST", form, fallbackError: "Failed to upload photo" });
      onPhotosChange((current) => [...current, photo]);
    } catch (error) {
      setProblem(errorMessage(error, "Failed to upload photo"));
    } finally {
      onUploadingChange(false);
    }
  }

  function remove(photo: PhotoDto) {
    onPhotosChange((current) => current.filter((attached) => attached.id !== photo.id));
    setProblem(null);
    // Best effort: a leftover stays in the Photos tab, where it can be deleted.
    apiFetch(`/api/users/photos?id=${photo.id}`, { method: "DELETE" }).catch((error) => console.warn("Could not delete the removed photo", error));
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
      <p id={noteId} className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"} role={problem ? "alert" : undefined}>
        {problem ?? (uploading ? "Uploading photo..." : full ? `At most ${MAX_PHOTOS} photos a posting` : "JPEG, PNG, GIF, or WebP • Max 10MB • one at a time")}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Attached photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, shown at thumbnail size as it is */}
              <img src={photo.url} alt={`Photo ${index + 1}`} className="size-20 rounded-md border object-cover" />
              <button
                type="button"
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border bg-card shadow outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => remove(photo)}
                aria-label={`Remove photo ${index + 1}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
