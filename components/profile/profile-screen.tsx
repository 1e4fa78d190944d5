"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/client/api";
import type { ProfileDto } from "@/lib/users/profile-dto";
import { PersonalInformation } from "./personal-information";
import { PhotosPanel } from "./photos-panel";
import { ProfileHeader } from "./profile-header";
import { SavedAddresses } from "./saved-addresses";
import type { ProfileTab } from "./tabs";

type Account = { fullName: string; email: string; role: "homeowner" | "provider" };
type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; profile: ProfileDto };

/**
 * The profile page (SPEC §2): the profile is loaded in the browser (a spinner meanwhile, 'Failed to load profile'
 * if it fails), then the Profile, Addresses and Photos tabs. The header's name and avatar follow saves and uploads.
 */
export function ProfileScreen({ account, initialTab }: { account: Account; initialTab: ProfileTab }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [tab, setTab] = useState(initialTab);
  // Kept apart from the profile: the Photos tab reports it after every (re)load, so the avatars follow uploads and deletions.
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);

  const fetchProfile = useCallback(
    (isCurrent: () => boolean = () => true) =>
      apiFetch<ProfileDto>("/api/users/profile").then(
        (profile) => {
          if (!isCurrent()) return;
          setLoad({ state: "ready", profile });
          setPhotoUrl(profile.primary_photo_url);
        },
        () => {
          if (!isCurrent()) return;
          setLoad({ state: "failed" });
          toast.error("Error", { description: "Failed to load profile" });
        },
      ),
    [],
  );

  useEffect(() => {
    let current = true;
    void fetchProfile(() => current);
    return () => {
      current = false;
    };
  }, [fetchProfile]);

  const setProfile = useCallback((profile: ProfileDto) => setLoad({ state: "ready", profile }), []);

  function changeTab(value: string) {
    const next = value as ProfileTab;
    setTab(next);
    // A reload or a shared link opens the same tab; replaceState keeps the tabs out of the back button's way.
    const url = new URL(window.location.href);
    if (next === "profile") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  }

  const profile = load.state === "ready" ? load.profile : null;
  return (
    <>
      <ProfileHeader fullName={profile?.full_name ?? account.fullName} email={account.email} role={account.role} photoUrl={photoUrl} />
      <main className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
          <p className="text-muted-foreground">Manage your personal information, saved addresses and photos.</p>
        </div>
        {load.state === "loading" && <Spinner label="Loading profile…" />}
        {load.state === "failed" && (
          <Alert variant="destructive">
            <AlertDescription className="grid gap-2">
              <span>Failed to load profile</span>
              <Button
                size="sm"
                variant="outline"
                className="w-fit"
                onClick={() => {
                  setLoad({ state: "loading" });
                  void fetchProfile();
                }}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {profile && (
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="addresses">Addresses</TabsTrigger>
              <TabsTrigger value="photos">Photos</TabsTrigger>
            </TabsList>
            {/* Kept mounted: unsaved edits survive a look at another tab. */}
            <TabsContent value="profile" forceMount className="data-[state=inactive]:hidden">
              <PersonalInformation profile={profile} photoUrl={photoUrl} onSaved={setProfile} />
            </TabsContent>
            <TabsContent value="addresses">
              <SavedAddresses />
            </TabsContent>
            <TabsContent value="photos">
              <PhotosPanel onPrimaryPhotoChange={setPhotoUrl} />
            </TabsContent>
          </Tabs>
        )}
      </main>
    </>
  );
}
