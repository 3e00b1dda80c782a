import { Contract, MaxUint256, type InterfaceAbi, type Signer } from "ethers";
import { readArtifact } from "./artifacts.js";
import { MAX_BRIDGE_AMOUNT, MIN_BRIDGE_AMOUNT } from "./constants.js";

const abiOf = (name: string) => readArtifact(name).abi as InterfaceAbi;

async function send(contract: Contract, fn: string, ...args: unknown[]): Promise<void> {
  await (await contract.getFunction(fn)(...args)).wait();
}

/** The asset chain's USDC side: the token, the vault (flows 1–3) and the asset chain's SUSD. */
export interface UsdcContracts {
  USDC: string;
  UsdcVault: string;
  SUSD: string;
}

/** Splits an amount into flow-1 deposits within the vault's bounds (85 – 20,000,000 per transaction). */
export function depositChunks(amount: bigint): bigint[] {
  const chunks: bigint[] = [];
  let left = amount;
  while (left > MAX_BRIDGE_AMOUNT) {
    // Never leave a remainder below the minimum.
    const take = left - MAX_BRIDGE_AMOUNT < MIN_BRIDGE_AMOUNT ? MAX_BRIDGE_AMOUNT - MIN_BRIDGE_AMOUNT : MAX_BRIDGE_AMOUNT;
    chunks.push(take);
    left -= take;
  }
  if (left > 0n) chunks.push(left);
  return chunks;
}

/**
 * Funds `to` with asset-chain SUSD the way a player gets it: test USDC is minted to `minter` (the
 * deployer, MINTER_ROLE on TestUSDC) and deposited through flow 1 crediting `to`. Every SUSD a test or
 * the demo seeding creates thus has its USDC in the vault. Amounts ≥ 85 SUSD.
 */
export async function fundSusd(minter: Signer, c: Pick<UsdcContracts, "USDC" | "UsdcVault">, to: string, amount: bigint): Promise<void> {
  const usdc = new Contract(c.USDC, abiOf("TestUSDC"), minter);
  const vault = new Contract(c.UsdcVault, abiOf("UsdcVault"), minter);
  const me = await minter.getAddress();
  await send(usdc, "mint", me, amount);
  if (((await usdc.getFunction("allowance")(me, c.UsdcVault)) as bigint) < amount) await send(usdc, "approve", c.UsdcVault, MaxUint256);
  for (const chunk of depositChunks(amount)) await send(vault, "depositTo", to, chunk);
}

/** Mints test USDC (6 decimals) to `to`: what a demo wallet holds before flow 1. */
export async function mintUsdc(minter: Signer, usdcAddress: string, to: string, amount: bigint): Promise<void> {
  await send(new Contract(usdcAddress, abiOf("TestUSDC"), minter), "mint", to, amount);
}

/**
 * Backs `amount` of game-chain SUSD that `admin` is about to mint there (table bankrolls, the treasury,
 * test balances): USDC is deposited through flow 1 to the admin and the asset SUSD it got is burned,
 * as if the admin had bridged it. The reserves then still cover SUSD on both chains.
 */
export async function backGameSusd(assetAdmin: Signer, c: UsdcContracts, amount: bigint): Promise<void> {
  // Below the vault's minimum deposit, the admin deposits the minimum and keeps the rest as (backed) asset SUSD.
  await fundSusd(assetAdmin, c, await assetAdmin.getAddress(), amount < MIN_BRIDGE_AMOUNT ? MIN_BRIDGE_AMOUNT : amount);
  await send(new Contract(c.SUSD, abiOf("SUSD"), assetAdmin), "burn", amount);
}

/** Game-chain SUSD for `to`, backed on the asset chain first (`gameAdmin` holds game SUSD's MINTER_ROLE). */
export async function fundGameSusd(assetAdmin: Signer, gameAdmin: Signer, c: UsdcContracts & { gameSusd: string }, to: string, amount: bigint): Promise<void> {
  await backGameSusd(assetAdmin, c, amount);
  await send(new Contract(c.gameSusd, abiOf("SUSD"), gameAdmin), "mint", to, amount);
}

/** The contracts `fundSusd` / `fundGameSusd` need, from the deployments file's address books. */
export function usdcContractsOf(d: { assetChain: { contracts: Record<string, string> }; gameChain: { contracts: Record<string, string> } }): UsdcContracts & { gameSusd: string } {
  const a = d.assetChain.contracts;
  if (!a.USDC || !a.UsdcVault || !a.SUSD || !d.gameChain.contracts.SUSD) throw new Error("the deployments have no USDC vault: redeploy the suite");
  return { USDC: a.USDC, UsdcVault: a.UsdcVault, SUSD: a.SUSD, gameSusd: d.gameChain.contracts.SUSD };
}
