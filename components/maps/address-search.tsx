"use client";

import { useQuery } from "@tanstack/react-query";
import { useCombobox } from "downshift";
import { useEffect, useState } from "react";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/client/api";
import { addressFromZipPlace, type AddressResult } from "@/lib/maps/address-result";
import type { PlaceDto } from "@/lib/places/dto";
import { isGoogleLoading, useMaps } from "./maps-provider";

/** One line of the suggestion list: a town and ZIP (no key) or a Google place prediction. */
export type Suggestion = { id: string; description: string; zip?: PlaceDto; prediction?: unknown };

type Source = "google" | "zip";

export const placeKeys = { suggestions: (source: Source, text: string) => ["places", source, text] as const };

// Typing pauses this long before a search; two characters at least (GET /api/places refuses fewer).
const DEBOUNCE_MS = 200;
const MIN_CHARACTERS = 2;

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

async function suggest(source: Source, text: string): Promise<Suggestion[]> {
  if (source === "google") return (await import("./google-places")).suggestGooglePlaces(text);
  const { places } = await apiFetch<{ places: PlaceDto[] }>(`/api/places?q=${encodeURIComponent(text)}`, {
    auth: false,
  });
  return places.map((zip) => ({ id: zip.postal_code, description: zip.description, zip }));
}

async function choose(suggestion: Suggestion): Promise<AddressResult | null> {
  if (suggestion.zip) return addressFromZipPlace(suggestion.zip);
  return (await import("./google-places")).chooseGooglePlace(suggestion);
}

type AddressSearchProps = {
  id: string;
  label?: string;
  /** A place was chosen: fill the address fields with it (they stay editable). */
  onChoose(address: AddressResult): void;
};

/**
 * The address search box (SPEC §2, §5). With a Google key, Places autocomplete restricted to the US fills the whole
 * address; while the Maps script loads it is a disabled 'Loading Google Maps...' box. Without a key (or when Google
 * failed), it suggests US towns and ZIP codes from the app's own table, filling the city, state, ZIP and coordinates;
 * the street and number are then typed.
 */
export function AddressSearch(props: AddressSearchProps) {
  const maps = useMaps();
  if (isGoogleLoading(maps)) {
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={props.id}>{props.label ?? "Search for an address"}</Label>
        <Input id={props.id} disabled readOnly value="Loading Google Maps..." />
      </div>
    );
  }
  const source: Source = maps.apiKey && maps.status === "LOADED" ? "google" : "zip";
  return <PlaceCombobox key={source} source={source} {...props} />;
}

function PlaceCombobox({
  id,
  label = "Search for an address",
  onChoose,
  source,
}: AddressSearchProps & { source: Source }) {
  const [text, setText] = useState("");
  const query = useDebounced(text.trim());
  const suggestions = useQuery({
    queryKey: placeKeys.suggestions(source, query),
    queryFn: () => suggest(source, query),
    enabled: query.length >= MIN_CHARACTERS,
    staleTime: Infinity,
  });
  const items = query.length >= MIN_CHARACTERS ? (suggestions.data ?? []) : [];
  const combobox = useCombobox<Suggestion>({
    items,
    inputId: id,
    itemToString: (item) => item?.description ?? "",
    itemToKey: (item) => item?.id,
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      void choose(selectedItem).then((address) => address && onChoose(address));
    },
  });
  const hintId = `${id}-hint`;
  const open = combobox.isOpen && items.length > 0;
  return (
    <div className="grid gap-1.5">
      <Label {...combobox.getLabelProps()}>{label}</Label>
      {/* The suggestions open right under the box, over whatever follows it: an opaque surface above the form. */}
      <div className="relative">
        <Input
          {...combobox.getInputProps({ "aria-describedby": hintId })}
          placeholder={source === "google" ? "Start typing an address" : "Town or ZIP code"}
          autoComplete="off"
        />
        <ul
          {...combobox.getMenuProps()}
          className={cn(
            "absolute top-full z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md",
            !open && "hidden",
          )}
        >
          {open &&
            items.map((item, index) => (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index })}
                className={cn(
                  "cursor-pointer rounded-sm px-2 py-1.5",
                  combobox.highlightedIndex === index && "bg-accent text-accent-foreground",
                )}
              >
                {item.description}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {source === "google"
          ? "Choose an address to fill in the fields below; you can still edit them."
          : "Choose your town and ZIP code, then type the street and number below."}
      </p>
    </div>
  );
}
