"use client";

import { useEffect, useState } from "react";

/**
 * True once the page has loaded and the browser is idle: for what a page adds to what it shows (the unread marks),
 * read after a phone has started the page rather than during its start (docs/performance.md, Lighthouse).
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => (idle = (window.requestIdleCallback ?? setTimeout)(() => setLoaded(true)));
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return () => {
      removeEventListener("load", whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
    };
  }, []);
  return loaded;
}
