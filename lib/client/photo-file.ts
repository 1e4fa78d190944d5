import { MAX_PHOTO_BYTES, PHOTO_FORMATS } from "@/lib/photos/limits";

const ACCEPTED_TYPES = new Set<string>(Object.values(PHOTO_FORMATS).map((format) => format.contentType));

/** The file picker's `accept`: the image types and their extensions (SPEC §5). */
export const PHOTO_ACCEPT = Object.values(PHOTO_FORMATS)
  .flatMap((format) => [format.contentType, ...format.extensions])
  .join(",");

/** SPEC §5's file rules, checked before anything is sent: one image of an accepted type, at most 10 MB. */
export function photoFileProblem(files: File[]): string | null {
  if (files.length > 1) return "Too many files: choose one image";
  const [file] = files;
  if (!file) return "Choose an image";
  if (!ACCEPTED_TYPES.has(file.type)) return "File type must be JPEG, PNG, GIF, or WebP";
  if (file.size > MAX_PHOTO_BYTES) return "File is larger than 10 MB";
  return null;
}
