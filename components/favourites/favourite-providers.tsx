"use client";

import Link from "next/link";
import { Heart } from "lucide-react";
import { UserAvatar } from "@/components/profile/user-avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useFavourites } from "./queries";

/** A homeowner's favourite providers on their profile, each a link to the profile they are booked from. */
export function FavouriteProviders() {
  const query = useFavourites();
  const favourites = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Favourite providers</CardTitle>
        <CardDescription>
          Providers you keep as favourites. Book one directly from their profile: only they see the request.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!favourites ? (
          query.isError ? (
            <LoadError message="Failed to load favourites" onRetry={query.refetch} retrying={query.isFetching} />
          ) : (
            <Spinner label="Loading favourites…" />
          )
        ) : favourites.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <Heart className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">No favourites yet: add one from a provider&apos;s profile.</p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Favourite providers">
            {favourites.map((favourite) => (
              <li key={favourite.provider_id} className="flex items-center gap-3 rounded-lg border p-3">
                <UserAvatar name={favourite.full_name} photoUrl={favourite.photo_url} className="size-10" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <Link
                    href={`/providers/${favourite.provider_id}`}
                    className="truncate font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {favourite.full_name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {favourite.rating === null
                      ? "No reviews yet"
                      : `${favourite.rating.toFixed(1)} ★ · ${favourite.review_count} reviews`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
