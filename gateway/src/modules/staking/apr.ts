import type { RoundPoolFigure } from "@sunrise/db";

const YEAR_SECONDS = 365n * 86_400n;

/** One ended round as the APR needs it: its reward, length and what each pool held. */
export interface AprRound {
  reward: bigint;
  seconds: bigint;
  pools: RoundPoolFigure[];
}

/** Each pool's share of a round's reward: by weight among the pools that held stakes, as endRound splits it. */
export function poolShare(pools: RoundPoolFigure[], pool: string, reward: bigint): bigint {
  const holding = pools.filter((p) => BigInt(p.totalStaked) > 0n && p.weight > 0);
  const total = holding.reduce((s, p) => s + BigInt(p.weight), 0n);
  const mine = holding.find((p) => p.pool === pool);
  return total > 0n && mine ? (reward * BigInt(mine.weight)) / total : 0n;
}

/**
 * A pool's annual rate in basis points over the given rounds: the rewards it was paid over the
 * stake-seconds it held (Σ reward ÷ Σ staked × length), a year of them; null when it held nothing.
 */
export function aprBps(rounds: AprRound[], pool: string): bigint | null {
  let paid = 0n;
  let stakeSeconds = 0n;
  for (const r of rounds) {
    const held = BigInt(r.pools.find((p) => p.pool === pool)?.totalStaked ?? "0");
    if (held === 0n || r.seconds <= 0n) continue;
    paid += poolShare(r.pools, pool, r.reward);
    stakeSeconds += held * r.seconds;
  }
  return stakeSeconds > 0n ? (paid * YEAR_SECONDS * 10_000n) / stakeSeconds : null;
}
