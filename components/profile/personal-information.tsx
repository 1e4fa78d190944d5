"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/client/api";
import type { ProfileDto } from "@/lib/users/profile-dto";

/** SPEC §2 'Personal Information': editable details, read-only email, notification switches. */
export function PersonalInformation() {
  const [profile, setProfile] = useState<ProfileDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    apiFetch<ProfileDto>("/api/users/profile").then(
      (loaded) => current && setProfile(loaded),
      () => {
        if (!current) return;
        setFailed(true);
        toast.error("Error", { description: "Failed to load profile" });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  if (failed) return <p role="alert" className="text-destructive">Failed to load profile</p>;
  if (!profile)
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading profile…
      </p>
    );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaving(true);
    try {
      const saved = await apiFetch<ProfileDto>("/api/users/profile", {
        method: "PUT",
        fallbackError: "Failed to update profile",
        json: {
          full_name: String(data.get("full_name") ?? ""),
          phone: String(data.get("phone") ?? ""),
          bio: String(data.get("bio") ?? ""),
          lawn_care_preferences: String(data.get("lawn_care_preferences") ?? ""),
          notification_preferences: { email: data.get("notify_email") === "on", sms: data.get("notify_sms") === "on" },
        },
      });
      setProfile(saved);
      toast.success("Profile updated successfully");
    } catch (error) {
      toast.error("Error", { description: (error as Error).message || "Failed to update profile" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-4">
          <Avatar className="size-16 text-xl">
            {profile.primary_photo_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- the user's own uploaded photo
              <img src={profile.primary_photo_url} alt="Your profile photo" className="size-full object-cover" />
            ) : (
              <AvatarFallback>{profile.full_name.charAt(0).toUpperCase()}</AvatarFallback>
            )}
          </Avatar>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="full_name">Full Name</Label>
              <Input id="full_name" name="full_name" defaultValue={profile.full_name} required maxLength={100} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="phone">Phone Number</Label>
              <Input id="phone" name="phone" type="tel" defaultValue={profile.phone} maxLength={30} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="email">Email</Label>
            <Input id="email" value={profile.email} readOnly aria-describedby="email-note" />
            <p id="email-note" className="text-xs text-muted-foreground">Email cannot be changed</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="bio">Bio</Label>
            <Textarea id="bio" name="bio" rows={4} defaultValue={profile.bio} maxLength={2000} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lawn_care_preferences">Lawn Care Preferences</Label>
            <Textarea id="lawn_care_preferences" name="lawn_care_preferences" rows={3} defaultValue={profile.lawn_care_preferences} maxLength={1000} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Notification Preferences</legend>
            {(
              [
                ["notify_email", "Email Notifications", profile.notification_preferences.email],
                ["notify_sms", "SMS Notifications", profile.notification_preferences.sms],
              ] as const
            ).map(([name, label, checked]) => (
              <label key={name} className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm">
                {label}
                <input type="checkbox" role="switch" name={name} defaultChecked={checked} className="size-5 accent-primary" />
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={saving} className="justify-self-start">
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
