import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

// SPEC §9: variants default/destructive/outline/secondary/ghost/link/success/warning/hero/premium, sizes default/sm/lg/icon.
// The shared part is the `btn` class, each variant and size a `btn-*` class (app/globals.css): pages carry every
// button's classes in their HTML and RSC payload. They sit in the components layer, so a caller's utility still wins.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
      success: "btn-success",
      warning: "btn-warning",
      hero: "btn-hero",
      premium: "btn-premium",
    },
    size: {
      default: "btn-size-default",
      sm: "btn-size-sm",
      lg: "btn-size-lg",
      icon: "btn-size-icon",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a Link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  // A plain <button> defaults to "button" so it never submits a surrounding form by accident.
  return <Comp className={cn(buttonVariants({ variant, size }), className)} type={asChild ? type : (type ?? "button")} {...props} />;
}
