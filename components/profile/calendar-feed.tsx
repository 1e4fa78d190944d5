"use client";

import { useState } from "react";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/client/toast";
import { useCalendarLink, useChangeCalendarLink } from "./queries";

/**
 * The Profile tab's calendar card: a private iCalendar address of the user's visits and dated jobs, which Google
 * Calendar and Apple Calendar subscribe to; a new address ends the old one, and the feed can be turned off.
 */
export function CalendarFeed() {
  const link = useCalendarLink();
  const change = useChangeCalendarLink();
  const [confirming, setConfirming] = useState<"renew" | "off" | null>(null);
  const url = link.data?.url ?? null;
  const copy = async () => {
    await navigator.clipboard.writeText(url!);
    toast.success("Link copied", { description: "Add it in your calendar app as a calendar from a URL." });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
        <CardDescription>
          Your visits and dated jobs in Google Calendar, Apple Calendar or Outlook: subscribe to your private link.
          Anyone with the link can see them, so share it with no one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-xl gap-3">
        {link.isPending ? null : url === null ? (
          <Button type="button" className="w-fit" disabled={change.isPending} onClick={() => change.mutate("renew")}>
            {change.isPending ? "Creating..." : "Get Calendar Link"}
          </Button>
        ) : (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="calendar-link">Your calendar link</Label>
              <div className="flex min-w-0 gap-2">
                <Input
                  id="calendar-link"
                  value={url}
                  readOnly
                  className="min-w-0 flex-1"
                  onFocus={(e) => e.target.select()}
                />
                <Button type="button" variant="outline" onClick={copy} aria-label="Copy calendar link">
                  <Copy aria-hidden />
                  Copy
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirming("renew")}>
                New Link
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming("off")}>
                Turn Off
              </Button>
            </div>
          </>
        )}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming === "off" ? "Turn off your calendar feed?" : "Make a new calendar link?"}
          description={
            confirming === "off"
              ? "Calendars subscribed to your link stop getting your visits and jobs."
              : "Your current link stops working: calendars subscribed to it need the new one."
          }
          busy={change.isPending}
          cancelLabel="Keep Current Link"
          confirmLabel={confirming === "off" ? "Turn Off" : "Make New Link"}
          busyLabel="Saving..."
          onConfirm={() => change.mutate(confirming!, { onSettled: () => setConfirming(null) })}
        />
      </CardContent>
    </Card>
  );
}
