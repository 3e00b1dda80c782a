import { describe, expect, it } from "vitest";
import { verifyCommitment } from "@sunrise/games";
import { nextAction, RoundState, ShoeState, type RoundView, type ShoeView } from "./plan.js";
import { commitmentOf, serverSeed, shoeSeed } from "./server-seed.js";

const round = (state: number, o: Partial<RoundView> = {}): RoundView => ({ roundCount: 3, state, closesAt: 1_015, settleBy: 1_015 + 3_600, closedBlock: state >= RoundState.CLOSED ? 42 : 0, unpaid: 0, ...o });
const none = round(RoundState.NONE, { roundCount: 0 });
const stream = (r: RoundView) => ({ round: r });
const shoeTable = (r: RoundView, s: Partial<ShoeView> = {}) => ({ round: r, shoe: { shoeId: 2, state: ShoeState.DEALING, startedBlock: 30, ...s } });

describe("the dealer's next step at a stream table", () => {
  it("opens the first round, and the next one once a round is settled, refunded or forfeited and paid", () => {
    expect(nextAction(stream(none), 2_000, 10)).toEqual({ kind: "open", roundId: 1 });
    for (const state of [RoundState.SETTLED, RoundState.REFUNDED, RoundState.FORFEITED]) expect(nextAction(stream(round(state)), 2_000, 50)).toEqual({ kind: "open", roundId: 4 });
  });

  it("pays the rest of a round's bets, page by page, before anything else", () => {
    for (const state of [RoundState.REVEALED, RoundState.FORFEITED, RoundState.REFUNDED]) expect(nextAction(stream(round(state, { unpaid: 5 })), 2_000, 50, false)).toEqual({ kind: "pay", roundId: 3 });
  });

  it("opens no new round at a table that may not open, but finishes the one it is in", () => {
    expect(nextAction(stream(round(RoundState.SETTLED)), 2_000, 10, false)).toEqual({ kind: "wait" });
    expect(nextAction(stream(none), 2_000, 10, false)).toEqual({ kind: "wait" });
    expect(nextAction(stream(round(RoundState.OPEN)), 1_015, 10, false)).toEqual({ kind: "close", roundId: 3 });
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_016, 42, false)).toEqual({ kind: "settle", roundId: 3 });
  });

  it("keeps betting open until the round's closing time on chain, then closes", () => {
    expect(nextAction(stream(round(RoundState.OPEN)), 1_014, 10)).toEqual({ kind: "wait" });
    expect(nextAction(stream(round(RoundState.OPEN)), 1_015, 10)).toEqual({ kind: "close", roundId: 3 });
  });

  it("settles as soon as the close is mined: the settle lands in a later block, where the close's hash exists", () => {
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_016, 42)).toEqual({ kind: "settle", roundId: 3 });
  });
});

describe("a stream round the dealer can no longer settle", () => {
  it("is forfeited once its close's hash is out of reach for the next block", () => {
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_100, 42 + 255)).toEqual({ kind: "settle", roundId: 3 });
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_100, 42 + 256)).toEqual({ kind: "forfeit", roundId: 3 });
  });

  it("is forfeited past its deadline when closed, refunded when it never closed", () => {
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_015 + 3_599, 43)).toEqual({ kind: "settle", roundId: 3 });
    expect(nextAction(stream(round(RoundState.CLOSED)), 1_015 + 3_600, 43)).toEqual({ kind: "forfeit", roundId: 3 });
    expect(nextAction(stream(round(RoundState.OPEN)), 1_015 + 3_600, 10)).toEqual({ kind: "refund", roundId: 3 });
  });
});

