/// <reference types="google.maps" />
// Google Places (new) for the address search, used once the Maps JavaScript API has loaded (this module is fetched
// only then). Autocomplete is restricted to the US (SPEC §5, §9).
import { addressFromGooglePlace, type AddressResult } from "@/lib/maps/address-result";
import type { Suggestion } from "./address-search";

let session: google.maps.places.AutocompleteSessionToken | null = null;

async function places() {
  return (await google.maps.importLibrary("places")) as google.maps.PlacesLibrary;
}

export async function suggestGooglePlaces(input: string): Promise<Suggestion[]> {
  const { AutocompleteSessionToken, AutocompleteSuggestion } = await places();
  // One billing session from the first keystroke to the chosen place.
  session ??= new AutocompleteSessionToken();
  const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    includedRegionCodes: ["us"],
    sessionToken: session,
  });
  return suggestions.flatMap(({ placePrediction }) =>
    placePrediction
      ? [{ id: placePrediction.placeId, description: placePrediction.text.toString(), prediction: placePrediction }]
      : [],
  );
}

/** The chosen suggestion's address, or null (logged) when Google gives no address components or location (SPEC §5, §8). */
export async function chooseGooglePlace(suggestion: Suggestion): Promise<AddressResult | null> {
  const prediction = suggestion.prediction as google.maps.places.PlacePrediction;
  const { place } = await prediction
    .toPlace()
    .fetchFields({ fields: ["formattedAddress", "addressComponents", "location"] });
  session = null;
  const address = addressFromGooglePlace(place);
  if (!address)
    console.warn("Ignoring the chosen place: it has no address details or location.", suggestion.description);
  return address;
}
