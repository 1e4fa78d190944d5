"use client";

import { useId, useState } from "react";
import { MapPinPlus, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { AddressIcon } from "@/components/addresses/address-icon";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { AddAddressDialog } from "./add-address-dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditAddressDialog } from "./edit-address-dialog";
import { useApiList } from "./use-api-list";

const addressUrl = (address: AddressDto) => `/api/users/addresses?id=${encodeURIComponent(address.id)}`;

/** SPEC §2 'Saved Addresses': the user's addresses as cards, with add, set default, edit (label) and delete. */
export function SavedAddresses() {
  const { items: addresses, failed, reload } = useApiList<AddressDto>("/api/users/addresses", "Failed to load addresses");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AddressDto | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);

  async function makeDefault(address: AddressDto) {
    try {
      await apiFetch(addressUrl(address), { method: "PUT", json: { is_default: true } });
      toast.success("Default address updated");
    } catch {
      toast.error("Error", { description: "Failed to set default address" });
    }
    await reload();
  }

  async function remove(address: AddressDto) {
    try {
      await apiFetch(addressUrl(address), { method: "DELETE", fallbackError: "Failed to delete address" });
      toast.success("Address deleted successfully");
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to delete address") });
    }
    await reload();
  }

  const only = addresses?.length === 1;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Saved Addresses</CardTitle>
          <CardDescription>Manage your addresses for quick lawn posting</CardDescription>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!addresses}>
          <Plus aria-hidden /> Add Address
        </Button>
      </CardHeader>
      <CardContent>
        {failed && !addresses ? (
          <Alert variant="destructive">
            <AlertDescription className="grid gap-2">
              <span>Failed to load addresses</span>
              <Button size="sm" variant="outline" className="w-fit" onClick={() => void reload()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !addresses ? (
          <Spinner label="Loading addresses…" />
        ) : addresses.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
            <MapPinPlus className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No addresses saved yet</p>
            <p className="text-sm text-muted-foreground">Add your first address to get started</p>
          </div>
        ) : (
          <div className="grid gap-3">
            <ul className="grid gap-4 md:grid-cols-2">
              {addresses.map((address) => (
                <AddressCard key={address.id} address={address} only={only} onMakeDefault={() => makeDefault(address)} onEdit={() => setEditing(address)} onDelete={() => setDeleting(address)} />
              ))}
            </ul>
            {only && <p className="text-xs text-muted-foreground">Your only address can&apos;t be deleted. Add another one first.</p>}
          </div>
        )}
      </CardContent>
      <AddAddressDialog
        open={adding}
        onOpenChange={setAdding}
        first={addresses?.length === 0}
        onAdded={() => {
          setAdding(false);
          void reload();
        }}
      />
      <EditAddressDialog
        address={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete address?"
        question="Are you sure you want to delete this address?"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      >
        {deleting && (
          <p className="text-sm">
            <span className="font-medium">{deleting.label}</span>: {deleting.full_address}
          </p>
        )}
      </ConfirmDeleteDialog>
    </Card>
  );
}

type AddressCardProps = { address: AddressDto; only: boolean; onMakeDefault(): Promise<void>; onEdit(): void; onDelete(): void };

function AddressCard({ address, only, onMakeDefault, onEdit, onDelete }: AddressCardProps) {
  const titleId = useId();
  const [settingDefault, setSettingDefault] = useState(false);
  return (
    <li>
      <article aria-labelledby={titleId} className="grid h-full content-between gap-3 rounded-lg border p-4">
        <div className="grid gap-1.5">
          <div className="flex min-w-0 items-center gap-2">
            <AddressIcon label={address.label} className="size-5 shrink-0 text-primary" />
            <h4 id={titleId} className="truncate font-semibold">
              {address.label}
            </h4>
            {address.is_default && <Badge>Default</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{address.full_address}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!address.is_default && (
            <Button
              size="sm"
              variant="outline"
              disabled={settingDefault}
              aria-label={`Set as default: ${address.label}`}
              onClick={async () => {
                setSettingDefault(true);
                await onMakeDefault();
                setSettingDefault(false);
              }}
            >
              <Star aria-hidden /> Set as default
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${address.label}`}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} disabled={only} aria-label={`Delete ${address.label}`} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </article>
    </li>
  );
}
