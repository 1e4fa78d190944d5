"use client";

import { useAuth } from "@/components/auth/auth-provider";
import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { AddressPartFields, EMPTY_ADDRESS_PARTS, fullAddressOf } from "@/components/addresses/address-part-fields";
import { useAddAddress } from "@/components/addresses/queries";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormInput,
  FormItem,
  FormLabel,
  useZodForm,
} from "@/components/ui/form";
import { ADDRESS_REQUIRED_MESSAGE, newAddressSchema, type CreateAddressInput } from "@/lib/addresses/schemas";
import { inputLimits } from "@/lib/validations/limits";

// What the form holds: the label, the parts (and a chosen place's coordinates) and the checkbox; the full address is made from the parts on send.
const addAddressSchema = newAddressSchema.pick({
  label: true,
  street_number: true,
  street: true,
  city: true,
  state: true,
  postal_code: true,
  latitude: true,
  longitude: true,
  is_default: true,
});

type AddAddressDialogProps = {
  /** The user has no address yet: the server makes this one the default whatever the checkbox says. */
  first: boolean;
  /** The addresses are not loaded yet. */
  disabled: boolean;
};

/** SPEC §2 'Add Address': a label, the address, and 'Set as default address'. */
export function AddAddressDialog({ first, disabled }: AddAddressDialogProps) {
  const [open, setOpen] = useState(false);
  const add = useAddAddress();
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          <Plus aria-hidden /> Add Address
        </Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Add Address</DialogTitle>
          <DialogDescription>
            {user?.role === "provider"
              ? "Save the address you work from, to find jobs near it."
              : "Save an address to pick it when you post a lawn."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <AddAddressForm
          first={first}
          adding={add.isPending}
          // A refusal (a duplicate, say) keeps the dialog open with what was typed; its toast says why.
          onAdd={(address) => add.mutate(address, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type AddAddressFormProps = {
  first: boolean;
  adding: boolean;
  onAdd(address: CreateAddressInput): void;
  onCancel(): void;
};

function AddAddressForm({ first, adding, onAdd, onCancel }: AddAddressFormProps) {
  const form = useZodForm(addAddressSchema, {
    defaultValues: { label: "", ...EMPTY_ADDRESS_PARTS, is_default: false },
  });

  const add = form.handleSubmit(
    (values) =>
      onAdd({ ...values, full_address: fullAddressOf(values), country: "US", is_default: first || values.is_default }),
    () => {
      // SPEC §5: without a label or any address at all, the one message the spec gives (the fields say the rest).
      const values = form.getValues();
      if (!values.label.trim() || !fullAddressOf(values))
        toast.error("Error", { description: ADDRESS_REQUIRED_MESSAGE });
    },
  );

  return (
    <Form {...form}>
      <form onSubmit={add} className="grid min-w-0 gap-4" noValidate>
        <FormInput
          control={form.control}
          name="label"
          label="Label"
          placeholder="e.g., Home, Office, Mom's House"
          {...inputLimits(addAddressSchema.shape.label)}
        />
        <AddressPartFields control={form.control} legend="Search for an address" />
        <FormField
          control={form.control}
          name="is_default"
          render={({ field }) => (
            <FormItem className="gap-1">
              <div className="flex items-center gap-2">
                <FormControl>
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={first || field.value}
                    disabled={first}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormLabel>Set as default address</FormLabel>
              </div>
              {first && <FormDescription>Your first address is your default.</FormDescription>}
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={adding}>
            Cancel
          </Button>
          <Button type="submit" disabled={adding}>
            {adding ? "Adding..." : "Add Address"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
