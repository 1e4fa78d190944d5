"use client";

import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** SPEC §2: 'My Lawns' is for homeowners; after 100 ms a provider goes to their dashboard, anyone else home. */
export function HomeownerOnly({ role }: { role: "provider" | null }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(role === "provider" ? "/provider/dashboard" : "/"), 100);
    return () => clearTimeout(timer);
  }, [role, router]);
  return (
    <Card className="mx-auto mt-10 max-w-md text-center">
      <CardHeader>
        <CardTitle>Homeowner Access Only</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground">{role ? "This page is for homeowners managing their lawns." : "Please sign in as a homeowner to see your lawns."}</p>
        <div className="flex justify-center gap-2">
          <Button asChild variant="outline">
            <Link href="/">Go Home</Link>
          </Button>
          <Button asChild>
            <Link href="/dashboard/provider">Provider Dashboard</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
