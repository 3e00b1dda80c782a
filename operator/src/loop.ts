/** Runs `fn` every `ms` without overlap until stopped. */
export function every(ms: number, fn: () => Promise<void>, onError: (e: unknown) => void): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await fn();
    } catch (e) {
      onError(e);
    }
    if (!stopped) timer = setTimeout(run, ms);
  };
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
