"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiFetch } from "@/lib/client/api";

/** SPEC §2 'Edit Address': the label only. Open while an address is selected; closing clears it (SPEC §4). */
export function EditAddressDialog({ address, onClose, onSaved }: { address: AddressDto | null; onClose(): void; onSaved(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={address !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Address</DialogTitle>
          <DialogDescription>Address cannot be changed. Delete and add a new one if needed.</DialogDescription>
        </DialogHeader>
        {address && <EditAddressForm key={address.id} address={address} busy={busy} onBusyChange={setBusy} onCancel={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

type EditAddressFormProps = { address: AddressDto; busy: boolean; onBusyChange(busy: boolean): void; onCancel(): void; onSaved(): void };

function EditAddressForm({ address, busy, onBusyChange, onCancel, onSaved }: EditAddressFormProps) {
  const [label, setLabel] = useState(address.label);
  const [checked, setChecked] = useState(false);
  const labelMissing = label.trim() === "";

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (labelMissing) return;
    onBusyChange(true);
    try {
      await apiFetch(`/api/users/addresses?id=${encodeURIComponent(address.id)}`, { method: "PUT", json: { label: label.trim() } });
      toast.success("Address updated successfully");
      onSaved();
    } catch {
      toast.error("Error", { description: "Failed to update address" });
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <form onSubmit={save} className="grid gap-4" noValidate>
      <TextField label="Label" value={label} onChange={(event) => setLabel(event.target.value)} maxLength={50} error={checked && labelMissing ? "Please provide a label" : undefined} />
      <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
        <span className="font-medium">Address</span>
        <span className="text-muted-foreground">{address.full_address}</span>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
