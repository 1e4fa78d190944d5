import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api";
import { errorMessage } from "./errors";

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { "content-type": "application/json" } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the client's one error path (SPEC §8)", () => {
  it("shows the server's { error } text", async () => {
    vi.stubGlobal("fetch", answer(409, JSON.stringify({ error: "This job is no longer open" })));
    const error = await apiFetch("/api/jobs/{id}/claim", {
      method: "POST",
      params: { id: "1" },
      fallbackError: "Failed to claim job",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, "Failed to claim job")).toBe("This job is no longer open");
    expect((error as ApiError).status).toBe(409);
  });

  it("falls back to the call's message, else 'HTTP error! status: {code}', when the answer carries no text", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>"));
    expect(
      errorMessage(
        await apiFetch("/api/jobs", { fallbackError: "Failed to fetch jobs" }).catch((e: unknown) => e),
        "x",
      ),
    ).toBe("Failed to fetch jobs");
    expect(errorMessage(await apiFetch("/api/jobs").catch((e: unknown) => e), "x")).toBe("HTTP error! status: 502");
  });

  it("uses the fallback when no answer came at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(errorMessage(await apiFetch("/api/jobs").catch((e: unknown) => e), "Failed to fetch jobs")).toBe(
      "Failed to fetch jobs",
    );
  });

  it("sends JSON and reads JSON back", async () => {
    const fetch = answer(201, JSON.stringify({ bid: { id: "b1" } }));
    vi.stubGlobal("fetch", fetch);
    await expect(
      apiFetch("/api/jobs/{id}/bids", { method: "POST", params: { id: "j 1" }, json: { amount: 50 } }),
    ).resolves.toEqual({ bid: { id: "b1" } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/jobs/j%201/bids");
    expect(init.body).toBe('{"amount":50}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("fills the path's parameters and leaves undefined query fields out", async () => {
    const fetch = answer(200, JSON.stringify({ places: [] }));
    vi.stubGlobal("fetch", fetch);
    await apiFetch("/api/places", { query: { q: "Boston & Co", limit: 5, skip: undefined } });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/api/places?q=Boston+%26+Co&limit=5");
  });
});
