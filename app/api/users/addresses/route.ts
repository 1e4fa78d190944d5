import { createAddress } from "@/lib/addresses/create-address";
import { deleteAddress } from "@/lib/addresses/delete-address";
import { toAddressDto } from "@/lib/addresses/dto";
import { listAddresses } from "@/lib/addresses/list-addresses";
import { createAddressSchema, updateAddressSchema } from "@/lib/addresses/schemas";
import { updateAddress } from "@/lib/addresses/update-address";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const GET = route({ access: "user" }, async ({ user }) => (await listAddresses(user.id)).map(toAddressDto));

export const POST = route({ access: "user", body: createAddressSchema }, async ({ user, body }) =>
  json(toAddressDto(await createAddress({ userId: user.id, ...body })), 201),
);

export const PUT = route(
  { access: "user", query: idParams, body: updateAddressSchema },
  async ({ user, query, body }) =>
    toAddressDto(await updateAddress({ userId: user.id, addressId: query.id, update: body })),
);

export const DELETE = route({ access: "user", query: idParams }, async ({ user, query }) => {
  await deleteAddress({ userId: user.id, addressId: query.id });
  return { ok: true };
});
