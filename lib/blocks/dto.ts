import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { instantSchema } from "@/lib/validations/common";

/** What a block's answer shows of the blocked user: their name, role and profile photo, nothing private. */
export const blockSelect = {
  createdAt: true,
  blocked: {
    select: {
      id: true,
      fullName: true,
      role: true,
      photos: { where: { type: "profile", isPrimary: true }, select: { url: true, thumbUrl: true }, take: 1 },
    },
  },
} satisfies Prisma.BlockSelect;

export type BlockRecord = Prisma.BlockGetPayload<{ select: typeof blockSelect }>;

export const blockDtoSchema = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    role: z.enum(["homeowner", "provider"]),
    photo_url: z.string().nullable(),
    blocked_at: instantSchema,
  })
  .meta({ id: "Block" });

export type BlockDto = z.infer<typeof blockDtoSchema>;

export const blockListSchema = z.object({ blocks: z.array(blockDtoSchema) }).meta({ id: "BlockList" });

export function toBlockDto(block: BlockRecord): BlockDto {
  const photo = block.blocked.photos[0];
  return {
    user_id: block.blocked.id,
    full_name: block.blocked.fullName,
    role: block.blocked.role,
    photo_url: photo ? (photo.thumbUrl ?? photo.url) : null,
    blocked_at: block.createdAt.toISOString(),
  };
}
