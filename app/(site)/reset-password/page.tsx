import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { QueryProvider } from "@/components/layout/query-provider";
import { ButtonLink } from "@/components/ui/button-link";

export const metadata: Metadata = { title: "Choose a new password" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

// An emailed reset link lands here. Opening it changes nothing (mail scanners prefetch links): the form does.
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-16">
      <div className="grid w-full max-w-sm gap-4">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {typeof token === "string" && token ? (
          <QueryProvider>
            <ResetPasswordForm token={token} />
          </QueryProvider>
        ) : (
          <>
            <p className="text-muted-foreground">This reset link is not complete. Please ask for a new one.</p>
            <ButtonLink href="/forgot-password" variant="link">
              Ask for a new link
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  );
}
