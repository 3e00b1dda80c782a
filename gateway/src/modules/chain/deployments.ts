import { readFileSync } from "node:fs";
import { z } from "zod";

const addr = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const chain = z.object({
  chainId: z.number().int(),
  rpcUrl: z.string(),
  startBlock: z.number().int().nonnegative(),
  contracts: z.record(z.string(), addr),
});
const schema = z.object({ assetChain: chain, gameChain: chain });
export type DeploymentsFile = z.infer<typeof schema>;

/** Reads the deployments written by the deploy step (contracts/deployments/<network>.json). */
export function readDeploymentsFile(path: string): DeploymentsFile {
  return schema.parse(JSON.parse(readFileSync(path, "utf8")));
}

export function contractAddress(d: DeploymentsFile, which: "assetChain" | "gameChain", name: string): string {
  const a = d[which].contracts[name];
  if (!a) throw new Error(`deployments: ${which}.${name} is missing`);
  return a;
}
