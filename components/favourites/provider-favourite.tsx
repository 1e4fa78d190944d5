"use client";

import { CalendarPlus, Heart } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { withQueries } from "@/components/layout/query-provider";
import { useBookProvider } from "@/components/lawns/post-lawn-provider";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useFavourites, useToggleFavourite } from "./queries";

type Provider = { id: string; name: string };

/**
 * A provider's public profile, for a signed-in homeowner: keep them as a favourite, and book a favourite directly (a
 * posting only they see, with 48 hours to answer).
 */
function ProviderFavouriteBody({ provider }: { provider: Provider }) {
  const favourites = useFavourites();
  const toggle = useToggleFavourite(provider);
  const bookProvider = useBookProvider();
  if (!favourites.data) return null;
  const favourite = favourites.data.some((entry) => entry.provider_id === provider.id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-pressed={favourite}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(!favourite)}
      >
        <Heart aria-hidden className={cn(favourite && "fill-current text-rose-600")} />
        {favourite ? "Favourite" : "Add to Favourites"}
      </Button>
      {favourite && (
        <Button size="sm" onClick={() => bookProvider(provider)}>
          <CalendarPlus aria-hidden />
          Book Directly
        </Button>
      )}
    </div>
  );
}

const ProviderFavouriteWithQueries = withQueries(ProviderFavouriteBody);

export function ProviderFavourite({ provider }: { provider: Provider }) {
  const { user } = useAuth();
  if (user?.role !== "homeowner") return null;
  return <ProviderFavouriteWithQueries provider={provider} />;
}
