import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";

/** Every page but the profile (which has its own header, SPEC §2) under the site header; the footer is the root layout's. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
