"use client";

import type { ComponentProps } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePostLawn } from "./post-lawn-provider";

type PostLawnActionProps = Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
  label: "Post Lawn" | "Post Your Lawn" | "Post Your First Lawn";
};

/** A button that opens the posting dialog (visitors are asked to sign in first; see PostLawnProvider). */
export function PostLawnAction({ label, ...buttonProps }: PostLawnActionProps) {
  const postLawn = usePostLawn();
  return (
    <Button {...buttonProps} onClick={postLawn}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
