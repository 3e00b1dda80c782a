/** A loop run by `repeat`: `wake` runs it now rather than at the end of its pause. */
export interface Loop {
  /** Runs `fn` at once if it is pausing, or again right after the run in progress. */
  wake(): void;
  /** Resolves once the run in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `fn` every `ms` without overlap until stopped. Stopping resolves once the run in progress
 * (if any) has finished, so a shutdown never cuts a transaction or a task in half.
 */
export function every(ms: number, fn: () => Promise<void>, onError: (e: unknown) => void): () => Promise<void> {
  return repeat(ms, fn, onError).stop;
}

/** `every`, which can also be woken (a notification that there is work): wakes during a run coalesce into one more run. */
export function repeat(ms: number, fn: () => Promise<void>, onError: (e: unknown) => void): Loop {
  let stopped = false;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    timer = undefined;
    woken = false;
    try {
      await fn();
    } catch (e) {
      onError(e);
    }
    if (!stopped) timer = setTimeout(() => void (running = run()), woken ? 0 : ms);
  };
  running = run();
  return {
    wake: () => {
      if (stopped) return;
      if (!timer) {
        woken = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void (running = run()), 0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
