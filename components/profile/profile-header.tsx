"use client";

import Link from "next/link";
import { Briefcase, ChevronDown, House, LayoutDashboard, LogOut, Plus } from "lucide-react";
import { useSignOut } from "@/components/auth/queries";
import { usePostLawn } from "@/components/lawns/post-lawn-provider";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { UserAvatar } from "./user-avatar";

type ProfileHeaderProps = { fullName: string; email: string; role: "homeowner" | "provider"; photoUrl: string | null };

/** SPEC §2 profile header: the logo, a 'Profile' label, the user's first name and avatar, and a user menu. */
export function ProfileHeader({ fullName, email, role, photoUrl }: ProfileHeaderProps) {
  const signOut = useSignOut();
  const postLawn = usePostLawn();
  const firstName = fullName.trim().split(/\s+/)[0];
  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Logo />
          <span className="h-6 w-px bg-border" aria-hidden />
          <span className="text-sm font-medium text-muted-foreground">Profile</span>
        </div>
        <div className="flex items-center gap-2">
          {/* As in the site header: homeowners can post a lawn from any page. */}
          {role === "homeowner" && (
            <Button size="sm" onClick={postLawn}>
              <Plus aria-hidden />
              <span className="sr-only sm:not-sr-only">Post Lawn</span>
            </Button>
          )}
          {/* Not modal: a modal menu hides the page from screen readers while its links stay focusable (axe: aria-hidden-focus). */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:pr-2.5">
                <UserAvatar name={fullName} photoUrl={photoUrl} className="size-8 text-sm" />
                <span className="sr-only">User menu: </span>
                <span className="sr-only max-w-28 truncate sm:not-sr-only">{firstName}</span>
                <ChevronDown className="hidden text-muted-foreground sm:block" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel className="grid gap-0.5">
                <span className="truncate font-semibold">{fullName}</span>
                <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem asChild>
                <Link href="/">
                  <House aria-hidden /> Home
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                {role === "provider" ? (
                  <Link href="/dashboard/provider">
                    <Briefcase aria-hidden /> Provider Dashboard
                  </Link>
                ) : (
                  <Link href="/dashboard">
                    <LayoutDashboard aria-hidden /> My Lawns
                  </Link>
                )}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => signOut.mutate()}>
                <LogOut aria-hidden /> Log Out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
