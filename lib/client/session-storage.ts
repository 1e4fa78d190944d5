import type { UserDto } from "@/lib/users/dto";

/**
 * The signed-in user as the browser knows it (SPEC §3). A server-rendered page only knows what the session
 * cookie carries, so `phone` is present only after the user signed in or up in this browser.
 */
/** `operator`: set from the server's session only (app/layout.tsx), for the menu's Admin entry; the server decides access. */
export type AuthUser = Omit<UserDto, "phone"> & Partial<Pick<UserDto, "phone">> & { operator?: boolean };

// SPEC §3/§4: the user (JSON) and the token live in localStorage under these exact keys.
const USER_KEY = "user";
const TOKEN_KEY = "token";

export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null; // corrupt JSON or storage blocked: treat as signed out
  }
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Stores the user, and the token when there is one; `token: null` drops a token that belongs to someone else. */
export function storeSession(user: AuthUser, token: string | null): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function clearStoredSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}
