import { route } from "@/lib/http/route";
import { getProfile } from "@/lib/users/get-profile";
import { toProfileDto } from "@/lib/users/profile-dto";
import { profileUpdateSchema } from "@/lib/users/schemas";
import { updateProfile } from "@/lib/users/update-profile";

export const GET = route({ access: "user" }, async ({ user }) => toProfileDto(await getProfile(user.id)));

export const PUT = route({ access: "user", body: profileUpdateSchema }, async ({ user, body }) =>
  toProfileDto(await updateProfile(user, body)),
);
