import { parseArgs } from "node:util";
import { resolve } from "node:path";

/** What to verify: one round of a table, or one whole shoe of a shoe table. */
export type Target = { round: bigint } | { shoe: number };

export interface VerifyArgs {
  /** JSON-RPC URL of the game chain; from the deployments file when absent. */
  rpc?: string;
  /** The table contract's address, or its on-chain table id (looked up in the deployments file). */
  table: { address: string } | { tableId: number };
  target: Target;
  /** Deployments JSON written by `npm start` (only read for a numeric table id or a missing --rpc). */
  deployments: string;
  /** First block to search for the table's events. */
  fromBlock?: number;
}

export const USAGE = `Usage: npm run verify -- --table <address|tableId> (--round <n> | --shoe <n>) [--rpc <url>] [--deployments <file>] [--from-block <n>]
       npm run verify -- --reserves [--deployments <file>] [--asset-rpc <url>] [--game-rpc <url>]   (proof of reserves)

Re-derives a table round or a whole shoe from chain data alone (JSON-RPC: event logs, blocks, contract views)
and prints every check. Exit code 0 when every check passes, 1 when one fails, 2 on bad arguments.

  --table <address|id>   the table contract's address (GameTable or DecisionTable), or its table id (needs
                         the deployments file)
  --round <n>            the round to verify: seeds, outcome and every bet's payout; at casino hold'em and
                         blackjack tables also every card shown from the round's deck and every decision
  --shoe <n>             the shoe to verify (baccarat, dragon tiger): every round's card proofs, and the
                         whole shuffle once the shoe is revealed
  --rpc <url>            the game chain's JSON-RPC URL (default: the deployments file's game chain)
  --deployments <file>   deployments JSON (default: .data/deployments.json, written by npm start)
  --from-block <n>       first block to search for events (default: the deployments file's start block, else 0)`;

/** Bad command-line arguments: the command prints the message and the usage, and exits with 2. */
export class ArgsError extends Error {}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UINT = /^(0|[1-9][0-9]*)$/;

function uint(name: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!UINT.test(value) || Number(value) > max) throw new ArgsError(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

/** `cwd` resolves a relative --deployments; `defaultDeployments` is used without one. */
export function parseVerifyArgs(argv: readonly string[], paths: { cwd: string; defaultDeployments: string }): VerifyArgs | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        rpc: { type: "string" },
        table: { type: "string" },
        round: { type: "string" },
        shoe: { type: "string" },
        deployments: { type: "string" },
        "from-block": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (e) {
    throw new ArgsError((e as Error).message);
  }
  if (values.help) return "help";
  if (values.table === undefined) throw new ArgsError("--table is required");
  if ((values.round === undefined) === (values.shoe === undefined)) throw new ArgsError("give exactly one of --round and --shoe");
  if (values.rpc !== undefined && !/^(https?|wss?):\/\/\S+$/.test(values.rpc)) throw new ArgsError(`--rpc must be an http(s) or ws(s) URL, got "${values.rpc}"`);

  const table = ADDRESS.test(values.table) ? { address: values.table } : UINT.test(values.table) ? { tableId: uint("table", values.table)! } : undefined;
  if (!table) throw new ArgsError(`--table must be a contract address (0x and 40 hex digits) or a table id, got "${values.table}"`);
  const round = values.round === undefined ? undefined : uint("round", values.round);
  const shoe = uint("shoe", values.shoe);
  if (round === 0 || shoe === 0) throw new ArgsError("rounds and shoes are numbered from 1");
  const fromBlock = uint("from-block", values["from-block"]);
  return {
    ...(values.rpc === undefined ? {} : { rpc: values.rpc }),
    table,
    target: round !== undefined ? { round: BigInt(round) } : { shoe: shoe! },
    deployments: values.deployments === undefined ? paths.defaultDeployments : resolve(paths.cwd, values.deployments),
    ...(fromBlock === undefined ? {} : { fromBlock }),
  };
}
