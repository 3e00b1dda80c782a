import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Artifact {
  contractName: string;
  abi: unknown[];
  bytecode: string;
}

const root = new URL("..", import.meta.url).pathname;
/** Source folders under contracts/: product contracts at the top, the games' rules in rules/, the cashier in cashier/, the staking/ETH pool token in staking/, USDC, its vault and reserve in usdc/. */
const FOLDERS = ["", "rules", "cashier", "staking", "usdc"];

/** Reads a compiled contract from Hardhat's build output (`npm run build -w @sunrise/contracts`). */
export function readArtifact(name: string): Artifact {
  const paths = FOLDERS.map((folder) => join(root, "artifacts", "contracts", folder, `${name}.sol`, `${name}.json`));
  const path = paths.find((p) => existsSync(p));
  if (!path) throw new Error(`no build of ${name}: run npm run build -w @sunrise/contracts`);
  return JSON.parse(readFileSync(path, "utf8")) as Artifact;
}
