"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import type { CreateAddressInput, UpdateAddressInput } from "@/lib/addresses/schemas";
import { apiFetch } from "@/lib/client/api";

export const addressKeys = {
  /** The signed-in user's saved addresses (GET /api/users/addresses). */
  all: ["addresses"] as const,
};

const addressList = () => apiFetch("/api/users/addresses", { fallbackError: "Failed to load addresses" });

// SPEC §8: the posting dialog only logs a failed load; the Addresses tab says it (useSavedAddresses).
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: addressList,
    enabled,
  });
}

/** The Addresses tab's list (SPEC §2): the same addresses, and a failed load is said in a toast too. */
export function useSavedAddresses() {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: addressList,
    meta: { failure: { title: "Error", message: "Failed to load addresses" } },
  });
}

// Every change below reloads the list (SPEC §4 'Lists'), also after a refusal: the list may have moved on.
const addressQuery = (addressId: string) => ({ id: addressId });

/** POST /api/users/addresses: the server's refusal is shown as it is (a duplicate: 'You have already saved this address'). */
export function useAddAddress() {
  return useMutation({
    mutationFn: (address: CreateAddressInput) =>
      apiFetch("/api/users/addresses", {
        method: "POST",
        json: address,
        fallbackError: "Failed to add address",
      }),
    onSuccess: () => toast.success("Address added successfully"),
    meta: { failure: { title: "Error", fallback: "Failed to add address" }, invalidates: [addressKeys.all] },
  });
}

/** PUT /api/users/addresses?id=: a new label (the address itself cannot change). */
export function useRenameAddress(addressId: string) {
  return useMutation({
    mutationFn: ({ label }: { label: string }) =>
      apiFetch("/api/users/addresses", {
        method: "PUT",
        query: addressQuery(addressId),
        json: { label } satisfies UpdateAddressInput,
      }),
    onSuccess: () => toast.success("Address updated successfully"),
    meta: { failure: { title: "Error", message: "Failed to update address" }, invalidates: [addressKeys.all] },
  });
}

/** PUT /api/users/addresses?id= { is_default: true }: the server moves the default here. */
export function useSetDefaultAddress(addressId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/users/addresses", {
        method: "PUT",
        query: addressQuery(addressId),
        json: { is_default: true } satisfies UpdateAddressInput,
      }),
    onSuccess: () => toast.success("Default address updated"),
    meta: { failure: { title: "Error", message: "Failed to set default address" }, invalidates: [addressKeys.all] },
  });
}

/** DELETE /api/users/addresses?id= */
export function useDeleteAddress(addressId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/users/addresses", {
        method: "DELETE",
        query: addressQuery(addressId),
        fallbackError: "Failed to delete address",
      }),
    onSuccess: () => toast.success("Address deleted successfully"),
    meta: { failure: { title: "Error", fallback: "Failed to delete address" }, invalidates: [addressKeys.all] },
  });
}
