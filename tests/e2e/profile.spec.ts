import type { Page } from "@playwright/test";
import { DUPLICATE_ADDRESS_MESSAGE } from "@/lib/addresses/schemas";
import { expectNoSeriousViolations, expectNoSidewaysScroll, holdRequest, PNG, register } from "./jobs-helpers";
import { expect, openMenu, sameOrigin, storedSession, test } from "./support";

// Animations off, so axe never measures colour contrast halfway through a fade.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** A toast (sonner's live region) with this text. */
const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

const addressCard = (page: Page, label: string) =>
  page.getByRole("main").getByRole("article", { name: label, exact: true });

const dropZone = (page: Page) =>
  page.getByRole("button", { name: /Drag & drop an image here|Click to choose a different image/ });

/** Chooses files the way a user does: the drop zone opens the browser's file picker. */
async function pickFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  how: "click" | "keyboard" = "click",
) {
  const chooser = page.waitForEvent("filechooser");
  if (how === "click") await dropZone(page).click();
  else {
    await dropZone(page).focus();
    await page.keyboard.press("Enter");
  }
  await (await chooser).setFiles(files);
}

/** Drops files on the drop zone, as a drag from the desktop would. */
async function dropFiles(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle(
    ({ names, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      for (const name of names) transfer.items.add(new File([bytes], name, { type: "image/png" }));
      return transfer;
    },
    { names, base64: PNG.toString("base64") },
  );
  await dropZone(page).dispatchEvent("drop", { dataTransfer });
}

async function addAddress(
  page: Page,
  { label, number, makeDefault = false }: { label: string; number: string; makeDefault?: boolean },
) {
  await page.getByRole("button", { name: "Add Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await dialog.getByLabel("Label").fill(label);
  await dialog.getByLabel("Number").fill(number);
  await dialog.getByLabel("Street").fill("Grove Street");
  await dialog.getByLabel("City").fill("New York");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("10014");
  if (makeDefault) await dialog.getByRole("checkbox", { name: "Set as default address" }).check();
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(dialog).toBeHidden();
}

test("a visitor is sent home from /profile", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
});

test("the profile tab saves the personal information; the email stays read-only", async ({ page }) => {
  const { account } = await register(page.request, "homeowner", "Hana Homeowner");
  // The page arrives filled in: the server read the profile, so the browser does not ask for it.
  const profileReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/users/profile") profileReads.push(request.method());
  });
  await page.goto("/profile");
  await expect(page.getByLabel("Full Name")).toHaveValue("Hana Homeowner");
  expect(profileReads).toEqual([]);
  // The site's header, as on every page: the first name's chip and the menu.
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Hana", { exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  // No photo yet: the avatar is the name's first letter.
  await expect(page.getByRole("main").getByText("H", { exact: true })).toBeVisible();

  const email = page.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();
  await expect(email).toHaveAccessibleDescription("Email cannot be changed");
  await expect(page.getByLabel("Bio")).toHaveAttribute("rows", "4");
  await expect(page.getByLabel("Lawn Care Preferences")).toHaveAttribute("rows", "3");
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "SMS Notifications" })).toBeChecked();
  await expectNoSeriousViolations(page);

  // The sign-up rules hold: an empty name or a bad phone is refused before anything is sent, under its field,
  // and the first refused field has focus.
  await expect(page.getByLabel("Full Name")).toHaveAttribute("maxlength", "100");
  await expect(page.getByLabel("Phone Number")).toHaveAttribute("maxlength", "30");
  await expect(page.getByLabel("Bio")).toHaveAttribute("maxlength", "2000");
  await expect(page.getByLabel("Lawn Care Preferences")).toHaveAttribute("maxlength", "1000");
  await page.getByLabel("Full Name").fill("");
  await page.getByLabel("Phone Number").fill("call me");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription("Enter a valid phone number");
  await expect(page.getByLabel("Full Name")).toBeFocused();
  expect(profileReads).toEqual([]);

  await page.getByLabel("Full Name").fill("Mia Homeowner");
  await page.getByLabel("Phone Number").fill("(512) 555-0199");
  await page.getByLabel("Bio").fill("Two kids, one dog, a lot of grass.");
  await page.getByLabel("Lawn Care Preferences").fill("Mornings only, no chemicals");
  await page.getByRole("switch", { name: "SMS Notifications" }).click();
  await expect(page.getByRole("switch", { name: "SMS Notifications" })).not.toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  // The header follows the new name, and so does the stored session's copy (a reload starts from it).
  await expect(banner.getByText("Mia", { exact: true })).toBeVisible();
  expect(JSON.parse((await storedSession(page)).user ?? "{}")).toMatchObject({ full_name: "Mia Homeowner" });

  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Mia Homeowner");
  await expect(page.getByLabel("Phone Number")).toHaveValue("(512) 555-0199");
  await expect(page.getByLabel("Bio")).toHaveValue("Two kids, one dog, a lot of grass.");
  await expect(page.getByLabel("Lawn Care Preferences")).toHaveValue("Mornings only, no chemicals");
  await expect(page.getByRole("switch", { name: "SMS Notifications" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();

  // Switching back and turning the other off persists too.
  await page.getByRole("switch", { name: "SMS Notifications" }).click();
  await page.getByRole("switch", { name: "Email Notifications" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  const profile = await (await page.request.get("/api/users/profile")).json();
  expect(profile).toMatchObject({
    full_name: "Mia Homeowner",
    email: account.email,
    notification_preferences: { email: false, sms: true },
  });
});

test("the calendar card gives a private feed address that calendar apps read, renews it and turns it off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await register(page.request, "provider", "Cal Provider");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/profile");
  await page.getByRole("button", { name: "Get Calendar Link" }).click();
  const field = page.getByLabel("Your calendar link");
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const first = await field.inputValue();
  await page.getByRole("button", { name: "Copy calendar link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  // What a calendar app reads at that address: an iCalendar document, without any session.
  const feed = await page.request.fetch(new URL(new URL(first).pathname, page.url()).toString(), {
    headers: { cookie: "" },
  });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:LawnLink[\s\S]*END:VCALENDAR\r\n$/);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // A new link ends the old one; focus returns to the button that asked.
  const renew = page.getByRole("button", { name: "New Link" });
  await renew.click();
  await page
    .getByRole("alertdialog", { name: "Make a new calendar link?" })
    .getByRole("button", { name: "Make New Link" })
    .click();
  await expect(field).not.toHaveValue(first);
  await expect(renew).toBeFocused();
  const old = await page.request.fetch(new URL(new URL(first).pathname, page.url()).toString());
  expect(old.status()).toBe(404);

  await page.getByRole("button", { name: "Turn Off" }).click();
  await page
    .getByRole("alertdialog", { name: "Turn off your calendar feed?" })
    .getByRole("button", { name: "Turn Off" })
    .click();
  await expect(page.getByRole("button", { name: "Get Calendar Link" })).toBeVisible();
});

test("a failed profile load or save says so", async ({ page }) => {
  await register(page.request, "homeowner", "Lena Loader");
  await page.goto("/profile?tab=photos");
  // The server rendered the profile; a photo change makes the browser load it again (the avatar may change), and
  // that load fails. 404s: the test fixture treats any other refused request in the console as a failure.
  await page.route("**/api/users/profile", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 404, json: { error: "Account not found" } })
      : route.fallback(),
  );
  await pickFiles(page, [{ name: "me.png", mimeType: "image/png", buffer: PNG }]);
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(toast(page, "Photo uploaded successfully")).toBeVisible();
  await expect(page.getByRole("main").getByText("Failed to load profile")).toBeVisible();
  await expect(toast(page, "Failed to load profile")).toContainText("Error");

  await page.unroute("**/api/users/profile");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("main").getByText("Failed to load profile")).toHaveCount(0);
  const [photo] = await (await page.request.get("/api/users/photos")).json();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", photo.url);
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await page.route("**/api/users/profile", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 409, json: { error: "Conflict" } }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to update profile")).toContainText("Error");
});

