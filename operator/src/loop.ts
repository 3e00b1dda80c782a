/**
 * Runs `fn` every `ms` without overlap until stopped. Stopping resolves once the run in progress
 * (if any) has finished, so a shutdown never cuts a transaction or a task in half.
 */
export function every(ms: number, fn: () => Promise<void>, onError: (e: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      await fn();
    } catch (e) {
      onError(e);
    }
    if (!stopped) timer = setTimeout(() => void (running = run()), ms);
  };
  running = run();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
