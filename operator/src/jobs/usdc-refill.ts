import { Contract, type ContractRunner, type Provider } from "ethers";
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import reserveAbi from "@sunrise/contracts/abi/UsdcReserve.json" with { type: "json" };
import usdcAbi from "@sunrise/contracts/abi/TestUSDC.json" with { type: "json" };
import { BridgeProcess, ProcessType, WithdrawalQueueState, WithdrawalReason, type Orm } from "@sunrise/db";

export interface UsdcRefillOptions {
  orm: Orm;
  provider: Provider;
  /** Signs refills (the reserve's OPERATOR_ROLE) and early releases (the vault's OPERATOR_ROLE). */
  signer: ContractRunner;
  contracts: { USDC: string; UsdcVault: string; UsdcReserve: string };
  log?: (line: Record<string, unknown>) => void;
}

/**
 * The treasury refill task: when the vault holds less USDC than it owes to withdrawals (pending or
 * released), moves the difference from the reserve (which can only pay the vault), then releases the
 * withdrawals that only waited for USDC (the vault's releaseFunded checks it holds every outstanding one).
 * Withdrawals under review or over the daily line keep their ETA.
 */
export class UsdcRefillJob {
  private readonly vault: Contract;
  private readonly reserve: Contract;
  private readonly usdc: Contract;

  constructor(private readonly o: UsdcRefillOptions) {
    this.vault = new Contract(o.contracts.UsdcVault, vaultAbi, o.signer);
    this.reserve = new Contract(o.contracts.UsdcReserve, reserveAbi, o.signer);
    this.usdc = new Contract(o.contracts.USDC, usdcAbi, o.provider);
  }

  /** One pass; returns the USDC refilled and the withdrawals released. */
  async tick(): Promise<{ refilled: bigint; released: string[] }> {
    const [held, owed] = await Promise.all([this.usdc.getFunction("balanceOf")(this.o.contracts.UsdcVault) as Promise<bigint>, this.vault.getFunction("outstanding")() as Promise<bigint>]);
    let refilled = 0n;
    if (held < owed) {
      const inReserve = (await this.usdc.getFunction("balanceOf")(this.o.contracts.UsdcReserve)) as bigint;
      refilled = owed - held < inReserve ? owed - held : inReserve;
      if (refilled > 0n) {
        await (await this.reserve.getFunction("refill")(refilled)).wait();
        this.o.log?.({ job: "usdc refill", refilled: refilled.toString(), owed: owed.toString() });
      }
    }
    if (held + refilled < owed) return { refilled, released: [] };
    const waiting = await this.o.orm.em.fork().find(BridgeProcess, { processType: ProcessType.SWAP_TO_USDC, queueState: WithdrawalQueueState.PENDING, queueReasons: WithdrawalReason.LIQUIDITY }, { orderBy: { createdAt: "asc" } });
    const released: string[] = [];
    for (const w of waiting) {
      if (!((await this.vault.getFunction("isClaimable")(w.id)) as boolean)) {
        await (await this.vault.getFunction("releaseFunded")(w.id)).wait();
        released.push(w.id);
      }
    }
    if (released.length) this.o.log?.({ job: "usdc refill", released });
    return { refilled, released };
  }
}
