"use client";

import { useState, type FormEvent } from "react";
import { Pencil, Star, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { AddressFields, addressPayload, EMPTY_ADDRESS, isCompleteAddress, type AddressValue } from "@/components/addresses/address-fields";
import { AddressIcon } from "@/components/addresses/address-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiFetch } from "@/lib/client/api";
import { useApiList } from "./use-api-list";

/** SPEC §2 'Saved Addresses': default, edit (label only), delete, add. */
export function SavedAddresses() {
  const { items: addresses, failed, reload } = useApiList<AddressDto>("/api/users/addresses", "Failed to load addresses");
  const [adding, setAdding] = useState(false);
  const [newAddress, setNewAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [editing, setEditing] = useState<AddressDto | null>(null);

  async function change(request: Promise<unknown>, success: string, failure: string) {
    try {
      await request;
      toast.success(success);
      await reload();
      return true;
    } catch (error) {
      toast.error("Error", { description: (error as Error).message || failure });
      return false;
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const label = String(data.get("label") ?? "").trim();
    if (!label || !isCompleteAddress(newAddress)) return toast.error("Error", { description: "Please provide a label and select an address" });
    const request = apiFetch("/api/users/addresses", {
      method: "POST",
      fallbackError: "Failed to add address",
      json: { label, is_default: data.get("is_default") === "on", ...addressPayload(newAddress) },
    });
    if (await change(request, "Address added successfully", "Failed to add address")) {
      setAdding(false);
      setNewAddress(EMPTY_ADDRESS);
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const label = String(new FormData(event.currentTarget).get("label") ?? "").trim();
    const request = apiFetch(`/api/users/addresses?id=${editing.id}`, { method: "PUT", json: { label }, fallbackError: "Failed to update address" });
    if (await change(request, "Address updated successfully", "Failed to update address")) setEditing(null);
  }

  function remove(address: AddressDto) {
    // SPEC §5: a browser confirmation.
    if (!window.confirm("Are you sure you want to delete this address?")) return;
    void change(apiFetch(`/api/users/addresses?id=${address.id}`, { method: "DELETE", fallbackError: "Failed to delete address" }), "Address deleted successfully", "Failed to delete address");
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Saved Addresses</CardTitle>
          <p className="text-sm text-muted-foreground">Manage your addresses for quick lawn posting</p>
        </div>
        <Button onClick={() => setAdding(true)}>Add Address</Button>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert" className="text-destructive">Failed to load addresses</p>
        ) : !addresses ? (
          <p className="text-muted-foreground">Loading addresses…</p>
        ) : addresses.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <p className="font-medium">No addresses saved yet</p>
            <p className="text-sm text-muted-foreground">Add your first address to get started</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="grid gap-2 rounded-lg border p-4" aria-label={address.label}>
                <div className="flex items-center gap-2">
                  <AddressIcon label={address.label} className="size-4 text-primary" />
                  <span className="font-semibold">{address.label}</span>
                  {address.is_default && <Badge>Default</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">{address.full_address}</p>
                <div className="flex flex-wrap gap-2">
                  {!address.is_default && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        change(
                          apiFetch(`/api/users/addresses?id=${address.id}`, { method: "PUT", json: { is_default: true }, fallbackError: "Failed to set default address" }),
                          "Default address updated",
                          "Failed to set default address",
                        )
                      }
                    >
                      <Star aria-hidden /> Set as default
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setEditing(address)} aria-label={`Edit ${address.label}`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => remove(address)} disabled={addresses.length === 1} aria-label={`Delete ${address.label}`}>
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add Address</DialogTitle>
            <DialogDescription>Search for an address</DialogDescription>
          </DialogHeader>
          <form onSubmit={add} className="grid gap-4" noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor="address-label">Label</Label>
              <Input id="address-label" name="label" placeholder="e.g., Home, Office, Mom's House" maxLength={50} />
            </div>
            <AddressFields idPrefix="profile-address" value={newAddress} onChange={setNewAddress} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="is_default" className="size-4 accent-primary" />
              Set as default address
            </label>
            <DialogFooter>
              <Button type="submit">Add Address</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Address</DialogTitle>
            <DialogDescription>Address cannot be changed. Delete and add a new one if needed.</DialogDescription>
          </DialogHeader>
          {editing && (
            <form onSubmit={rename} className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="edit-address-label">Label</Label>
                <Input id="edit-address-label" name="label" defaultValue={editing.label} maxLength={50} />
              </div>
              <p className="text-sm text-muted-foreground">{editing.full_address}</p>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button type="submit">Save</Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
