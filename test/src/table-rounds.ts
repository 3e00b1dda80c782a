import { expect } from "vitest";
import { gql } from "./api.js";

/** A round as the public API shows it; `fields` adds what a test reads beyond these. */
export interface RoundView { roundId: number; state: string; closesAt: string | null; serverSeed: string | null; clientSeed: string | null; outcome: number[] | null }

const BASE_FIELDS = "roundId state closesAt serverSeed clientSeed outcome";

/** Reads a table's rounds through the platform's GraphQL API, waiting as a player would. */
export function tableRounds<R extends RoundView = RoundView>(url: string, extraFields = "") {
  const fields = `${BASE_FIELDS} ${extraFields}`.trim();

  async function latestRound(tableId: number): Promise<R | null> {
    const { table } = await gql(url, `query($id: Int!) { table(id: $id) { round { ${fields} } } }`, { id: tableId });
    return table.round;
  }

  /** Waits for a round of the table that still takes bets for at least `seconds`. */
  async function freshRound(tableId: number, seconds = 15, timeout = 90_000): Promise<number> {
    let id = 0;
    await expect.poll(async () => {
      const r = await latestRound(tableId);
      const left = r?.closesAt ? (Date.parse(r.closesAt) - Date.now()) / 1000 : 0;
      id = r && r.state === "open" && left >= seconds ? r.roundId : 0;
      return id;
    }, { timeout, interval: 250 }).toBeGreaterThan(0);
    return id;
  }

  /** Waits until the round is settled (every bet paid) and returns it. */
  async function settledRound(tableId: number, roundId: number, timeout = 90_000): Promise<R> {
    let found: R | undefined;
    await expect.poll(async () => {
      const { tableRounds } = await gql(url, `query($t: Int!) { tableRounds(tableId: $t, first: 5) { edges { node { ${fields} } } } }`, { t: tableId });
      found = (tableRounds.edges as { node: R }[]).map((e) => e.node).find((n) => n.roundId === roundId);
      return found?.state;
    }, { timeout, interval: 500 }).toBe("settled");
    return found!;
  }

  return { latestRound, freshRound, settledRound };
}
