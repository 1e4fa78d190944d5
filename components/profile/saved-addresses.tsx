"use client";

import { useAuth } from "@/components/auth/auth-provider";
import { useId } from "react";
import { MapPinPlus, Star, Trash2 } from "lucide-react";
import { AddressIcon } from "@/components/addresses/address-icon";
import { useDeleteAddress, useSavedAddresses, useSetDefaultAddress } from "@/components/addresses/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { AddressDto } from "@/lib/addresses/dto";
import { AddAddressDialog } from "./add-address-dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditAddressDialog } from "./edit-address-dialog";

/** SPEC §2 'Saved Addresses': the user's addresses as cards, with add, set default, edit (label) and delete. */
export function SavedAddresses() {
  const { user } = useAuth();
  const query = useSavedAddresses();
  const addresses = query.data;
  const only = addresses?.length === 1;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Saved Addresses</CardTitle>
          <CardDescription>
            {user?.role === "provider"
              ? "Where you work from: 'Near me' finds jobs around your default address"
              : "Manage your addresses for quick lawn posting"}
          </CardDescription>
        </div>
        <AddAddressDialog first={addresses?.length === 0} disabled={!addresses} />
      </CardHeader>
      <CardContent>
        {!addresses ? (
          query.isError ? (
            <LoadError message="Failed to load addresses" onRetry={query.refetch} retrying={query.isFetching} />
          ) : (
            <Spinner label="Loading addresses…" />
          )
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
                <AddressCard key={address.id} address={address} only={only} />
              ))}
            </ul>
            {only && (
              <p className="text-xs text-muted-foreground">
                Your only address can&apos;t be deleted. Add another one first.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AddressCard({ address, only }: { address: AddressDto; only: boolean }) {
  const titleId = useId();
  const makeDefault = useSetDefaultAddress(address.id);
  const remove = useDeleteAddress(address.id);
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
              disabled={makeDefault.isPending}
              aria-label={`Set as default: ${address.label}`}
              onClick={() => makeDefault.mutate()}
            >
              <Star aria-hidden /> Set as default
            </Button>
          )}
          <EditAddressDialog address={address} />
          <ConfirmDeleteDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={only}
                aria-label={`Delete ${address.label}`}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            }
            title="Delete address?"
            question="Are you sure you want to delete this address?"
            deleting={remove.isPending}
            onConfirm={(settled) => remove.mutate(undefined, { onSettled: settled })}
          >
            <p className="text-sm">
              <span className="font-medium">{address.label}</span>: {address.full_address}
            </p>
          </ConfirmDeleteDialog>
        </div>
      </article>
    </li>
  );
}
