import Link from "next/link";
import { Logo } from "./logo";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/dashboard/provider", label: "Browse Jobs" },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Connecting homeowners with trusted local lawn care providers.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} LawnLink. All rights reserved.
      </p>
    </footer>
  );
}
