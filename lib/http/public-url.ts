import "server-only";

/**
 * An address of the app for another site to send the browser back to (Stripe's onboarding): the configured public
 * URL (APP_URL, else NEXTAUTH_URL), else the origin the request was addressed to.
 */
export function publicUrl(request: Request, path: string): string {
  return new URL(path, process.env.APP_URL || process.env.NEXTAUTH_URL || new URL(request.url).origin).toString();
}
