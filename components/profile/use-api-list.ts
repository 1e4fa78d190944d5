"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api";

/** A list the profile tabs load from the API, reloaded after each change (SPEC §4 'Lists'). */
export function useApiList<T>(path: string, loadError: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const show = useCallback(
    (request: Promise<T[]>, isCurrent: () => boolean = () => true) =>
      request.then(
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
    [loadError],
  );
  useEffect(() => {
    let current = true;
    void show(apiFetch<T[]>(path), () => current);
    return () => {
      current = false;
    };
  }, [path, show]);
  return { items, failed, reload: () => show(apiFetch<T[]>(path)) };
}
