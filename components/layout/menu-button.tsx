"use client";

import type { ComponentProps } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";

type MenuButtonProps = ComponentProps<typeof Button> & {
  /** Unread notifications: shown on the button and said in its name, so the count is not hidden in the menu. */
  unread?: number;
};

/** The header's button that opens the navigation sheet. */
export function MenuButton({ unread = 0, ...props }: MenuButtonProps) {
  const label =
    unread > 0 ? `Open menu, ${unread} unread ${unread === 1 ? "notification" : "notifications"}` : "Open menu";
  return (
    <Button variant="ghost" size="icon" className="relative size-9 sm:size-10" aria-label={label} {...props}>
      <Menu className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Button>
  );
}
