"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";

type Page<T> = { items: T[]; hasMore: boolean };

/**
 * A list the portal shows a page of and extends on request: `fetchPage(offset)` loads the next
 * page; rows already shown are not repeated (a row added meanwhile shifts the offsets).
 */
export function useLoadMore<T>(initial: Page<T>, fetchPage: (offset: number) => Promise<Page<T>>, keyOf: (item: T) => string, failure: string) {
  const [items, setItems] = useState(initial.items);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage(items.length);
      setItems((list) => {
        const known = new Set(list.map(keyOf));
        return [...list, ...page.items.filter((item) => !known.has(keyOf(item)))];
      });
      setHasMore(page.hasMore);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : failure);
    } finally {
      setLoading(false);
    }
  };

  return { items, setItems, hasMore, loading, error, loadMore };
}

/** The "Show older …" button under such a list, and the failure of its last load. */
export function LoadMore({ hasMore, loading, error, onLoad, label }: { hasMore: boolean; loading: boolean; error: string | null; onLoad: () => void; label: string }) {
  return (
    <>
      {hasMore ? (
        <Button type="button" variant="outline" onClick={onLoad} disabled={loading}>
          {loading ? <Spinner aria-hidden="true" /> : null}
          {loading ? "Loading..." : label}
        </Button>
      ) : null}
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
