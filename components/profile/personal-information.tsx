"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormInput,
  FormItem,
  FormLabel,
  FormTextarea,
  useZodForm,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ProfileDto } from "@/lib/users/profile-dto";
import { profileUpdateSchema } from "@/lib/users/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { useUpdateProfile } from "./queries";
import { UserAvatar } from "./user-avatar";

// What 'Save Changes' sends (SPEC §7), checked with the API's own rules (name and phone as at sign-up).
const personalInformationSchema = profileUpdateSchema.pick({
  full_name: true,
  phone: true,
  bio: true,
  lawn_care_preferences: true,
  notification_preferences: true,
});
const { shape } = personalInformationSchema;

const valuesOf = (profile: ProfileDto) => ({
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
export function PersonalInformation({ profile }: { profile: ProfileDto }) {
  const id = useId();
  const save = useUpdateProfile();
  const form = useZodForm(personalInformationSchema, { defaultValues: valuesOf(profile) });
  const photoUrl = profile.primary_photo_url;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>
          {profile.role === "provider" ? "How homeowners see you" : "How providers see you"}, and how we reach you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            // The form then holds what was stored (trimmed).
            onSubmit={form.handleSubmit((update) =>
              save.mutate(update, { onSuccess: (saved) => form.reset(valuesOf(saved)) }),
            )}
            className="grid gap-5"
            noValidate
          >
            <div className="flex items-center gap-4">
              <UserAvatar
                name={profile.full_name}
                photoUrl={photoUrl}
                alt="Your profile photo"
                className="size-20 text-3xl"
              />
              <p className="text-sm text-muted-foreground">
                {photoUrl ? "Your primary profile photo." : "Add a profile photo in the Photos tab."}
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                control={form.control}
                name="full_name"
                label="Full Name"
                autoComplete="name"
                {...inputLimits(shape.full_name)}
              />
              <FormInput
                control={form.control}
                name="phone"
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                {...inputLimits(shape.phone)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                type="email"
                value={profile.email}
                readOnly
                aria-describedby={`${id}-email-hint`}
                className="bg-muted text-muted-foreground"
              />
              <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
                Email cannot be changed
              </p>
            </div>
            <FormTextarea
              control={form.control}
              name="bio"
              label="Bio"
              rows={4}
              placeholder="Tell others a little about yourself"
              {...inputLimits(shape.bio)}
            />
            {/* How a homeowner wants their own lawn cared for: nothing a provider is asked. */}
            {profile.role === "homeowner" && (
              <FormTextarea
                control={form.control}
                name="lawn_care_preferences"
                label="Lawn Care Preferences"
                rows={3}
                placeholder="e.g., Mow every other week, no chemical fertilizers"
                {...inputLimits(shape.lawn_care_preferences)}
              />
            )}
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-base font-semibold">Notification Preferences</legend>
              {NOTIFICATIONS.map(({ key, label, detail }) => (
                <FormField
                  key={key}
                  control={form.control}
                  name={`notification_preferences.${key}`}
                  render={({ field }) => (
                    <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3">
                      <div className="grid gap-0.5">
                        <FormLabel>{label}</FormLabel>
                        <FormDescription>{detail}</FormDescription>
                      </div>
                      <FormControl>
                        <Switch
                          ref={field.ref}
                          name={field.name}
                          checked={field.value ?? true}
                          onCheckedChange={field.onChange}
                          onBlur={field.onBlur}
                        />
                      </FormControl>
                    </FormItem>
                  )}
                />
              ))}
            </fieldset>
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-fit">
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
