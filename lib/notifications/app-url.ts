import "server-only";

/** The app's public address, for links in emails: APP_URL, else next-auth's NEXTAUTH_URL, else this machine. */
export function appUrl(path = "/"): string {
  const base = process.env.APP_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
  return new URL(path, base).toString();
}
