import type { BaseContract, ContractTransactionReceipt, LogDescription } from "ethers";

/** The contract's events of one name in a receipt, in log order. */
export function eventsOf(table: BaseContract, receipt: ContractTransactionReceipt | null, name: string): LogDescription[] {
  const address = table.target.toString().toLowerCase();
  return (receipt?.logs ?? [])
    .filter((l) => l.address.toLowerCase() === address)
    .map((l) => table.interface.parseLog(l))
    .filter((d): d is LogDescription => d !== null && d.name === name);
}

/** PagePaid payouts of a receipt by bet index (0 for a lost bet). */
export function settledPayouts(table: BaseContract, receipt: ContractTransactionReceipt | null): Map<number, bigint> {
  return new Map(eventsOf(table, receipt, "PagePaid").flatMap((e) => (e.args.payouts as bigint[]).map((payout, i): [number, bigint] => [Number(e.args.fromBet) + i, payout])));
}
