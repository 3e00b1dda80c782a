import { describe, expect, it } from "vitest";
import type { Channel } from "@sunrise/db";
import { ADDRESSES_PER_NOTICE, coalesceNotices, MAX_BET_NOTICES_PER_ROUND, type Notice } from "./coalesce.js";

const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const bet = (roundKey: string, i: number): Notice => ["table_bet" as Channel, { id: `${roundKey}:${i}`, tableId: 3, roundKey }];
const balance = (...addresses: string[]): Notice => ["balance" as Channel, { addresses }];

describe("coalesceNotices", () => {
  it("merges a batch's balance notices into one of distinct addresses, sent last", () => {
    const round: Notice = ["table_round" as Channel, { id: "r" }];
    expect(coalesceNotices([balance(addr(1)), round, balance(addr(2), addr(1))])).toEqual([round, balance(addr(1), addr(2))]);
  });

  it("keeps one notice per bet while a round has few bets in the batch", () => {
    const bets = [bet("t:1", 0), bet("t:1", 1), bet("t:2", 0)];
    expect(coalesceNotices(bets)).toEqual(bets);
  });

  it("collapses a round's bets into one round notice when the batch holds many of them", () => {
    const many = Array.from({ length: MAX_BET_NOTICES_PER_ROUND + 1 }, (_, i) => bet("t:1", i));
    expect(coalesceNotices([...many, bet("t:2", 0)])).toEqual([["table_bet", { roundKey: "t:1", tableId: 3 }], bet("t:2", 0)]);
  });

  it("names a round once, where it was last named, however many of its events the batch holds", () => {
    const round = (id: string): Notice => ["table_round" as Channel, { id }];
    expect(coalesceNotices([round("r1"), bet("t:1", 0), round("r2"), round("r1"), round("r1")])).toEqual([bet("t:1", 0), round("r2"), round("r1")]);
  });

  it("splits many addresses over several notices that each fit a NOTIFY payload", () => {
    const addresses = Array.from({ length: ADDRESSES_PER_NOTICE * 2 + 1 }, (_, i) => addr(i + 1));
    const out = coalesceNotices(addresses.map((a) => balance(a)));
    expect(out).toHaveLength(3);
    expect(out.flatMap(([, p]) => (p as { addresses: string[] }).addresses)).toEqual(addresses);
    for (const [, p] of out) expect(JSON.stringify(p).length).toBeLessThan(8000);
  });
});
