"use client";

import { useId } from "react";
import { useFormContext, type Control, type FieldValues } from "react-hook-form";
import { AddressSearch } from "@/components/maps/address-search";
import { cn } from "@/components/ui/cn";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { addressFieldsSchema, US_STATES } from "@/lib/addresses/schemas";
import type { AddressResult } from "@/lib/maps/address-result";
import { inputLimits } from "@/lib/validations/limits";

/**
 * The parts of a typed US address, as a form holds them (the names are the API's, so its messages land under them),
 * and the coordinates of a place chosen in the search (null when typed: the server then uses the ZIP's centroid).
 */
export type AddressParts = {
  street_number: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  latitude?: number | null;
  longitude?: number | null;
};

export const EMPTY_ADDRESS_PARTS: AddressParts = {
  street_number: "",
  street: "",
  city: "",
  state: "",
  postal_code: "",
  latitude: null,
  longitude: null,
};

type TextName = "street_number" | "street" | "city" | "postal_code";
// A new town, state or ZIP makes a chosen place's coordinates wrong; a corrected house number does not.
const MOVES_THE_PLACE = new Set(["city", "state", "postal_code"]);

const { shape } = addressFieldsSchema;

// In form order; a 3-column grid on a phone, 6 columns from sm.
type TextPart = { name: TextName; label: string; className: string; autoComplete: string; inputMode?: "numeric" };
const NUMBER: TextPart = { name: "street_number", label: "Number", className: "", autoComplete: "off" };
const STREET: TextPart = {
  name: "street",
  label: "Street",
  className: "col-span-2 sm:col-span-5",
  autoComplete: "off",
};
const CITY: TextPart = { name: "city", label: "City", className: "col-span-3", autoComplete: "address-level2" };
const ZIP: TextPart = {
  name: "postal_code",
  label: "ZIP",
  className: "col-span-2",
  autoComplete: "postal-code",
  inputMode: "numeric",
};

/** '142 Prospect Park West, Brooklyn, NY 11215, USA', as an autocomplete would format it; empty when nothing is typed. */
export function fullAddressOf(parts: AddressParts): string {
  const [number, street, city, state, zip] = [
    parts.street_number,
    parts.street,
    parts.city,
    parts.state,
    parts.postal_code,
  ].map((part) => part.trim());
  if (![number, street, city, state, zip].some(Boolean)) return "";
  return `${number} ${street}, ${city}, ${state} ${zip}, USA`;
}

/**
 * A US address typed part by part (street number, street, city, state, 5-digit ZIP) inside a react-hook-form form
 * whose values include AddressParts. The rules and messages are the API's (addressFieldsSchema), each under its part.
 * Above them, the address search (Google Places with a key, else towns and ZIP codes) fills them from a chosen place;
 * every part stays editable.
 */
export function AddressPartFields<T extends FieldValues & AddressParts, TOutput extends FieldValues>({
  control,
  legend = "Address",
}: {
  control: Control<T, unknown, TOutput>;
  legend?: string;
}) {
  // The form's other fields are not this part's business.
  const parts = control as unknown as Control<AddressParts>;
  const { setValue } = useFormContext<AddressParts>();
  const searchId = useId();
  const edited = (name: keyof AddressParts) => {
    if (!MOVES_THE_PLACE.has(name)) return;
    setValue("latitude", null);
    setValue("longitude", null);
  };
  const choose = (address: AddressResult) => {
    const filled = { shouldDirty: true, shouldValidate: true };
    // A town-and-ZIP suggestion leaves the street for the person to type: what they typed stays.
    if (address.streetNumber) setValue("street_number", address.streetNumber, filled);
    if (address.street) setValue("street", address.street, filled);
    setValue("city", address.city, filled);
    setValue("state", address.state, filled);
    setValue("postal_code", address.postalCode, filled);
    setValue("latitude", address.latitude);
    setValue("longitude", address.longitude);
  };
  const textPart = (part: TextPart) => (
    <FormField
      control={parts}
      name={part.name}
      render={({ field }) => (
        <FormItem className={cn("content-start gap-1.5", part.className)}>
          <FormLabel>{part.label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              onChange={(event) => {
                field.onChange(event);
                edited(part.name);
              }}
              autoComplete={part.autoComplete}
              inputMode={part.inputMode}
              {...inputLimits(shape[part.name])}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <fieldset className="grid min-w-0 grid-cols-3 gap-3 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">(US only)</span>
      </legend>
      <div className="col-span-3 sm:col-span-6">
        <AddressSearch id={searchId} onChoose={choose} />
      </div>
      {textPart(NUMBER)}
      {textPart(STREET)}
      {textPart(CITY)}
      <FormField
        control={parts}
        name="state"
        render={({ field }) => (
          <FormItem className="content-start gap-1.5">
            <FormLabel>State</FormLabel>
            <FormControl>
              <NativeSelect
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  edited("state");
                }}
                autoComplete="address-level1"
                className="px-2"
              >
                <option value="">—</option>
                {US_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {textPart(ZIP)}
    </fieldset>
  );
}
