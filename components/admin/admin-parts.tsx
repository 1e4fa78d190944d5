import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Input } from "@/components/ui/input";

/** The /admin pages' sections. Reports is the report queue's page. */
const SECTIONS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/disputes", label: "Disputes" },
  { href: "/admin/audit", label: "Audit" },
] as const;

export function AdminNav({ current }: { current: (typeof SECTIONS)[number]["href"] }) {
  return (
    <nav aria-label="Operator console">
      <ul className="flex flex-wrap gap-1">
        {SECTIONS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={href === current ? "page" : undefined}
              className="inline-flex rounded-md px-3 py-2 text-sm font-medium hover:bg-accent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminPage({
  title,
  current,
  children,
}: {
  title: string;
  current: (typeof SECTIONS)[number]["href"];
  children: ReactNode;
}) {
  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <AdminNav current={current} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}

/** A search box that sends ?q= to the page itself: it works before any script has loaded. */
export function AdminSearch({ label, q }: { label: string; q?: string }) {
  return (
    <form role="search" className="flex gap-2" method="get">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <Input id="admin-search" name="q" type="search" defaultValue={q} placeholder={label} maxLength={200} />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

export const ADMIN_PAGE_SIZE = 25;

/** ?page= (1-based) and ?q= of an /admin list page, as the list functions take them. */
export function adminPageOf(search: { page?: string; q?: string }) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.page ?? "1", 10) || 1));
  const q = search.q?.trim().slice(0, 200) || undefined;
  return { page, q, skip: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** Previous and next links of a list, keeping its search. */
export function Pager({ path, page, total, q }: { path: string; page: number; total: number; q?: string }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const href = (to: number) => `${path}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <ButtonLink href={href(page - 1)} variant="outline" size="sm">
          Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span>
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString("en-US")} in all
      </span>
      {page < pages ? (
        <ButtonLink href={href(page + 1)} variant="outline" size="sm">
          Next
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const formatDay = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
