"use client";

import { useState } from "react";
import { Flag } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { ReportSubjectType } from "@/lib/reports/schemas";

// Loaded when first opened: few visits report anything.
const ReportDialog = onDemand(() => import("./report-dialog").then((module) => module.ReportDialog));

/**
 * 'Report' for a job, message, review or user, shown to signed-in users other than its author or owner (`ownerId`);
 * the API refuses the rest anyway.
 */
export function ReportButton({
  subjectType,
  subjectId,
  ownerId,
  what,
  className,
  compact = false,
}: {
  subjectType: ReportSubjectType;
  subjectId: string;
  ownerId: string | null | undefined;
  /** What is reported, in words, for the dialog's title and the button's accessible name. */
  what: string;
  className?: string;
  /** A small link-like button, for a message or a review. */
  compact?: boolean;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (!user || user.id === ownerId) return null;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn(compact && "h-auto px-1.5 py-0.5 text-xs text-muted-foreground", className)}
        onClick={() => setOpen(true)}
        aria-label={`Report ${what}`}
      >
        <Flag aria-hidden />
        Report
      </Button>
      {opened && (
        <ReportDialog subjectType={subjectType} subjectId={subjectId} what={what} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