test("the profile page has the site's header: its menu leads home, to the dashboard, and logs out", async ({
  page,
}) => {
  await register(page.request, "provider", "Pat Provider");
  await page.goto("/profile");
  await expect(page.getByRole("banner").getByText("Pat", { exact: true })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("link", { name: "Provider Dashboard" })).toHaveAttribute("href", "/dashboard/provider");
  await expect(menu.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousViolations(page);
  await menu.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
});

test("the addresses tab adds, sets the default, renames and deletes", async ({ page }) => {
  test.setTimeout(180_000); // a long journey, with an accessibility check at each step
  await register(page.request, "homeowner");
  await page.goto("/profile?tab=addresses");
  await expect(page.getByRole("tab", { name: "Addresses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Manage your addresses for quick lawn posting")).toBeVisible();
  await expect(page.getByText("No addresses saved yet")).toBeVisible();
  await expect(page.getByText("Add your first address to get started")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Nothing filled: the spec's message, and the missing fields marked.
  await page.getByRole("button", { name: "Add Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await expect(dialog.getByLabel("Label")).toHaveAttribute("placeholder", "e.g., Home, Office, Mom's House");
  await expect(dialog.getByRole("group", { name: /Search for an address/ })).toBeVisible();
  // The first address is the default whatever the box says.
  await expect(dialog.getByRole("checkbox", { name: "Set as default address" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Set as default address" })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await expect(dialog.getByLabel("Label")).toHaveAttribute("maxlength", "50");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(toast(page, "Please provide a label and select an address")).toContainText("Error");
  await expect(dialog.getByLabel("Label")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Label")).toHaveAccessibleDescription("Please provide a label");
  await expect(dialog.getByLabel("Label")).toBeFocused();
  // Part of an address: the API's own rules, each under its part; the first missing part has focus.
  await dialog.getByLabel("Label").fill("Home");
  await dialog.getByLabel("Number").fill("20");
  await dialog.getByLabel("ZIP").fill("1001");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(dialog.getByLabel("Street")).toHaveAccessibleDescription("Enter the street");
  await expect(dialog.getByLabel("City")).toHaveAccessibleDescription("Enter the city");
  await expect(dialog.getByLabel("State")).toHaveAccessibleDescription("Choose a state");
  await expect(dialog.getByLabel("ZIP")).toHaveAccessibleDescription("Enter a 5-digit ZIP code");
  await expect(dialog.getByLabel("Number")).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByLabel("Street")).toBeFocused();
  await expect(dialog.getByLabel("Label")).not.toHaveAttribute("aria-invalid");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Add Address" })).toBeFocused();

  await addAddress(page, { label: "Home", number: "20" });
  await expect(toast(page, "Address added successfully")).toBeVisible();
  const home = addressCard(page, "Home");
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("20 Grove Street, New York, NY 10014, USA")).toBeVisible();
  await expect(home.getByRole("button", { name: /Set as default/ })).toHaveCount(0);
  await expect(home.getByRole("button", { name: "Delete Home" })).toBeDisabled();

  // A second one, not the default until asked.
  await addAddress(page, { label: "Office", number: "22" });
  const office = addressCard(page, "Office");
  await expect(office).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toHaveCount(0);
  await expect(home.getByRole("button", { name: "Delete Home" })).toBeEnabled();
  await office.getByRole("button", { name: "Set as default: Office" }).click();
  await expect(toast(page, "Default address updated")).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // A third, made the default as it is added.
  await addAddress(page, { label: "Lake cabin", number: "24", makeDefault: true });
  await expect(addressCard(page, "Lake cabin").getByText("Default", { exact: true })).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toHaveCount(0);

  // Edit: the label only.
  await home.getByRole("button", { name: "Edit Home" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Address" });
  await expect(edit.getByText("Address cannot be changed. Delete and add a new one if needed.")).toBeVisible();
  await expect(edit.getByText("20 Grove Street, New York, NY 10014, USA")).toBeVisible();
  await expect(edit.getByRole("textbox")).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await edit.getByLabel("Label").fill("Mom's House");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Address updated successfully")).toBeVisible();
  const moms = addressCard(page, "Mom's House");
  await expect(moms).toBeVisible();
  await expect(home).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await moms.getByRole("button", { name: "Delete Mom's House" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete address?" });
  await expect(confirm.getByText("Are you sure you want to delete this address?")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(moms).toBeVisible();
  await moms.getByRole("button", { name: "Delete Mom's House" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Address deleted successfully")).toBeVisible();
  await expect(moms).toHaveCount(0);
  await addressCard(page, "Lake cabin").getByRole("button", { name: "Delete Lake cabin" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(addressCard(page, "Lake cabin")).toHaveCount(0);
  // The last one left became the default and cannot be deleted.
  await expect(office.getByText("Default", { exact: true })).toBeVisible();
  await expect(office.getByRole("button", { name: "Delete Office" })).toBeDisabled();

  const addresses = await (await page.request.get("/api/users/addresses")).json();
  expect(addresses).toMatchObject([
    {
      label: "Office",
      is_default: true,
      full_address: "22 Grove Street, New York, NY 10014, USA",
      state: "NY",
      postal_code: "10014",
    },
  ]);
});

test("a failed address change shows the server's message or the fallback", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/profile?tab=addresses");
  await addAddress(page, { label: "Home", number: "20" });
  await addAddress(page, { label: "Office", number: "22" });
  await page.route(
    (url) => url.pathname === "/api/users/addresses" && url.searchParams.has("id"),
    (route) => route.fulfill({ status: 404, json: { error: "Address not found" } }),
  );
  await addressCard(page, "Office").getByRole("button", { name: "Set as default: Office" }).click();
  await expect(toast(page, "Failed to set default address")).toBeVisible();
  await addressCard(page, "Office").getByRole("button", { name: "Delete Office" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Address not found")).toContainText("Error");
  await addressCard(page, "Office").getByRole("button", { name: "Edit Office" }).click();
  await page.getByRole("dialog", { name: "Edit Address" }).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to update address")).toBeVisible();
});

test("saving an address already saved shows the server's refusal and keeps the dialog open", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/profile?tab=addresses");
  await addAddress(page, { label: "Home", number: "20" });
  await page.getByRole("button", { name: "Add Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await dialog.getByLabel("Label").fill("Also home");
  await dialog.getByLabel("Number").fill("20");
  await dialog.getByLabel("Street").fill("grove street ");
  await dialog.getByLabel("City").fill("New York");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("10014");
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/users/addresses" && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Add Address" }).click();
  expect((await answer).status()).toBe(409);
  await expect(toast(page, DUPLICATE_ADDRESS_MESSAGE)).toContainText("Error");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Label")).toHaveValue("Also home");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
});

test("the address dialogs and confirmations give focus back to their button on Escape", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.goto("/profile?tab=addresses");
  await addAddress(page, { label: "Home", number: "20" });
  await addAddress(page, { label: "Office", number: "22" });
  const office = addressCard(page, "Office");

  await office.getByRole("button", { name: "Edit Office" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Address" }).getByLabel("Label")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Edit Address" })).toBeHidden();
  await expect(office.getByRole("button", { name: "Edit Office" })).toBeFocused();

  await office.getByRole("button", { name: "Delete Office" }).click();
  await expect(
    page.getByRole("alertdialog", { name: "Delete address?" }).getByRole("button", { name: "Cancel" }),
  ).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(office.getByRole("button", { name: "Delete Office" })).toBeFocused();

  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByRole("dialog", { name: "Add Address" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Add Address" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Add Address" })).toBeFocused();
});

test("the photos tab shows the chosen image before it is sent, and lets go of each preview", async ({ page }) => {
  await register(page.request, "homeowner");
  // Which object URLs the page lets go of (a revoked URL can no longer be read, and reading one logs an error).
  await page.addInitScript(() => {
    const revoked: string[] = ((window as unknown as { revokedUrls: string[] }).revokedUrls = []);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
  });
  const isRevoked = async (url: string) =>
    (await page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls)).includes(url);
  await page.goto("/profile?tab=photos");
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/users/photos/upload") uploads.push(request.method());
  });

  await pickFiles(page, [{ name: "first.png", mimeType: "image/png", buffer: PNG }]);
  const preview = page.getByRole("img", { name: "Preview of first.png" });
  await expect(preview).toBeVisible();
  // The image itself, read from the chosen file in the browser: nothing was sent.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  const firstUrl = (await preview.getAttribute("src")) ?? "";
  expect(firstUrl).toMatch(/^blob:/);
  expect(uploads).toEqual([]);
  expect(await isRevoked(firstUrl)).toBe(false);

  // Another choice replaces it, and the first URL is let go.
  await pickFiles(page, [{ name: "second.png", mimeType: "image/png", buffer: PNG }]);
  const second = page.getByRole("img", { name: "Preview of second.png" });
  await expect(second).toBeVisible();
  await expect.poll(() => isRevoked(firstUrl)).toBe(true);

  // A refused file shows no preview.
  await pickFiles(page, [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") }]);
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);

  // Leaving the tab lets go of the preview too.
  await pickFiles(page, [{ name: "third.png", mimeType: "image/png", buffer: PNG }]);
  const thirdUrl = (await page.getByRole("img", { name: "Preview of third.png" }).getAttribute("src")) ?? "";
  expect(await isRevoked(thirdUrl)).toBe(false);
  await page.getByRole("tab", { name: "Addresses" }).click();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);
  await expect.poll(() => isRevoked(thirdUrl)).toBe(true);

  // Sent: the preview goes once the photo is in the gallery.
  await page.getByRole("tab", { name: "Photos" }).click();
  await pickFiles(page, [{ name: "fourth.png", mimeType: "image/png", buffer: PNG }]);
  await expect(page.getByRole("img", { name: "Preview of fourth.png" })).toBeVisible();
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByRole("heading", { name: "Profile Photos (1/5)" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);
  expect(uploads).toEqual(["POST"]);
  await expectNoSeriousViolations(page);
});

test("the photos tab uploads a primary profile photo and a property photo, refuses bad files, deletes", async ({
  page,
}) => {
  await register(page.request, "homeowner", "Pia Photographer");
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=photos$/);
  await expect(page.getByRole("heading", { name: "Upload Photos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile Photos (0/5)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Property Photos (0/15)" })).toBeVisible();
  await expect(page.getByText("No profile photos yet")).toBeVisible();
  await expect(page.getByText("No property photos yet")).toBeVisible();
  await expect(dropZone(page)).toContainText("JPEG, PNG, GIF, or WebP • Max 10MB");
  await expect(page.getByRole("radio", { name: "Profile Photo" })).toBeChecked();
  await expectNoSeriousViolations(page);

  // The file rules, before anything is sent.
  await pickFiles(page, [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") }]);
  await expect(page.getByRole("alert").filter({ hasText: "File type must be JPEG, PNG, GIF, or WebP" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Photo" })).toBeDisabled();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByRole("alert").filter({ hasText: "File is larger than 10 MB" })).toBeVisible();
  await dropFiles(page, ["one.png", "two.png"]);
  await expect(page.getByRole("alert").filter({ hasText: "Too many files: choose one image" })).toBeVisible();

  // A profile photo, chosen from the keyboard, with a caption: sent as the primary one.
  await page.getByLabel("Caption (optional)").fill("Me in the garden");
  await pickFiles(page, [{ name: "me.png", mimeType: "image/png", buffer: PNG }], "keyboard");
  await expect(dropZone(page)).toContainText("me.png");
  const upload = await holdRequest(page, "**/api/users/photos/upload", "POST");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  upload.release();
  await expect(toast(page, "Photo uploaded successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile Photos (1/5)" })).toBeVisible();
  const profileGallery = page.getByRole("list", { name: "Profile Photos (1/5)" });
  await expect(profileGallery.getByText("Primary", { exact: true })).toBeVisible();
  await expect(profileGallery.getByText("Me in the garden")).toBeVisible();
  await expect(page.getByLabel("Caption (optional)")).toHaveValue("");
  const photos = await (await page.request.get("/api/users/photos")).json();
  expect(photos).toMatchObject([{ type: "profile", caption: "Me in the garden", is_primary: true }]);
  // The Profile tab's avatar shows it.
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", photos[0].url);
  await page.getByRole("tab", { name: "Photos" }).click();

  // A property photo, dropped.
  await page.getByRole("radio", { name: "Property Photo" }).check();
  await dropFiles(page, ["lawn.png"]);
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByRole("heading", { name: "Property Photos (1/15)" })).toBeVisible();
  const propertyGallery = page.getByRole("list", { name: "Property Photos (1/15)" });
  await expect(propertyGallery.getByText("Property photo 1")).toBeVisible();
  await expect(propertyGallery.getByText("Primary", { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Deleting asks first.
  await propertyGallery.getByRole("button", { name: "Delete Property photo 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete photo?" });
  await expect(confirm.getByText("Are you sure you want to delete this photo?")).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Photo deleted successfully")).toBeVisible();
  await expect(page.getByText("No property photos yet")).toBeVisible();

  // Deleting the primary photo brings the avatar back to the initial.
  await profileGallery.getByRole("button", { name: "Delete Me in the garden" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No profile photos yet")).toBeVisible();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("P", { exact: true })).toBeVisible();
});

test("the photos tab says so when a type is full, and shows the server's refusal otherwise", async ({ page }) => {
  await register(page.request, "homeowner");
  for (let n = 0; n < 5; n++) {
    const response = await page.request.post("/api/users/photos/upload", {
      headers: sameOrigin(),
      multipart: { photo: { name: `p${n}.png`, mimeType: "image/png", buffer: PNG }, type: "profile" },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/profile?tab=photos");
  await expect(page.getByRole("heading", { name: "Profile Photos (5/5)" })).toBeVisible();
  await expect(page.getByText("You can keep at most 5 profile photos. Delete one to upload another.")).toBeVisible();
  await expect(dropZone(page)).toBeDisabled();
  await page.getByRole("radio", { name: "Property Photo" }).check();
  await expect(dropZone(page)).toBeEnabled();

  // The server refuses (say another tab filled the gallery meanwhile): its message is shown.
  const refusal = "You can keep at most 15 property photos. Delete one to upload another.";
  await page.route("**/api/users/photos/upload", (route) => route.fulfill({ status: 409, json: { error: refusal } }));
  await pickFiles(page, [{ name: "lawn.png", mimeType: "image/png", buffer: PNG }]);
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(toast(page, refusal)).toContainText("Error");
});

test("a failed photo load or delete, or address load, says so", async ({ page }) => {
  await register(page.request, "homeowner");
  await page.request.post("/api/users/photos/upload", {
    headers: sameOrigin(),
    multipart: { photo: { name: "lawn.png", mimeType: "image/png", buffer: PNG }, type: "property" },
  });
  await page.route("**/api/users/photos", (route) => route.fulfill({ status: 404, json: { error: "Not found" } }));
  await page.goto("/profile?tab=photos");
  await expect(page.getByRole("main").getByText("Failed to load photos")).toBeVisible();
  await expect(toast(page, "Failed to load photos")).toContainText("Error");
  await page.unroute("**/api/users/photos");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Property Photos (1/15)" })).toBeVisible();

  await page.route(
    (url) => url.pathname === "/api/users/photos" && url.searchParams.has("id"),
    (route) => route.fulfill({ status: 404, json: { error: "Photo not found" } }),
  );
  await page.getByRole("button", { name: "Delete Property photo 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Failed to delete photo")).toContainText("Error");
  await expect(page.getByRole("heading", { name: "Property Photos (1/15)" })).toBeVisible();

  await page.route("**/api/users/addresses", (route) => route.fulfill({ status: 404, json: { error: "Not found" } }));
  await page.getByRole("tab", { name: "Addresses" }).click();
  await expect(page.getByRole("main").getByText("Failed to load addresses")).toBeVisible();
  await expect(toast(page, "Failed to load addresses")).toContainText("Error");
});

test("every profile tab fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page.request, "homeowner", "Bartholomew Longname-Fitzgerald");
  await page.request.post("/api/users/addresses", {
    headers: sameOrigin(),
    data: {
      label: "Grandmother's lake house by the water",
      full_address: "1234 Extraordinarily Long Boulevard Name, Some City, NY 10014, USA",
    },
  });
  await page.request.post("/api/users/photos/upload", {
    headers: sameOrigin(),
    multipart: {
      photo: { name: "me.png", mimeType: "image/png", buffer: PNG },
      type: "profile",
      caption: "A rather long caption for a small photo",
    },
  });
  for (const tab of ["profile", "addresses", "photos"]) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("heading").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await page.goto("/profile?tab=addresses");
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByRole("dialog", { name: "Add Address" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the profile tab changes the password, which signs out the other devices but not this one", async ({
  page,
  request,
}) => {
  const { account } = await register(page.request, "homeowner", "Paula Password");
  // Another device: its own sign-in.
  const login = (password: string) =>
    request.post("/api/auth/login", { data: { email: account.email, password }, headers: sameOrigin() });
  const other = (await (await login(account.password)).json()) as { token: string };
  const otherDevice = () => request.get("/api/users/profile", { headers: { authorization: `Bearer ${other.token}` } });
  expect((await otherDevice()).status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/profile");
  const card = page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByLabel("New password") });
  await expect(page.getByText("Password", { exact: true })).toBeVisible();
  // The schema's rule before anything is sent.
  await card.getByLabel("Current password").fill(account.password);
  await card.getByLabel("New password").fill("short");
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(card.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(card.getByLabel("New password")).toBeFocused();
  // A wrong current password is the server's refusal.
  await card.getByLabel("Current password").fill("not-my-password");
  await card.getByLabel("New password").fill("a-brand-new-secret");
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Current password is incorrect")).toBeVisible();
  expect((await otherDevice()).status()).toBe(200);

  await card.getByLabel("Current password").fill(account.password);
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Password changed")).toContainText("You were signed out on your other devices.");
  await expect(card.getByLabel("Current password")).toHaveValue("");
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  expect((await otherDevice()).status()).toBe(401);
  expect((await login(account.password)).status()).toBe(401);
  expect((await login("a-brand-new-secret")).status()).toBe(200);
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
});
