import { useEffect, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";

export const LOADING_RELEASE_MS = 200;
export const LOADING_SAFETY_MS = 5000;
/** The spinner shows only for loading that lasts: a quick background refresh (a poll during play) does not flash it. */
export const SPINNER_DELAY_MS = 400;

/**
 * SPEC §4 loading counter: +1 per request, −1 200 ms after its response, never below 0; when
 * loading lasts 5 seconds the counter is force-cleared so a lost response never sticks.
 */
export function createLoadingCounter() {
  let count = 0;
  let safety: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (n: number) => {
    count = Math.max(0, n);
    if (count > 0 && !safety) safety = setTimeout(() => ((safety = undefined), set(0)), LOADING_SAFETY_MS);
    if (count === 0 && safety) {
      clearTimeout(safety);
      safety = undefined;
    }
    listeners.forEach((l) => l());
  };
  return {
    begin: () => set(count + 1),
    end: () => void setTimeout(() => set(count - 1), LOADING_RELEASE_MS),
    get: () => count,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  };
}

export const loadingCounter = createLoadingCounter();

/** Counts as one request while mounted: code still arriving (a lazy page) shows the same global spinner. */
export function useLoadingHold(counter: Pick<ReturnType<typeof createLoadingCounter>, "begin" | "end"> = loadingCounter) {
  useEffect(() => {
    counter.begin();
    return () => counter.end();
  }, [counter]);
}

/** A page's place while it loads: empty, since the one global spinner says it is loading. */
export function PageLoading({ className = "page center pad", testId = "page-loading" }: { className?: string; testId?: string }) {
  useLoadingHold();
  return <div className={className} data-testid={testId} aria-busy="true" />;
}

/** The one global spinner (SPEC §2), shown while the loading counter is above zero; pages show no spinner of their own. */
export function LoadingIndicator() {
  const loading = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get) > 0;
  const [shown, setShown] = useState(false);
  const intl = useIntl();
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!loading || !shown) return null;
  return (
    <div className="loading-indicator" data-testid="spinner" role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: "common.loading" })}>
      <span className="spinner" />
    </div>
  );
}
