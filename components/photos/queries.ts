"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { profileKeys } from "@/components/profile/queries";
import { apiFetch } from "@/lib/client/api";
import type { PhotoType } from "@/lib/photos/limits";

export const photoKeys = {
  /** The signed-in user's photos (GET /api/users/photos). */
  all: ["photos"] as const,
};

// A photo change can change the primary profile photo, which the profile carries (the avatars).
const PHOTO_CHANGES = [photoKeys.all, profileKeys.all];

/**
 * The Photos tab says each outcome in a toast (SPEC §8); the posting dialog, which uploads its photos with these
 * hooks too, reports them in place.
 */
type Toasts = { toasts?: boolean };

/** The Photos tab's galleries (SPEC §2). */
export function usePhotos() {
  return useQuery({
    queryKey: photoKeys.all,
    queryFn: () => apiFetch("/api/users/photos", { fallbackError: "Failed to load photos" }),
    meta: { failure: { title: "Error", message: "Failed to load photos" } },
  });
}

export type PhotoUpload = { file: File; type: PhotoType; caption?: string; isPrimary?: boolean };

/** POST /api/users/photos/upload (SPEC §7: multipart photo, type, caption?, is_primary?='true'). */
export function useUploadPhoto({ toasts = false }: Toasts = {}) {
  return useMutation({
    mutationFn: ({ file, type, caption, isPrimary }: PhotoUpload) => {
      const form = new FormData();
      form.set("photo", file);
      form.set("type", type);
      if (caption) form.set("caption", caption);
      if (isPrimary) form.set("is_primary", "true");
      return apiFetch("/api/users/photos/upload", {
        method: "POST",
        form,
        fallbackError: "Failed to upload photo",
      });
    },
    onSuccess: () => void (toasts && toast.success("Photo uploaded successfully")),
    meta: {
      invalidates: PHOTO_CHANGES,
      ...(toasts && { failure: { title: "Error", fallback: "Failed to upload photo" } }),
    },
  });
}

/** DELETE /api/users/photos?id= */
export function useDeletePhoto({ toasts = false }: Toasts = {}) {
  return useMutation({
    mutationFn: (photoId: string) =>
      apiFetch("/api/users/photos", {
        method: "DELETE",
        query: { id: photoId },
        fallbackError: "Failed to delete photo",
      }),
    onSuccess: () => void (toasts && toast.success("Photo deleted successfully")),
    meta: {
      invalidates: PHOTO_CHANGES,
      ...(toasts && { failure: { title: "Error", message: "Failed to delete photo" } }),
    },
  });
}
