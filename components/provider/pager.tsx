import { redirect } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { LinkPending } from "@/components/ui/link-pending";

/** The page number a Pager's link carries in `?page=`: 1 unless it is a whole number of at least 1. */
export function pageNumber(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * How many pages `total` items make (at least one), for a page shown from the server. A page past the end (the list
 * shrank since the link was made) redirects to the last page instead.
 */
export function clampPage(page: number, total: number, pageSize: number, href: (page: number) => string): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages) redirect(href(pages));
  return pages;
}

/** Previous/Next and 'Page N of M' (SPEC §9: M is the total divided by the page size, rounded up). */
export function Pager({ page, pages, href }: { page: number; pages: number; href(page: number): string }) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <ButtonLink href={href(page - 1)} variant="outline">
          <ChevronLeft aria-hidden />
          Previous
          <LinkPending />
        </ButtonLink>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <ButtonLink href={href(page + 1)} variant="outline">
          <LinkPending />
          Next
          <ChevronRight aria-hidden />
        </ButtonLink>
      ) : (
        <Button variant="outline" disabled>
          Next
          <ChevronRight aria-hidden />
        </Button>
      )}
    </nav>
  );
}
