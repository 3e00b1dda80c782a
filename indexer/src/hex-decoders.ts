import * as tableAbi from "./abi/GameTable.js";

type BetPlaced = ReturnType<typeof tableAbi.events.BetPlaced.decode>;

/** The hex digits of a log's data word i (32 bytes), without "0x". */
const word = (data: string, i: number) => data.slice(2 + i * 64, 66 + i * 64);

/**
 * BetPlaced read straight from the log's hex: the same values the generated codec gives, about ten
 * times faster. Nine in ten logs of a busy table are BetPlaced, and the codec (a Buffer, a DataView
 * and a tracked object per topic and per array) was a sixth of the indexer's time on a dense chain.
 * Anything not laid out as the contract emits it (topic count, the array's offset and length) throws.
 */
export function decodeBetPlaced(log: { topics: string[]; data: string }): BetPlaced {
  const { topics, data } = log;
  if (topics.length !== 4 || topics[0] !== tableAbi.events.BetPlaced.topic) throw new Error("not a BetPlaced log");
  // Words: betIndex, kind, offset of numbers (always 4 words in), amount; then numbers' length and items.
  const offset = Number.parseInt(word(data, 2), 16);
  const length = data.length >= 2 + 5 * 64 ? Number.parseInt(word(data, 4), 16) : NaN;
  if (offset !== 4 * 32 || !(length * 64 + 2 + 5 * 64 <= data.length)) throw new Error("BetPlaced data is not laid out as the contract emits it");
  const numbers = new Array<number>(length);
  for (let i = 0; i < length; i++) numbers[i] = Number.parseInt(word(data, 5 + i).slice(62), 16);
  return {
    tableId: BigInt(topics[1]!),
    roundId: BigInt(topics[2]!),
    betIndex: BigInt(`0x${word(data, 0)}`),
    player: `0x${topics[3]!.slice(26).toLowerCase()}`,
    kind: Number.parseInt(word(data, 1).slice(56), 16),
    numbers,
    amount: BigInt(`0x${word(data, 3)}`),
  };
}
