import type { ComponentProps } from "react";
import Link from "next/link";
import { clsx } from "clsx";
import { buttonVariants, type ButtonVariant } from "./button-variants";

/** A link that looks like a Button (SPEC §9's variants and sizes): Next's Link with the button classes. */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonVariant) {
  return <Link className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
