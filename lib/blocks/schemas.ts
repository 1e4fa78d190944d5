import { z } from "zod";
import { idSchema } from "@/lib/validations/common";

/** POST /api/users/blocks: the user to block. */
export const blockUserSchema = z.object({ user_id: idSchema });

export type BlockUserInput = z.infer<typeof blockUserSchema>;
