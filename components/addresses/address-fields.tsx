"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A US address typed part by part. A Google Places autocomplete can stand in for this by the same contract. */
export type AddressValue = { street_number: string; street: string; city: string; state: string; postal_code: string };

export const EMPTY_ADDRESS: AddressValue = { street_number: "", street: "", city: "", state: "", postal_code: "" };

const STATES = "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(" ");

export function isCompleteAddress(address: AddressValue): boolean {
  return !!(address.street_number.trim() && address.street.trim() && address.city.trim() && address.state && /^\d{5}$/.test(address.postal_code.trim()));
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
  };
}

export function AddressFields({ idPrefix, value, onChange }: { idPrefix: string; value: AddressValue; onChange(value: AddressValue): void }) {
  const field = (name: keyof AddressValue) => ({
    id: `${idPrefix}-${name}`,
    name: `address_${name}`,
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <fieldset className="grid grid-cols-[6rem_1fr] gap-3 sm:grid-cols-[6rem_1fr_5rem_6rem]">
      <legend className="mb-2 text-sm font-medium">Address (US only)</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-street_number`}>Number</Label>
        <Input {...field("street_number")} autoComplete="address-line1" inputMode="text" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-street`}>Street</Label>
        <Input {...field("street")} />
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1 sm:col-start-1 sm:col-end-3">
        <Label htmlFor={`${idPrefix}-city`}>City</Label>
        <Input {...field("city")} autoComplete="address-level2" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-state`}>State</Label>
        <select {...field("state")} className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <option value="">—</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-postal_code`}>ZIP</Label>
        <Input {...field("postal_code")} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      </div>
    </fieldset>
  );
}
