"use client";

import { ShieldAlert } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/**
 * SPEC §2: onboarding is for providers only. A visitor (the provider dashboard's 'Become a Provider' leads here)
 * can also open the sign-up dialog from the card.
 */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const { openAuthDialog } = useAuth();
  return (
    <Card className="mx-auto mt-6 w-full max-w-md text-center">
      <CardHeader className="items-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden />
        <h1 className="text-xl leading-snug font-semibold">Access Denied</h1>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground">This page is only available to providers.</p>
        <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <ButtonLink href="/" variant={signedIn ? "default" : "outline"}>
            Return Home
          </ButtonLink>
          {!signedIn && <Button onClick={() => openAuthDialog("signup")}>Create a provider account</Button>}
        </div>
      </CardContent>
    </Card>
  );
}
