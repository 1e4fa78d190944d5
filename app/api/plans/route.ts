import { route } from "@/lib/http/route";
import { planListSchema } from "@/lib/plans/dto";
import { listPlans } from "@/lib/plans/list-plans";

export const GET = route(
  { access: "user", response: planListSchema, summary: "Your service plans, as homeowner or provider" },
  async ({ user }) => ({ plans: await listPlans(user.id) }),
);
