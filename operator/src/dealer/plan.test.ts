import { describe, expect, it } from "vitest";
import { verifyCommitment } from "@sunrise/games";
import { nextAction, RoundState } from "./plan.js";
import { commitmentOf, serverSeed } from "./server-seed.js";

const view = (state: number, roundCount = 3, openedAt = 1_000, closedBlock = 0) => ({ roundCount, state, openedAt, closedAt: closedBlock ? openedAt + 15 : 0, closedBlock, roundTimeout: 3_600 });

describe("the dealer's next step at a table", () => {
  it("opens the first round, and the next one once a round is settled or refunded", () => {
    expect(nextAction(view(RoundState.NONE, 0), 2_000, 10, 15)).toEqual({ kind: "open", roundId: 1 });
    expect(nextAction(view(RoundState.SETTLED), 2_000, 10, 15)).toEqual({ kind: "open", roundId: 4 });
    expect(nextAction(view(RoundState.REFUNDED), 2_000, 10, 15)).toEqual({ kind: "open", roundId: 4 });
  });

  it("keeps betting open for the whole window, then closes", () => {
    expect(nextAction(view(RoundState.OPEN), 1_014, 10, 15)).toEqual({ kind: "wait" });
    expect(nextAction(view(RoundState.OPEN), 1_015, 10, 15)).toEqual({ kind: "close", roundId: 3 });
  });

  it("settles only once the close's block hash exists", () => {
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 2_000, 42, 15)).toEqual({ kind: "wait" });
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 2_000, 43, 15)).toEqual({ kind: "settle", roundId: 3 });
  });
});

describe("a round the dealer can no longer settle", () => {
  it("is refunded once its client seed has left the blockhash window", () => {
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 2_000, 42 + 256, 15)).toEqual({ kind: "settle", roundId: 3 });
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 2_000, 42 + 257, 15)).toEqual({ kind: "refund", roundId: 3 });
  });

  it("is refunded once it outlived the table's timeout, open or closed", () => {
    expect(nextAction(view(RoundState.OPEN), 1_000 + 3_600, 10, 15)).toEqual({ kind: "refund", roundId: 3 });
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 1_015 + 3_600, 43, 15)).toEqual({ kind: "refund", roundId: 3 });
    expect(nextAction(view(RoundState.CLOSED, 3, 1_000, 42), 1_015 + 3_599, 43, 15)).toEqual({ kind: "settle", roundId: 3 });
  });
});

describe("round server seeds", () => {
  const table = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
  it("are 32 bytes, the same for a round whenever derived, different per round, table and secret", () => {
    const seed = serverSeed("a-long-dealer-secret", table, 7);
    expect(seed).toMatch(/^0x[0-9a-f]{64}$/);
    expect(serverSeed("a-long-dealer-secret", table.toLowerCase(), 7)).toBe(seed);
    expect(new Set([seed, serverSeed("a-long-dealer-secret", table, 8), serverSeed("another-dealer-secret", table, 7), serverSeed("a-long-dealer-secret", "0x" + "1".repeat(40), 7)]).size).toBe(4);
  });

  it("commit as the table checks them: sha256 of the seed's bytes", () => {
    const seed = serverSeed("a-long-dealer-secret", table, 1);
    expect(commitmentOf(seed)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(verifyCommitment(seed, commitmentOf(seed))).toBe(true);
  });
});
