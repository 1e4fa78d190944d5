import { route } from "@/lib/http/route";
import { lawnEditSchema } from "@/lib/lawns/schemas";
import { updateLawn } from "@/lib/lawns/update-lawn";
import { idParams } from "@/lib/validations/common";

export const PATCH = route({ access: "user", params: idParams, body: lawnEditSchema }, async ({ params, user, body }) => ({
  job: await updateLawn({ jobId: params.id, owner: user, edit: body }),
}));
