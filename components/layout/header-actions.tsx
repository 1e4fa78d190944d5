"use client";

import { Plus, UserRound } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { usePostLawn } from "@/components/lawns/post-lawn-provider";
import { Button } from "@/components/ui/button";
import { NavMenu } from "./nav-menu";

function firstName(fullName: string) {
  return fullName.trim().split(/\s+/)[0];
}

/** The signed-in or signed-out half of the header (SPEC §2). */
export function HeaderActions() {
  const { user, openAuthDialog } = useAuth();
  const postLawn = usePostLawn();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {user ? (
        <>
          {user.role === "homeowner" && (
            <Button size="sm" onClick={postLawn}>
              <Plus aria-hidden />
              <span className="sr-only sm:not-sr-only">Post Lawn</span>
            </Button>
          )}
          <span className="flex max-w-32 items-center gap-1.5 rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground">
            <UserRound className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{firstName(user.full_name)}</span>
          </span>
        </>
      ) : (
        <>
          {/* A returning visitor signs in; a new one gets started (SPEC §2's 'Get Started' opens Sign Up). */}
          <Button size="sm" variant="ghost" className="px-2 sm:px-3" onClick={() => openAuthDialog("signin")}>
            Sign In
          </Button>
          <Button size="sm" className="px-2.5 sm:px-3" onClick={() => openAuthDialog("signup")}>
            Get Started
          </Button>
        </>
      )}
      <NavMenu />
    </div>
  );
}
