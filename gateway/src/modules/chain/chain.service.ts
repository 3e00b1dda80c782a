import { Contract, JsonRpcProvider } from "ethers";
import { MAX_BRIDGE_AMOUNT, MIN_BRIDGE_AMOUNT } from "@sunrise/contracts";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import type { GatewayEnv } from "../../env.js";
import { contractAddress, readDeploymentsFile, type DeploymentsFile } from "./deployments.js";

interface Connected {
  deployments: DeploymentsFile;
  asset: JsonRpcProvider;
  game: JsonRpcProvider;
  assetSusd: Contract;
  gameSusd: Contract;
}

/**
 * Read access to both chains: providers, token contracts and the public chain configuration.
 * Connects on first use, so parts of the API that need no chain work without one.
 */
export class ChainService {
  private connected?: Connected;

  constructor(private readonly env: GatewayEnv) {}

  private get c(): Connected {
    if (this.connected) return this.connected;
    const deployments = readDeploymentsFile(this.env.DEPLOYMENTS_FILE);
    const opts = { staticNetwork: true, batchMaxCount: 1 } as const;
    const asset = new JsonRpcProvider(this.env.ASSET_RPC_URL, deployments.assetChain.chainId, opts);
    const game = new JsonRpcProvider(this.env.GAME_RPC_URL, deployments.gameChain.chainId, opts);
    this.connected = {
      deployments,
      asset,
      game,
      assetSusd: new Contract(contractAddress(deployments, "assetChain", "SUSD"), susdAbi, asset),
      gameSusd: new Contract(contractAddress(deployments, "gameChain", "SUSD"), susdAbi, game),
    };
    return this.connected;
  }

  get assetSusd(): Contract {
    return this.c.assetSusd;
  }

  get gameSusd(): Contract {
    return this.c.gameSusd;
  }

  get gameProvider(): JsonRpcProvider {
    return this.c.game;
  }

  /** The game chain's cashier: balances and every player's responsible-gaming rules. */
  get cashier(): Contract {
    return new Contract(contractAddress(this.c.deployments, "gameChain", "Cashier"), cashierAbi, this.c.game);
  }

  /** The Staking contract on the asset chain, or null where the suite has none deployed. */
  get staking(): Contract | null {
    const address = this.c.deployments.assetChain.contracts.Staking;
    return address ? new Contract(address, stakingAbi, this.c.asset) : null;
  }

  /** Time on the game chain (its latest block), the clock bets settle by. */
  async gameChainNow(): Promise<Date> {
    const block = await this.c.game.getBlock("latest");
    return block ? new Date(block.timestamp * 1000) : new Date();
  }

  /** Time on the asset chain (its latest block): USDC withdrawals' ETAs are its block timestamps. Wall time when the chain does not answer. */
  async assetChainNow(): Promise<Date> {
    try {
      const block = await this.c.asset.getBlock("latest");
      return block ? new Date(block.timestamp * 1000) : new Date();
    } catch {
      return new Date();
    }
  }

  get assetProvider(): JsonRpcProvider {
    return this.c.asset;
  }

  get deployments(): DeploymentsFile {
    return this.c.deployments;
  }

  /** The USDC vault on the asset chain, or null where the suite has none deployed. */
  get usdcVault(): Contract | null {
    const address = this.c.deployments.assetChain.contracts.UsdcVault;
    return address ? new Contract(address, vaultAbi, this.c.asset) : null;
  }

  /** The bonus manager on the asset chain, or null where the suite has none deployed. */
  get bonusManager(): Contract | null {
    const address = this.c.deployments.assetChain.contracts.BonusManager;
    return address ? new Contract(address, bonusAbi, this.c.asset) : null;
  }

  config() {
    const d = this.c.deployments;
    return {
      id: `${d.assetChain.chainId}-${d.gameChain.chainId}`,
      walletChainId: this.env.WALLET_CHAIN_ID,
      assetChainId: d.assetChain.chainId,
      gameChainId: d.gameChain.chainId,
      assetRpcUrl: "/rpc/asset",
      gameRpcUrl: "/rpc/game",
      assetSusd: contractAddress(d, "assetChain", "SUSD"),
      gameSusd: contractAddress(d, "gameChain", "SUSD"),
      assetBridge: contractAddress(d, "assetChain", "AssetChainBridge"),
      gameBridge: contractAddress(d, "gameChain", "GameChainBridge"),
      minBridgeAmount: MIN_BRIDGE_AMOUNT.toString(),
      maxBridgeAmount: MAX_BRIDGE_AMOUNT.toString(),
      minValidator: this.env.MIN_VALIDATOR,
      devWallet: this.env.DEV_WALLET,
      walletConnectProjectId: this.env.WALLETCONNECT_PROJECT_ID ?? null,
      walletConnectRelayUrl: this.env.WALLETCONNECT_RELAY_URL,
      walletConnectVerify: this.env.WALLETCONNECT_VERIFY,
      stakingContract: d.assetChain.contracts.Staking ?? null,
      bonusManager: d.assetChain.contracts.BonusManager ?? null,
      cashier: d.gameChain.contracts.Cashier ?? null,
      usdc: d.assetChain.contracts.USDC ?? null,
      usdcVault: d.assetChain.contracts.UsdcVault ?? null,
    };
  }

  destroy(): void {
    this.connected?.asset.destroy();
    this.connected?.game.destroy();
  }
}
