import { z } from "zod";
import { text } from "@/lib/validations/common";
import { MAX_CAPTION_LENGTH, PHOTO_TYPES } from "./limits";

// The text fields of the multipart upload (SPEC §7: photo, type, caption?, is_primary?='true').
export const photoUploadFieldsSchema = z.object({
  type: z.enum(PHOTO_TYPES, { error: "Photo type must be profile or property" }),
  caption: text({ error: "Caption must be text" })
    .trim()
    .max(MAX_CAPTION_LENGTH, `Caption must be at most ${MAX_CAPTION_LENGTH} characters`)
    .optional()
    .transform((caption) => caption || null),
  is_primary: z
    .enum(["true", "false"], { error: "is_primary must be true or false" })
    .optional()
    .transform((flag) => flag === "true"),
});

export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;
