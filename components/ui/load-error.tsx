import { Alert, AlertDescription } from "./alert";
import { RetryButton, type RetryProps } from "./retry-button";

type LoadErrorProps = RetryProps & {
  /** What failed, in SPEC §8's words ('Failed to load jobs. Please try again.'). */
  message: string;
};

/**
 * The one "failed to load / Try again" alert. Not a client component itself: where a server component shows it (a
 * page's own read failed), only its button is the browser's.
 */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="grid gap-2">
        <span>{message}</span>
        <RetryButton onRetry={onRetry} retrying={retrying} />
      </AlertDescription>
    </Alert>
  );
}
