import { card, expectNoSeriousViolations, postLawn, register, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

// A job's shareable page: rendered on the server for anyone, with the public facts only and Open Graph tags.

test("a job's page shows its public facts and Open Graph tags, never the street, and is linked from its card and drawer", async ({
  page,
  request,
}) => {
  const owner = await register(request, "homeowner", "Sasha Sharer");
  const title = uniqueTitle("Shared lawn");
  const job = await postLawn(request, owner, {
    title,
    price_estimate: 65,
    area: "900 sq ft",
    description: "Front and back, edges too.",
  });

  const response = await page.goto(`/jobs/${job.id}`);
  expect(response?.status()).toBe(200);
  // The server's HTML itself: what a link preview reads, before any script runs.
  const html = await response!.text();
  expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
  expect(html).not.toContain("Grove Street");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Front and back, edges too.")).toBeVisible();
  await expect(page.getByText("New York, NY 10014")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "$65" })).toBeVisible();
  await expect(page.getByText("Sasha Sharer")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Grove");
  await expect(page.getByRole("main")).not.toContainText(owner.account.email);
  await expect(page.getByRole("button", { name: "Claim Job" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Linked from the job's card (its title) and from its drawer.
  await page.goto("/dashboard/provider");
  await expect(card(page, title).getByRole("link", { name: title })).toHaveAttribute("href", `/jobs/${job.id}`);
  await card(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const drawer = page.getByRole("dialog", { name: title });
  await drawer.getByRole("link", { name: "Job page" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an unknown or malformed job id is a 404", async ({ page }) => {
  for (const id of ["0190a4b2-0000-7000-8000-000000000000", "not-a-job"]) {
    const response = await page.goto(`/jobs/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
});
