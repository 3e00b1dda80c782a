import { Contract, Interface, type InterfaceAbi, type Provider } from "ethers";
import bridgeAbi from "../abi/AssetChainBridge.json" with { type: "json" };
import susdAbi from "../abi/SUSD.json" with { type: "json" };
import usdcAbi from "../abi/TestUSDC.json" with { type: "json" };
import vaultAbi from "../abi/UsdcVault.json" with { type: "json" };

/** Both sides of the proof of reserves, in USDC / SUSD units (6 decimals), read from the chains alone. */
export interface Reserves {
  /** USDC held by the vault (claims are paid from it). */
  usdcInVault: bigint;
  /** USDC in the reserve, which can only send it back to the vault. */
  usdcInReserve: bigint;
  /** Vault + reserve: the assets. */
  usdcHeld: bigint;
  assetSusdSupply: bigint;
  gameSusdSupply: bigint;
  /** SUSD burned by one bridge and not yet minted by the other (validators still voting). */
  susdInFlight: bigint;
  /** USDC withdrawals requested and neither claimed nor rejected: pending ones and released, unclaimed ones. */
  withdrawalsOutstanding: bigint;
  /** SUSD on both chains + in flight + outstanding withdrawals: the liabilities. */
  liabilities: bigint;
  /** Assets − liabilities (negative when the reserves do not hold). */
  surplus: bigint;
  holds: boolean;
  assetBlock: number;
  gameBlock: number;
}

export interface ReserveSources {
  asset: Provider;
  game: Provider;
  deployments: { assetChain: { startBlock: number; contracts: Record<string, string> }; gameChain: { startBlock: number; contracts: Record<string, string> } };
}

// The exported ABIs, not the build's artifacts: the gateway and the verify script read reserves without a contracts build.
const ABIS: Record<string, InterfaceAbi> = { AssetChainBridge: bridgeAbi, SUSD: susdAbi, TestUSDC: usdcAbi, UsdcVault: vaultAbi };
const abiOf = (name: string) => ABIS[name]!;

/** Sum of an event's `amount` over a bridge's logs up to `toBlock`. */
async function sumAmounts(provider: Provider, address: string, event: "BridgeWithdrawal" | "BridgeMinted", fromBlock: number, toBlock: number): Promise<bigint> {
  const iface = new Interface(abiOf("AssetChainBridge"));
  const logs = await provider.getLogs({ address, topics: [iface.getEvent(event)!.topicHash], fromBlock, toBlock });
  return logs.reduce((sum, log) => sum + (iface.parseLog(log)!.args.amount as bigint), 0n);
}

/**
 * Re-derives the proof of reserves from RPC: USDC held by the vault and its reserve ≥ SUSD supply on
 * both chains + SUSD in flight between the bridges + withdrawals not yet claimed. Reads at one block per chain.
 */
export async function readReserves({ asset, game, deployments: d }: ReserveSources): Promise<Reserves> {
  const a = d.assetChain.contracts;
  const g = d.gameChain.contracts;
  if (!a.USDC || !a.UsdcVault || !a.SUSD || !g.SUSD || !a.AssetChainBridge || !g.GameChainBridge) throw new Error("deployments: the USDC vault, SUSD or a bridge is missing");
  const [assetBlock, gameBlock] = await Promise.all([asset.getBlockNumber(), game.getBlockNumber()]);
  const at = { blockTag: assetBlock };
  const usdc = new Contract(a.USDC, abiOf("TestUSDC"), asset);
  const vault = new Contract(a.UsdcVault, abiOf("UsdcVault"), asset);
  const reserve = (await vault.getFunction("reserve")(at)) as string;
  const supply = (address: string, provider: Provider, blockTag: number) => new Contract(address, abiOf("SUSD"), provider).getFunction("totalSupply")({ blockTag }) as Promise<bigint>;
  const [usdcInVault, usdcInReserve, withdrawalsOutstanding, assetSusdSupply, gameSusdSupply, toGame, mintedOnGame, toAsset, mintedOnAsset] = await Promise.all([
    usdc.getFunction("balanceOf")(a.UsdcVault, at) as Promise<bigint>,
    /^0x0{40}$/i.test(reserve) ? Promise.resolve(0n) : (usdc.getFunction("balanceOf")(reserve, at) as Promise<bigint>),
    vault.getFunction("outstanding")(at) as Promise<bigint>,
    supply(a.SUSD, asset, assetBlock),
    supply(g.SUSD, game, gameBlock),
    sumAmounts(asset, a.AssetChainBridge, "BridgeWithdrawal", d.assetChain.startBlock, assetBlock),
    sumAmounts(game, g.GameChainBridge, "BridgeMinted", d.gameChain.startBlock, gameBlock),
    sumAmounts(game, g.GameChainBridge, "BridgeWithdrawal", d.gameChain.startBlock, gameBlock),
    sumAmounts(asset, a.AssetChainBridge, "BridgeMinted", d.assetChain.startBlock, assetBlock),
  ]);
  // Each withdrawal id mints once, for the amount withdrawn: what was burned and not minted yet is in flight.
  const susdInFlight = toGame - mintedOnGame + (toAsset - mintedOnAsset);
  const usdcHeld = usdcInVault + usdcInReserve;
  const liabilities = assetSusdSupply + gameSusdSupply + susdInFlight + withdrawalsOutstanding;
  return { usdcInVault, usdcInReserve, usdcHeld, assetSusdSupply, gameSusdSupply, susdInFlight, withdrawalsOutstanding, liabilities, surplus: usdcHeld - liabilities, holds: usdcHeld >= liabilities, assetBlock, gameBlock };
}
