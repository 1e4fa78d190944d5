import { card, expectNoSeriousViolations, PNG, register } from "./jobs-helpers";
import { expect, test } from "./support";

test.use({ contextOptions: { reducedMotion: "reduce" } });





test("a homeowner posts a fixed lawn at a new address and an auction at the saved one, edits and cancels", async ({ page }) => {
  await register(page.request, "homeowner");
  const stamp = Date.now();
  await page.goto("/dashboard");
  await expect(page.getByText("No lawns posted yet")).toBeVisible();
  await page.getByRole("button", { name: "Post Your First Lawn" }).click();

  const dialog = page.getByRole("dialog", { name: "Post Your Lawn" });
  await expect(dialog.getByText("Add details about your lawn to get quotes from providers")).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  // Enter in a field does not submit.
  await dialog.getByLabel("Title").fill(`Front lawn ${stamp}`);
  await dialog.getByLabel("Title").press("Enter");
  await expect(dialog).toBeVisible();
  // Had Enter submitted, the form would have been checked again and the title error cleared.
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Description").fill("Corner lot.\nPlease bag the clippings.");
  await dialog.getByLabel("Number").fill("142");
  await dialog.getByLabel("Street").fill("Prospect Park West");
  await dialog.getByLabel("City").fill("Brooklyn");
  await dialog.getByLabel("State").selectOption("NY");
  await dialog.getByLabel("ZIP").fill("11215");
  await dialog.getByLabel("Area").fill("0.25 acres");
  await expect(dialog.getByLabel("Price (Optional)")).toBeVisible();
  await dialog.getByLabel("Price (Optional)").fill("55");
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(page.getByText("Your lawn has been posted successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, `Front lawn ${stamp}`)).toBeVisible();

  // The first typed address was saved as the default 'Home' and is pre-selected next time.
  await page.getByRole("banner").getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog.getByRole("radio", { name: /^Home: 142 Prospect Park West, Brooklyn, NY 11215, USA/ })).toBeChecked();
  await dialog.getByLabel("Title").fill(`Back lawn ${stamp}`);
  await dialog.getByText("Auction (open to bids)").click();
  await dialog.getByLabel("Starting Price (Optional)").fill("80");
  await dialog.getByLabel("Photos").setInputFiles({ name: "lawn.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await dialog.getByRole("button", { name: "Post Lawn" }).click();
  await expect(dialog).toBeHidden();
  const auction = card(page, `Back lawn ${stamp}`);
  await expect(auction.getByText("Auction")).toBeVisible();
  await expect(auction.locator("img")).toHaveAttribute("src", /uploads/);
  await expectNoSeriousViolations(page);

  const fixed = card(page, `Front lawn ${stamp}`);
  await fixed.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lawn" });
  await expectNoSeriousViolations(page);
  await edit.getByLabel("Title").fill(`Front lawn, edited ${stamp}`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(card(page, `Front lawn, edited ${stamp}`)).toBeVisible();

  await card(page, `Front lawn, edited ${stamp}`).getByRole("button", { name: "Cancel" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to cancel this lawn posting?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel Posting" }).click();
  const cancelled = card(page, `Front lawn, edited ${stamp}`);
  await expect(cancelled.getByText("Cancelled")).toBeVisible();
  await expect(cancelled.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Cancelled" }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("the owner reviews a provider's bid on My Lawns and accepts it", async ({ page, request }) => {
  const owner = await register(page.request, "homeowner");
  const title = `Bid lawn ${Date.now()}`;
  const posted = await page.request.post("/api/lawns", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { title, price_type: "auction", price_estimate: 100, full_address: "5 Sylvan Terrace, New York, NY 10032, USA", city: "New York", state: "NY" },
  });
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;
  const provider = await register(request, "provider");
  expect((await request.post(`/api/jobs/${jobId}/bids`, { headers: { authorization: `Bearer ${provider.token}` }, data: { amount: 90, eta_days: 1 } })).status()).toBe(201);

  await page.goto("/dashboard");
  await card(page, title).getByRole("button", { name: "Review Bids" }).click();
  const drawer = page.getByRole("dialog", { name: "Review Bids" });
  await expect(drawer.getByText("$90.00")).toBeVisible();
  await expect(drawer.getByText(/ETA 1 day/)).toBeVisible();
  await drawer.getByRole("button", { name: "Accept" }).click();
  await drawer.getByRole("button", { name: "Confirm: accept $90.00" }).click();
  await expect(page.getByText("The bid has been accepted and the job assigned.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card(page, title).getByText("Claimed")).toBeVisible();
});

test("My Lawns is for homeowners: providers go to their dashboard, visitors home", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("Homeowner Access Only")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await register(page.request, "provider");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/provider$/);
});
