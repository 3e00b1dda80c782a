import type { BaseContract, ContractTransactionResponse } from "ethers";

/**
 * The gas limit a player's table call is sent with for an estimate: half the estimate again, and
 * 40,000 more. A call can cost more by the time it is mined than the estimate saw: when other
 * players' bets land first, a bet may take a slot no earlier round filled (17,100 gas more than the
 * reused slot it was estimated on; a decision table's bet has two such slots). An exact limit would
 * run out of gas at a busy table. Unused gas is not charged.
 */
export const withHeadroom = (estimate: bigint): bigint => estimate + estimate / 2n + 40_000n;

/** Sends `method(...args)` on the contract with the estimate plus headroom as its gas limit. */
export async function sendWithHeadroom(contract: BaseContract, method: string, ...args: unknown[]): Promise<ContractTransactionResponse> {
  const fn = contract.getFunction(method);
  const estimate = await fn.estimateGas(...args);
  return (await fn(...args, { gasLimit: withHeadroom(estimate) })) as ContractTransactionResponse;
}
