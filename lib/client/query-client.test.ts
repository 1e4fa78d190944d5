import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { toast } from "./toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { CACHE_LIFETIME_MS, makeQueryClient, retryDelay, shouldRetry } from "./query-client";

vi.mock("./toast", () => ({ toast: { error: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("the query client's SPEC §9 defaults", () => {
  it("waits 1 s, 2 s, 4 s … between tries, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("retries network failures and 5xx three times, and never a 4xx", () => {
    for (const error of [new TypeError("Failed to fetch"), new ApiError("HTTP error! status: 503", 503)]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, true, false]);
    }
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiError("refused", status))).toBe(false);
  });

  it("asks the server once when it refuses with a 4xx", async () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    const queryFn = vi.fn(async () => {
      throw new ApiError("Job not found", 404);
    });
    await expect(client.fetchQuery({ queryKey: ["jobs", "missing"], queryFn })).rejects.toThrow("Job not found");
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("tries a failing read four times in all, on the backoff schedule", async () => {
    vi.useFakeTimers();
    const client = makeQueryClient({ refreshPage: () => {} });
    const queryFn = vi.fn(async () => {
      throw new ApiError("HTTP error! status: 502", 502);
    });
    const result = client.fetchQuery({ queryKey: ["jobs"], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it("keeps unused data for 5 minutes", () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    expect(client.getDefaultOptions().queries?.gcTime).toBe(CACHE_LIFETIME_MS);
    expect(CACHE_LIFETIME_MS).toBe(300_000);
  });
});

describe("a mutation's meta", () => {
  it("invalidates the queries it names and re-renders the page once it settles, also after a refusal", async () => {
    const refreshPage = vi.fn();
    const client = makeQueryClient({ refreshPage });
    client.setQueryData(["jobs", "1", "bids"], []);
    client.setQueryData(["profile"], {});
    const mutation = new MutationObserver(client, {
      mutationFn: async () => {
        throw new ApiError("This job is no longer open", 409);
      },
      meta: { invalidates: [["jobs", "1"]], refreshPage: true },
    });
    await expect(mutation.mutate()).rejects.toThrow("This job is no longer open");
    expect(client.getQueryState(["jobs", "1", "bids"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["profile"])?.isInvalidated).toBe(false);
    expect(refreshPage).toHaveBeenCalledTimes(1);
  });
});

describe("failure toasts (SPEC §8)", () => {
  const refused = async () => {
    throw new ApiError("Photo not found", 404);
  };

  it("shows the server's text under the title, else the fallback when no answer came", async () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    const meta = { failure: { title: "Error", fallback: "Failed to add address" } };
    await expect(new MutationObserver(client, { mutationFn: refused, meta }).mutate()).rejects.toThrow();
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(new MutationObserver(client, { mutationFn: offline, meta }).mutate()).rejects.toThrow();
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ["Error", { description: "Photo not found" }],
      ["Error", { description: "Failed to add address" }],
    ]);
  });

  it("shows a fixed message whatever the server said, where the spec gives one", async () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    await expect(
      new MutationObserver(client, {
        mutationFn: refused,
        meta: { failure: { title: "Error", message: "Failed to delete photo" } },
      }).mutate(),
    ).rejects.toThrow();
    await expect(
      new MutationObserver(client, {
        mutationFn: refused,
        meta: { failure: { message: "Failed to delete photo" } },
      }).mutate(),
    ).rejects.toThrow();
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ["Error", { description: "Failed to delete photo" }],
      ["Failed to delete photo"],
    ]);
  });

  it("says a failed read once, after its last try, when the read declares it", async () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    await client.prefetchQuery({
      queryKey: ["photos"],
      queryFn: refused,
      meta: { failure: { title: "Error", message: "Failed to load photos" } },
    });
    await client.prefetchQuery({ queryKey: ["addresses"], queryFn: refused });
    expect(vi.mocked(toast.error).mock.calls).toEqual([["Error", { description: "Failed to load photos" }]]);
  });

  it("says a failed read when one of its readers declares it, whichever reader rendered last", async () => {
    const client = makeQueryClient({ refreshPage: () => {} });
    const page = new QueryObserver(client, {
      queryKey: ["profile"],
      queryFn: refused,
      meta: { failure: { title: "Error", message: "Failed to load profile" } },
    });
    const menuOptions = { queryKey: ["profile"], queryFn: refused, enabled: false };
    const menu = new QueryObserver(client, menuOptions);
    const unsubscribe = [page.subscribe(() => {}), menu.subscribe(() => {})];
    // The menu renders again while the page's read is under way.
    menu.setOptions(menuOptions);
    await vi.waitFor(() => expect(page.getCurrentResult().isError).toBe(true));
    unsubscribe.forEach((stop) => stop());
    expect(vi.mocked(toast.error).mock.calls).toEqual([["Error", { description: "Failed to load profile" }]]);
  });
});
