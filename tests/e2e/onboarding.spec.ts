import { expectNoSeriousViolations } from "./jobs-helpers";
import { expect, newAccount, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });


test("a provider completes the three onboarding steps and lands on the provider dashboard", async ({ page }) => {
  expect((await page.request.post("/api/auth/register", { data: newAccount("provider") })).status()).toBe(201);
  await page.goto("/provider-onboarding");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByText("Equipment & Tools")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByLabel("Service radius")).toHaveValue("10");
  await expectNoSeriousViolations(page);
  await page.getByLabel("Equipment description").fill("Zero-turn mower and trimmer");
  await page.getByLabel("Service radius").selectOption({ label: "30+ miles" });
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(page.getByLabel("Years of experience")).toHaveValue("0");
  await page.getByLabel("Years of experience").selectOption({ label: "6-10 years" });
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Equipment description")).toHaveValue("Zero-turn mower and trimmer");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Professional bio").fill("Careful crew, clean edges.");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await expect(page.getByText("Ready to Get Started!")).toBeVisible();
  await expect(page.getByText("Configured")).toBeVisible();
  await expect(page.getByText("6-10 years")).toBeVisible();
  await expect(page.getByText("30+ miles")).toBeVisible();
  await expect(page.getByText("What's Next?")).toBeVisible();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page.getByText("Your provider profile has been set up successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/provider$/);

  const profile = await (await page.request.get("/api/users/profile")).json();
  expect(profile).toMatchObject({ equipment: "Zero-turn mower and trimmer", experience_years: 6, service_radius: 30, bio: "Careful crew, clean edges.", profile_complete: true });
});

test("homeowners and visitors see Access Denied", async ({ page }) => {
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This page is only available to providers.")).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await page.request.post("/api/auth/register", { data: newAccount("homeowner") })).status()).toBe(201);
  await page.goto("/provider-onboarding");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
