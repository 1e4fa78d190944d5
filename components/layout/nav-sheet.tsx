"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  Bell,
  BookOpen,
  Briefcase,
  ClipboardList,
  House,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  LogOut,
  Plus,
  Search,
  Settings,
  Sprout,
  UserPlus,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useAuth, type AuthMode } from "@/components/auth/auth-provider";
import { useSignOut } from "@/components/auth/queries";
import { useProfile } from "@/components/profile/queries";
import { usePostLawn } from "@/components/lawns/post-lawn-provider";
import type { AuthUser } from "@/lib/client/session-storage";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { cn } from "@/components/ui/cn";
import { useUnreadNotificationCount } from "@/components/notifications/queries";
import { Badge } from "@/components/ui/badge";
import { Separator } from "@/components/ui/separator";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { MenuButton } from "./menu-button";
import { QueryProvider } from "./query-provider";

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0";

function NavLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  // The page one is on is marked, for the eye and for screen readers.
  const current = usePathname() === href;
  return (
    <li>
      <SheetClose asChild>
        <Link href={href} aria-current={current ? "page" : undefined} className={cn(itemClass, current && "bg-accent")}>
          <Icon aria-hidden />
          {children}
        </Link>
      </SheetClose>
    </li>
  );
}

function NavButton({
  icon: Icon,
  onClick,
  disabled,
  children,
}: {
  icon: LucideIcon;
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className={itemClass} onClick={onClick} disabled={disabled}>
        <Icon aria-hidden />
        {children}
      </button>
    </li>
  );
}

/** SPEC §2's Notifications entry: its badge is the unread count (none at 0), kept fresh while the app is open. */
function NotificationsLink() {
  const unread = useUnreadNotificationCount().data ?? 0;
  return (
    <NavLink href="/notifications" icon={Bell}>
      Notifications
      {unread > 0 && (
        <Badge variant="destructive" className="ml-auto">
          <span aria-hidden>{unread}</span>
          <span className="sr-only">{unread} unread</span>
        </Badge>
      )}
    </NavLink>
  );
}

type SignedInNavProps = { role: AuthUser["role"]; setupPending: boolean; onLogout: () => void; onPostLawn: () => void };

function SignedInNav({ role, setupPending, onLogout, onPostLawn }: SignedInNavProps) {
  return (
    <>
      <ul className="grid gap-1">
        <NavLink href="/" icon={House}>
          Home
        </NavLink>
        {role === "provider" ? (
          <>
            <NavLink href="/dashboard/provider" icon={Briefcase}>
              Provider Dashboard
            </NavLink>
            {setupPending && (
              <NavLink href="/provider-onboarding" icon={ClipboardList}>
                Complete your profile
              </NavLink>
            )}
          </>
        ) : (
          <>
            <NavLink href="/dashboard" icon={LayoutDashboard}>
              My Lawns
            </NavLink>
            <NavButton icon={Plus} onClick={onPostLawn}>
              Post New Lawn
            </NavButton>
          </>
        )}
        <NavLink href="/profile" icon={UserRound}>
          Profile
        </NavLink>
        <NotificationsLink />
        <NavButton icon={Settings} disabled>
          Settings
        </NavButton>
        <NavButton icon={LifeBuoy} disabled>
          Help &amp; Support
        </NavButton>
      </ul>
      <Separator className="my-2" />
      <ul>
        <NavButton icon={LogOut} onClick={onLogout}>
          Log Out
        </NavButton>
      </ul>
    </>
  );
}

function SignedOutNav({ onOpenDialog }: { onOpenDialog: (mode: AuthMode) => void }) {
  return (
    <ul className="grid gap-1">
      <NavButton icon={LogIn} onClick={() => onOpenDialog("signin")}>
        Sign In
      </NavButton>
      <NavButton icon={UserPlus} onClick={() => onOpenDialog("signup")}>
        Create Account
      </NavButton>
      <NavLink href="/dashboard/provider" icon={Search}>
        Browse Jobs
      </NavLink>
      <NavButton icon={BookOpen} disabled>
        How It Works
      </NavButton>
    </ul>
  );
}

