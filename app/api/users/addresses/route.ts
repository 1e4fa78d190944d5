import { createAddress } from "@/lib/addresses/create-address";
import { deleteAddress } from "@/lib/addresses/delete-address";
import { z } from "zod";
import { addressDtoSchema, toAddressDto } from "@/lib/addresses/dto";
import { listAddresses } from "@/lib/addresses/list-addresses";
import { createAddressSchema, updateAddressSchema } from "@/lib/addresses/schemas";
import { updateAddress } from "@/lib/addresses/update-address";
import { json, route } from "@/lib/http/route";
import { idParams, okAnswerSchema } from "@/lib/validations/common";

export const GET = route(
  { access: "user", response: z.array(addressDtoSchema), summary: "Your saved addresses" },
  async ({ user }) => (await listAddresses(user.id)).map(toAddressDto),
);

export const POST = route(
  { access: "user", body: createAddressSchema, response: addressDtoSchema, status: 201, summary: "Save an address" },
  async ({ user, body }) => json(toAddressDto(await createAddress({ userId: user.id, ...body })), 201),
);

export const PUT = route(
  {
    access: "user",
    query: idParams,
    body: updateAddressSchema,
    response: addressDtoSchema,
    summary: "Rename a saved address or make it the default",
  },
  async ({ user, query, body }) =>
    toAddressDto(await updateAddress({ userId: user.id, addressId: query.id, update: body })),
);

export const DELETE = route(
  { access: "user", query: idParams, response: okAnswerSchema, summary: "Delete a saved address" },
  async ({ user, query }) => {
    await deleteAddress({ userId: user.id, addressId: query.id });
    return { ok: true };
  },
);
