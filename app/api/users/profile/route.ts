import { route } from "@/lib/http/route";
import { getProfile } from "@/lib/users/get-profile";
import { profileDtoSchema, toProfileDto } from "@/lib/users/profile-dto";
import { profileUpdateSchema } from "@/lib/users/schemas";
import { updateProfile } from "@/lib/users/update-profile";

export const GET = route({ access: "user", response: profileDtoSchema, summary: "Your profile" }, async ({ user }) =>
  toProfileDto(await getProfile(user.id)),
);

export const PUT = route(
  { access: "user", body: profileUpdateSchema, response: profileDtoSchema, summary: "Update your profile" },
  async ({ user, body }) => toProfileDto(await updateProfile(user, body)),
);