function initials(fullName: string) {
  return fullName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

export type NavSheetProps = {
  /** The button was pressed while this code loaded: open at once. */
  openAtOnce: boolean;
  /** The button had the focus while this code loaded: its replacement takes it. */
  focusTrigger: boolean;
};

/** The right-side navigation sheet (SPEC §2 'Navigation sheet'), loaded by NavMenu with the data layer it reads through. */
export function NavSheet(props: NavSheetProps) {
  return (
    <QueryProvider>
      <MenuSheet {...props} />
    </QueryProvider>
  );
}

function MenuSheet({ openAtOnce, focusTrigger }: NavSheetProps) {
  const { user, openAuthDialog } = useAuth();
  const signOut = useSignOut();
  // Until a provider's profile is complete, the menu leads to onboarding (the dashboard says so too).
  const isProvider = user?.role === "provider";
  const { data: profile, isPending: profilePending } = useProfile({ enabled: isProvider });
  const setupPending = !!profile && "profile_complete" in profile && !profile.profile_complete;
  const postLawn = usePostLawn();
  const unread = useUnreadNotificationCount().data ?? 0;
  const [open, setOpenState] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The tooltip answers the person's hover or focus, not the focus the code gives back to the button (when the sheet
  // closes, or when the press that loaded this is passed on): it would stay up until they moved elsewhere.
  const [tip, setTip] = useState(false);
  const focusGivenBack = useRef(false);
  const setOpen = (next: boolean) => {
    if (!next) focusGivenBack.current = true;
    setTip(false);
    setOpenState(next);
  };
  // The press that loaded this is passed on, focus first: the sheet gives the focus back to what had it as it opened.
  // A provider's sheet opens once their profile is read, with its onboarding entry in place. Once each, also where
  // React runs effects twice (development).
  const focusPassedOn = useRef(false);
  const pressPassedOn = useRef(false);
  const ready = !isProvider || !profilePending;
  useEffect(() => {
    if (focusPassedOn.current) return;
    focusPassedOn.current = true;
    if (focusTrigger || openAtOnce) {
      focusGivenBack.current = true;
      trigger.current?.focus();
    }
  }, [focusTrigger, openAtOnce]);
  useEffect(() => {
    if (!openAtOnce || !ready || pressPassedOn.current) return;
    pressPassedOn.current = true;
    if (!open) trigger.current?.click();
  }, [openAtOnce, ready, open]);

  const openDialog = (mode: AuthMode) => {
    setOpen(false);
    openAuthDialog(mode);
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      {/* The only tooltip in the app: its provider comes with it. */}
      <TooltipProvider>
        <Tooltip open={tip && !open} onOpenChange={(next) => setTip(next && !focusGivenBack.current)}>
          <TooltipTrigger
            asChild
            onBlur={() => (focusGivenBack.current = false)}
            onPointerLeave={() => (focusGivenBack.current = false)}
          >
            <SheetTrigger asChild>
              <MenuButton ref={trigger} unread={unread} />
            </SheetTrigger>
          </TooltipTrigger>
          <TooltipContent>Menu</TooltipContent>
        </Tooltip>
      </TooltipProvider>
      <SheetContent>
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <Sprout className="size-5 text-primary" aria-hidden />
            Menu
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation and account</SheetDescription>
          {user && (
            <div className="mt-3 flex items-center gap-3">
              <Avatar>
                <AvatarFallback>{initials(user.full_name)}</AvatarFallback>
              </Avatar>
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate font-semibold">{user.full_name}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                <Badge variant="secondary">{user.role === "provider" ? "Provider" : "Homeowner"}</Badge>
              </div>
            </div>
          )}
        </SheetHeader>
        <nav aria-label="Main" className="px-3">
          {user ? (
            <SignedInNav
              role={user.role}
              setupPending={setupPending}
              onPostLawn={() => {
                setOpen(false);
                postLawn();
              }}
              onLogout={() => {
                setOpen(false);
                signOut.mutate();
              }}
            />
          ) : (
            <SignedOutNav onOpenDialog={openDialog} />
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
