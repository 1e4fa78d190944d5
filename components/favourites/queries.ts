"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";

export const favouriteKeys = {
  /** The signed-in homeowner's favourite providers (GET /api/users/favourites). */
  all: ["favourites"] as const,
};

/** The homeowner's favourite providers, latest first. */
export function useFavourites() {
  return useQuery({
    queryKey: favouriteKeys.all,
    queryFn: async () =>
      (await apiFetch("/api/users/favourites", { fallbackError: "Failed to load favourites" })).favourites,
    meta: { failure: { title: "Error", message: "Failed to load favourites" } },
  });
}

/** POST /api/users/favourites, or DELETE /api/users/favourites/{id}: the provider kept as a favourite, or no longer. */
export function useToggleFavourite(provider: { id: string; name: string }) {
  return useMutation({
    mutationFn: async (favourite: boolean): Promise<void> => {
      await (favourite
        ? apiFetch("/api/users/favourites", {
            method: "POST",
            json: { provider_id: provider.id },
            fallbackError: "Failed to save the favourite",
          })
        : apiFetch("/api/users/favourites/{id}", {
            method: "DELETE",
            params: { id: provider.id },
            fallbackError: "Failed to remove the favourite",
          }));
    },
    onSuccess: (_answer, favourite) =>
      toast.success(
        favourite ? `${provider.name} is one of your favourites` : `${provider.name} is no longer a favourite`,
      ),
    meta: { failure: { title: "Error", message: "Failed to change favourites" }, invalidates: [favouriteKeys.all] },
  });
}
