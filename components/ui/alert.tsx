import type { ComponentProps } from "react";
import { clsx } from "clsx";

// Two variants: a plain lookup rather than cva, as for buttons (the home page's load error carries this).
const ALERT_CLASS =
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5";
const VARIANT_CLASS = {
  default: "bg-card text-card-foreground",
  destructive: "border-red-300 bg-red-50 text-red-800 [&>svg]:text-red-700",
};

/** Announced to screen readers as soon as it appears (role="alert"). */
export function Alert({
  className,
  variant = "default",
  ...props
}: ComponentProps<"div"> & { variant?: keyof typeof VARIANT_CLASS }) {
  return <div role="alert" className={clsx(ALERT_CLASS, VARIANT_CLASS[variant], className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("col-start-2 font-medium", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("col-start-2 text-sm", className)} {...props} />;
}
