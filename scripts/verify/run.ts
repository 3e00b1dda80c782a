import { JsonRpcProvider } from "ethers";
import type { Target, VerifyArgs } from "./args.js";
import { ChainError, TableReader } from "./chain/table-reader.js";
import { DecisionReader } from "./chain/decision-reader.js";
import { checkDecisionRound } from "./checks/decision.js";
import { DeploymentsError, readGameChain, tableAddress } from "./chain/deployments.js";
import { checkRound } from "./checks/round.js";
import { checkShoe } from "./checks/shoe.js";
import type { DecisionRoundRecord, RoundRecord, Section, ShoeChainRecord, TableFacts } from "./checks/records.js";
import { formatReport } from "./report.js";

export const EXIT = { PASS: 0, FAIL: 1, BAD_ARGS: 2 } as const;

interface Resolved {
  rpc: string;
  address: string;
  tableId?: number;
  fromBlock: number;
}

/** Where to read: the table's address and RPC URL, from the arguments or the deployments file. */
function resolveTarget(args: VerifyArgs): Resolved {
  const needsFile = "tableId" in args.table || args.rpc === undefined;
  const game = needsFile ? readGameChain(args.deployments) : undefined;
  const address = "address" in args.table ? args.table.address : tableAddress(game!, args.table.tableId, args.deployments);
  return {
    rpc: args.rpc ?? game!.rpcUrl,
    address,
    ...("tableId" in args.table ? { tableId: args.table.tableId } : {}),
    fromBlock: args.fromBlock ?? game?.startBlock ?? 0,
  };
}

type Recorded = { round: RoundRecord } | { decision: DecisionRoundRecord } | { shoe: ShoeChainRecord; outcomes: Map<bigint, number[]> };

async function read(reader: TableReader, provider: JsonRpcProvider, fromBlock: number, target: Target): Promise<Recorded> {
  if (reader.facts.decision) {
    // A DecisionTable deals each round its own deck: it has no shoes (checkShoe says so).
    if (!("round" in target)) return { shoe: { shoeId: target.shoe, state: "none", abandoned: false, rounds: [] }, outcomes: new Map() };
    return { decision: await new DecisionReader(provider, reader.facts, fromBlock).round(target.round) };
  }
  if ("round" in target) return { round: await reader.round(target.round) };
  const shoe = await reader.shoe(target.shoe);
  return { shoe, outcomes: await reader.revealedOutcomes(shoe.rounds.map((r) => r.roundId)) };
}

function check(facts: TableFacts, recorded: Recorded): Section[] {
  if ("decision" in recorded) return checkDecisionRound(facts, recorded.decision);
  return "round" in recorded ? checkRound(facts, recorded.round) : checkShoe(facts, recorded.shoe, recorded.outcomes);
}

export interface Output {
  log(text: string): void;
  error(text: string): void;
}

/** Runs the verification: the report goes to `io.log`, a reason there is none to `io.error`. Returns the exit code. */
export async function runVerify(args: VerifyArgs, io: Output): Promise<number> {
  let target: Resolved;
  try {
    target = resolveTarget(args);
  } catch (e) {
    if (!(e instanceof DeploymentsError)) throw e;
    io.error(e.message);
    return EXIT.BAD_ARGS;
  }
  const provider = new JsonRpcProvider(target.rpc, undefined, { staticNetwork: true, cacheTimeout: -1 });
  let facts: TableFacts;
  let recorded: Recorded;
  try {
    const reader = await TableReader.open(provider, target.address, target.fromBlock);
    facts = reader.facts;
    if (target.tableId !== undefined && facts.tableId !== BigInt(target.tableId)) {
      io.error(`the contract at ${target.address} is table ${facts.tableId}, not ${target.tableId}`);
      return EXIT.FAIL;
    }
    recorded = await read(reader, provider, target.fromBlock, args.target);
  } catch (e) {
    io.error(e instanceof ChainError ? e.message : `cannot read the chain at ${target.rpc}: ${(e as Error).message}`);
    return EXIT.FAIL;
  } finally {
    provider.destroy();
  }
  const verdict = formatReport(check(facts, recorded));
  io.log(verdict.text);
  return verdict.failed === 0 && verdict.passed > 0 ? EXIT.PASS : EXIT.FAIL;
}
