import { existsSync, readFileSync } from "node:fs";
import type { Deployments } from "@sunrise/contracts";

/** A deployments file that cannot answer: the command treats it as a bad argument. */
export class DeploymentsError extends Error {}

/** The game chain of the deployments JSON `npm start` writes (`.data/deployments.json`). */
export function readGameChain(file: string): Deployments["gameChain"] {
  if (!existsSync(file)) throw new DeploymentsError(`no deployments file at ${file} (npm start writes one; or give --table <address> --rpc <url>)`);
  let parsed: Partial<Deployments>;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Deployments>;
  } catch (e) {
    throw new DeploymentsError(`${file} is not JSON: ${(e as Error).message}`);
  }
  const game = parsed.gameChain;
  if (!game || typeof game.rpcUrl !== "string" || typeof game.contracts !== "object") throw new DeploymentsError(`${file} has no gameChain with rpcUrl and contracts`);
  return game;
}

/** Deployment keys of the table contracts: `GameTable:<id>` (stream and shoe tables), `DecisionTable:<id>` (casino hold'em, blackjack). */
const TABLE_KINDS = ["GameTable", "DecisionTable"] as const;

/** The address of table `tableId` (deployed as `GameTable:<id>` or `DecisionTable:<id>`). */
export function tableAddress(game: Deployments["gameChain"], tableId: number, file: string): string {
  for (const kind of TABLE_KINDS) {
    const address = game.contracts[`${kind}:${tableId}`];
    if (address) return address;
  }
  const ids = (kind: string) => Object.keys(game.contracts).filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
  const listed = TABLE_KINDS.map((kind) => `${kind}: ${ids(kind).join(", ") || "none"}`).join("; ");
  throw new DeploymentsError(`table ${tableId} is not in ${file} (${listed})`);
}