describe("the dealer's next step at a shoe table", () => {
  it("starts the first shoe, publishes its root once its start is mined, then opens rounds", () => {
    expect(nextAction(shoeTable(none, { shoeId: 0, state: ShoeState.NONE }), 2_000, 5)).toEqual({ kind: "startShoe", shoeId: 1 });
    expect(nextAction(shoeTable(none, { shoeId: 1, state: ShoeState.COMMITTED, startedBlock: 6 }), 2_000, 6)).toEqual({ kind: "setShoeRoot", shoeId: 1 });
    expect(nextAction(shoeTable(none, { shoeId: 1 }), 2_000, 7)).toEqual({ kind: "open", roundId: 1 });
  });

  it("settles a shoe round as soon as betting is closed, and forfeits it (never refunds) past its deadline", () => {
    expect(nextAction(shoeTable(round(RoundState.CLOSED)), 1_016, 42)).toEqual({ kind: "settle", roundId: 3 });
    expect(nextAction(shoeTable(round(RoundState.CLOSED)), 1_015 + 3_600, 43)).toEqual({ kind: "forfeit", roundId: 3 });
    expect(nextAction(shoeTable(round(RoundState.OPEN)), 1_015 + 3_600, 43)).toEqual({ kind: "forfeit", roundId: 3 });
  });

  it("reveals a finished shoe even when it may not open, and starts the next only when it may", () => {
    expect(nextAction(shoeTable(round(RoundState.SETTLED), { state: ShoeState.FINISHED }), 2_000, 50, false)).toEqual({ kind: "revealShoe", shoeId: 2 });
    expect(nextAction(shoeTable(round(RoundState.SETTLED), { state: ShoeState.REVEALED }), 2_000, 50)).toEqual({ kind: "startShoe", shoeId: 3 });
    expect(nextAction(shoeTable(round(RoundState.SETTLED), { state: ShoeState.REVEALED }), 2_000, 50, false)).toEqual({ kind: "wait" });
  });

  it("pays the finishing round's last pages before revealing its shoe", () => {
    expect(nextAction(shoeTable(round(RoundState.REVEALED, { unpaid: 3 }), { state: ShoeState.FINISHED }), 2_000, 50)).toEqual({ kind: "pay", roundId: 3 });
  });

  it("starts a new shoe over one whose entropy block is out of reach (the contract abandons it)", () => {
    const committed = { shoeId: 2, state: ShoeState.COMMITTED, startedBlock: 30 };
    expect(nextAction(shoeTable(round(RoundState.SETTLED), committed), 2_000, 30 + 255)).toEqual({ kind: "setShoeRoot", shoeId: 2 });
    expect(nextAction(shoeTable(round(RoundState.SETTLED), committed), 2_000, 30 + 256)).toEqual({ kind: "startShoe", shoeId: 3 });
    expect(nextAction(shoeTable(round(RoundState.SETTLED), { ...committed, state: ShoeState.ABANDONED }), 2_000, 400)).toEqual({ kind: "startShoe", shoeId: 3 });
  });
});

describe("seeds", () => {
  const table = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
  it("are 32 bytes, the same whenever derived, different per round, shoe, table and secret", () => {
    const seed = serverSeed("a-long-dealer-secret", table, 7);
    expect(seed).toMatch(/^0x[0-9a-f]{64}$/);
    expect(serverSeed("a-long-dealer-secret", table.toLowerCase(), 7)).toBe(seed);
    expect(shoeSeed("a-long-dealer-secret", table.toLowerCase(), 7)).toBe(shoeSeed("a-long-dealer-secret", table, 7));
    const all = [seed, serverSeed("a-long-dealer-secret", table, 8), serverSeed("another-dealer-secret", table, 7), serverSeed("a-long-dealer-secret", "0x" + "1".repeat(40), 7), shoeSeed("a-long-dealer-secret", table, 7)];
    expect(new Set(all).size).toBe(5);
  });

  it("commit as the table checks them: sha256 of the seed's bytes", () => {
    const seed = shoeSeed("a-long-dealer-secret", table, 1);
    expect(commitmentOf(seed)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(verifyCommitment(seed, commitmentOf(seed))).toBe(true);
  });
});
