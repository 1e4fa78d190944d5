import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { PHOTO_FORMATS, type PhotoFormat } from "./limits";
import { sniffImage } from "./sniff-image";

export type CleanImage = { bytes: Buffer; format: PhotoFormat; contentType: string };

const FORMAT_NAMES = Object.values(PHOTO_FORMATS).map((format) => format.label).join(", ");

/**
 * Checks that the upload is an image by its content, and re-encodes it in the same format without metadata:
 * EXIF can carry the GPS position of the home where the photo was taken. `.rotate()` applies the EXIF orientation
 * to the pixels first, so the photo still shows the right way up. GIFs go through the same path (all frames kept),
 * which also drops their comment and XMP blocks. Decoding everything also refuses files that only look like images.
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  const format = sniffImage(bytes);
  if (!format) throw new AppError("BAD_INPUT", `File type must be one of: ${FORMAT_NAMES}`);
  let output: Buffer;
  try {
    output = await sharp(bytes, { animated: true }).rotate().toFormat(format).toBuffer();
  } catch {
    throw new AppError("BAD_INPUT", "This image could not be read. Please choose another file.");
  }
  return { bytes: output, format, contentType: PHOTO_FORMATS[format].contentType };
}
