import { route } from "@/lib/http/route";
import { deletePhoto } from "@/lib/photos/delete-photo";
import { z } from "zod";
import { photoDtoSchema, toPhotoDto } from "@/lib/photos/dto";
import { listPhotos } from "@/lib/photos/list-photos";
import { idParams, okAnswerSchema } from "@/lib/validations/common";

export const GET = route(
  { access: "user", response: z.array(photoDtoSchema), summary: "Your photos" },
  async ({ user }) => (await listPhotos(user.id)).map(toPhotoDto),
);

export const DELETE = route(
  { access: "user", query: idParams, response: okAnswerSchema, summary: "Delete a photo" },
  async ({ user, query }) => {
    await deletePhoto({ userId: user.id, photoId: query.id });
    return { ok: true };
  },
);
