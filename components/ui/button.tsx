import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

// SPEC §9: variants default/destructive/outline/secondary/ghost/link/success/warning/hero/premium, sizes default/sm/lg/icon.
// The shared part is the `btn` class (app/globals.css): pages carry every button's classes in their HTML and RSC
// payload. It sits in the components layer, so a variant's or caller's utility still wins over it.
export const buttonVariants = cva(
  "btn",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-red-800",
        outline: "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-green-200",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        success: "bg-success text-success-foreground shadow-xs hover:bg-emerald-800",
        warning: "bg-warning text-warning-foreground shadow-xs hover:bg-amber-500",
        hero: "bg-gradient-to-r from-green-700 to-emerald-700 text-white shadow-md hover:from-green-800 hover:to-emerald-800",
        premium: "bg-gradient-to-r from-amber-300 to-yellow-400 text-amber-950 shadow-md hover:from-amber-400 hover:to-yellow-500",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 rounded-md px-3",
        lg: "h-11 rounded-md px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

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
