"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** SPEC §2: the not-found page logs the path that was asked for. */
export function LogMissingPath() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
