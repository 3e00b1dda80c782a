import type { Contract } from "ethers";
import type { TableView } from "./plan.js";

interface ChainRound { state: bigint; closesAt: bigint; settleBy: bigint; closedBlock: bigint; paidCount: bigint; shoeId: bigint; firstPosition: bigint }
interface ChainShoe { state: bigint; startedBlock: bigint; clientSeed: string; root: string }

export interface TableState extends TableView {
  /** The latest round's shoe and first position (shoe tables). */
  roundShoe: { shoeId: number; firstPosition: number };
  /** The latest shoe's client seed and Merkle root (zero until its root is published). */
  shoeClientSeed: string;
  shoeRoot: string;
}

/** A table's latest round and (at a shoe table) its latest shoe, as the contract holds them. */
export async function readTable(table: Contract, usesShoe: boolean): Promise<TableState> {
  const call = (fn: string, ...args: unknown[]) => table.getFunction(fn)(...args);
  const roundCount = Number(await call("roundCount"));
  const [r, bets, current] = await Promise.all([
    roundCount ? (call("rounds", roundCount) as Promise<ChainRound>) : null,
    roundCount ? call("betCount", roundCount) : 0n,
    usesShoe ? (call("currentShoe") as Promise<[bigint, ChainShoe]>) : null,
  ]);
  const round = r
    ? { roundCount, state: Number(r.state), closesAt: Number(r.closesAt), settleBy: Number(r.settleBy), closedBlock: Number(r.closedBlock), unpaid: Number(bets) - Number(r.paidCount) }
    : { roundCount, state: 0, closesAt: 0, settleBy: 0, closedBlock: 0, unpaid: 0 };
  const shoe = current ? { shoeId: Number(current[0]), state: Number(current[1].state), startedBlock: Number(current[1].startedBlock) } : undefined;
  return {
    round,
    shoe,
    roundShoe: { shoeId: Number(r?.shoeId ?? 0), firstPosition: Number(r?.firstPosition ?? 0) },
    shoeClientSeed: current?.[1].clientSeed ?? `0x${"0".repeat(64)}`,
    shoeRoot: current?.[1].root ?? `0x${"0".repeat(64)}`,
  };
}
