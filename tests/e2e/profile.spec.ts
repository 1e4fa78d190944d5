import { expectNoSeriousViolations, PNG } from "./jobs-helpers";
import { expect, newAccount, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });



test("a visitor is sent home from /profile", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
});

test("the profile tab edits the personal information and keeps it", async ({ page }) => {
  const account = newAccount("homeowner", "Hana Homeowner");
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.goto("/profile");
  await expect(page.getByText("Personal Information")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Full Name").fill("Hana H. Homeowner");
  await page.getByLabel("Bio").fill("Two kids, one dog, a lot of grass.");
  await page.getByLabel("Lawn Care Preferences").fill("Mornings only");
  await page.getByRole("switch", { name: "SMS Notifications" }).uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Hana H. Homeowner");
  await expect(page.getByLabel("Bio")).toHaveValue("Two kids, one dog, a lot of grass.");
  await expect(page.getByRole("switch", { name: "SMS Notifications" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
});

test("the addresses tab adds, sets the default, renames and deletes", async ({ page }) => {
  expect((await page.request.post("/api/auth/register", { data: newAccount("homeowner") })).status()).toBe(201);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Addresses" }).click();
  await expect(page.getByText("No addresses saved yet")).toBeVisible();
  await expectNoSeriousViolations(page);

  const addAddress = async (label: string, number: string) => {
    await page.getByRole("button", { name: "Add Address" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Address" });
    await dialog.getByLabel("Label").fill(label);
    await dialog.getByLabel("Number").fill(number);
    await dialog.getByLabel("Street").fill("Grove Street");
    await dialog.getByLabel("City").fill("New York");
    await dialog.getByLabel("State").selectOption("NY");
    await dialog.getByLabel("ZIP").fill("10014");
    await dialog.getByRole("button", { name: "Add Address" }).click();
    await expect(page.getByText("Address added successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await page.getByRole("button", { name: "Add Address" }).click();
  await page.getByRole("dialog", { name: "Add Address" }).getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("Please provide a label and select an address")).toBeVisible();
  await page.keyboard.press("Escape");

  await addAddress("Home", "20");
  const home = page.getByRole("listitem", { name: "Home" });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByRole("button", { name: "Delete Home" })).toBeDisabled();
  await addAddress("Office", "22");
  const office = page.getByRole("listitem", { name: "Office" });
  await office.getByRole("button", { name: "Set as default" }).click();
  await expect(page.getByText("Default address updated")).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);

  await home.getByRole("button", { name: "Edit Home" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Address" });
  await expect(edit.getByText("Address cannot be changed. Delete and add a new one if needed.")).toBeVisible();
  await edit.getByLabel("Label").fill("Mom's House");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Address updated successfully")).toBeVisible();
  const moms = page.getByRole("listitem", { name: "Mom's House" });
  await moms.getByRole("button", { name: "Delete Mom's House" }).click();
  await expect(page.getByText("Address deleted successfully")).toBeVisible();
  await expect(moms).toHaveCount(0);
  await expect(office.getByRole("button", { name: "Delete Office" })).toBeDisabled();
});

test("the photos tab uploads a primary profile photo and a property photo, refuses a non-image, deletes", async ({ page }) => {
  expect((await page.request.post("/api/auth/register", { data: newAccount("homeowner") })).status()).toBe(201);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByText("No profile photos yet")).toBeVisible();
  await expect(page.getByText("Drag & drop an image here, or click to select")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel("Photo file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("File type must be JPEG, PNG, GIF, or WebP")).toBeVisible();

  await page.getByLabel("Caption (optional)").fill("Me in the garden");
  await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Photo uploaded successfully")).toBeVisible();
  await expect(page.getByText("Profile Photos (1/5)")).toBeVisible();
  await expect(page.getByText("Primary", { exact: true })).toBeVisible();

  await page.getByRole("radio", { name: "Property Photo" }).click();
  await page.getByLabel("Photo file").setInputFiles({ name: "lawn.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Property Photos (1/15)")).toBeVisible();

  await page.getByRole("button", { name: "Delete Property Photo 1" }).click();
  await expect(page.getByText("Photo deleted successfully")).toBeVisible();
  await expect(page.getByText("No property photos yet")).toBeVisible();
});
