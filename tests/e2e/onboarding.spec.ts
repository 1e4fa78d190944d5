import type { Page } from "@playwright/test";
import { bearer, expectNoSeriousViolations, expectNoSidewaysScroll, holdRequest, register } from "./jobs-helpers";
import { authDialog, expect, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
const stepHeading = (page: Page, name: string) => page.getByRole("main").getByRole("heading", { level: 2, name });

test("a provider completes the three onboarding steps and lands on the provider dashboard", async ({ page }) => {
  await register(page.request, "provider");
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your provider profile" })).toBeVisible();

  // Step 1: equipment and radius (10 miles by default).
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Step 1 of 3" })).toHaveAttribute("aria-valuenow", "1");
  await expect(stepHeading(page, "Equipment & Tools")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByLabel("Service radius")).toHaveValue("10");
  await expect(page.getByLabel("Service radius").locator("option")).toHaveText([
    "5 miles",
    "10 miles",
    "15 miles",
    "20 miles",
    "25 miles",
    "30+ miles",
  ]);
  await expectNoSeriousViolations(page);
  // The API's limits, read from its schema.
  await expect(page.getByLabel("Equipment description")).toHaveAttribute("maxlength", "2000");
  await page.getByLabel("Equipment description").fill("Zero-turn mower and trimmer");
  await page.getByLabel("Service radius").selectOption({ label: "30+ miles" });
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: experience (none by default) and bio; focus moved to the new step.
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(stepHeading(page, "Experience & Background")).toBeFocused();
  await expect(page.getByLabel("Years of experience")).toHaveValue("0");
  await expect(page.getByLabel("Years of experience").locator("option")).toHaveText([
    "Less than 1 year",
    "1-2 years",
    "3-5 years",
    "6-10 years",
    "11+ years",
  ]);
  await expectNoSeriousViolations(page);
  await page.getByLabel("Years of experience").selectOption({ label: "6-10 years" });
  // Previous keeps what was entered.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Equipment description")).toHaveValue("Zero-turn mower and trimmer");
  await expect(page.getByLabel("Service radius")).toHaveValue("30");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Years of experience")).toHaveValue("6");
  await expect(page.getByLabel("Professional bio")).toHaveAttribute("maxlength", "2000");
  await page.getByLabel("Professional bio").fill("Careful crew, clean edges.");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: the review.
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await expect(stepHeading(page, "Ready to Get Started!")).toBeFocused();
  const review = page.getByRole("definition");
  await expect(review).toHaveText(["Configured", "6-10 years", "30+ miles", "Complete"]);
  await expect(page.getByText("What's Next?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  const saving = await holdRequest(page, "**/api/users/profile", "PUT");
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page.getByRole("button", { name: "Setting up..." })).toBeDisabled();
  saving.release();
  const welcome = toast(page, "Welcome to LawnLink!");
  await expect(welcome).toContainText("Your provider profile has been set up successfully.");
  await expect(page).toHaveURL(/\/dashboard\/provider$/);

  const profile = await (await page.request.get("/api/users/profile")).json();
  expect(profile).toMatchObject({
    equipment: "Zero-turn mower and trimmer",
    experience_years: 6,
    service_radius: 30,
    bio: "Careful crew, clean edges.",
    profile_complete: true,
  });
});

test("the wizard starts from the provider's saved profile, and review marks what is missing", async ({ page }) => {
  const provider = await register(page.request, "provider");
  const saved = await page.request.put("/api/users/profile", {
    headers: bearer(provider.token),
    data: { experience_years: 3, service_radius: 15, bio: "Ten years of hedges." },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/provider-onboarding");
  await expect(page.getByLabel("Service radius")).toHaveValue("15");
  await expect(page.getByLabel("Equipment description")).toHaveValue("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Years of experience")).toHaveValue("3");
  await expect(page.getByLabel("Professional bio")).toHaveValue("Ten years of hedges.");
  await page.getByLabel("Professional bio").fill("   ");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("definition")).toHaveText(["Not specified", "3-5 years", "15 miles", "Not provided"]);
});

test("a failed setup says so and can be tried again", async ({ page }) => {
  await register(page.request, "provider");
  await page.goto("/provider-onboarding");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.route("**/api/users/profile", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 409, json: { error: "Conflict" } }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(toast(page, "Failed to complete onboarding. Please try again.")).toContainText("Error");
  await expect(page).toHaveURL(/\/provider-onboarding$/);
  await page.unroute("**/api/users/profile");
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
  expect(await (await page.request.get("/api/users/profile")).json()).toMatchObject({
    service_radius: 10,
    experience_years: 0,
    profile_complete: true,
  });
});

test("a visitor sees Access Denied and can start a provider account", async ({ page }) => {
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This page is only available to providers.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Create a provider account" }).click();
  await expect(authDialog(page, "Join LawnLink")).toBeVisible();
});

test("a homeowner sees Access Denied and returns home", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This page is only available to providers.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create a provider account" })).toHaveCount(0);
  await expect(page.getByLabel("Equipment description")).toHaveCount(0);
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("every onboarding step fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page.request, "provider");
  await page.goto("/provider-onboarding");
  for (const step of ["Equipment & Tools", "Experience & Background", "Ready to Get Started!"]) {
    await expect(stepHeading(page, step)).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (step !== "Ready to Get Started!") await page.getByRole("button", { name: "Next" }).click();
  }
  await page.context().clearCookies();
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("onboarding asks where the provider is based, with the profile's address dialog; 'Near me' then works", async ({
  page,
}) => {
  await register(page.request, "provider");
  await page.goto("/provider-onboarding");
  const based = page.getByRole("region", { name: "Where you're based" });
  await expect(based).toContainText("Near me");
  await based.getByRole("button", { name: "Add Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await dialog.getByLabel("Label").fill("Yard");
  await dialog.getByLabel("Number").fill("20");
  await dialog.getByLabel("Street").fill("Grove Street");
  await dialog.getByLabel("City").fill("New York");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("10014");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(dialog).toBeHidden();
  await expect(based).toContainText(/Based at .*Grove Street/);
  // Still on step 1: adding the address did not submit the wizard.
  await expect(stepHeading(page, "Equipment & Tools")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/dashboard/provider?near=me");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add an address" })).toHaveCount(0);
});
