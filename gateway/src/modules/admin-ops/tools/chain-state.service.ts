import { Contract, type InterfaceAbi, type Provider } from "ethers";
import pausableAbi from "@sunrise/contracts/abi/GameChainBridge.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import { GameTableConfig, type EntityManager } from "@sunrise/db";
import type { ChainService } from "../../chain/chain.service.js";
import type { AdminBonusSettingsType, AdminChainStateType, AdminContractType, AdminStakingStateType } from "./chain-state.type.js";
import { PausableContractName } from "./tools.inputs.js";

const date = (seconds: bigint) => (seconds === 0n ? null : new Date(Number(seconds) * 1000));

/** Reads the contracts the Tools screen pauses and configures, straight from the chains. */
export class ChainStateService {
  constructor(private readonly chain: ChainService) {}

  private providers(): { asset: Provider; game: Provider } {
    return { asset: this.chain.assetSusd.runner as Provider, game: this.chain.gameSusd.runner as Provider };
  }

  async read(em: EntityManager): Promise<AdminChainStateType> {
    const config = this.chain.config();
    const providers = this.providers();
    const at = (address: string, abi: InterfaceAbi, chain: "asset" | "game") => new Contract(address, abi, providers[chain]);
    const named: [PausableContractName, string | null, "asset" | "game"][] = [
      [PausableContractName.ASSET_BRIDGE, config.assetBridge, "asset"],
      [PausableContractName.GAME_BRIDGE, config.gameBridge, "game"],
      [PausableContractName.BONUS_MANAGER, config.bonusManager, "asset"],
      [PausableContractName.STAKING, config.stakingContract, "asset"],
    ];
    const tables = await em.find(GameTableConfig, {}, { orderBy: { id: "asc" } });
    const entries: Omit<AdminContractType, "paused">[] = [
      ...named.filter(([, address]) => address).map(([contract, address, chain]) => ({ id: contract as string, contract, tableId: null, tableName: null, chain, address: address!.toLowerCase() })),
      ...tables.map((t) => ({ id: `GameTable:${t.id}`, contract: PausableContractName.GAME_TABLE, tableId: t.id, tableName: t.name, chain: "game", address: t.contractAddress })),
    ];
    const [contracts, staking, bonus] = await Promise.all([
      Promise.all(entries.map(async (e) => ({ ...e, paused: (await at(e.address, pausableAbi, e.chain as "asset" | "game").getFunction("paused")()) as boolean }))),
      config.stakingContract ? this.staking(at(config.stakingContract, stakingAbi, "asset")) : null,
      config.bonusManager ? this.bonus(at(config.bonusManager, bonusAbi, "asset")) : null,
    ]);
    return { contracts, staking, bonus };
  }

  private async staking(s: Contract): Promise<AdminStakingStateType> {
    const [cycle, count, unallocated] = (await Promise.all([s.getFunction("rewardCycle")(), s.getFunction("roundCount")(), s.getFunction("unallocatedRewards")()])) as bigint[];
    const last = count! > 0n ? ((await s.getFunction("rounds")(count! - 1n)) as { startedAt: bigint; endedAt: bigint }) : null;
    return {
      rewardCycleSeconds: Number(cycle),
      roundCount: Number(count),
      roundInProgress: last !== null && last.endedAt === 0n,
      roundStartedAt: last ? date(last.startedAt) : null,
      roundEndedAt: last ? date(last.endedAt) : null,
      unallocatedRewards: unallocated!.toString(),
    };
  }

  private async bonus(b: Contract): Promise<AdminBonusSettingsType> {
    const [rate, maximum, minValidator] = (await Promise.all([b.getFunction("rewardRate")(), b.getFunction("rewardMaximum")(), b.getFunction("minValidator")()])) as bigint[];
    return { rewardRate: Number(rate), rewardMaximum: maximum!.toString(), minValidator: Number(minValidator) };
  }
}
