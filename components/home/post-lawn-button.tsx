"use client";

import { Plus } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { usePostLawn } from "@/components/lawns/post-lawn-provider";
import { Button } from "@/components/ui/button";

/** 'Post Your Lawn': opens the posting dialog; a visitor is asked to create an account first. */
export function PostLawnButton() {
  const { user, openAuthDialog } = useAuth();
  const postLawn = usePostLawn();
  return (
    <Button size="lg" variant="premium" className="w-full sm:w-auto" onClick={() => (user ? postLawn() : openAuthDialog("signup"))}>
      <Plus aria-hidden />
      Post Your Lawn
    </Button>
  );
}
