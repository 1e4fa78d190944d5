import "server-only";
import { AppError } from "@/lib/errors";
import { readLimitedBytes } from "@/lib/http/read-body";
import { formatZodError } from "@/lib/http/route";
import { MAX_PHOTO_BYTES } from "@/lib/photos/limits";
import { photoUploadFieldsSchema, type PhotoUploadFields } from "@/lib/photos/schemas";

// Room for the multipart framing and the text fields around the file itself.
const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError("photo_too_large", `File is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);

export type PhotoUpload = PhotoUploadFields & { bytes: Uint8Array };

/** Reads the multipart upload: exactly one file, under "photo", at most MAX_PHOTO_BYTES, plus its text fields. */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new AppError("upload_invalid", "Send the photo as multipart/form-data");
  const body = await readLimitedBytes(request, MAX_PHOTO_BYTES + MAX_FORM_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    // The capped buffer, not the request, is parsed: the size limit has already held.
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("upload_invalid", "The upload could not be read");
  }
  const files = [...form.values()].filter((value) => typeof value !== "string");
  if (files.length > 1) throw new AppError("upload_invalid", "Too many files: upload one photo at a time");
  const photo = form.get("photo");
  if (typeof photo === "string" || !photo) throw new AppError("upload_invalid", "Choose a photo to upload");
  if (photo.size > MAX_PHOTO_BYTES) throw tooLarge();
  const fields = photoUploadFieldsSchema.safeParse({
    type: form.get("type") ?? undefined,
    caption: form.get("caption") ?? undefined,
    is_primary: form.get("is_primary") ?? undefined,
  });
  if (!fields.success) throw new AppError("invalid_input", formatZodError(fields.error));
  return { ...fields.data, bytes: new Uint8Array(await photo.arrayBuffer()) };
}
