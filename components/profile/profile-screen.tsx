"use client";

import { useState } from "react";
import { BlockedUsers } from "@/components/blocks/blocked-users";
import { FavouriteProviders } from "@/components/favourites/favourite-providers";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CalendarFeed } from "./calendar-feed";
import { ChangePassword } from "./change-password";
import type { ProfileDto } from "@/lib/users/profile-dto";
import { PersonalInformation } from "./personal-information";
import { PhotosPanel } from "./photos-panel";
import { useProfile } from "./queries";
import { SavedAddresses } from "./saved-addresses";
import type { ProfileTab } from "./tabs";

type ProfileScreenProps = {
  /** The profile as the page read it on the server; null when that read failed, and the browser loads it instead. */
  initialProfile: ProfileDto | null;
  initialTab: ProfileTab;
};

/**
 * The profile page (SPEC §2): the Profile, Addresses and Photos tabs over the profile the server rendered. When
 * the profile cannot be loaded (there, or when it is reloaded after a photo change) the page and a toast say
 * 'Failed to load profile', with a retry.
 */
export function ProfileScreen({ initialProfile, initialTab }: ProfileScreenProps) {
  const query = useProfile({
    initialData: initialProfile ?? undefined,
    failure: { title: "Error", message: "Failed to load profile" },
  });
  const profile = query.data;
  const [tab, setTab] = useState(initialTab);

  function changeTab(value: string) {
    const next = value as ProfileTab;
    setTab(next);
    // A reload or a shared link opens the same tab; replaceState keeps the tabs out of the back button's way.
    const url = new URL(window.location.href);
    if (next === "profile") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  }

  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
        <p className="text-muted-foreground">Manage your personal information, saved addresses and photos.</p>
      </div>
      {query.isError && (
        <LoadError message="Failed to load profile" onRetry={query.refetch} retrying={query.isFetching} />
      )}
      {query.isPending && <Spinner label="Loading profile…" />}
      {profile && (
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="addresses">Addresses</TabsTrigger>
            <TabsTrigger value="photos">Photos</TabsTrigger>
            <TabsTrigger value="blocked">Blocked</TabsTrigger>
          </TabsList>
          {/* Kept mounted: unsaved edits survive a look at another tab. */}
          <TabsContent value="profile" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-6">
              <PersonalInformation profile={profile} />
              {profile.role === "homeowner" && <FavouriteProviders />}
              <CalendarFeed />
              <ChangePassword />
            </div>
          </TabsContent>
          <TabsContent value="addresses">
            <SavedAddresses />
          </TabsContent>
          <TabsContent value="photos">
            <PhotosPanel />
          </TabsContent>
          <TabsContent value="blocked">
            <BlockedUsers />
          </TabsContent>
        </Tabs>
      )}
    </main>
  );
}
