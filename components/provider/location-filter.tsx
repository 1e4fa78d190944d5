"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RADIUS_OPTIONS, radiusLabel } from "@/lib/jobs/radius";
import { hrefWith } from "@/lib/url/href-with";

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30";

type Where = "anywhere" | "me" | "zip";

/**
 * Where to look for jobs: anywhere, near the signed-in user's default address, or near a ZIP code or town; and within
 * how many miles (the onboarding options; near me defaults to the provider's service radius). The URL is the state.
 * `error` is the listing's refusal of the place asked for, shown at the field that asked.
 */
export function LocationFilter({
  params,
  signedIn,
  radius,
  error,
}: {
  params: Record<string, string>;
  signedIn: boolean;
  radius: number;
  error?: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  const where: Where = params.near === "me" ? "me" : params.zip ? "zip" : "anywhere";
  const [shownWhere, setShownWhere] = useState<Where>(where);
  const [zip, setZip] = useState(params.zip ?? "");
  // A place the form refused before asking; the listing's own refusal otherwise (until the place is changed).
  const [zipError, setZipError] = useState<string | null>(null);
  const shownError = zipError ?? (zip === (params.zip ?? "") ? error : null);

  function go(changes: Record<string, string | null>) {
    const next = { ...params, ...changes };
    // Nearest first needs a centre.
    const uncentred = next.near == null && next.zip == null && next.sort === "distance";
    const href = hrefWith(pathname, params, { page: null, ...changes, ...(uncentred ? { sort: null } : {}) });
    startTransition(() => router.push(href, { scroll: false }));
  }

  function changeWhere(value: Where) {
    setShownWhere(value);
    if (value === "anywhere") go({ near: null, zip: null, radius: null });
    if (value === "me") go({ near: "me", zip: null });
  }

  const radiusShown = RADIUS_OPTIONS.findLast((miles) => miles <= radius) ?? RADIUS_OPTIONS[0];
  return (
    <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))] sm:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="filter-location" className="text-sm font-medium">
          Location
        </label>
        <select
          id="filter-location"
          value={shownWhere}
          onChange={(event) => changeWhere(event.target.value as Where)}
          className={SELECT_CLASS}
        >
          <option value="anywhere">Anywhere</option>
          {signedIn && <option value="me">Near me</option>}
          <option value="zip">Near a ZIP code or town</option>
        </select>
      </div>
      {shownWhere === "zip" && (
        <form
          className="grid gap-1.5"
          onSubmit={async (event) => {
            event.preventDefault();
            // The API's own rule, loaded when first used: zod stays out of the dashboard's first-load JavaScript.
            const { placeSchema } = await import("@/lib/jobs/schemas");
            const place = placeSchema.safeParse(zip);
            if (!place.success) return setZipError(place.error.issues[0].message);
            setZipError(null);
            go({ zip: place.data, near: null });
          }}
        >
          <label htmlFor="filter-zip" className="text-sm font-medium">
            ZIP code or town
          </label>
          <div className="flex gap-2">
            <Input
              id="filter-zip"
              autoComplete="off"
              placeholder="11215 or Brooklyn, NY"
              value={zip}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "filter-zip-error" : undefined}
              onChange={(event) => {
                setZip(event.target.value);
                setZipError(null);
              }}
            />
            <Button type="submit" variant="outline">
              Go
            </Button>
          </div>
          {shownError && (
            <p id="filter-zip-error" role="alert" className="text-sm text-destructive">
              {shownError}
            </p>
          )}
        </form>
      )}
      {shownWhere === "me" && error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2 sm:self-center">
          {error}
        </p>
      )}
      {where !== "anywhere" && (
        <div className="grid gap-1.5">
          <label htmlFor="filter-radius" className="text-sm font-medium">
            Within
          </label>
          <select
            id="filter-radius"
            value={radiusShown}
            onChange={(event) => go({ radius: event.target.value })}
            className={SELECT_CLASS}
          >
            {RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={miles}>
                {radiusLabel(miles)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
