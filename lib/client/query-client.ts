import { MutationCache, QueryCache, QueryClient, type Query, type QueryKey } from "@tanstack/react-query";
import { toast } from "./toast";
import { errorMessage, isClientError } from "./errors";

/**
 * SPEC §8's failure toast. Its text is `message` where §8 gives one fixed text, else the error text (the server's,
 * else `fallback`). With a `title` ('Error' on the profile and onboarding pages) the text is its description;
 * without one, the text is the toast.
 */
export type FailureToast = { title?: string } & (
  { message: string; fallback?: never } | { fallback: string; message?: never }
);

function toastFailure(error: unknown, failure: FailureToast) {
  const text = failure.message ?? errorMessage(error, failure.fallback);
  if (failure.title) toast.error(failure.title, { description: text });
  else toast.error(text);
}

/** What a read declares: the toast a failed load shows (after its retries), beside the page's own LoadError. */
export type QueryMeta = { failure?: FailureToast };

/** What a mutation declares instead of writing its own try / toast / finally / refresh. */
export type MutationMeta = {
  failure?: FailureToast;
  /** The query keys whose data this mutation changes: invalidated once it settles (a refusal often means they moved on). */
  invalidates?: readonly QueryKey[];
  /** The data also shows in server-rendered lists (the job lists): render the page again once it settles. */
  refreshPage?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
    queryMeta: QueryMeta;
  }
}

// SPEC §9 'Data fetching defaults': 3 retries with exponential backoff capped at 30 s; cache lifetime 5 minutes.
export const MAX_RETRIES = 3;
export const CACHE_LIFETIME_MS = 5 * 60_000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
/** A 4xx answer would be the same the next time: only network failures and 5xx are retried. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !isClientError(error) && failureCount < MAX_RETRIES;

/**
 * The failure toast a read asks for. Several screens may read one query (the profile page and the menu's onboarding
 * entry), and the query keeps the options of whichever rendered last: any reader that declares a toast gets it.
 */
function declaredFailure(query: Query<unknown, unknown>): FailureToast | undefined {
  const metas = [query.meta, ...query.observers.map((observer) => observer.options.meta)];
  return metas.find((meta) => meta?.failure)?.failure;
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient, shared by every QueryProvider of the page (and by what runs a change before one is
 * mounted); on the server a new one each time, so no request sees another's data. `refreshPage` re-renders the
 * server components (the first caller's router: the app has one).
 */
export function appQueryClient({ refreshPage }: { refreshPage(): void }): QueryClient {
  if (typeof window === "undefined") return makeQueryClient({ refreshPage });
  return (browserClient ??= makeQueryClient({ refreshPage }));
}

/** A QueryClient with SPEC §9's defaults and the meta handling above (appQueryClient is the app's; tests make their own). */
export function makeQueryClient({ refreshPage }: { refreshPage(): void }) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const failure = declaredFailure(query);
        if (failure) toastFailure(error, failure);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.failure) toastFailure(error, mutation.meta.failure);
      },
      onSettled: (_data, _error, _variables, _onMutateResult, mutation, { client }) => {
        if (mutation.meta?.refreshPage) refreshPage();
        // Returned, so the mutation stays pending until the fresh data has arrived.
        return Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
        );
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_LIFETIME_MS },
      // A failed change is reported, never silently sent again.
      mutations: { retry: false },
    },
  });
}
