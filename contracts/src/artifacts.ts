import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Artifact {
  contractName: string;
  abi: unknown[];
  bytecode: string;
}

const root = new URL("..", import.meta.url).pathname;

/** Reads a compiled contract from Hardhat's build output (`npm run build -w @sunrise/contracts`). */
export function readArtifact(name: string): Artifact {
  return JSON.parse(readFileSync(join(root, "artifacts", "contracts", `${name}.sol`, `${name}.json`), "utf8")) as Artifact;
}
