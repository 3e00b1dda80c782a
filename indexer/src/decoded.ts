import * as tableAbi from "./abi/GameTable.js";
import { decodeBetPlaced } from "./hex-decoders.js";

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

/** Where a log keeps its decoded value: on the log itself, as a WeakMap of a batch's logs costs the collector more than decoding. */
const DECODED = Symbol("decoded");
type Cached = { [DECODED]?: Decoded };

/** Events read by a decoder of their own rather than the generated codec (the same values, faster). */
const decoders = new Map<EventCodec<unknown>, (log: { topics: string[]; data: string }) => unknown>([[tableAbi.events.BetPlaced, decodeBetPlaced]]);
function decode<T>(event: EventCodec<T>, log: { topics: string[]; data: string }): T {
  const own = decoders.get(event);
  return own ? (own(log) as T) : event.decode(log);
}

/**
 * A log decoded once per batch, whoever asks: the handlers, the rollups and the rankings all read
 * BetPlaced, and decoding was the indexer's largest cost after the database.
 */
export function decoded<T>(event: EventCodec<T>, log: { topics: string[]; data: string }): T {
  const entry = (log as Cached)[DECODED];
  if (!entry) {
    const value = decode(event, log);
    // Not enumerable: copies of the log (spread, JSON) do not carry it.
    Object.defineProperty(log, DECODED, { value: { event, value } });
    return value;
  }
  if (entry.event === event) return entry.value as T;
  entry.others ??= new Map();
  if (!entry.others.has(event)) entry.others.set(event, decode(event, log));
  return entry.others.get(event) as T;
}
