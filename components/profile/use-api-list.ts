"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api";

/**
 * A list a profile tab loads from the API and reloads after each change (SPEC §4 'Lists'). A failed load shows the
 * tab's message as an 'Error' toast (SPEC §8); `failed` lets the tab say it in place too, with a retry.
 */
export function useApiList<T>(path: string, loadError: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (isCurrent: () => boolean = () => true) =>
      apiFetch<T[]>(path).then(
        (loaded) => {
          if (!isCurrent()) return;
          setItems(loaded);
          setFailed(false);
        },
        () => {
          if (!isCurrent()) return;
          setFailed(true);
          toast.error("Error", { description: loadError });
        },
      ),
    [path, loadError],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const reload = useCallback(() => load(), [load]);
  return { items, failed, reload };
}
