import { Contract, hexlify, Interface, randomBytes, Wallet } from "ethers";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { pairApprovalMessage, sendWithHeadroom, SerialSigner, type ChainProvider } from "@sunrise/contracts";
import { BlackjackAction, GameType, HoldemAction, type Bet } from "@sunrise/games";
import { signDecision } from "@sunrise/contracts/signed-decision";
import { allowedActions, register, signIn, submitDecision, type AllowedAction, type ChainConfig, type Headers, type LobbyTable } from "./api.js";
import { pickBets, type Random } from "./bets.js";
import type { Funder } from "./funding.js";

/** Parsed once: a player makes a contract for every bet and decision, and parsing the ABI each time made a tenth of the crowd's garbage. */
const tableInterface = new Interface(tableAbi);
const decisionInterface = new Interface(decisionAbi);

/** Games whose tables are DecisionTables: the player decides after the deal. */
export const DECISION_GAMES: readonly number[] = [GameType.POKER, GameType.BLACKJACK];

/** The bridge did not credit the cashier in time: the validators or the indexer are not running. */
export class BridgeTimeoutError extends Error {}

export interface Platform {
  url: string;
  config: ChainConfig;
  asset: ChainProvider;
  game: ChainProvider;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A demo player: a fresh main wallet and game wallet, registered and funded through the site's flows. */
export class DemoPlayer {
  private readonly gameSigner: SerialSigner;
  private readonly cashier: Contract;

  private constructor(readonly name: string, readonly main: Wallet, readonly gameWallet: Wallet, readonly headers: Headers, private readonly platform: Platform) {
    this.gameSigner = new SerialSigner(gameWallet);
    this.cashier = new Contract(platform.config.cashier, cashierAbi, platform.game);
  }

  /** Signs in over the API, registers with a new game wallet and pairs it on the asset chain's bridge. */
  static async register(platform: Platform, name: string, funder?: { funder: Funder; susd: bigint }): Promise<DemoPlayer> {
    const main = Wallet.createRandom().connect(platform.asset) as unknown as Wallet;
    const game = Wallet.createRandom().connect(platform.game) as unknown as Wallet;
    if (funder) await funder.funder.fund(main.address, game.address, funder.susd);
    const headers = await signIn(platform.url, main, platform.config.assetChainId);
    await register(platform.url, headers, main, game, name);
    const bridge = new Contract(platform.config.assetBridge, assetBridgeAbi, main);
    await (await bridge.getFunction("registerPairAddress")(main.address, await game.signMessage(pairApprovalMessage(main.address)))).wait();
    return new DemoPlayer(name, main, game, headers, platform);
  }

  /** Bridges SUSD from the main wallet to the game chain, where the validators' mint credits the cashier. */
  async bridgeIn(amount: bigint, timeoutMs = 120_000): Promise<void> {
    const before = await this.balance();
    const token = new Contract(this.platform.config.assetSusd, susdAbi, this.main);
    await (await token.getFunction("approve")(this.platform.config.assetBridge, amount)).wait();
    await (await new Contract(this.platform.config.assetBridge, assetBridgeAbi, this.main).getFunction("withdrawOnETH")(amount)).wait();
    const deadline = Date.now() + timeoutMs;
    while ((await this.balance()) < before + amount) {
      if (Date.now() > deadline) throw new BridgeTimeoutError(`${this.name}: the bridge did not credit ${amount} token units within ${timeoutMs / 1000} s`);
      await wait(1000);
    }
  }

  /** What the game wallet can stake: its cashier balance. */
  async balance(): Promise<bigint> {
    return (await this.cashier.getFunction("balanceOf")(this.gameWallet.address)) as bigint;
  }

  /** Bets on the table's open round within its limits and a twentieth of the balance; the bets placed (none when nothing fits). */
  async bet(table: LobbyTable, random: Random = Math.random): Promise<Bet[]> {
    if (table.round?.state !== "open") return [];
    const bets = pickBets(table.gameType, { min: BigInt(table.minBet), max: BigInt(table.maxBet) }, (await this.balance()) / 20n, random);
    if (!bets.length) return [];
    const contract = new Contract(table.contractAddress, DECISION_GAMES.includes(table.gameType) ? decisionInterface : tableInterface, this.gameSigner);
    const input = bets.map((b) => ({ kind: b.kind, numbers: b.numbers ?? [], amount: b.amount }));
    await (await sendWithHeadroom(contract, "placeBets", table.round.roundId, input, hexlify(randomBytes(32)))).wait();
    return bets;
  }

  /**
   * Takes this window's decisions at a casino hold'em or blackjack table as the site does: the game
   * wallet signs each and the dealer relays the window's in one batch. How many the table took
   * (or the dealer still had queued when the API stopped waiting); a refusal is thrown with its reason.
   */
  async decide(table: LobbyTable, random: Random = Math.random): Promise<number> {
    const open = await allowedActions(this.platform.url, this.headers, table.id);
    if (!open?.actions.length) return 0;
    const chainId = this.platform.config.gameChainId;
    const choices = chooseDecisions(table.gameType, open.actions, random);
    const results = await Promise.all(
      choices.map(async (choice) => {
        const decision = { roundId: open.roundId, betIndex: choice.betIndex, window: open.window, hand: choice.hand, action: choice.action };
        const signature = await signDecision(this.gameWallet, chainId, table.contractAddress, decision);
        return submitDecision(this.platform.url, this.headers, { tableId: table.id, ...decision, signature });
      }),
    );
    const refused = results.find((r) => r.state === "REFUSED");
    if (refused) throw new Error(`a decision was refused: ${refused.reason}`);
    return results.length;
  }
}

/** One decision per bet and hand: hold'em calls four times in five; blackjack declines insurance, then stands, hits or doubles. */
export function chooseDecisions(gameType: number, actions: AllowedAction[], random: Random): AllowedAction[] {
  const byHand = new Map<string, AllowedAction[]>();
  for (const a of actions) byHand.set(`${a.betIndex}:${a.hand}`, [...(byHand.get(`${a.betIndex}:${a.hand}`) ?? []), a]);
  const prefer = (options: AllowedAction[]): AllowedAction | undefined => {
    const has = (code: number) => options.find((o) => o.action === code);
    if (gameType === GameType.POKER) return (random() < 0.8 ? has(HoldemAction.CALL) : has(HoldemAction.FOLD)) ?? options[0];
    const roll = random();
    return has(BlackjackAction.NO_INSURANCE) ?? (roll < 0.1 ? has(BlackjackAction.DOUBLE) : undefined) ?? (roll < 0.45 ? has(BlackjackAction.HIT) : undefined) ?? has(BlackjackAction.STAND) ?? options[0];
  };
  return [...byHand.values()].map(prefer).filter((a): a is AllowedAction => a !== undefined);
}
