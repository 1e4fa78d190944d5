/**
 * `path` with its search params changed: a string sets a key, null removes it. The one way the screens edit the
 * URL's state (filters, pages, tabs, a linked drawer).
 */
export function hrefWith(
  path: string,
  params: Record<string, string> | URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
