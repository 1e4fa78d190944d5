import { bearer, postLawn, register, uniqueTitle } from "./jobs-helpers";
import { expect, test } from "./support";

// In Austin, away from every other spec's lawns (Grove Street, New York) and providers.
const CONGRESS_AVENUE = {
  street_number: "700",
  street: "Congress Avenue",
  city: "Austin",
  state: "TX",
  postal_code: "78701",
};

test("a provider whose radius reaches a new lawn hears of it shortly after the posting has answered", async ({
  request,
}) => {
  const provider = await register(request, "provider", "Nia Nearby");
  const headers = bearer(provider.token);
  expect((await request.put("/api/users/profile", { headers, data: { service_radius: 10 } })).status()).toBe(200);
  const saved = await request.post("/api/users/addresses", {
    headers,
    data: {
      label: "Base",
      is_default: true,
      full_address: "600 Congress Avenue, Austin, TX 78701, USA",
      ...CONGRESS_AVENUE,
      street_number: "600",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  const owner = await register(request, "homeowner");
  const job = await postLawn(request, owner, {
    title: uniqueTitle("Austin lawn"),
    ...CONGRESS_AVENUE,
    full_address: "700 Congress Avenue, Austin, TX 78701, USA",
  });

  // The server's after() step writes it once the response is sent: poll, as the app's badge does.
  await expect
    .poll(
      async () => {
        const body = (await (await request.get("/api/notifications", { headers })).json()) as {
          notifications: { title: string; job_id: string }[];
        };
        return body.notifications.map((n) => [n.title, n.job_id]);
      },
      { timeout: 30_000 },
    )
    .toEqual([["New job near you", job.id]]);

  // Later specs on this server expect a marketplace without open jobs of ours.
  expect((await request.post(`/api/lawns/${job.id}/cancel`, { headers: bearer(owner.token) })).status()).toBe(200);
});
