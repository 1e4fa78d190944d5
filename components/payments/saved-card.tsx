"use client";

import { useState } from "react";
import { CreditCard } from "lucide-react";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { useSavedCard } from "./queries";
import { SetupRow } from "./setup-row";

const CardDialog = onDemand(() => import("./card-dialog").then((module) => module.CardDialog));

/** "Visa •••• 4242" */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;

/**
 * The homeowner's card for paying after the work, where card payment is on: which card it is, and adding or changing
 * it. Nothing shows in direct payment.
 */
function SavedCardBody() {
  const saved = useSavedCard();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (!saved.data?.card_payments) return null;
  const { card } = saved.data;
  return (
    <SetupRow
      id="saved-card-title"
      icon={CreditCard}
      title="Card for payments"
      heading="h2"
      text={
        card
          ? `${cardLabel(card)}: charged after you confirm each job's work.`
          : "Add a card: it is charged only after you confirm the work is done."
      }
      action={
        <>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {card ? "Change Card" : "Add a Card"}
          </Button>
          {opened && (
            <CardDialog
              open={open}
              onOpenChange={setOpen}
              title={card ? "Change your card" : "Add a card"}
              description="Your card is kept by Stripe. LawnLink charges it only after you confirm completed work."
              submitLabel="Save Card"
            />
          )}
        </>
      }
    />
  );
}

export const SavedCard = withQueries(SavedCardBody);
