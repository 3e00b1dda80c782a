import { describe, expect, it } from "vitest";
import { DecisionOutcomes } from "./decision-outcomes.js";

type Row = { state: string };

describe("waiting for a signed decision's outcome", () => {
  it("reads the row again only when its notice comes, and answers once it is no longer pending", async () => {
    const outcomes = new DecisionOutcomes();
    let row: Row = { state: "pending" };
    let reads = 0;
    const answer = outcomes.settled("7", async () => (reads++, row), 5_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(1);
    outcomes.changed("8");
    row = { state: "sent" };
    outcomes.changed("7");
    expect(await answer).toEqual({ state: "sent" });
    expect(reads).toBe(2);
    expect(outcomes.size).toBe(0);
  });

  it("does not lose a notice that comes while the row is being read", async () => {
    const outcomes = new DecisionOutcomes();
    let reads = 0;
    const answer = outcomes.settled("7", async () => {
      reads++;
      // The dealer refuses it between this read's query and its answer.
      if (reads === 1) outcomes.changed("7");
      return { state: reads === 1 ? "pending" : "refused" };
    }, 5_000);
    expect(await answer).toEqual({ state: "refused" });
  });

  it("answers the row as it stands once the time is up", async () => {
    const outcomes = new DecisionOutcomes();
    const started = Date.now();
    expect(await outcomes.settled("7", async () => ({ state: "pending" }), 200)).toEqual({ state: "pending" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(outcomes.size).toBe(0);
  });
});
