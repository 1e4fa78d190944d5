import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { googleMapsConfig } from "@/lib/maps/google-config";
import { AuthProvider } from "@/components/auth/auth-provider";
import { PostLawnProvider } from "@/components/lawns/post-lawn-provider";
import { SiteFooter } from "@/components/layout/site-footer";
import { SkipLink } from "@/components/layout/skip-link";
import { MapsProvider } from "@/components/maps/maps-provider";
import { FeeProvider } from "@/components/payments/fee-provider";
import { paymentTerms, stripePublishableKey } from "@/lib/payments/terms";
import { ToasterOnDemand } from "@/components/ui/toaster-on-demand";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "LawnLink — Find Local Lawn Care", template: "%s | LawnLink" },
  description: "Homeowners post their lawns; local providers claim fixed-price jobs or bid on auctions.",
};

export const viewport: Viewport = { themeColor: "#15803d" };

/**
 * Every page: the providers (which hold the app-wide dialogs), the footer and the toasts. The site header is
 * app/(site)'s; TanStack Query (QueryProvider) wraps only the pages and dialogs that use it.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Seeding the client from the session cookie lets the header paint signed in or out without a flash.
  const sessionUser = await getSessionUser();
  const initialUser = sessionUser && {
    id: sessionUser.id,
    full_name: sessionUser.fullName,
    email: sessionUser.email,
    role: sessionUser.role,
    ...(sessionUser.operator ? { operator: true } : {}),
  };
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <MapsProvider {...googleMapsConfig()}>
          <AuthProvider initialUser={initialUser}>
            <FeeProvider percent={paymentTerms().feePercent} stripeKey={stripePublishableKey()}>
              <PostLawnProvider>
                {children}
                <SiteFooter />
              </PostLawnProvider>
            </FeeProvider>
          </AuthProvider>
        </MapsProvider>
        <ToasterOnDemand />
      </body>
    </html>
  );
}
