"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  type AuthUser,
} from "@/lib/client/session-storage";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { onDemand } from "@/components/ui/on-demand";

// Loaded when first opened: visitors browse without it (and without its forms' schemas).
const AuthDialog = onDemand(() => import("./auth-dialog").then((module) => module.AuthDialog));

export type AuthMode = "signin" | "signup";

export type AuthResponse = { user: AuthUser; token: string };

type AuthContextValue = {
  user: AuthUser | null;
  /** Signed in or up (useSignIn, useSignUp): store the session, close the dialog, go where the role starts. */
  completeAuth: (response: AuthResponse) => void;
  /** Signed out (useSignOut): forget the session. */
  completeSignOut: () => void;
  /** The user's own details changed (a profile save): the header and the stored copy follow. */
  updateUser: (changes: Partial<Pick<AuthUser, "full_name" | "phone">>) => void;
  authDialog: { open: boolean; mode: AuthMode };
  openAuthDialog: (mode: AuthMode) => void;
  closeAuthDialog: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session as the browser sees it. `initialUser` comes from the server's session cookie, so the first paint is
 * already signed in or out; localStorage keeps the user and the Bearer token (SPEC §4) in step with it.
 */
export function AuthProvider({ initialUser, children }: { initialUser: AuthUser | null; children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const [authDialog, setAuthDialog] = useState<{ open: boolean; mode: AuthMode }>({ open: false, mode: "signin" });
  const dialogOpened = useOpenedOnce(authDialog.open);

  // When a refresh brings a different server session (signed in or out elsewhere), the server wins. Adjusting state
  // during render avoids a frame with the stale user; keeping our copy when the id matches keeps its phone.
  const [serverUserId, setServerUserId] = useState(initialUser?.id);
  if (serverUserId !== initialUser?.id) {
    setServerUserId(initialUser?.id);
    setUser(initialUser && user?.id === initialUser.id ? user : initialUser);
  }

  // localStorage can outlive the cookie (it expired) or belong to another account (signed in from another tab).
  useEffect(() => {
    const stored = readStoredUser();
    if (!initialUser) {
      if (stored) clearStoredSession();
    } else if (stored?.id !== initialUser.id) {
      storeSession(initialUser, null); // a token we hold would be someone else's: the cookie authenticates instead
    }
  }, [initialUser]);

  function completeAuth({ user: signedIn, token }: AuthResponse) {
    storeSession(signedIn, token);
    setUser(signedIn);
    closeAuthDialog();
    if (signedIn.role === "provider") router.push("/dashboard/provider");
    else router.refresh(); // server components re-render with the new session cookie
  }

  function closeAuthDialog() {
    // The mode stays, so the dialog's copy does not change while it animates closed.
    setAuthDialog((dialog) => ({ ...dialog, open: false }));
  }

  function completeSignOut() {
    clearStoredSession();
    setUser(null);
  }

  function updateUser(changes: Partial<Pick<AuthUser, "full_name" | "phone">>) {
    if (!user) return;
    const updated = { ...user, ...changes };
    storeSession(updated, readStoredToken());
    setUser(updated);
  }

  const value: AuthContextValue = {
    user,
    completeAuth,
    completeSignOut,
    updateUser,
    authDialog,
    openAuthDialog: (mode) => setAuthDialog({ open: true, mode }),
    closeAuthDialog,
  };
  return (
    <AuthContext value={value}>
      {children}
      {dialogOpened && <AuthDialog />}
    </AuthContext>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
