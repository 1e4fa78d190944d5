import { CircleExclamationPoint } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** The red alert inside the auth dialog (SPEC §2). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
