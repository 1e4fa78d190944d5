"use client";

import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { AddressIcon } from "@/components/addresses/address-icon";
import { AddressPartFields, type AddressParts } from "@/components/addresses/address-part-fields";
import { Badge } from "@/components/ui/badge";
import { FormField } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { AddressDto } from "@/lib/addresses/dto";

/** The choice that means "type an address" rather than a saved address's id. */
export const NEW_ADDRESS = "new";

/** The form values this part of the posting form uses. */
export type AddressChoiceValues = AddressParts & {
  /** A saved address's id, NEW_ADDRESS, or null until the user picks (the default address is then used). */
  address_choice: string | null;
};

/** The chosen saved address's id, falling back to the default one (SPEC §2: pre-selected); NEW_ADDRESS to type one. */
export function effectiveChoice(choice: string | null, addresses: AddressDto[] | undefined): string {
  if (!addresses?.length) return NEW_ADDRESS;
  if (choice === NEW_ADDRESS || addresses.some((saved) => saved.id === choice)) return choice!;
  return (addresses.find((saved) => saved.is_default) ?? addresses[0]).id;
}

/** Where the lawn is: one of the saved addresses (SPEC §2: icon by label, default first choice) or a new one. */
export function AddressChoice<T extends FieldValues & AddressChoiceValues, TOutput extends FieldValues>({
  id,
  control: formControl,
  addresses,
}: {
  id: string;
  control: Control<T, unknown, TOutput>;
  addresses: AddressDto[] | undefined;
}) {
  // The form's other fields are not this part's business.
  const control = formControl as unknown as Control<AddressChoiceValues>;
  const choice = effectiveChoice(useWatch({ control, name: "address_choice" }), addresses);
  if (!addresses) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading your saved addresses...
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      {addresses.length > 0 && (
        <>
          <p id={`${id}-label`} className="text-sm font-medium">
            Address
          </p>
          <FormField
            control={control}
            name="address_choice"
            render={({ field }) => (
              <RadioGroup
                value={choice}
                onValueChange={field.onChange}
                aria-labelledby={`${id}-label`}
                className="gap-2"
              >
                {addresses.map((saved) => (
                  <label
                    key={saved.id}
                    className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
                  >
                    <RadioGroupItem
                      value={saved.id}
                      aria-label={`${saved.label}${saved.is_default ? " (default)" : ""}: ${saved.full_address}`}
                      className="mt-0.5"
                    />
                    <AddressIcon label={saved.label} className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="flex items-center gap-2 font-medium">
                        {saved.label}
                        {saved.is_default && <Badge variant="secondary">Default</Badge>}
                      </span>
                      <span className="break-words text-muted-foreground">{saved.full_address}</span>
                    </span>
                  </label>
                ))}
                <label className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40">
                  <RadioGroupItem value={NEW_ADDRESS} aria-label="Use a new address" />
                  Use a new address
                </label>
              </RadioGroup>
            )}
          />
        </>
      )}
      {choice === NEW_ADDRESS && (
        <AddressPartFields control={control} legend={addresses.length > 0 ? "New address" : "Address"} />
      )}
    </div>
  );
}
