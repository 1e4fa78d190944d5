import {
  authDialog,
  expect,
  newAccount,
  openMenu,
  registerViaApi,
  signUpThroughUi,
  storedSession,
  test,
} from "./support";

test.describe("signing up, in and out", () => {
  test("a homeowner signs up through the dialog and stays signed in after a reload", async ({ page }) => {
    const account = newAccount("homeowner", "Ada Lovelace");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    // Homeowner is the default role (SPEC §2).
    await expect(authDialog(page, "Join LawnLink").getByRole("radio", { name: /Post Jobs/ })).toBeChecked();
    await page.keyboard.press("Escape");

    await signUpThroughUi(page, account);

    const header = page.getByRole("banner");
    await expect(header.getByText("Ada", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Post Lawn" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Get Started" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    const stored = await storedSession(page);
    expect(JSON.parse(stored.user ?? "null")).toMatchObject({
      full_name: account.full_name,
      email: account.email,
      role: "homeowner",
      phone: account.phone,
    });
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The server renders the signed-in header itself (from the session cookie), not only the browser's copy.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(">Ada<");
    expect(html).not.toContain("Get Started");

    await page.reload();
    await expect(header.getByText("Ada", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Get Started" })).toHaveCount(0);
    expect(await storedSession(page)).toEqual(stored);
  });

  test("a provider who signs up lands on the provider dashboard", async ({ page }) => {
    const account = newAccount("provider", "Pat Provider");
    await page.goto("/");
    await signUpThroughUi(page, account);

    await expect(page).toHaveURL(/\/dashboard\/provider$/);
    await expect(page.getByRole("heading", { level: 1, name: "Provider Dashboard" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByText("Pat", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Post Lawn" })).toHaveCount(0);

    const sheet = await openMenu(page);
    await expect(sheet.getByText("Provider", { exact: true })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Provider Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/provider",
    );
    await expect(sheet.getByRole("link", { name: "My Lawns" })).toHaveCount(0);
    await expect(sheet.getByRole("button", { name: "Post New Lawn" })).toHaveCount(0);
  });

  test("an existing user signs in from the menu", async ({ page, request }) => {
    const account = newAccount("homeowner", "Grace Hopper");
    await registerViaApi(request, account);
    await page.goto("/");

    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Sign In" }).click();
    const dialog = authDialog(page, "Welcome back!");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Password").fill(account.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByText("Grace", { exact: true })).toBeVisible();
    const stored = await storedSession(page);
    expect(JSON.parse(stored.user ?? "null")).toMatchObject({ email: account.email, role: "homeowner" });
    expect(stored.token).toBeTruthy();
  });

  test("a wrong password shows the server's error in a red alert", async ({ page, request }) => {
    const account = newAccount("homeowner");
    await registerViaApi(request, account);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("tab", { name: "Sign In" }).click();

    const dialog = authDialog(page, "Welcome back!");
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In" }).click();

    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
    expect(await storedSession(page)).toEqual({ user: null, token: null });
  });

  test("the sign-up form checks the shared schema before sending anything", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (req) => {
      if (/\/api\/auth\/(register|login)$/.test(new URL(req.url()).pathname)) sent.push(req.url());
    });
    const account = newAccount("homeowner");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const dialog = authDialog(page, "Join LawnLink");
    await dialog.getByLabel("Full Name").fill(account.full_name);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByLabel("Phone Number").fill(account.phone);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  test("signing out returns to the signed-out header and clears local storage", async ({ page }) => {
    await page.goto("/");
    await signUpThroughUi(page, newAccount("homeowner", "Linus Torvalds"));
    const header = page.getByRole("banner");
    await expect(header.getByText("Linus", { exact: true })).toBeVisible();

    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Log Out" }).click();

    await expect(header.getByRole("button", { name: "Get Started" })).toBeVisible();
    await expect(header.getByText("Linus", { exact: true })).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ user: null, token: null });
    await page.reload();
    await expect(header.getByRole("button", { name: "Get Started" })).toBeVisible();
  });

  test("a stored user whose server session is gone is forgotten", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem(
        "user",
        JSON.stringify({ id: "gone", full_name: "Old Session", email: "old@example.test", role: "homeowner" }),
      );
      localStorage.setItem("token", "expired.token.value");
    });
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
    await expect.poll(() => storedSession(page)).toEqual({ user: null, token: null });
  });
});

test.describe("navigation sheet", () => {
  test("offers sign-in, sign-up and browsing to a visitor", async ({ page }) => {
    await page.goto("/");
    let sheet = await openMenu(page);
    await expect(sheet.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/dashboard/provider");
    await expect(sheet.getByRole("button", { name: "How It Works" })).toBeDisabled();

    await sheet.getByRole("button", { name: "Create Account" }).click();
    await expect(authDialog(page, "Join LawnLink")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(authDialog(page, "Join LawnLink")).toBeHidden();
    // The sheet's entry is gone with the sheet: focus returns to the button that opened the menu, not to <body>.
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeFocused();

    sheet = await openMenu(page);
    await sheet.getByRole("button", { name: "Sign In" }).click();
    await expect(authDialog(page, "Welcome back!")).toBeVisible();
  });

  test("focus returns to the menu button also when the sheet is gone before the dialog takes focus", async ({
    page,
  }) => {
    // Without animations the sheet leaves the page before a loaded dialog asks what had focus: the entry that opened
    // it is already gone, and focus is on <body>.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(authDialog(page, "Join LawnLink")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(authDialog(page, "Join LawnLink")).toBeHidden();

    for (const [entry, title] of [
      ["Create Account", "Join LawnLink"],
      ["Sign In", "Welcome back!"],
    ] as const) {
      const sheet = await openMenu(page);
      await sheet.getByRole("button", { name: entry }).click();
      await expect(authDialog(page, title)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(authDialog(page, title)).toBeHidden();
      await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeFocused();
    }
  });

  test("shows a homeowner's account and entries", async ({ page }) => {
    const account = newAccount("homeowner", "Ada Lovelace");
    await page.goto("/");
    await signUpThroughUi(page, account);

    const sheet = await openMenu(page);
    await expect(sheet.getByText(account.full_name, { exact: true })).toBeVisible();
    await expect(sheet.getByText(account.email, { exact: true })).toBeVisible();
    await expect(sheet.getByText("Homeowner", { exact: true })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(sheet.getByRole("link", { name: "My Lawns" })).toHaveAttribute("href", "/dashboard");
    await expect(sheet.getByRole("button", { name: "Post New Lawn" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(sheet.getByRole("link", { name: "Provider Dashboard" })).toHaveCount(0);
    // Notifications: a link to the list; a new account has none unread, so no badge.
    await expect(sheet.getByRole("link", { name: "Notifications", exact: true })).toHaveAttribute(
      "href",
      "/notifications",
    );
    await expect(sheet.getByRole("button", { name: "Settings" })).toBeDisabled();
    await expect(sheet.getByRole("button", { name: "Help & Support" })).toBeDisabled();
    await expect(sheet.getByRole("button", { name: "Log Out" })).toBeEnabled();
  });
});

test("the social sign-in buttons say they are not configured yet", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  await authDialog(page, "Join LawnLink").getByRole("button", { name: "Google" }).click();
  await expect(page.getByText("Google sign-in is not configured yet")).toBeVisible();
});
