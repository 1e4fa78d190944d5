"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { PostLawnDialog } from "./post-lawn-dialog";

const PostLawnContext = createContext<(() => void) | null>(null);

/** One posting dialog for the whole app, opened from the header, the hero, the menu and the dashboard. */
export function PostLawnProvider({ children }: { children: ReactNode }) {
  const { user, openAuthDialog } = useAuth();
  const [open, setOpen] = useState(false);
  function openPostLawn() {
    if (!user) {
      toast.error("Authentication required", { description: "Please log in to post your lawn" });
      openAuthDialog("signin");
    } else if (user.role !== "homeowner") {
      toast.info("Posting lawns is for homeowners", { description: "Providers find work on the provider dashboard." });
    } else setOpen(true);
  }
  return (
    <PostLawnContext.Provider value={openPostLawn}>
      {children}
      {user?.role === "homeowner" && <PostLawnDialog open={open} onOpenChange={setOpen} />}
    </PostLawnContext.Provider>
  );
}

export function usePostLawn(): () => void {
  const open = useContext(PostLawnContext);
  if (!open) throw new Error("usePostLawn must be used within a PostLawnProvider");
  return open;
}
