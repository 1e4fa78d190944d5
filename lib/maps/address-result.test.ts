import { describe, expect, it } from "vitest";
import { addressFromGooglePlace, addressFromZipPlace } from "./address-result";

const component = (longText: string, shortText: string, ...types: string[]) => ({ longText, shortText, types });
const brooklyn = {
  formattedAddress: "142 Prospect Park W, Brooklyn, NY 11215, USA",
  addressComponents: [
    component("142", "142", "street_number"),
    component("Prospect Park West", "Prospect Park W", "route"),
    component("Park Slope", "Park Slope", "neighborhood", "political"),
    component("Brooklyn", "Brooklyn", "sublocality_level_1", "sublocality", "political"),
    component("Kings County", "Kings County", "administrative_area_level_2", "political"),
    component("New York", "NY", "administrative_area_level_1", "political"),
    component("United States", "US", "country", "political"),
    component("11215", "11215", "postal_code"),
  ],
  location: { lat: () => 40.6672, lng: () => -73.9751 },
};

describe("addressFromGooglePlace (SPEC §3, §5)", () => {
  it("fills every field of the result from the address components and location", () => {
    expect(addressFromGooglePlace(brooklyn)).toEqual({
      fullAddress: "142 Prospect Park W, Brooklyn, NY 11215, USA",
      street: "Prospect Park West",
      streetNumber: "142",
      city: "Brooklyn",
      state: "NY",
      postalCode: "11215",
      country: "US",
      latitude: 40.6672,
      longitude: -73.9751,
    });
  });

  it("prefers the locality as the city", () => {
    const withLocality = {
      ...brooklyn,
      addressComponents: [
        ...brooklyn.addressComponents,
        component("Springfield", "Springfield", "locality", "political"),
      ],
    };
    expect(addressFromGooglePlace(withLocality)?.city).toBe("Springfield");
  });

  it("ignores a place without address components or without a location", () => {
    expect(addressFromGooglePlace({ ...brooklyn, addressComponents: [] })).toBeNull();
    expect(addressFromGooglePlace({ ...brooklyn, addressComponents: undefined })).toBeNull();
    expect(addressFromGooglePlace({ ...brooklyn, location: null })).toBeNull();
  });
});

describe("addressFromZipPlace", () => {
  it("fills the town, state, ZIP and centroid, leaving the street to be typed", () => {
    expect(
      addressFromZipPlace({
        description: "Brooklyn, NY 11215",
        city: "Brooklyn",
        state: "NY",
        postal_code: "11215",
        country: "US",
        latitude: 40.6669,
        longitude: -73.9828,
      }),
    ).toEqual({
      fullAddress: "Brooklyn, NY 11215",
      street: "",
      streetNumber: "",
      city: "Brooklyn",
      state: "NY",
      postalCode: "11215",
      country: "US",
      latitude: 40.6669,
      longitude: -73.9828,
    });
  });
});
