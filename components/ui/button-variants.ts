import { cva } from "class-variance-authority";

// SPEC §9: variants default/destructive/outline/secondary/ghost/link/success/warning/hero/premium, sizes default/sm/lg/icon.
// The shared part is the `btn` class, each variant and size a `btn-*` class (app/globals.css): pages carry every
// button's classes in their HTML and RSC payload. Apart from Button (and its Radix Slot) for what only needs the classes.
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
