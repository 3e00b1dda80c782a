import { describe, expect, it } from "vitest";
import { fun } from "@subsquid/evm-abi";
import * as p from "@subsquid/evm-codec";
import * as tableAbi from "./abi/GameTable.js";
import { decodeBetPlaced } from "./hex-decoders.js";

// BetPlaced's data is its non-indexed parameters ABI-encoded as a call's arguments (without the selector).
const data = fun("0x00000000", "betPlacedData(uint256,uint32,uint8[],uint256)", { betIndex: p.uint256, kind: p.uint32, numbers: p.array(p.uint8), amount: p.uint256 });
const topic = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;

function log(ev: { tableId: bigint; roundId: bigint; betIndex: bigint; player: string; kind: number; numbers: number[]; amount: bigint }) {
  return {
    topics: [tableAbi.events.BetPlaced.topic, topic(ev.tableId), topic(ev.roundId), `0x${"0".repeat(24)}${ev.player.slice(2)}`],
    data: `0x${data.encode(ev).slice(10)}`,
  };
}

const random = (bits: number) => {
  let n = 0n;
  for (let i = 0; i < bits; i += 16) n = (n << 16n) | BigInt(Math.floor(Math.random() * 65536));
  return n & ((1n << BigInt(bits)) - 1n);
};

describe("decodeBetPlaced", () => {
  it("gives what the generated codec gives, for random bets up to the types' limits", () => {
    for (let i = 0; i < 500; i++) {
      const ev = {
        tableId: random(i % 2 ? 256 : 16),
        roundId: random(i % 3 ? 256 : 32),
        betIndex: random(i % 5 ? 256 : 8),
        player: `0x${random(160).toString(16).padStart(40, "0")}`,
        kind: Number(random(32)),
        numbers: Array.from({ length: i % 40 }, () => Number(random(8))),
        amount: random(i % 7 ? 256 : 64),
      };
      const l = log(ev);
      expect(decodeBetPlaced(l)).toEqual(tableAbi.events.BetPlaced.decode(l));
      expect(decodeBetPlaced(l)).toEqual(ev);
    }
  });

  it("reads an upper-case player as the lower-case address", () => {
    const l = log({ tableId: 1n, roundId: 2n, betIndex: 3n, player: `0x${"ab".repeat(20)}`, kind: 1001, numbers: [17], amount: 5_000_000n });
    l.topics[3] = l.topics[3]!.toUpperCase().replace("0X", "0x");
    expect(decodeBetPlaced(l).player).toBe(`0x${"ab".repeat(20)}`);
  });

  it("refuses a log not laid out as the contract emits BetPlaced", () => {
    const good = log({ tableId: 1n, roundId: 2n, betIndex: 3n, player: `0x${"12".repeat(20)}`, kind: 1, numbers: [1, 2, 3], amount: 10n });
    expect(() => decodeBetPlaced({ ...good, topics: good.topics.slice(0, 3) })).toThrow(/not a BetPlaced/);
    expect(() => decodeBetPlaced({ ...good, topics: [tableAbi.events.PagePaid.topic, ...good.topics.slice(1)] })).toThrow(/not a BetPlaced/);
    // The numbers' offset moved, or the array runs past the data.
    expect(() => decodeBetPlaced({ ...good, data: good.data.slice(0, 2 + 128) + topic(160n).slice(2) + good.data.slice(2 + 192) })).toThrow(/laid out/);
    expect(() => decodeBetPlaced({ ...good, data: good.data.slice(0, -64) })).toThrow(/laid out/);
    expect(() => decodeBetPlaced({ ...good, data: "0x" })).toThrow(/laid out/);
  });
});
