/** What the store tells the indexer's metrics, once per transaction (never per event). */
export interface StoreObserver {
  /** A transaction committed the indexed head `height`; `seconds` from its start to its commit. */
  committed(height: number, seconds: number): void;
  /** The chain reorganised: `depth` indexed blocks were rolled back. */
  reorged(depth: number): void;
  /** Postgres could not be reached or dropped the connection while a group was written; it is written again after `retryInMs`. */
  postgresUnreachable?(error: unknown, attempt: number, retryInMs: number): void;
}

export const secondsSince = (start: number): number => (performance.now() - start) / 1000;
