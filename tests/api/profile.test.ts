import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/users/profile/route";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createUser } from "../support/users";

const path = "/api/users/profile";
const getProfile = (token?: string) => call<Record<string, unknown>>(GET, { method: "GET", path, token });
const putProfile = (token: string | undefined, body: unknown) =>
  call<Record<string, unknown>>(PUT, { method: "PUT", path, token, body });

describe("GET /api/users/profile", () => {
  it("returns a homeowner's profile with notification preferences on by default and no provider fields", async () => {
    const user = await createUser("homeowner", "Ann Owner");
    const res = await getProfile(user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      full_name: "Ann Owner",
      phone: "555-010-2000",
      email: user.email,
      bio: "",
      lawn_care_preferences: "",
      notification_preferences: { email: true, sms: true },
      primary_photo_url: null,
      role: "homeowner",
    });
  });

  it("adds the provider profile for a provider", async () => {
    const user = await createUser("provider", "Pat Mower");
    const res = await getProfile(user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Pat Mower",
      role: "provider",
      equipment: "",
      experience_years: 0,
      service_radius: 10,
      profile_complete: false,
    });
  });

  it("shows the primary profile photo's URL", async () => {
    const user = await createUser();
    await db.photo.createMany({
      data: [
        {
          userId: user.id,
          type: "profile",
          url: "/api/uploads/a.jpg",
          storageKey: "a",
          contentType: "image/jpeg",
          isPrimary: false,
        },
        {
          userId: user.id,
          type: "profile",
          url: "/api/uploads/b.jpg",
          storageKey: "b",
          contentType: "image/jpeg",
          isPrimary: true,
        },
      ],
    });
    expect((await getProfile(user.token)).body.primary_photo_url).toBe("/api/uploads/b.jpg");
  });

  it("answers 401 to an anonymous caller", async () => {
    const res = await getProfile();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: "unauthenticated" });
  });
});

describe("PUT /api/users/profile", () => {
  it("saves the profile fields and returns the updated profile", async () => {
    const user = await createUser();
    const res = await putProfile(user.token, {
      full_name: "  Ann B. Owner ",
      phone: "(212) 555-0100",
      bio: "I grow tomatoes.",
      lawn_care_preferences: "Mow on Fridays",
      notification_preferences: { email: false, sms: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Ann B. Owner",
      phone: "(212) 555-0100",
      bio: "I grow tomatoes.",
      lawn_care_preferences: "Mow on Fridays",
      notification_preferences: { email: false, sms: true },
      email: user.email,
    });
    expect((await getProfile(user.token)).body).toEqual(res.body);
  });

  it("changes only the fields sent", async () => {
    const user = await createUser("homeowner", "Kept Name");
    await putProfile(user.token, { bio: "first", notification_preferences: { email: false } });
    const res = await putProfile(user.token, { notification_preferences: { sms: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Kept Name",
      phone: "555-010-2000",
      bio: "first",
      notification_preferences: { email: false, sms: false },
    });
  });

  it("saves a provider's onboarding, writing the bio to the provider profile too", async () => {
    const user = await createUser("provider");
    const onboarding = {
      equipment: "Zero-turn mower, trimmer",
      experience_years: 6,
      bio: "Ten seasons in Queens.",
      service_radius: 30,
      profile_complete: true,
    };
    const res = await putProfile(user.token, onboarding);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(onboarding);
    const stored = await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored).toMatchObject({
      equipment: "Zero-turn mower, trimmer",
      experienceYears: 6,
      serviceRadius: 30,
      profileComplete: true,
      bio: "Ten seasons in Queens.",
    });
  });

  it.each([
    ["equipment", { equipment: "Mower" }],
    ["experience_years", { experience_years: 3 }],
    ["service_radius", { service_radius: 5 }],
    ["profile_complete", { profile_complete: true }],
  ])("refuses the onboarding field %s from a homeowner with 403 and changes nothing", async (_field, body) => {
    const user = await createUser();
    const res = await putProfile(user.token, { ...body, bio: "should not be saved" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String), code: "provider_only_fields" });
    expect((await getProfile(user.token)).body.bio).toBe("");
  });

  it("refuses a different email with 400 'Email cannot be changed'", async () => {
    const user = await createUser();
    const res = await putProfile(user.token, { email: "someone-else@example.com", full_name: "New Name" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "email_immutable" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: user.email,
      fullName: "Hannah Homeowner",
    });
  });

  it("accepts the unchanged email sent back by the form", async () => {
    const user = await createUser();
    const res = await putProfile(user.token, { email: ` ${user.email.toUpperCase()} `, bio: "ok" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, bio: "ok" });
  });

  it("ignores a role in the body", async () => {
    const user = await createUser();
    const res = await putProfile(user.token, { role: "provider" });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("homeowner");
    expect(res.body).not.toHaveProperty("equipment");
  });

  it.each([
    ["malformed JSON", { rawBody: "{oops", headers: { "content-type": "application/json" } }],
    ["an array body", { body: [{ bio: "x" }] }],
    ["an empty full name", { body: { full_name: "   " } }],
    ["a 101-character full name", { body: { full_name: "x".repeat(101) } }],
    ["an invalid phone", { body: { phone: "call me" } }],
    ["a 2,001-character bio", { body: { bio: "x".repeat(2001) } }],
    ["1,001 characters of preferences", { body: { lawn_care_preferences: "x".repeat(1001) } }],
    ["a 100,000-character string", { body: { lawn_care_preferences: "x".repeat(100_000) } }],
    ["a non-boolean notification preference", { body: { notification_preferences: { email: "yes" } } }],
    ["notification preferences that are not an object", { body: { notification_preferences: true } }],
    ["a wrong type", { body: { full_name: 42 } }],
    ["an invalid email", { body: { email: "not-an-email" } }],
  ])("answers 400 with { error } for %s", async (_case, options) => {
    const user = await createUser();
    const res = await call(PUT, { method: "PUT", path, token: user.token, ...options });
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it.each([
    ["experience_years of 61", { experience_years: 61 }],
    ["negative experience_years", { experience_years: -1 }],
    ["fractional experience_years", { experience_years: 2.5 }],
    ["experience_years as a string", { experience_years: "5" }],
    ["a service_radius of 0", { service_radius: 0 }],
    ["a service_radius of 101", { service_radius: 101 }],
    ["a non-boolean profile_complete", { profile_complete: "true" }],
  ])("answers 400 to a provider sending %s", async (_case, body) => {
    const user = await createUser("provider");
    const res = await putProfile(user.token, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await putProfile(undefined, { bio: "x" })).status).toBe(401);
  });
});
