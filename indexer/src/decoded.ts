/** An event of an ABI module (what `events.X` of `src/abi/*.ts` is). */
interface EventCodec<T> {
  decode(log: { topics: string[]; data: string }): T;
}

const cache = new WeakMap<object, Map<EventCodec<unknown>, unknown>>();

/**
 * A log decoded once per batch, whoever asks: the handlers, the rollups and the rankings all read
 * BetPlaced, and decoding was the indexer's largest cost after the database.
 */
export function decoded<T>(event: EventCodec<T>, log: { topics: string[]; data: string }): T {
  let values = cache.get(log);
  if (!values) cache.set(log, (values = new Map()));
  if (values.has(event)) return values.get(event) as T;
  const value = event.decode(log);
  values.set(event, value);
  return value;
}
