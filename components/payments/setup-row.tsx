import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A payment set-up's row: what it is, where it stands, and the button that changes it (the card, payouts). */
export function SetupRow({
  id,
  icon: Icon,
  title,
  heading: Heading,
  text,
  action,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  heading: "h2" | "h4";
  text: string;
  action: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3 text-sm"
    >
      <div className="flex items-center gap-2">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading id={id} className="font-medium">
            {title}
          </Heading>
          <p className="text-muted-foreground">{text}</p>
        </div>
      </div>
      {action}
    </section>
  );
}
