import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";

/** Every page under the site header; the footer is the root layout's. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
