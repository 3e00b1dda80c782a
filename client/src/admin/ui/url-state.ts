import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router-dom";

/** Cursors of the pages before the current one, kept in the history entry (the URL holds only `after`). */
interface PagingState { cursors?: string[] }

/** A list's filters in the URL (shareable, kept on reload); changing one returns to the first page. */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>, [keys, params]);
  const set = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch) as [K, string | undefined][]) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete("after");
        return next;
      }),
    [setParams],
  );
  return [values, set];
}

export type SortDir = "asc" | "desc";
export interface Sort { key: string; dir: SortDir }

/** Column sorting in the URL (`sort`, `dir`); a second click on a column reverses it. */
export function useUrlSort(initial?: Sort): [Sort | undefined, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.get("sort");
  const sort: Sort | undefined = key ? { key, dir: params.get("dir") === "desc" ? "desc" : "asc" } : initial;
  const toggle = useCallback(
    (k: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const dir: SortDir = sort?.key === k && sort.dir === "asc" ? "desc" : "asc";
          next.set("sort", k);
          next.set("dir", dir);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, sort?.key, sort?.dir],
  );
  return [sort, toggle];
}

/** Cursor paging: `after` in the URL, the way back in the history entry. */
export function useCursorPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const cursors = (location.state as PagingState | null)?.cursors ?? [];
  const after = params.get("after");
  const go = useCallback(
    (cursor: string | null, stack: string[]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (cursor) next.set("after", cursor);
          else next.delete("after");
          return next;
        },
        { state: { cursors: stack } satisfies PagingState },
      ),
    [setParams],
  );
  return {
    after,
    pageNumber: after ? cursors.length + 2 : 1,
    hasPrevious: after !== null,
    next: (endCursor: string) => go(endCursor, after ? [...cursors, after] : cursors),
    previous: () => go(cursors.at(-1) ?? null, cursors.slice(0, -1)),
    first: () => go(null, []),
  };
}
