import { z } from "zod";
import { idSchema } from "@/lib/validations/common";

/** POST /api/users/favourites: the provider to keep as a favourite. */
export const addFavouriteSchema = z.object({ provider_id: idSchema }).strict();

export type AddFavouriteInput = z.infer<typeof addFavouriteSchema>;
