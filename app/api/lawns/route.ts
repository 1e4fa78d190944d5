import { json, route } from "@/lib/http/route";
import { createLawn } from "@/lib/lawns/create-lawn";
import { listOwnerLawns } from "@/lib/lawns/list-owner-lawns";
import { lawnListQuerySchema, lawnPayloadSchema } from "@/lib/lawns/schemas";

export const GET = route({ access: "user", query: lawnListQuerySchema }, ({ query, user }) => listOwnerLawns(query, user));

export const POST = route(
  {
    access: "homeowner",
    body: lawnPayloadSchema,
    signInMessage: "Please log in to post your lawn",
    roleMessage: "Only homeowners can post lawns",
  },
  async ({ body, user }) => json({ job: await createLawn({ owner: user, lawn: body }) }, 201),
);
