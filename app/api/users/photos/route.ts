import { route } from "@/lib/http/route";
import { deletePhoto } from "@/lib/photos/delete-photo";
import { toPhotoDto } from "@/lib/photos/dto";
import { listPhotos } from "@/lib/photos/list-photos";
import { idParams } from "@/lib/validations/common";

export const GET = route({ access: "user" }, async ({ user }) => (await listPhotos(user.id)).map(toPhotoDto));

export const DELETE = route({ access: "user", query: idParams }, async ({ user, query }) => {
  await deletePhoto({ userId: user.id, photoId: query.id });
  return { ok: true };
});
