"use client";

import { useId } from "react";
import { useAddresses } from "@/components/addresses/queries";
import { AddAddressDialog } from "@/components/profile/add-address-dialog";

/**
 * Where the provider is based: 'Near me' finds jobs around their default address, so onboarding asks for it (with
 * the profile's own Add Address dialog and its address search) unless one is saved already.
 */
export function BaseAddress() {
  const id = useId();
  const { data: addresses, isPending } = useAddresses();
  const base = addresses?.find((address) => address.is_default) ?? addresses?.[0];
  return (
    // The dialog's form is rendered in a portal but sits inside the wizard's form in React's tree: its submit must
    // not bubble on to the wizard's.
    <section aria-labelledby={`${id}-title`} className="grid gap-2" onSubmit={(event) => event.stopPropagation()}>
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Where you&apos;re based
      </h3>
      {base ? (
        <p className="text-sm">
          Based at <span className="font-medium">{base.full_address}</span>. &lsquo;Near me&rsquo; finds jobs around it;
          you can change it in your profile.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Add the address you work from: &lsquo;Near me&rsquo; finds jobs around it.
          </p>
          <div>
            <AddAddressDialog first disabled={isPending} />
          </div>
        </>
      )}
    </section>
  );
}
