import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { gql } from "./api.js";

const FINAL = ["settled", "refunded", "forfeited"];
const ROUNDS = `query($t: Int!) { tableRounds(tableId: $t, first: 20) { edges { node { id roundId state bets { id betIndex payout refunded } } } } }`;
const root = resolve(new URL("../..", import.meta.url).pathname);

interface RoundRow { roundId: number; state: string; bets: { betIndex: number; payout: string | null; refunded: boolean }[] }

export interface RoundsAudit {
  /** Rounds looked at (each table's latest 20 but its last two, which may still be in play). */
  rounds: number;
  bets: number;
  /** Tables (one per game) whose latest settled round with bets `npm run verify` re-derived from chain data alone. */
  verified: number;
  problems: string[];
}

/**
 * What a run of play must leave: every round of every table before its last two is final (settled,
 * refunded or forfeited), each bet in it paid once or refunded, and for each game a table's latest
 * settled round with bets passes `npm run verify` (every payout re-derived from chain data alone).
 */
export async function auditRounds(url: string, deploymentsFile: string): Promise<RoundsAudit> {
  const tables = (await gql<{ tables: { id: number; gameType: number; contractAddress: string }[] }>(url, `{ tables { id gameType contractAddress } }`)).tables;
  const audit: RoundsAudit = { rounds: 0, bets: 0, verified: 0, problems: [] };
  // Every read first: each verify takes seconds, and a kept-alive connection would idle out between reads.
  const byTable = [];
  for (const table of tables) {
    const rounds = (await gql<{ tableRounds: { edges: { node: RoundRow }[] } }>(url, ROUNDS, { t: table.id })).tableRounds.edges.map((e) => e.node).sort((a, b) => a.roundId - b.roundId);
    byTable.push({ ...table, rounds });
  }
  const verifiedGames = new Set<number>();
  for (const { id, gameType, contractAddress, rounds } of byTable) {
    for (const r of rounds.slice(0, -2)) {
      audit.rounds++;
      audit.bets += r.bets.length;
      const where = `table ${id} round ${r.roundId}`;
      if (!FINAL.includes(r.state)) audit.problems.push(`${where} is ${r.state}`);
      for (const b of r.bets) if (b.payout === null && !b.refunded) audit.problems.push(`${where} bet ${b.betIndex} neither paid nor refunded`);
      if (new Set(r.bets.map((b) => b.betIndex)).size !== r.bets.length) audit.problems.push(`${where} lists a bet twice`);
    }
    // One table of each game is re-derived from chain data (each verify is a process of its own).
    const played = rounds.filter((r) => r.state === "settled" && r.bets.length > 0).at(-1);
    if (!played || verifiedGames.has(gameType)) continue;
    verifiedGames.add(gameType);
    const run = spawnSync("npm", ["run", "--silent", "verify", "--", "--table", contractAddress, "--round", String(played.roundId), "--deployments", deploymentsFile], { cwd: root, encoding: "utf8" });
    if (run.status === 0) audit.verified++;
    else audit.problems.push(`table ${id} round ${played.roundId} fails verify:\n${run.stdout}${run.stderr}`);
  }
  return audit;
}

/** The proof of reserves from chain data alone (`npm run verify -- --reserves`): null when it holds. */
export function reservesProblem(deploymentsFile: string): string | null {
  const run = spawnSync("npm", ["run", "--silent", "verify", "--", "--reserves", "--deployments", deploymentsFile], { cwd: root, encoding: "utf8" });
  return run.status === 0 ? null : `${run.stdout}${run.stderr}`;
}
