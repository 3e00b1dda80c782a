import { isAreaOpen, type AreaHours } from "@sunrise/db";

/** A table's config row as the dealer needs it, with its area's hours. */
export interface TableSchedule {
  contractAddress: string;
  enabled: boolean;
  /** The contract is paused (as indexed): it would refuse a new round. */
  paused: boolean;
  /** Betting window of each round; 0 or less falls back to the dealer's default. */
  bettingSeconds: number;
  area: AreaHours;
}

/**
 * The tables the dealer may open a new round at now, by lowercase contract address, with each one's
 * betting window: enabled, unpaused tables in an open area. Any other table only finishes the round it is in.
 */
export function tablesToOpen(rows: TableSchedule[], now: Date, defaultBettingSeconds: number): Map<string, number> {
  const open = new Map<string, number>();
  for (const row of rows) {
    if (!row.enabled || row.paused || !isAreaOpen(row.area, now)) continue;
    open.set(row.contractAddress.toLowerCase(), row.bettingSeconds > 0 ? row.bettingSeconds : defaultBettingSeconds);
  }
  return open;
}
