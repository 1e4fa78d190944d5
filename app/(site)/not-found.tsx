import { House } from "lucide-react";
import { LogMissingPath } from "@/components/layout/log-missing-path";
import { ButtonLink } from "@/components/ui/button-link";

export default function NotFound() {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-20">
      <LogMissingPath />
      <div className="grid justify-items-center gap-4 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
        <p className="text-xl text-muted-foreground">Oops! Page not found</p>
        <ButtonLink href="/">
          <House aria-hidden />
          Return to Home
        </ButtonLink>
      </div>
    </main>
  );
}
