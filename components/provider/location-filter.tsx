"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RADIUS_OPTIONS, radiusLabel } from "@/lib/jobs/radius";

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30";

type Where = "anywhere" | "me" | "zip";

/**
 * Where to look for jobs: anywhere, near the signed-in user's default address, or near a ZIP code; and within how
 * many miles (the onboarding options; near me defaults to the provider's service radius). The URL is the state.
 */
export function LocationFilter({
  params,
  signedIn,
  radius,
}: {
  params: Record<string, string>;
  signedIn: boolean;
  radius: number;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  const where: Where = params.near === "me" ? "me" : params.zip ? "zip" : "anywhere";
  const [shownWhere, setShownWhere] = useState<Where>(where);
  const [zip, setZip] = useState(params.zip ?? "");

  function go(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    next.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    // Nearest first needs a centre.
    if (!next.has("near") && !next.has("zip") && next.get("sort") === "distance") next.delete("sort");
    const query = next.toString();
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
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
          <option value="zip">Near a ZIP code</option>
        </select>
      </div>
      {shownWhere === "zip" && (
        <form
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            if (/^\d{5}$/.test(zip.trim())) go({ zip: zip.trim(), near: null });
          }}
        >
          <label htmlFor="filter-zip" className="text-sm font-medium">
            ZIP code
          </label>
          <div className="flex gap-2">
            <Input
              id="filter-zip"
              inputMode="numeric"
              maxLength={5}
              pattern="\d{5}"
              value={zip}
              onChange={(event) => setZip(event.target.value)}
            />
            <Button type="submit" variant="outline">
              Go
            </Button>
          </div>
        </form>
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
