"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePostLawn } from "./post-lawn-provider";

export function PostLawnAction({ label }: { label: "Post Lawn" | "Post Your First Lawn" }) {
  const postLawn = usePostLawn();
  return (
    <Button onClick={postLawn}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
