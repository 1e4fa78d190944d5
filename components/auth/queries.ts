"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { getProviders } from "next-auth/react";
import type { SignInInput, SignUpInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import { useAuth, type AuthResponse } from "./auth-provider";

export const authKeys = {
  /** The social sign-in providers the server has credentials for. */
  providers: ["auth", "providers"] as const,
};

// SPEC §8: the dialog shows the server's error text, else this (then 'An error occurred' when no answer came).
const AUTH_FAILED = "Authentication failed";

export function useSignIn() {
  const { completeAuth } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) => apiFetch<AuthResponse>("/api/auth/login", { method: "POST", json: input, auth: false, fallbackError: AUTH_FAILED }),
    onSuccess: completeAuth,
  });
}

export function useSignUp() {
  const { completeAuth } = useAuth();
  return useMutation({
    mutationFn: (input: SignUpInput) => apiFetch<AuthResponse>("/api/auth/register", { method: "POST", json: input, auth: false, fallbackError: AUTH_FAILED }),
    onSuccess: completeAuth,
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
