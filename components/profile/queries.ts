"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/components/auth/auth-provider";
import { toast } from "@/lib/client/toast";
import type { PasswordChangeInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import type { FailureToast } from "@/lib/client/query-client";
import type { ProfileDto } from "@/lib/users/profile-dto";
import type { ProfileUpdate } from "@/lib/users/schemas";

export const profileKeys = {
  /** The signed-in user's profile (GET /api/users/profile), with the provider profile for providers. */
  all: ["profile"] as const,
};

// The profile changes only through its owner's own saves and uploads, which update or invalidate it: a copy the
// server rendered a moment ago is not read again on mount.
const PROFILE_STALE_MS = 60_000;

type ProfileReadOptions = {
  enabled?: boolean;
  /** The profile the page read on the server (absent when that read failed: the browser then loads it). */
  initialData?: ProfileDto;
  /** The toast a failed load shows, where the page depends on the profile (SPEC §8). */
  failure?: FailureToast;
};

export function useProfile({ enabled = true, initialData, failure }: ProfileReadOptions = {}) {
  return useQuery({
    queryKey: profileKeys.all,
    queryFn: () => apiFetch("/api/users/profile", { fallbackError: "Failed to load profile" }),
    enabled,
    initialData,
    staleTime: PROFILE_STALE_MS,
    meta: failure && { failure },
  });
}

const putProfile = (update: ProfileUpdate) => apiFetch("/api/users/profile", { method: "PUT", json: update });

/** The Profile tab's 'Save Changes' (SPEC §7): the answer is the stored profile, which the page shows from then on. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      updateUser({ full_name: profile.full_name, phone: profile.phone });
      toast.success("Profile updated successfully");
    },
    meta: { failure: { title: "Error", message: "Failed to update profile" } },
  });
}

/** The onboarding wizard's 'Complete Setup' (SPEC §2): the provider profile, marked complete. */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (update: Omit<ProfileUpdate, "profile_complete">) => putProfile({ ...update, profile_complete: true }),
    onSuccess: () =>
      toast.success("Welcome to LawnLink!", { description: "Your provider profile has been set up successfully." }),
    // The navigation's onboarding entry reads the profile.
    meta: {
      failure: { title: "Error", message: "Failed to complete onboarding. Please try again." },
      invalidates: [profileKeys.all],
    },
  });
}

/** The Profile tab's 'Change Password': the other devices' sessions end; this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChangeInput) =>
      apiFetch("/api/users/password", {
        method: "PUT",
        json: change,
        fallbackError: "Failed to change password",
      }),
    onSuccess: ({ ended_sessions }) =>
      toast.success("Password changed", {
        description: ended_sessions > 0 ? "You were signed out on your other devices." : undefined,
      }),
    meta: { failure: { title: "Error", fallback: "Failed to change password" } },
  });
}

export const calendarKeys = {
  /** The signed-in user's calendar feed address (GET /api/users/calendar). */
  link: ["calendar-link"] as const,
};

/** The Profile tab's calendar card: the feed's private address, or null while it is off. */
export function useCalendarLink() {
  return useQuery({
    queryKey: calendarKeys.link,
    queryFn: () => apiFetch("/api/users/calendar", { fallbackError: "Failed to load your calendar link" }),
    meta: { failure: { title: "Error", message: "Failed to load your calendar link" } },
  });
}

/** POST /api/users/calendar (a new address, the old one ends) or DELETE (the feed is turned off). */
export function useChangeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: "renew" | "off") =>
      apiFetch("/api/users/calendar", {
        method: change === "renew" ? "POST" : "DELETE",
        fallbackError: "Failed to change your calendar link",
      }),
    onSuccess: (link, change) => {
      queryClient.setQueryData(calendarKeys.link, link);
      toast.success(change === "renew" ? "Your calendar link is ready" : "Your calendar feed is off");
    },
    meta: { failure: { title: "Error", fallback: "Failed to change your calendar link" } },
  });
}
