import { Contract, type InterfaceAbi } from "ethers";
import { GameTableConfig, type AdminTaskTx, type Orm, type TaskChain } from "@sunrise/db";
import type { Chains } from "../chains.js";
import type { KeyRole, TaskKeys } from "./keys.js";

/** One transaction a task needs next. */
export interface Call {
  /** Names the transaction in the task's record (e.g. "approve", "fundRewards", "endRound"). */
  step: string;
  chain: TaskChain;
  /** Whose key sends it: the role the contract function requires. */
  role: KeyRole;
  contract: Contract;
  fn: string;
  args: unknown[];
}

/** The chain's definite answer that the task cannot be done; the task fails with this message. */
export class TaskFailure extends Error {}

export interface TaskContext<P> {
  params: P;
  /** Transactions of this task already mined, oldest first. */
  mined: AdminTaskTx[];
  chains: Chains;
  orm: Orm;
  keys: TaskKeys;
}

/**
 * Decides a kind's next transaction from what is on chain and what the task already sent; null
 * once the task's effect is in place. Called again after every mined transaction and after a
 * restart, so it must never ask for a transaction whose effect is already there.
 */
export interface TaskHandler<P> {
  next(ctx: TaskContext<P>): Promise<Call | null>;
}

export const sent = (ctx: TaskContext<unknown>, step: string) => ctx.mined.some((t) => t.step === step);

export function contractAt(ctx: TaskContext<unknown>, chain: TaskChain, address: string, abi: InterfaceAbi): Contract {
  return new Contract(address, abi, (chain === "asset" ? ctx.chains.asset : ctx.chains.game).provider);
}

/** A table's contract: its config row's address, else the deployment's `GameTable:<id>` or `DecisionTable:<id>`. */
export async function tableAddress(ctx: TaskContext<unknown>, tableId: number): Promise<string> {
  const row = await ctx.orm.em.fork().findOne(GameTableConfig, { id: tableId });
  const address = row?.contractAddress ?? ctx.chains.game.contracts[`GameTable:${tableId}`] ?? ctx.chains.game.contracts[`DecisionTable:${tableId}`];
  if (!address) throw new TaskFailure(`Table ${tableId} has no contract`);
  return address;
}

/** A contract of the deployments by name, on the chain it lives on. */
export function deployed(ctx: TaskContext<unknown>, name: string): { chain: TaskChain; address: string } {
  const asset = ctx.chains.asset.contracts[name];
  if (asset) return { chain: "asset", address: asset };
  const game = ctx.chains.game.contracts[name];
  if (game) return { chain: "game", address: game };
  throw new TaskFailure(`${name} is not deployed`);
}
