import { notFound } from "next/navigation";

// Any path no page matches: the not-found page of this group, so it has the site header too.
export default function MissingPage() {
  notFound();
}
