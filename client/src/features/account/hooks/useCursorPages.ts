import { useCallback, useState } from "react";

/** Previous / next over a cursor-paged list: the cursors of the pages before the current one. */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([]);
  const [after, setAfter] = useState<string | null>(null);
  return {
    after,
    page: stack.length + 1,
    hasPrevious: stack.length > 0,
    next: (endCursor: string) => {
      setStack((s) => [...s, after]);
      setAfter(endCursor);
    },
    previous: () => {
      setAfter(stack.at(-1) ?? null);
      setStack((s) => s.slice(0, -1));
    },
    reset: useCallback(() => {
      setStack([]);
      setAfter(null);
    }, []),
  };
}
