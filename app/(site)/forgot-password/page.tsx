import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { QueryProvider } from "@/components/layout/query-provider";

export const metadata: Metadata = { title: "Reset your password" };

/** 'Forgot password?' from the sign-in dialog lands here: a reset link is emailed. */
export default function ForgotPasswordPage() {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-16">
      <div className="grid w-full max-w-sm gap-4">
        <h1 className="text-2xl font-bold">Reset your password</h1>
        <p className="text-sm text-muted-foreground">
          Enter the email you signed up with. We will send a link to choose a new password.
        </p>
        <QueryProvider>
          <ForgotPasswordForm />
        </QueryProvider>
      </div>
    </main>
  );
}
