"use client";

import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/client/api";
import { signUpSchema } from "@/lib/auth/schemas";
import type { ProfileDto } from "@/lib/users/profile-dto";
import { profileUpdateSchema } from "@/lib/users/schemas";
import { UserAvatar } from "./user-avatar";

// What 'Save Changes' sends (SPEC §7), checked with the API's own rules; name and phone stay required as at sign-up.
const personalInformationSchema = profileUpdateSchema
  .pick({ bio: true, lawn_care_preferences: true })
  .extend({ full_name: signUpSchema.shape.full_name, phone: signUpSchema.shape.phone, notification_preferences: z.object({ email: z.boolean(), sms: z.boolean() }) });

type Values = z.input<typeof personalInformationSchema>;
type FieldErrors = Partial<Record<keyof Values, string>>;

const valuesOf = (profile: ProfileDto): Values => ({
  full_name: profile.full_name,
  phone: profile.phone,
  bio: profile.bio,
  lawn_care_preferences: profile.lawn_care_preferences,
  notification_preferences: profile.notification_preferences,
});

const NOTIFICATIONS = [
  { key: "email", label: "Email Notifications", detail: "Updates about your lawns, jobs and bids by email" },
  { key: "sms", label: "SMS Notifications", detail: "Text messages for time-sensitive updates" },
] as const;

/** SPEC §2 'Personal Information': the avatar, editable details, the read-only email and notification switches. */
export function PersonalInformation({ profile, photoUrl, onSaved }: { profile: ProfileDto; photoUrl: string | null; onSaved(profile: ProfileDto): void }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = personalInformationSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors;
      setErrors({ full_name: fieldErrors.full_name?.[0], phone: fieldErrors.phone?.[0] });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await apiFetch<ProfileDto>("/api/users/profile", { method: "PUT", json: parsed.data });
      setValues(valuesOf(saved)); // as stored (trimmed)
      onSaved(saved);
      toast.success("Profile updated successfully");
    } catch {
      toast.error("Error", { description: "Failed to update profile" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>How homeowners and providers see you, and how we reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-5" noValidate>
          <div className="flex items-center gap-4">
            <UserAvatar name={values.full_name || profile.full_name} photoUrl={photoUrl} alt="Your profile photo" className="size-20 text-3xl" />
            <p className="text-sm text-muted-foreground">
              {photoUrl ? "Your primary profile photo." : "Add a profile photo in the Photos tab."}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Full Name" name="full_name" autoComplete="name" value={values.full_name} onChange={(e) => set("full_name", e.target.value)} error={errors.full_name} maxLength={100} />
            <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} error={errors.phone} maxLength={30} />
          </div>
          <TextField label="Email" name="email" type="email" value={profile.email} readOnly hint="Email cannot be changed" className="bg-muted text-muted-foreground" />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-bio`}>Bio</Label>
            <Textarea id={`${id}-bio`} rows={4} value={values.bio} onChange={(e) => set("bio", e.target.value)} maxLength={2000} placeholder="Tell others a little about yourself" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-preferences`}>Lawn Care Preferences</Label>
            <Textarea
              id={`${id}-preferences`}
              rows={3}
              value={values.lawn_care_preferences}
              onChange={(e) => set("lawn_care_preferences", e.target.value)}
              maxLength={1000}
              placeholder="e.g., Mow every other week, no chemical fertilizers"
            />
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-base font-semibold">Notification Preferences</legend>
            {NOTIFICATIONS.map(({ key, label, detail }) => (
              <div key={key} className="flex items-center justify-between gap-4 rounded-lg border p-3">
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-notify-${key}`}>{label}</Label>
                  <p id={`${id}-notify-${key}-detail`} className="text-xs text-muted-foreground">
                    {detail}
                  </p>
                </div>
                <Switch
                  id={`${id}-notify-${key}`}
                  aria-describedby={`${id}-notify-${key}-detail`}
                  checked={values.notification_preferences[key]}
                  onCheckedChange={(checked) => set("notification_preferences", { ...values.notification_preferences, [key]: checked })}
                />
              </div>
            ))}
          </fieldset>
          <Button type="submit" disabled={saving} className="w-full sm:w-fit">
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
