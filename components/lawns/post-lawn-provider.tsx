"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/components/auth/auth-provider";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { JobDto } from "@/lib/jobs/dto";
import type { PostingDraft } from "./post-lawn-dialog";
import { onDemand } from "@/components/ui/on-demand";

// Loaded when first opened: no page needs the form (nor its schemas) to show.
const PostLawnDialog = onDemand(() => import("./post-lawn-dialog").then((module) => module.PostLawnDialog));

type PostLawnActions = {
  open(): void;
  postAgain(lawn: JobDto): void;
  bookProvider(provider: { id: string; name: string }): void;
};

const PostLawnContext = createContext<PostLawnActions | null>(null);

/**
 * One posting dialog for the whole app, opened from the header, the hero, the menu and the dashboard. Only
 * homeowners post (SPEC §6): a visitor is asked to sign in first, and the dialog opens once they have signed in as a
 * homeowner; a provider is told where their work is instead.
 */
export function PostLawnProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { user, authDialog, openAuthDialog } = useAuth();
  const [open, setOpen] = useState(false);
  // 'Post again': the lawn the dialog is to be filled from; a new object each time, so the same lawn refills it.
  const [draft, setDraft] = useState<PostingDraft | null>(null);
  const opened = useOpenedOnce(open);
  // A visitor asked to post and is in the sign-in dialog: carry the wish through the sign-in, not past a dismissal.
  const [afterSignIn, setAfterSignIn] = useState(false);
  if (afterSignIn && user) {
    setAfterSignIn(false);
    if (user.role === "homeowner") setOpen(true);
  } else if (afterSignIn && !authDialog.open) {
    setAfterSignIn(false);
  }
  // Signed out (or in as someone else) under an open dialog: it must not reappear at the next homeowner sign-in.
  if (open && user?.role !== "homeowner") setOpen(false);

  function openPostLawn() {
    if (!user) {
      toast.error("Authentication required", { description: "Please log in to post your lawn" });
      setAfterSignIn(true);
      openAuthDialog("signin");
    } else if (user.role !== "homeowner") {
      toast.info("Posting lawns is for homeowners", {
        description: "As a provider, you find lawns to care for on the provider dashboard.",
        action: { label: "Provider Dashboard", onClick: () => router.push("/dashboard/provider") },
      });
    } else {
      // A plain posting is no request to a provider, whatever was booked before.
      if (draft?.invite) setDraft(null);
      setOpen(true);
    }
  }

  // Only a homeowner sees their own lawns' 'Post again', and 'Book directly' on a favourite's profile.
  function postAgain(lawn: JobDto) {
    setDraft({ lawn });
    setOpen(true);
  }
  function bookProvider(provider: { id: string; name: string }) {
    setDraft({ invite: provider });
    setOpen(true);
  }

  return (
    <PostLawnContext value={{ open: openPostLawn, postAgain, bookProvider }}>
      {children}
      {user?.role === "homeowner" && opened && <PostLawnDialog open={open} onOpenChange={setOpen} draft={draft} />}
    </PostLawnContext>
  );
}

/** Opens the posting dialog (or explains why it cannot open for this user). */
export function usePostLawn(): () => void {
  return usePostLawnActions().open;
}

/** Opens the posting dialog filled from one of the homeowner's lawns (completed or cancelled): 'Post again'. */
export function usePostAgain(): (lawn: JobDto) => void {
  return usePostLawnActions().postAgain;
}

/** Opens the posting dialog as a request to one provider alone ('Book directly', from a favourite's profile). */
export function useBookProvider(): (provider: { id: string; name: string }) => void {
  return usePostLawnActions().bookProvider;
}

function usePostLawnActions(): PostLawnActions {
  const actions = useContext(PostLawnContext);
  if (!actions) throw new Error("usePostLawn must be used within a PostLawnProvider");
  return actions;
}
