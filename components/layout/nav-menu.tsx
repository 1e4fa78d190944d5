"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useAfterLoad } from "@/components/ui/use-after-load";
import { MenuButton } from "./menu-button";
import type { NavSheetProps } from "./nav-sheet";

type Loaded = { NavSheet: ComponentType<NavSheetProps>; focus: boolean };

/**
 * The navigation sheet's button. The sheet (a Radix dialog, the button's tooltip, the entries' icons, the data layer)
 * is not needed to paint a page: its code is fetched when someone reaches for the button (pointer, touch or focus)
 * and then takes the button's place, opening at once if it was pressed meanwhile and keeping the focus if it had it.
 * Everyone's, a provider's too: fetched with the page, it would be downloaded and run while the page starts
 * (docs/performance.md, Lighthouse); a provider's opens once it has read their profile (its onboarding entry).
 * Someone signed in gets it once the page has loaded and the browser is idle, unasked: the button shows their unread
 * notifications, which the sheet reads and keeps fresh.
 */
export function NavMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const requested = useRef(false);
  const [pressed, setPressed] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { user } = useAuth();
  const afterLoad = useAfterLoad();

  useEffect(() => {
    if (user && afterLoad) load();
  });

  function load() {
    if (requested.current) return;
    requested.current = true;
    import("./nav-sheet").then(
      ({ NavSheet }) => setLoaded({ NavSheet, focus: document.activeElement === button.current }),
      () => (requested.current = false), // offline for a moment: the next reach tries again
    );
  }

  if (loaded) return <loaded.NavSheet openAtOnce={pressed} focusTrigger={loaded.focus} />;
  return (
    <MenuButton
      ref={button}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
}
