import { expect } from "vitest";
import { Contract, MaxUint256, type ContractTransactionReceipt, type HDNodeWallet } from "ethers";
import usdcAbi from "@sunrise/contracts/abi/TestUSDC.json" with { type: "json" };
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import type { Platform } from "./platform.js";
import { devWallet } from "./player.js";
import { gql, signIn, type Session } from "./api.js";

/** Whole dollars in 6-decimal token units (USDC and SUSD alike). */
export const U = (n: number | bigint) => BigInt(n) * 1_000_000n;
export const HOUR = 3600;

export interface UsdcAccount { wallet: HDNodeWallet; session: Session; usdc: Contract; susd: Contract; vault: Contract }
export type ProcessRow = Record<string, any>;

const PROCESSES = `query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f, limit: 100) { id withdrawalId processType status step transactionState amount releaseAt queueState queueReasons rejectReason } }`;

export async function send(c: Contract, fn: string, ...args: unknown[]): Promise<ContractTransactionReceipt> {
  return (await (await c.getFunction(fn)(...args)).wait())!;
}

export function idOf(receipt: ContractTransactionReceipt, vault: Contract, event: string): string {
  for (const log of receipt.logs) {
    const parsed = vault.interface.parseLog(log);
    if (parsed?.name === event) return parsed.args.id as string;
  }
  throw new Error(`no ${event} in the receipt`);
}

/** The USDC side of a running platform: its vault, token and SUSD on the asset chain, read and driven over RPC and the API. */
export function usdcOn(platform: Platform) {
  const d = platform.deployments();
  const c = d.assetChain.contracts;
  const [usdcAddress, vaultAddress, susdAddress] = [c.USDC!, c.UsdcVault!, c.SUSD!];
  const asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
  const deployer = devWallet(0).connect(asset);

  /** Signs a development account in over the API; `approve` gives the vault unlimited USDC and SUSD allowances ("approve once"). */
  async function account(index: number, approve = true): Promise<UsdcAccount> {
    const wallet = devWallet(index).connect(asset);
    const session = await signIn(platform.url, wallet, d.assetChain.chainId);
    const a = { wallet, session, usdc: new Contract(usdcAddress, usdcAbi, wallet), susd: new Contract(susdAddress, susdAbi, wallet), vault: new Contract(vaultAddress, vaultAbi, wallet) };
    if (approve) {
      await send(a.usdc, "approve", vaultAddress, MaxUint256);
      await send(a.susd, "approve", vaultAddress, MaxUint256);
    }
    return a;
  }

  const balances = async (a: { wallet: { address: string } }) => ({
    usdc: (await new Contract(usdcAddress, usdcAbi, asset).getFunction("balanceOf")(a.wallet.address)) as bigint,
    susd: (await new Contract(susdAddress, susdAbi, asset).getFunction("balanceOf")(a.wallet.address)) as bigint,
  });

  /** The deployer's key is also the operator's (gas drip, tasks, refills): retry a nonce it raced for. */
  async function asDeployer(contract: "usdc" | "vault", fn: string, ...args: unknown[]): Promise<void> {
    const target = new Contract(contract === "usdc" ? usdcAddress : vaultAddress, contract === "usdc" ? usdcAbi : vaultAbi, deployer);
    for (let tries = 0; ; tries++) {
      try {
        await send(target, fn, ...args);
        return;
      } catch (e) {
        if (tries > 5 || !/nonce/i.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  /** Development USDC for `to`, minted by the deployer (the test token's owner). */
  const mintUsdc = (to: string, amount: bigint) => asDeployer("usdc", "mint", to, amount);

  async function request(who: UsdcAccount, amount: bigint): Promise<string> {
    return idOf(await send(who.vault, "requestWithdrawal", amount), who.vault, "WithdrawalRequested");
  }

  async function deposit(who: UsdcAccount, amount: bigint): Promise<string> {
    return idOf(await send(who.vault, "deposit", amount), who.vault, "UsdcDeposited");
  }

  /** SUSD for a development account the way every SUSD comes in: USDC minted to it and deposited in the vault (flow 1). */
  async function fundSusd(index: number, amount: bigint): Promise<void> {
    const wallet = devWallet(index).connect(asset);
    await mintUsdc(wallet.address, amount);
    await send(new Contract(usdcAddress, usdcAbi, wallet), "approve", vaultAddress, amount);
    await send(new Contract(vaultAddress, vaultAbi, wallet), "deposit", amount);
  }

  /** The player's process `id` as the API lists it, once `until` holds. */
  async function processRow(who: { session: Session }, id: string, until: (p: ProcessRow) => boolean, timeoutMs = 30_000): Promise<ProcessRow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { bridgeProcesses } = await gql(platform.url, PROCESSES, {}, who.session.headers);
      const hit = bridgeProcesses.find((p: { id: string }) => p.id === id);
      if (hit && until(hit)) return hit;
      if (Date.now() > deadline) throw new Error(`process ${id} not as expected: ${JSON.stringify(hit)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const processes = async (who: { session: Session }, filter?: Record<string, unknown>): Promise<ProcessRow[]> =>
    (await gql(platform.url, PROCESSES, { f: filter }, who.session.headers)).bridgeProcesses;

  /**
   * Moves the asset chain's clock forward. npm start's clock keeper may have stamped the next block with
   * the wall time just before: mine until a block carries the travelled time.
   */
  async function travel(seconds: number): Promise<void> {
    const target = (await asset.getBlock("latest"))!.timestamp + seconds;
    await asset.send("evm_increaseTime", [seconds]);
    await asset.send("evm_mine", []);
    for (let i = 0; i < 5 && (await asset.getBlock("latest"))!.timestamp < target; i++) {
      await asset.send("evm_setNextBlockTimestamp", [target]);
      await asset.send("evm_mine", []);
    }
    expect((await asset.getBlock("latest"))!.timestamp).toBeGreaterThanOrEqual(target);
  }

  return {
    asset, usdcAddress, vaultAddress, susdAddress,
    vaultReader: new Contract(vaultAddress, vaultAbi, asset),
    account, balances, asDeployer, mintUsdc, fundSusd, request, deposit, processRow, processes, travel,
    destroy: () => asset.destroy(),
  };
}

export type UsdcOn = ReturnType<typeof usdcOn>;
