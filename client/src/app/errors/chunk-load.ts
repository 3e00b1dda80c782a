/** SPEC §8/§9: a script chunk that will not load is reported after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** How long to wait before asking for a chunk again (a deploy or a dropped connection usually recovers). */
export const CHUNK_RETRY_MS = 5_000;

/** A route's code could not be loaded within the time-out: the page offers Reload. */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

export const isChunkLoadError = (e: unknown): e is ChunkLoadError => e instanceof Error && e.name === "ChunkLoadError";

interface Timing { timeoutMs?: number; retryMs?: number }

/** Loads a chunk, asking again every few seconds, and gives up with a ChunkLoadError once 120 s have passed. */
export function loadChunk<M>(load: () => Promise<M>, { timeoutMs = CHUNK_TIMEOUT_MS, retryMs = CHUNK_RETRY_MS }: Timing = {}): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    let settled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastError: unknown;
    const deadline = setTimeout(() => finish(() => reject(new ChunkLoadError("The page's code could not be loaded", { cause: lastError }))), timeoutMs);
    const finish = (end: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(retry);
      end();
    };
    const attempt = () => {
      load().then(
        (m) => finish(() => resolve(m)),
        (e: unknown) => {
          lastError = e;
          if (!settled) retry = setTimeout(attempt, retryMs);
        },
      );
    };
    attempt();
  });
}
