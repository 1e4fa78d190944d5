// SPEC §9: variants default/destructive/outline/secondary/ghost/link/success/warning/hero/premium, sizes default/sm/lg/icon.
// The shared part is the `btn` class, each variant and size a `btn-*` class (app/globals.css): pages carry every
// button's classes in their HTML and RSC payload. A plain lookup rather than cva, whose code every page's first load
// would carry for its buttons.
const VARIANT_CLASS = {
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
};
const SIZE_CLASS = { default: "btn-size-default", sm: "btn-size-sm", lg: "btn-size-lg", icon: "btn-size-icon" };

export type ButtonVariant = { variant?: keyof typeof VARIANT_CLASS; size?: keyof typeof SIZE_CLASS };

/** A button's classes (Button, ButtonLink, the alert dialog's actions): default variant and size unless named. */
export function buttonVariants({ variant = "default", size = "default" }: ButtonVariant = {}) {
  return `btn ${VARIANT_CLASS[variant]} ${SIZE_CLASS[size]}`;
}
