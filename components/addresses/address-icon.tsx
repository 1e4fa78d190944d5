import { Briefcase, House, MapPin } from "lucide-react";

/** SPEC §2: a home icon when the label mentions 'home', a work icon for 'office' or 'work', else a pin. */
export function AddressIcon({ label, className }: { label: string; className?: string }) {
  const text = label.toLowerCase();
  const Icon = text.includes("home") ? House : text.includes("office") || text.includes("work") ? Briefcase : MapPin;
  return <Icon className={className} aria-hidden />;
}
