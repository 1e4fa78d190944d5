"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";

const className = "w-full sm:w-auto";

/** 'Post Your Lawn': a visitor must sign up first; a signed-in user goes to where posting lives for now. */
export function PostLawnButton() {
  const { user, openAuthDialog } = useAuth();
  if (!user) {
    return (
      <Button size="lg" variant="premium" className={className} onClick={() => openAuthDialog("signup")}>
        <Plus aria-hidden />
        Post Your Lawn
      </Button>
    );
  }
  return (
    <Button size="lg" variant="premium" className={className} asChild>
      <Link href="/dashboard">
        <Plus aria-hidden />
        Post Your Lawn
      </Link>
    </Button>
  );
}
