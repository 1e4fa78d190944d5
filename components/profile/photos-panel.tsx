"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/client/api";
import type { PhotoDto } from "@/lib/photos/dto";
import { PHOTO_TYPES } from "@/lib/photos/limits";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { PhotoGallery } from "./photo-gallery";
import { PhotoUploadForm } from "./photo-upload-form";
import { useApiList } from "./use-api-list";

/** SPEC §2 'Photos tab': the upload form and the two galleries. Reports the primary photo for the avatars. */
export function PhotosPanel({ onPrimaryPhotoChange }: { onPrimaryPhotoChange(url: string | null): void }) {
  const { items: photos, failed, reload } = useApiList<PhotoDto>("/api/users/photos", "Failed to load photos");
  const [deleting, setDeleting] = useState<{ photo: PhotoDto; name: string } | null>(null);

  useEffect(() => {
    if (photos) onPrimaryPhotoChange(photos.find((photo) => photo.type === "profile" && photo.is_primary)?.url ?? null);
  }, [photos, onPrimaryPhotoChange]);

  async function remove(photo: PhotoDto) {
    try {
      await apiFetch(`/api/users/photos?id=${encodeURIComponent(photo.id)}`, { method: "DELETE" });
      toast.success("Photo deleted successfully");
    } catch {
      toast.error("Error", { description: "Failed to delete photo" });
    }
    await reload();
  }

  if (!photos) {
    return failed ? (
      <Alert variant="destructive">
        <AlertDescription className="grid gap-2">
          <span>Failed to load photos</span>
          <Button size="sm" variant="outline" className="w-fit" onClick={() => void reload()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    ) : (
      <Spinner label="Loading photos…" />
    );
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Upload Photos</CardTitle>
          <CardDescription>Your primary profile photo is your avatar; property photos show your lawn.</CardDescription>
        </CardHeader>
        <CardContent>
          <PhotoUploadForm photos={photos} onUploaded={reload} />
        </CardContent>
      </Card>
      {PHOTO_TYPES.map((type) => (
        <PhotoGallery key={type} type={type} photos={photos.filter((photo) => photo.type === type)} onDelete={(photo, name) => setDeleting({ photo, name })} />
      ))}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete photo?"
        question="Are you sure you want to delete this photo?"
        onConfirm={() => (deleting ? remove(deleting.photo) : Promise.resolve())}
      >
        {deleting && (
          <div className="flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, served as stored */}
            <img src={deleting.photo.url} alt="" className="size-16 rounded-md border object-cover" />
            <span className="text-sm font-medium">{deleting.name}</span>
          </div>
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
