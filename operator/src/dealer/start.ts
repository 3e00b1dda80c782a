import { Contract, ZeroAddress } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { Channel, listen, type Orm, type RowNotice } from "@sunrise/db";
import type { Chains } from "../chains.js";
import type { OperatorEnv } from "../env.js";
import { repeat } from "../loop.js";
import { Dealer, type DealtTable } from "./dealer.js";
import { readTableSchedules } from "./configs.js";
import { tablesToOpen } from "./schedule.js";

/** Games whose players decide after the deal: their tables are DecisionTables (casino hold'em 3, blackjack 7). */
export const DECISION_GAMES: readonly number[] = [3, 7];

/**
 * Each deployed table whose game the contract deals (it has rules), with its game, variant and kind
 * of round, read from the table itself (`GameTable:<id>` and `DecisionTable:<id>` deployments). A
 * casino hold'em or blackjack table with rules is a DecisionTable (a GameTable of those games never has rules).
 */
export async function readDealtTables(chains: Chains): Promise<DealtTable[]> {
  const addresses = Object.entries(chains.game.contracts).filter(([name]) => name.startsWith("GameTable:") || name.startsWith("DecisionTable:")).map(([, a]) => a);
  const tables: DealtTable[] = [];
  for (const address of addresses) {
    const contract = new Contract(address, tableAbi, chains.game.provider);
    const call = (fn: string) => contract.getFunction(fn)();
    // Selectors both table contracts share.
    const [rules, gameType, variant] = await Promise.all([call("rules"), call("gameType"), call("variant")]);
    if (rules === ZeroAddress) continue;
    const common = { address, gameType: Number(gameType), variant: Number(variant) };
    if (!DECISION_GAMES.includes(common.gameType)) {
      tables.push({ ...common, usesShoe: Boolean(await call("usesShoe")) });
      continue;
    }
    const decision = new Contract(address, decisionTableAbi, chains.game.provider);
    const read = (fn: string) => decision.getFunction(fn)();
    const [deckSize, extraBase, maxWindows, dealPositions, decisionRelay] = await Promise.all([read("deckSize"), read("extraBase"), read("maxWindows"), read("dealPositions"), read("decisionRelay")]);
    const decisions = {
      ...common, rules: String(rules), deckSize: Number(deckSize), extraBase: Number(extraBase), maxWindows: Number(maxWindows),
      dealPositions: [...(dealPositions as bigint[])].map(Number), decisionRelay: String(decisionRelay),
    };
    tables.push({ ...common, usesShoe: false, decisions });
  }
  return tables;
}

/**
 * Runs the dealer on every deployed table whose game the contract deals; each tick re-reads the
 * tables' config rows and areas, so only enabled tables in open areas start rounds. Signed
 * decisions go out on a second loop, which a submission (its NOTIFY) wakes at once; each decision
 * table's own step also sends them before it opens the next window or settles.
 */
export async function startDealer(key: string, env: OperatorEnv, chains: Chains, orm: Orm, onError: (e: unknown) => void, pollMs = 500) {
  const tables = await readDealtTables(chains);
  const schedule = async () => tablesToOpen(await readTableSchedules(orm), new Date(), env.DEALER_BETTING_SECONDS);
  const dealer = new Dealer(chains, { key, secret: env.DEALER_SECRET, tables, schedule, orm });
  const loop = repeat(pollMs, () => dealer.tick(), onError);
  // Signed decisions go out on their own loop, woken by each submission: a tick serves every table in turn.
  const relays = tables.some((t) => t.decisions) ? repeat(pollMs, () => dealer.relayTick(), onError) : undefined;
  const subscription = relays
    ? await listen(env.DATABASE_URL, [Channel.signedDecision], (_channel, notice) => {
        // The dealer's own updates (sent, refused) announce nothing new to send.
        if (!dealer.signedDecisions?.isOwnNotice(String((notice as RowNotice).id))) relays.wake();
      })
    : undefined;
  const stop = async () => (await subscription?.close(), await relays?.stop(), await loop.stop());
  return { address: dealer.address, tables: tables.length, stop };
}
