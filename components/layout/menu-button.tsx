"use client";

import type { ComponentProps } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The header's button that opens the navigation sheet. */
export function MenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="size-9 sm:size-10" aria-label="Open menu" {...props}>
      <Menu className="size-5" aria-hidden />
    </Button>
  );
}
