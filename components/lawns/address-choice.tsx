"use client";

import { AddressFields, type AddressValue } from "@/components/addresses/address-fields";
import { AddressIcon } from "@/components/addresses/address-icon";
import { Badge } from "@/components/ui/badge";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { AddressDto } from "@/lib/addresses/dto";

/** The choice that means "type an address" rather than a saved address's id. */
export const NEW_ADDRESS = "new";

type AddressChoiceProps = {
  id: string;
  /** The caller's saved addresses; null while they load. */
  addresses: AddressDto[] | null;
  choice: string;
  onChoiceChange(choice: string): void;
  address: AddressValue;
  onAddressChange(address: AddressValue): void;
  error?: string;
};

/** Where the lawn is: one of the saved addresses (SPEC §2: icon by label, default first choice) or a new one. */
export function AddressChoice({ id, addresses, choice, onChoiceChange, address, onAddressChange, error }: AddressChoiceProps) {
  const errorId = `${id}-error`;
  const typing = !addresses?.length || choice === NEW_ADDRESS;
  return (
    <div className="grid gap-2">
      {addresses === null ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading your saved addresses...
        </p>
      ) : (
        addresses.length > 0 && (
          <>
            <p id={`${id}-label`} className="text-sm font-medium">
              Address
            </p>
            <RadioGroup
              value={choice}
              onValueChange={onChoiceChange}
              aria-labelledby={`${id}-label`}
              aria-describedby={error && !typing ? errorId : undefined}
              className="gap-2"
            >
              {addresses.map((saved) => (
                <label
                  key={saved.id}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
                >
                  <RadioGroupItem value={saved.id} aria-label={`${saved.label}${saved.is_default ? " (default)" : ""}: ${saved.full_address}`} className="mt-0.5" />
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
          </>
        )
      )}
      {addresses !== null && typing && (
        <AddressFields idPrefix={id} value={address} onChange={onAddressChange} legend={addresses.length > 0 ? "New address" : "Address"} errorId={error ? errorId : undefined} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
