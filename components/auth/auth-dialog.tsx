"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth, type AuthMode } from "./auth-provider";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialSignIn } from "./social-sign-in";
import { withQueries } from "@/components/layout/query-provider";

const COPY: Record<AuthMode, { title: string; description: string }> = {
  signin: { title: "Welcome back!", description: "Sign in to manage your lawns and jobs." },
  signup: { title: "Join LawnLink", description: "Create an account to post lawns or find work nearby." },
};

/** Sign In / Sign Up, opened from anywhere through useAuth().openAuthDialog(mode). */
function AuthDialogBody() {
  const { authDialog, openAuthDialog, closeAuthDialog } = useAuth();
  const { open, mode } = authDialog;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && closeAuthDialog()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{COPY[mode].title}</DialogTitle>
          <DialogDescription>{COPY[mode].description}</DialogDescription>
        </DialogHeader>
        <Tabs value={mode} onValueChange={(value) => openAuthDialog(value as AuthMode)}>
          <TabsList className="w-full">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
        <SocialSignIn />
      </DialogContent>
    </Dialog>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const AuthDialog = withQueries(AuthDialogBody);
