"use client";

import Link from "next/link";
import { useAuth } from "@/components/auth/auth-provider";
import { withQueries } from "@/components/layout/query-provider";
import { BlockButton } from "./block-button";
import { useBlocks } from "./queries";

/**
 * A provider's public profile, for a signed-in homeowner: 'Block this provider', or, once blocked, where to unblock.
 * The profile itself stays readable either way; it is public.
 */
function ProviderBlockBody({ provider }: { provider: { id: string; name: string } }) {
  const blocks = useBlocks();
  if (!blocks.data) return null;
  if (blocks.data.some((block) => block.user_id === provider.id)) {
    return (
      <p className="text-sm text-muted-foreground">
        You blocked this provider.{" "}
        <Link href="/profile?tab=blocked" className="text-primary underline-offset-4 hover:underline">
          Manage blocked people
        </Link>
      </p>
    );
  }
  return <BlockButton user={provider} kind="provider" />;
}

const ProviderBlockWithQueries = withQueries(ProviderBlockBody);

export function ProviderBlock({ provider }: { provider: { id: string; name: string } }) {
  const { user } = useAuth();
  if (user?.role !== "homeowner") return null;
  return <ProviderBlockWithQueries provider={provider} />;
}
