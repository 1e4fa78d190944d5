"use client";

import { Landmark } from "lucide-react";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { dayLabel } from "@/lib/plans/dates";
import { usePayoutSetup, useStartPayouts } from "./queries";
import { SetupRow } from "./setup-row";

/**
 * A provider's payouts by card payment: set up with Stripe's hosted onboarding (until then they cannot take paid
 * work), or where their payouts go once it is done. Nothing shows in direct payment.
 */
function PayoutSetupBody({ nextPayoutOn }: { nextPayoutOn: string | null }) {
  const setup = usePayoutSetup();
  const start = useStartPayouts();
  if (!setup.data?.card_payments) return null;
  const { ready, account } = setup.data;
  const nextPayout = nextPayoutOn ? `Next payout expected ${dayLabel(nextPayoutOn)}.` : "No payout is on its way.";
  return (
    <SetupRow
      id="payout-setup-title"
      icon={Landmark}
      title="Payouts"
      heading="h4"
      text={
        ready
          ? `Homeowners pay by card and Stripe pays you. ${nextPayout}`
          : account
            ? "Finish setting up payouts with Stripe to take paid work."
            : "Set up payouts with Stripe to take paid work: homeowners pay by card, and Stripe pays you."
      }
      action={
        !ready && (
          <Button size="sm" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? "Opening Stripe..." : account ? "Continue Setup" : "Set Up Payouts"}
          </Button>
        )
      }
    />
  );
}

export const PayoutSetup = withQueries(PayoutSetupBody);
