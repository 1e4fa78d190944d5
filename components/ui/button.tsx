import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { buttonVariants, type ButtonVariant } from "./button-variants";

type ButtonProps = ComponentProps<"button"> & ButtonVariant;

/**
 * A button; a link that looks like one is a ButtonLink. The btn classes sit in the components layer, so a caller's
 * utility wins without tailwind-merge (cn): every page's first-load JavaScript carries this for its buttons, and
 * neither that nor Radix's Slot.
 */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  // "button" by default, so it never submits a surrounding form by accident.
  return <button className={clsx(buttonVariants({ variant, size }), className)} type={type} {...props} />;
}
