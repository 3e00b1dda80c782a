/** An event of an ABI module (what `events.X` of `src/abi/*.ts` is). */
interface EventCodec<T> {
  decode(log: { topics: string[]; data: string }): T;
}

/** A log's decoded value, by the event that decoded it (almost always one event per log, so no Map). */
interface Decoded {
  event: EventCodec<unknown>;
  value: unknown;
  others?: Map<EventCodec<unknown>, unknown>;
}

const cache = new WeakMap<object, Decoded>();

/**
 * A log decoded once per batch, whoever asks: the handlers, the rollups and the rankings all read
 * BetPlaced, and decoding was the indexer's largest cost after the database.
 */
export function decoded<T>(event: EventCodec<T>, log: { topics: string[]; data: string }): T {
  const entry = cache.get(log);
  if (!entry) {
    const value = event.decode(log);
    cache.set(log, { event, value });
    return value;
  }
  if (entry.event === event) return entry.value as T;
  entry.others ??= new Map();
  if (!entry.others.has(event)) entry.others.set(event, event.decode(log));
  return entry.others.get(event) as T;
}
