import { CircleExclamationPoint } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { errorMessage } from "@/lib/client/errors";

// SPEC §8: when no answer came at all (e.g. the network failed).
const UNKNOWN_ERROR = "An error occurred";

/** The red alert inside the auth dialog (SPEC §2): the server's text, else 'Authentication failed', else this. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertDescription>{errorMessage(error, UNKNOWN_ERROR)}</AlertDescription>
    </Alert>
  );
}
