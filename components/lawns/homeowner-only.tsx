"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/**
 * SPEC §2: 'My Lawns' is for homeowners. Anyone else sees this card, then after 100 ms a provider goes to their
 * dashboard and a visitor home. The wait is in the browser, so the card is seen (and read out) before it goes.
 */
export function HomeownerOnly({ role }: { role: "homeowner" | "provider" | null }) {
  const router = useRouter();
  const destination = role === "provider" ? "/provider/dashboard" : "/";
  useEffect(() => {
    const timer = setTimeout(() => router.replace(destination), 100);
    return () => clearTimeout(timer);
  }, [destination, router]);
  return (
    <Card className="mx-auto mt-10 w-full max-w-md text-center">
      <CardHeader>
        <h1 className="text-xl leading-snug font-semibold">Homeowner Access Only</h1>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground" role="status">
          {role === "provider"
            ? "My Lawns is where homeowners manage their postings. Taking you to your provider dashboard..."
            : "Please sign in as a homeowner to see your lawns. Taking you to the home page..."}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink href="/" variant="outline">
            Go Home
          </ButtonLink>
          <ButtonLink href="/dashboard/provider">Provider Dashboard</ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
