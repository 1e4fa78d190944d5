"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { SignInInput, SignUpInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import { clearStoredSession, readStoredUser, storeSession, type AuthUser } from "@/lib/client/session-storage";

export type AuthMode = "signin" | "signup";

type AuthResponse = { user: AuthUser; token: string };

type AuthContextValue = {
  user: AuthUser | null;
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  logout: () => Promise<void>;
  authDialog: { open: boolean; mode: AuthMode };
  openAuthDialog: (mode: AuthMode) => void;
  closeAuthDialog: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// SPEC §8: the dialog shows the server's error text, else this.
const AUTH_FAILED = "Authentication failed";

/**
 * The session as the browser sees it. `initialUser` comes from the server's session cookie, so the first paint is
 * already signed in or out; localStorage keeps the user and the Bearer token (SPEC §4) in step with it.
 */
export function AuthProvider({ initialUser, children }: { initialUser: AuthUser | null; children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const [authDialog, setAuthDialog] = useState<{ open: boolean; mode: AuthMode }>({ open: false, mode: "signin" });

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

  async function signIn(input: SignInInput) {
    completeAuth(await apiFetch<AuthResponse>("/api/auth/login", { method: "POST", json: input, auth: false, fallbackError: AUTH_FAILED }));
  }

  async function signUp(input: SignUpInput) {
    completeAuth(await apiFetch<AuthResponse>("/api/auth/register", { method: "POST", json: input, auth: false, fallbackError: AUTH_FAILED }));
  }

  async function logout() {
    try {
      await apiFetch("/api/auth/logout", { method: "POST", auth: false });
    } catch {
      // The cookie is still there, so clearing only our copy would leave the server signed in.
      toast.error("Could not sign out. Please try again.");
      return;
    }
    clearStoredSession();
    setUser(null);
    router.refresh();
  }

  const value: AuthContextValue = {
    user,
    signIn,
    signUp,
    logout,
    authDialog,
    openAuthDialog: (mode) => setAuthDialog({ open: true, mode }),
    closeAuthDialog,
  };
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
