"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/**
 * A US address as its parts. The seam for a Google Places autocomplete: it takes the same props as AddressFields
 * and, when a place is chosen, calls onChange with every part (and the coordinates) from the place's address
 * components; the forms around it (posting dialog, Add Address) keep working unchanged.
 */
export type AddressValue = {
  street_number: string;
  street: string;
  city: string;
  /** Two-letter code. */
  state: string;
  postal_code: string;
  /** Only an autocomplete knows them; a typed address is sent without. */
  latitude?: number | null;
  longitude?: number | null;
};

export const EMPTY_ADDRESS: AddressValue = { street_number: "", street: "", city: "", state: "", postal_code: "" };

const STATES = "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(" ");

type Part = "street_number" | "street" | "city" | "state" | "postal_code";

// In form order, with how a message names each part.
const PARTS: { part: Part; label: string; missing: string }[] = [
  { part: "street_number", label: "Number", missing: "street number" },
  { part: "street", label: "Street", missing: "street" },
  { part: "city", label: "City", missing: "city" },
  { part: "state", label: "State", missing: "state" },
  { part: "postal_code", label: "ZIP", missing: "5-digit ZIP" },
];

const isValidPart = (address: AddressValue, part: Part) =>
  part === "postal_code" ? /^\d{5}$/.test(address.postal_code.trim()) : address[part].trim() !== "";

export function isCompleteAddress(address: AddressValue): boolean {
  return PARTS.every(({ part }) => isValidPart(address, part));
}

/** What is wrong with the address, in words, or null when it is complete. */
export function addressProblem(address: AddressValue): string | null {
  const missing = PARTS.filter(({ part }) => !isValidPart(address, part)).map(({ missing }) => missing);
  if (missing.length === 0) return null;
  if (missing.length === PARTS.length) return "Address is required";
  return `Enter the ${missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`}`;
}

/** '142 Prospect Park West, Brooklyn, NY 11215, USA', as an autocomplete would format it. */
export function fullAddressOf(address: AddressValue): string {
  return `${address.street_number.trim()} ${address.street.trim()}, ${address.city.trim()}, ${address.state} ${address.postal_code.trim()}, USA`;
}

/** The address parts for the API (SPEC §3 address fields). */
export function addressPayload(address: AddressValue) {
  return {
    full_address: fullAddressOf(address),
    street_number: address.street_number.trim(),
    street: address.street.trim(),
    city: address.city.trim(),
    state: address.state,
    postal_code: address.postal_code.trim(),
    country: "US",
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

type AddressFieldsProps = {
  idPrefix: string;
  value: AddressValue;
  onChange(value: AddressValue): void;
  legend?: string;
  /** The id of a shown error message: the parts still missing are then marked invalid and described by it. */
  errorId?: string;
};

/** A US address typed part by part: street number, street, city, state (select) and a 5-digit ZIP. */
export function AddressFields({ idPrefix, value, onChange, legend = "Address", errorId }: AddressFieldsProps) {
  const field = (part: Part) => {
    const invalid = !!errorId && !isValidPart(value, part);
    return {
      id: `${idPrefix}-${part}`,
      name: `address_${part}`,
      value: value[part],
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? errorId : undefined,
      // A typed change makes any coordinates from an earlier autocomplete choice stale.
      onChange: (event: { target: { value: string } }) => onChange({ ...value, [part]: event.target.value, latitude: null, longitude: null }),
    };
  };
  return (
    <fieldset className="grid min-w-0 grid-cols-3 gap-3 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">(US only)</span>
      </legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-street_number`}>{PARTS[0].label}</Label>
        <Input {...field("street_number")} autoComplete="off" />
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-5">
        <Label htmlFor={`${idPrefix}-street`}>{PARTS[1].label}</Label>
        <Input {...field("street")} autoComplete="off" />
      </div>
      <div className="col-span-3 grid gap-1.5">
        <Label htmlFor={`${idPrefix}-city`}>{PARTS[2].label}</Label>
        <Input {...field("city")} autoComplete="address-level2" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-state`}>{PARTS[3].label}</Label>
        <NativeSelect {...field("state")} autoComplete="address-level1" className="px-2">
          <option value="">—</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${idPrefix}-postal_code`}>{PARTS[4].label}</Label>
        <Input {...field("postal_code")} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      </div>
    </fieldset>
  );
}
