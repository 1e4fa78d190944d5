"use client";

import { useState } from "react";
import { Pencil } from "lucide-react";
import { useRenameAddress } from "@/components/addresses/queries";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
import type { AddressDto } from "@/lib/addresses/dto";
import { updateAddressSchema } from "@/lib/addresses/schemas";
import { inputLimits } from "@/lib/validations/limits";

/** SPEC §2 'Edit Address': the label only, opened from the address's Edit button (focus returns there). */
export function EditAddressDialog({ address }: { address: AddressDto }) {
  const [open, setOpen] = useState(false);
  const rename = useRenameAddress(address.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !rename.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Edit ${address.label}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Address</DialogTitle>
          <DialogDescription>Address cannot be changed. Delete and add a new one if needed.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved label. */}
        <EditAddressForm
          address={address}
          saving={rename.isPending}
          onSave={(label) => rename.mutate({ label }, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type EditAddressFormProps = { address: AddressDto; saving: boolean; onSave(label: string): void; onCancel(): void };

function EditAddressForm({ address, saving, onSave, onCancel }: EditAddressFormProps) {
  const form = useZodForm(updateAddressSchema, { defaultValues: { label: address.label } });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(({ label }) => label !== undefined && onSave(label))}
        className="grid gap-4"
        noValidate
      >
        <FormInput
          control={form.control}
          name="label"
          label="Label"
          {...inputLimits(updateAddressSchema.shape.label)}
        />
        <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
          <span className="font-medium">Address</span>
          <span className="text-muted-foreground">{address.full_address}</span>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
