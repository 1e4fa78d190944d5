"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, MessageCircle, Send } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { notificationKeys } from "@/components/notifications/queries";
import { ReportButton } from "@/components/reports/report-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, FormTextarea, useZodForm } from "@/components/ui/form";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { JobDto } from "@/lib/jobs/dto";
import { postMessageSchema } from "@/lib/messages/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { messageKeys, useSendMessage, useThread, useThreads } from "./queries";
import { formatRecentMoment } from "@/lib/format/dates";

function Composer({ jobId, providerId }: { jobId: string; providerId: string | null }) {
  const send = useSendMessage(jobId, providerId);
  const form = useZodForm(postMessageSchema, { defaultValues: { body: "" } });
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={form.handleSubmit((values) => send.mutate(values, { onSuccess: () => form.reset({ body: "" }) }))}
      >
        <FormTextarea
          control={form.control}
          name="body"
          label="Your message"
          rows={3}
          {...inputLimits(postMessageSchema.shape.body)}
        />
        <Button type="submit" className="justify-self-end" disabled={send.isPending}>
          <Send aria-hidden />
          {send.isPending ? "Sending..." : "Send"}
        </Button>
      </form>
    </Form>
  );
}

/** One conversation, refreshed every few seconds while shown; opening it marks it read, so the badges refresh. */
function Thread({ jobId, providerId, title }: { jobId: string; providerId: string | null; title: string }) {
  const queryClient = useQueryClient();
  const query = useThread(jobId, providerId, { enabled: true });
  const list = useRef<HTMLOListElement>(null);
  const count = query.data?.messages.length ?? 0;
  useEffect(() => {
    if (!query.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
  }, [query.dataUpdatedAt, queryClient]);
  // The list scrolls to its newest message by itself: scrolling it into view would also scroll the drawer down.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  if (query.isPending) return <Spinner label="Loading messages" className="py-4" />;
  if (query.isError && !query.data)
    return <LoadError message="Failed to load messages" onRetry={query.refetch} retrying={query.isFetching} />;
  const { thread, messages } = query.data;
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-medium">{title}</h4>
      {thread.contact_details_masked && (
        <p className="text-xs text-muted-foreground">
          Phone numbers and email addresses are hidden until the job is claimed.
        </p>
      )}
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <ol
          ref={list}
          className="grid max-h-72 gap-2 overflow-y-auto pr-1"
          aria-label="Messages, oldest first"
          aria-live="polite"
        >
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.mine ? "ml-6 rounded-lg bg-primary/10 p-2.5" : "mr-6 rounded-lg bg-muted p-2.5"}
            >
              <p className="flex justify-between gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{message.mine ? "You" : message.sender_name}</span>
                <time dateTime={message.created_at}>{formatRecentMoment(message.created_at)}</time>
              </p>
              <p className="text-sm break-words whitespace-pre-line">{message.body}</p>
              {message.mine ? (
                <p className="text-right text-xs text-muted-foreground">{message.read_at ? "Read" : "Sent"}</p>
              ) : (
                <div className="flex justify-end">
                  <ReportButton
                    compact
                    subjectType="message"
                    subjectId={message.id}
                    ownerId={message.sender_id}
                    what={`this message from ${message.sender_name}`}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {thread.can_write ? (
        <Composer jobId={jobId} providerId={providerId} />
      ) : (
        <p className="text-sm text-muted-foreground">This conversation is closed.</p>
      )}
    </div>
  );
}

/** The owner of a job nobody was hired for yet: the providers who asked, each opening their thread. */
function OwnerThreads({ job }: { job: JobDto }) {
  const [providerId, setProviderId] = useState<string | null>(null);
  const query = useThreads(job.id, { enabled: providerId === null });
  if (providerId) {
    const name = query.data?.find((thread) => thread.provider_id === providerId)?.provider_name ?? "the provider";
    return (
      <div className="grid gap-2">
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setProviderId(null)}>
          <ArrowLeft aria-hidden />
          All conversations
        </Button>
        <Thread jobId={job.id} providerId={providerId} title={`With ${name}`} />
      </div>
    );
  }
  if (query.isPending) return <Spinner label="Loading messages" className="py-4" />;
  if (query.isError && !query.data)
    return <LoadError message="Failed to load messages" onRetry={query.refetch} retrying={query.isFetching} />;
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">No questions from providers yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Conversations">
      {query.data.map((thread) => (
        <li key={thread.id}>
          <button
            type="button"
            onClick={() => setProviderId(thread.provider_id)}
            className="grid w-full gap-0.5 rounded-lg border p-3 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-center justify-between gap-2 font-medium">
              {thread.provider_name}
              {thread.unread_count > 0 && <Badge variant="destructive">{thread.unread_count} new</Badge>}
            </span>
            {thread.last_message && (
              <span className="truncate text-sm text-muted-foreground">{thread.last_message.body}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The job drawer's Messages section: before a hire, a provider asks the owner in their own thread and
 * the owner answers each; after it, the owner and the assigned provider talk. Nobody else sees a thread.
 */
export function JobMessages({ job }: { job: JobDto }) {
  const { user } = useAuth();
  if (!user) return null;
  const isOwner = user.id === job.user_id;
  const isAssigned = job.provider_id === user.id;
  // A provider talks about a job not yet given to anyone, or given to them.
  const providerInThread = user.role === "provider" && !isOwner && (job.provider_id === null || isAssigned);
  if (!isOwner && !providerInThread) return null;
  return (
    <section aria-labelledby={`messages-${job.id}`} className="grid gap-3 border-t pt-4">
      <h3 id={`messages-${job.id}`} className="flex items-center gap-2 font-semibold">
        <MessageCircle className="size-4" aria-hidden />
        Messages
      </h3>
      {isOwner ? (
        job.provider_id ? (
          <Thread jobId={job.id} providerId={job.provider_id} title={`With ${job.provider_name ?? "your provider"}`} />
        ) : (
          <OwnerThreads job={job} />
        )
      ) : (
        <Thread
          jobId={job.id}
          providerId={null}
          title={isAssigned ? `With ${job.owner_name}` : `Ask ${job.owner_name} a question`}
        />
      )}
    </section>
  );
}
