// Photo rules (SPEC §5, §9), shared by the upload API and the Photos tab. Free of server imports so the UI can use them.

export const PHOTO_TYPES = ["profile", "property"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** How many photos of each type one user may keep. */
export const PHOTO_CAPS: Record<PhotoType, number> = { profile: 5, property: 15 };

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The largest image accepted, in megapixels (all frames of an animation together); refused from its header. */
export const MAX_PHOTO_MEGAPIXELS = 40;
/** A stored photo is at most this many pixels on its long side (larger uploads are scaled down). */
export const MAX_PHOTO_SIDE = 2048;
/** The thumbnail (job cards, the gallery): at most this many pixels on its long side. */
export const THUMBNAIL_SIDE = 480;

export const MAX_CAPTION_LENGTH = 500;

/** The accepted image formats, recognised by their content; the extensions are what a file picker may offer. */
export const PHOTO_FORMATS = {
  jpeg: { label: "JPEG", contentType: "image/jpeg", extensions: [".jpeg", ".jpg"] },
  png: { label: "PNG", contentType: "image/png", extensions: [".png"] },
  gif: { label: "GIF", contentType: "image/gif", extensions: [".gif"] },
  webp: { label: "WebP", contentType: "image/webp", extensions: [".webp"] },
} as const;

export type PhotoFormat = keyof typeof PHOTO_FORMATS;
