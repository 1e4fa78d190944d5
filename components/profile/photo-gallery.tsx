"use client";

import { useId } from "react";
import { ImageOff, Trash2 } from "lucide-react";
import { useDeletePhoto } from "@/components/photos/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PhotoDto } from "@/lib/photos/dto";
import { PHOTO_CAPS, type PhotoType } from "@/lib/photos/limits";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

const TITLE: Record<PhotoType, string> = { profile: "Profile Photos", property: "Property Photos" };
const EMPTY: Record<PhotoType, string> = { profile: "No profile photos yet", property: "No property photos yet" };
const ITEM: Record<PhotoType, string> = { profile: "Profile photo", property: "Property photo" };

/** SPEC §2: one gallery, 'Profile Photos (n/5)' or 'Property Photos (n/15)', each photo with its caption and a delete button. */
export function PhotoGallery({ type, photos }: { type: PhotoType; photos: PhotoDto[] }) {
  const titleId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>
          {TITLE[type]} ({photos.length}/{PHOTO_CAPS[type]})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {photos.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden />
            {EMPTY[type]}
          </div>
        ) : (
          <ul aria-labelledby={titleId} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {photos.map((photo, index) => (
              // Where a photo has no caption, its type and place in the gallery name it.
              <GalleryPhoto key={photo.id} photo={photo} name={photo.caption || `${ITEM[photo.type]} ${index + 1}`} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GalleryPhoto({ photo, name }: { photo: PhotoDto; name: string }) {
  const remove = useDeletePhoto({ toasts: true });
  return (
    <li>
      <figure className="grid gap-2">
        <div className="relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, served as stored */}
          <img
            src={photo.thumbnail_url}
            alt={photo.caption ?? ""}
            className="aspect-square w-full rounded-md border bg-muted object-cover"
            loading="lazy"
          />
          {photo.is_primary && <Badge className="absolute top-2 left-2 shadow">Primary</Badge>}
        </div>
        <figcaption className="flex items-center gap-1">
          <span
            className={
              photo.caption
                ? "min-w-0 flex-1 truncate text-sm"
                : "min-w-0 flex-1 truncate text-sm text-muted-foreground"
            }
          >
            {name}
          </span>
          <ConfirmDeleteDialog
            trigger={
              <Button
                size="icon"
                variant="ghost"
                className="size-8 shrink-0 text-destructive hover:text-destructive"
                aria-label={`Delete ${name}`}
              >
                <Trash2 aria-hidden />
              </Button>
            }
            title="Delete photo?"
            question="Are you sure you want to delete this photo?"
            deleting={remove.isPending}
            onConfirm={(settled) => remove.mutate(photo.id, { onSettled: settled })}
          >
            <div className="flex items-center gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, served as stored */}
              <img src={photo.thumbnail_url} alt="" className="size-16 rounded-md border object-cover" />
              <span className="text-sm font-medium">{name}</span>
            </div>
          </ConfirmDeleteDialog>
        </figcaption>
      </figure>
    </li>
  );
}
