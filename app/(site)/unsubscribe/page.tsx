import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { unsubscribeState } from "@/lib/notifications/unsubscribe";

export const metadata: Metadata = { title: "Email notifications" };

type Props = { searchParams: Promise<{ token?: string | string[]; done?: string }> };

// An email's unsubscribe link lands here. Opening the page changes nothing (mail scanners prefetch links); the
// button POSTs to /api/unsubscribe, which turns the emails off and comes back here.
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token, done } = await searchParams;
  const state = typeof token === "string" ? await unsubscribeState(token) : null;
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="grid max-w-md gap-4 text-center">
        <h1 className="text-2xl font-bold">Email notifications</h1>
        {!state ? (
          <p className="text-muted-foreground">
            This unsubscribe link is not valid. You can turn emails off in your profile instead.
          </p>
        ) : !state.emailOn ? (
          <p role={done ? "status" : undefined}>
            {done ? "Done: " : ""}
            <strong>{state.email}</strong> no longer receives LawnLink email notifications. You can turn them back on in
            your profile.
          </p>
        ) : (
          <form
            method="post"
            action={`/api/unsubscribe?token=${encodeURIComponent(token as string)}`}
            className="grid gap-4"
          >
            <p>
              Stop sending LawnLink email notifications to <strong>{state.email}</strong>?
            </p>
            <Button type="submit">Unsubscribe</Button>
          </form>
        )}
        <ButtonLink href="/profile" variant="link">
          Notification settings
        </ButtonLink>
      </div>
    </main>
  );
}
