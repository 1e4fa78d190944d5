import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

/** SPEC §2: the profile page shows a spinner while it loads. */
export default function ProfileLoading() {
  return (
    <main aria-busy className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <Skeleton className="h-9 w-48" />
      <Spinner label="Loading profile…" />
    </main>
  );
}
