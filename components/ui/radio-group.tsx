"use client";

import type { ComponentProps } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "./cn";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/**
 * An arrow key moves to the next radio and checks it. Radix moves the focus a tick after the keydown and checks the
 * radio only if the key is still down then: a quick press (a screen reader's, or a fast typist's) moved without
 * checking. Once the focus has moved, the focused radio is checked whatever the key is doing.
 */
export function RadioGroup({ className, onKeyDown, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      className={cn("grid gap-3", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!ARROWS.has(event.key)) return;
        const group = event.currentTarget;
        // After Radix's own timeout, which moves the focus.
        setTimeout(() => {
          const focused = document.activeElement;
          if (
            focused instanceof HTMLButtonElement &&
            focused.getAttribute("role") === "radio" &&
            group.contains(focused) &&
            focused.getAttribute("aria-checked") !== "true"
          )
            focused.click();
        });
      }}
      {...props}
    />
  );
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "peer aspect-square size-4 shrink-0 rounded-full border border-input bg-card text-primary shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
        <span className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
