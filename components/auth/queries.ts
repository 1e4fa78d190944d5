"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { getProviders } from "next-auth/react";
import type { SignInInput, SignUpInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import { useAuth } from "./auth-provider";

export const authKeys = {
  /** The social sign-in providers the server has credentials for. */
  providers: ["auth", "providers"] as const,
};

// SPEC §8: the dialog shows the server's error text, else this (then 'An error occurred' when no answer came).
const AUTH_FAILED = "Authentication failed";

export function useSignIn() {
  const { completeAuth } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      apiFetch("/api/auth/login", {
        method: "POST",
        json: input,
        auth: false,
        fallbackError: AUTH_FAILED,
      }),
    onSuccess: completeAuth,
  });
}

export function useSignUp() {
  const { completeAuth } = useAuth();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiFetch("/api/auth/register", {
        method: "POST",
        json: input,
        auth: false,
        fallbackError: AUTH_FAILED,
      }),
    onSuccess: completeAuth,
  });
}

/** Sign out (the header's menu, the profile's): the data layer loads with the menu that offers it, not with every page. */
export function useSignOut() {
  const { completeSignOut } = useAuth();
  return useMutation({
    // The stored token goes along with the cookie: the server ends that session even when the two differ.
    mutationFn: () => apiFetch("/api/auth/logout", { method: "POST" }),
    // On failure the cookie is still there, so clearing only our copy would leave the server signed in.
    onSuccess: completeSignOut,
    meta: {
      failure: { title: "Could not sign out. Please try again.", fallback: "The server could not be reached." },
      refreshPage: true,
    },
  });
}

export function useSocialProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: async () => new Set(Object.keys((await getProviders()) ?? {})),
    // The server's configuration does not change while the page is open.
    staleTime: Infinity,
  });
}
