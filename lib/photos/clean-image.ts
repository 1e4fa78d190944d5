import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { MAX_PHOTO_MEGAPIXELS, MAX_PHOTO_SIDE, PHOTO_FORMATS, THUMBNAIL_SIDE, type PhotoFormat } from "./limits";
import { sniffImage } from "./sniff-image";

export type CleanImage = { bytes: Buffer; thumbnail: Buffer; format: PhotoFormat; contentType: string };

const FORMAT_NAMES = Object.values(PHOTO_FORMATS)
  .map((format) => format.label)
  .join(", ");
const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const unreadable = () => new AppError("photo_unreadable", "This image could not be read. Please choose another file.");
const within = (side: number) => ({ width: side, height: side, fit: "inside", withoutEnlargement: true }) as const;

/**
 * Checks that the upload is an image by its content, and re-encodes it in the same format without metadata:
 * EXIF can carry the GPS position of the home where the photo was taken. `.rotate()` applies the EXIF orientation
 * to the pixels first, so the photo still shows the right way up. GIFs go through the same path (all frames kept),
 * which also drops their comment and XMP blocks. Decoding everything also refuses files that only look like images.
 *
 * Size: the dimensions are read from the header first, and an image over MAX_PHOTO_MEGAPIXELS is refused before
 * any pixel is decoded (a small file can declare a huge image); the decoder is also capped at that many pixels.
 * The stored copy is at most MAX_PHOTO_SIDE on its long side, and a THUMBNAIL_SIDE thumbnail is made from it.
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  const format = sniffImage(bytes);
  if (!format) throw new AppError("photo_type_unsupported", `File type must be one of: ${FORMAT_NAMES}`);
  const meta = await sharp(bytes, { animated: true })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw unreadable();
  // For an animation, `height` stacks every frame: the pixels counted are all of them.
  const pixels = meta.width * meta.height;
  if (pixels > MAX_PIXELS) {
    const frames = (meta.pages ?? 1) > 1 ? ` over ${meta.pages} frames` : "";
    throw new AppError(
      "photo_too_many_pixels",
      `This image is ${meta.width} × ${meta.height} pixels${frames} (${(pixels / 1_000_000).toFixed(1)} megapixels). Images can be at most ${MAX_PHOTO_MEGAPIXELS} megapixels.`,
    );
  }
  try {
    const stored = await sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(within(MAX_PHOTO_SIDE))
      .toFormat(format)
      .toBuffer();
    const thumbnail = await sharp(stored, { animated: true })
      .resize(within(THUMBNAIL_SIDE))
      .toFormat(format)
      .toBuffer();
    return { bytes: stored, thumbnail, format, contentType: PHOTO_FORMATS[format].contentType };
  } catch {
    throw unreadable();
  }
}
