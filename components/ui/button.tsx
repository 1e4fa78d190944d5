import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { clsx } from "clsx";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "./button-variants";

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a Link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

// The btn classes sit in the components layer, so a caller's utility wins without tailwind-merge (cn), which every
// page's first-load JavaScript would otherwise carry for its buttons.
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  // A plain <button> defaults to "button" so it never submits a surrounding form by accident.
  return <Comp className={clsx(buttonVariants({ variant, size }), className)} type={asChild ? type : (type ?? "button")} {...props} />;
}
