// `npm run verify -- --reserves`: re-derives the proof of reserves from RPC alone and prints both sides.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { JsonRpcProvider } from "ethers";
import { readReserves, type Reserves } from "@sunrise/contracts";

export const RESERVES_USAGE = `Usage: npm run verify -- --reserves [--deployments <file>] [--asset-rpc <url>] [--game-rpc <url>]

Reads, from the chains alone, the USDC held by the vault and its reserve and the liabilities: SUSD on the
asset and game chains, SUSD in flight between the bridges (withdrawn, not yet minted) and the USDC
withdrawals not yet claimed. Prints both sides; exit code 0 only when USDC held ≥ liabilities, 1 when
not (or a chain cannot be read), 2 on bad arguments.

  --deployments <file>   deployments JSON (default: .data/deployments.json, written by npm start)
  --asset-rpc <url>      the asset chain's JSON-RPC URL (default: the deployments file's)
  --game-rpc <url>       the game chain's JSON-RPC URL (default: the deployments file's)`;

interface ChainEntry { chainId: number; rpcUrl: string; startBlock: number; contracts: Record<string, string> }

/** Token units (6 decimals) as a decimal figure, exactly. */
export function usd(units: bigint): string {
  const sign = units < 0n ? "-" : "";
  const abs = units < 0n ? -units : units;
  const whole = (abs / 1_000_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${(abs % 1_000_000n).toString().padStart(6, "0")}`;
}

export function formatReserves(r: Reserves): string {
  const row = (label: string, v: bigint) => `  ${label.padEnd(44)}${usd(v).padStart(26)}`;
  return [
    `Proof of reserves (asset chain block ${r.assetBlock}, game chain block ${r.gameBlock})`,
    "USDC held",
    row("vault", r.usdcInVault),
    row("reserve (pays only the vault)", r.usdcInReserve),
    row("total", r.usdcHeld),
    "Liabilities",
    row("SUSD on the asset chain", r.assetSusdSupply),
    row("SUSD on the game chain", r.gameSusdSupply),
    row("SUSD in flight between the bridges", r.susdInFlight),
    row("USDC withdrawals not yet claimed", r.withdrawalsOutstanding),
    row("total", r.liabilities),
    row("surplus", r.surplus),
    r.holds ? "PASS  USDC held ≥ SUSD in circulation + withdrawals not yet claimed" : "FAIL  USDC held < SUSD in circulation + withdrawals not yet claimed",
  ].join("\n");
}

/** Runs `--reserves`; returns the exit code. */
export async function runReserves(argv: readonly string[], paths: { cwd: string; defaultDeployments: string }, io: { log(t: string): void; error(t: string): void }): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], strict: true, options: { reserves: { type: "boolean" }, deployments: { type: "string" }, "asset-rpc": { type: "string" }, "game-rpc": { type: "string" } } }));
  } catch (e) {
    io.error(`${(e as Error).message}\n\n${RESERVES_USAGE}`);
    return 2;
  }
  const file = values.deployments === undefined ? paths.defaultDeployments : resolve(paths.cwd, values.deployments);
  let d: { assetChain: ChainEntry; gameChain: ChainEntry };
  try {
    d = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    io.error(`cannot read the deployments file ${file}: ${(e as Error).message}`);
    return 2;
  }
  const asset = new JsonRpcProvider(values["asset-rpc"] ?? d.assetChain.rpcUrl, undefined, { staticNetwork: true });
  const game = new JsonRpcProvider(values["game-rpc"] ?? d.gameChain.rpcUrl, undefined, { staticNetwork: true });
  try {
    const r = await readReserves({ asset, game, deployments: d });
    io.log(formatReserves(r));
    return r.holds ? 0 : 1;
  } catch (e) {
    io.error(`cannot read the reserves: ${(e as Error).message}`);
    return 1;
  } finally {
    asset.destroy();
    game.destroy();
  }
}
