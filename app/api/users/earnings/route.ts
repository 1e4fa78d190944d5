import { route } from "@/lib/http/route";
import { getEarnings } from "@/lib/jobs/get-earnings";

export const GET = route({ access: "provider", roleMessage: "Only providers have earnings" }, async ({ user }) => ({
  earnings: await getEarnings(user.id),
}));
