"use client";

import type { ReactNode } from "react";
import { signIn } from "next-auth/react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { useSocialProviders } from "./queries";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.54 5.54 0 0 1-2.4 3.58v3h3.86c2.26-2.09 3.56-5.17 3.56-8.82z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.86-3c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.29v3.09A12 12 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.27 14.29A7.2 7.2 0 0 1 4.89 12c0-.8.14-1.57.38-2.29V6.62H1.29A12 12 0 0 0 0 12c0 1.94.47 3.76 1.29 5.38l3.98-3.09z"
      />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.29 6.62l3.98 3.09C6.22 6.86 8.87 4.75 12 4.75z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}

const PROVIDERS: { id: string; name: string; icon: ReactNode }[] = [
  { id: "google", name: "Google", icon: <GoogleIcon /> },
  { id: "facebook", name: "Facebook", icon: <FacebookIcon /> },
];

/**
 * SPEC §2's two social sign-in buttons. They sign in through next-auth where the server has the provider's
 * client id (GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID), and otherwise say so instead of failing silently.
 */
export function SocialSignIn() {
  const { data: configured } = useSocialProviders();

  function continueWith(id: string, name: string) {
    if (configured?.has(id)) void signIn(id, { callbackUrl: window.location.href });
    else toast.info(`${name} sign-in is not configured yet`);
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map(({ id, name, icon }) => (
          <Button key={id} variant="outline" onClick={() => continueWith(id, name)}>
            {icon}
            {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
