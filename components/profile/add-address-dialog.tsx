"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AddressFields, addressPayload, addressProblem, EMPTY_ADDRESS, type AddressValue } from "@/components/addresses/address-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { ADDRESS_REQUIRED_MESSAGE } from "@/lib/addresses/schemas";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";

type AddAddressDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The user has no address yet: the server makes this one the default whatever the checkbox says. */
  first: boolean;
  onAdded(): void;
};

/** SPEC §2 'Add Address': a label, the address, and 'Set as default address'. */
export function AddAddressDialog({ open, onOpenChange, first, onAdded }: AddAddressDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Add Address</DialogTitle>
          <DialogDescription>Save an address to pick it when you post a lawn.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <AddAddressForm first={first} busy={busy} onBusyChange={setBusy} onCancel={() => onOpenChange(false)} onAdded={onAdded} />
      </DialogContent>
    </Dialog>
  );
}

type AddAddressFormProps = { first: boolean; busy: boolean; onBusyChange(busy: boolean): void; onCancel(): void; onAdded(): void };

function AddAddressForm({ first, busy, onBusyChange, onCancel, onAdded }: AddAddressFormProps) {
  const id = useId();
  const [label, setLabel] = useState("");
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [makeDefault, setMakeDefault] = useState(false);
  const [checked, setChecked] = useState(false);

  const labelMissing = label.trim() === "";
  const problem = addressProblem(address);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (labelMissing || problem) {
      toast.error("Error", { description: ADDRESS_REQUIRED_MESSAGE });
      return;
    }
    onBusyChange(true);
    try {
      await apiFetch("/api/users/addresses", {
        method: "POST",
        json: { label: label.trim(), is_default: first || makeDefault, ...addressPayload(address) },
        fallbackError: "Failed to add address",
      });
      toast.success("Address added successfully");
      onAdded();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to add address") });
    } finally {
      onBusyChange(false);
    }
  }

  const addressErrorId = `${id}-address-error`;
  return (
    <form onSubmit={add} className="grid min-w-0 gap-4" noValidate>
      <TextField
        label="Label"
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        placeholder="e.g., Home, Office, Mom's House"
        maxLength={50}
        error={checked && labelMissing ? "Please provide a label" : undefined}
      />
      <div className="grid gap-2">
        <AddressFields idPrefix={`${id}-address`} legend="Search for an address" value={address} onChange={setAddress} errorId={checked && problem ? addressErrorId : undefined} />
        {checked && problem && (
          <p id={addressErrorId} className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-default`} checked={first || makeDefault} disabled={first} onCheckedChange={(value) => setMakeDefault(value === true)} aria-describedby={first ? `${id}-default-note` : undefined} />
        <Label htmlFor={`${id}-default`}>Set as default address</Label>
      </div>
      {first && (
        <p id={`${id}-default-note`} className="-mt-2 text-xs text-muted-foreground">
          Your first address is your default.
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Adding..." : "Add Address"}
        </Button>
      </DialogFooter>
    </form>
  );
}
