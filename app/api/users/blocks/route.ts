import { blockUser, listBlocks } from "@/lib/blocks/block-user";
import { blockDtoSchema, blockListSchema, toBlockDto } from "@/lib/blocks/dto";
import { blockUserSchema } from "@/lib/blocks/schemas";
import { json, route } from "@/lib/http/route";

export const GET = route(
  { access: "user", response: blockListSchema, summary: "The users you have blocked" },
  async ({ user }) => ({ blocks: (await listBlocks(user.id)).map(toBlockDto) }),
);

export const POST = route(
  {
    access: "user",
    body: blockUserSchema,
    rateLimit: "blockUser",
    response: blockDtoSchema,
    status: 201,
    summary: "Block a user (a homeowner blocks a provider, a provider a homeowner); blocking again changes nothing",
  },
  async ({ user, body }) => json(toBlockDto(await blockUser({ blocker: user, blockedId: body.user_id })), 201),
);
