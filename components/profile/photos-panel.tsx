"use client";

import { useAuth } from "@/components/auth/auth-provider";
import { usePhotos } from "@/components/photos/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { PHOTO_TYPES } from "@/lib/photos/limits";
import { PhotoGallery } from "./photo-gallery";
import { PhotoUploadForm } from "./photo-upload-form";

/** SPEC §2 'Photos tab': the upload form and the two galleries. */
export function PhotosPanel() {
  const { user } = useAuth();
  const query = usePhotos();
  const photos = query.data;
  if (!photos) {
    return query.isError ? (
      <LoadError message="Failed to load photos" onRetry={query.refetch} retrying={query.isFetching} />
    ) : (
      <Spinner label="Loading photos…" />
    );
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Upload Photos</CardTitle>
          <CardDescription>
            Your primary profile photo is your avatar;{" "}
            {user?.role === "provider" ? "property photos show your work." : "property photos show your lawn."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PhotoUploadForm photos={photos} />
        </CardContent>
      </Card>
      {PHOTO_TYPES.map((type) => (
        <PhotoGallery key={type} type={type} photos={photos.filter((photo) => photo.type === type)} />
      ))}
    </div>
  );
}
