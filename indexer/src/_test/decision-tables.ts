import { createHash } from "node:crypto";
import { Contract, id, NonceManager, Wallet, hexlify, randomBytes } from "ethers";
import { ChainProvider, deployContract, depositAtCashier, openHouse, type Deployments } from "@sunrise/contracts";
import {
  BlackjackAction, BlackjackBet, checkDecision, decisionGame, decisionOutcome, HoldemAction, HoldemBet, keccakPacked, packed, roundDeckCommitment, settleDecisionBets,
  type DecidedBet,
} from "@sunrise/games";
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import relayAbi from "@sunrise/contracts/abi/DecisionRelay.json" with { type: "json" };
import { signDecision, signedDecisionInput, type SignedDecisionInput } from "@sunrise/contracts/signed-decision";
import { devWallet, type LocalChain } from "./chain.js";

export const SUSD = 1_000_000n;
const WINDOW = 5;
const sha256 = (hex: string) => `0x${createHash("sha256").update(Buffer.from(hex.slice(2), "hex")).digest("hex")}`;

export const DECISION_TABLES = [
  { tableId: 3, gameType: 3, rules: "HoldemRules" },
  { tableId: 7, gameType: 7, rules: "BlackjackRules" },
] as const;

/** SUSD, a casino hold'em and a blackjack DecisionTable (devWallet 0 admin and dealer), three funded players (devWallets 1–3). */
export async function deployDecisionTables(game: LocalChain, chainId: number): Promise<Deployments> {
  const provider = new ChainProvider(game.url, chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(devWallet(0).privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const startBlock = (await provider.getBlockNumber()) + 1;
    const susd = await deployContract(admin, "SUSD", [devWallet(0).address]);
    const bridge = await deployContract(admin, "GameChainBridge", [await susd.getAddress(), 31337, 2, devWallet(0).address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), devWallet(0).address);
    const cashier = await (await deployContract(admin, "Cashier", [await susd.getAddress(), devWallet(0).address])).getAddress();
    const contracts: Record<string, string> = { SUSD: await susd.getAddress(), GameChainBridge: await bridge.getAddress(), Cashier: cashier };
    for (const t of DECISION_TABLES) {
      const rules = await deployContract(admin, t.rules, []);
      const table = await deployContract(admin, "DecisionTable", [cashier, t.tableId, t.gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, devWallet(0).address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), devWallet(0).address);
      await send(table, "setDecisionSeconds", WINDOW);
      await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 100_000_000n * SUSD);
      contracts[`GameTable:${t.tableId}`] = await table.getAddress();
    }
    for (const i of [1, 2, 3]) {
      await send(susd, "mint", devWallet(i).address, 1_000_000n * SUSD);
      await depositAtCashier(new NonceManager(new Wallet(devWallet(i).privateKey, provider)), cashier, await susd.getAddress(), 1_000_000n * SUSD);
    }
    const placeholder = { chainId: 31337, rpcUrl: "http://127.0.0.1:1", startBlock: 0, contracts: {} };
    return { assetChain: placeholder, gameChain: { chainId, rpcUrl: game.url, startBlock, contracts } };
  } finally {
    provider.destroy();
  }
}

/** A decision the driver took: the bet, its window, the hand and action, and the deciding wallet (lowercase). */
export interface DrivenDecision {
  betIndex: number;
  window: number;
  hand: number;
  action: number;
  player: string;
}

/**
 * Plays decision rounds as a dealer and three players would: commit, bets with player seeds,
 * close, deal (root and proven cards), each player's decisions window by window (each sent by its
 * player, or `relayed`: signed by its player and sent by the dealer in one `decideSigned` a
 * window), the next window while the engine says a bet could still act, settle with the seed.
 */
export class DecisionDriver {
  private readonly dealer: NonceManager;
  private readonly players: NonceManager[];

  constructor(readonly game: LocalChain, readonly provider: ChainProvider) {
    this.dealer = new NonceManager(new Wallet(devWallet(0).privateKey, provider));
    this.players = [1, 2, 3].map((i) => new NonceManager(new Wallet(devWallet(i).privateKey, provider)));
  }

  static seed(table: string, roundId: number): string {
    return `0x${createHash("sha256").update(`decision:${table.toLowerCase()}:${roundId}`).digest("hex")}`;
  }

  async playRound(address: string, gameType: number, opts: { relayed?: boolean } = {}): Promise<{ roundId: number; decisions: DrivenDecision[] }> {
    const table = new Contract(address, decisionAbi, this.dealer);
    const relay = new Contract(await table.getFunction("decisionRelay")(), relayAbi, this.dealer);
    const chainId = (await this.provider.getNetwork()).chainId;
    const decisions: DrivenDecision[] = [];
    const call = async (fn: string, ...args: unknown[]) => (await table.getFunction(fn)(...args)).wait();
    const as = (i: number) => table.connect(this.players[i]!) as Contract;
    const shape = decisionGame(gameType);
    const roundId = Number(await table.getFunction("roundCount")()) + 1;
    const seed = DecisionDriver.seed(address, roundId);
    await call("openRound", sha256(seed), 3_600);
    for (const i of [0, 1, 2]) {
      const bets = gameType === 3
        ? [{ kind: HoldemBet.ANTE, numbers: [], amount: BigInt(1 + i) * SUSD }, ...(i === 0 ? [{ kind: HoldemBet.AA_BONUS, numbers: [], amount: SUSD }] : [])]
        : [{ kind: BlackjackBet.MAIN, numbers: [], amount: BigInt(2 + 2 * i) * SUSD }];
      await (await as(i).getFunction("placeBets")(roundId, bets, hexlify(randomBytes(32)))).wait();
    }
    await call("closeBetting", roundId);
    const r0 = await table.getFunction("rounds")(roundId);
    const close = await this.provider.getBlock(Number(r0.closedBlock));
    const deck = roundDeckCommitment(seed, keccakPacked(packed.bytes32(close!.hash!), packed.bytes32(r0.entropy)), roundId, shape.decks);
    await call("deal", roundId, deck.root, shape.dealPositions.map((p) => deck.cardProof(p)));
    for (;;) {
      const r = await table.getFunction("rounds")(roundId);
      const window = Number(r.window);
      const shown = [...(await table.getFunction("shownCards")(roundId))].map(Number);
      let bets = await this.bets(table, roundId);
      const signed: SignedDecisionInput[] = [];
      for (const [i, b] of bets.entries()) {
        const choice = this.choose(gameType, shown, b, window, i);
        if (!choice) continue;
        const player = this.players[this.playerOf(gameType, i)]!;
        decisions.push({ betIndex: i, window, ...choice, player: (await player.getAddress()).toLowerCase() });
        if (!opts.relayed) await (await as(this.playerOf(gameType, i)).getFunction("decide")(roundId, i, choice.hand, choice.action)).wait();
        else signed.push(signedDecisionInput({ betIndex: i, ...choice }, await signDecision(player, chainId, address, { roundId, betIndex: i, window, ...choice })));
      }
      if (signed.length) await (await relay.getFunction("decideSigned")(roundId, window, signed)).wait();
      await this.game.rpc("evm_increaseTime", [WINDOW]);
      await this.game.rpc("evm_mine");
      bets = await this.bets(table, roundId);
      const extra = Number((await table.getFunction("rounds")(roundId)).extraCards);
      const outcome = decisionOutcome(gameType, deck.cards.slice(0, shape.outcomeLength(extra)));
      const cut = settleDecisionBets(outcome, bets, { windows: window, windowOpen: false }).some((x) => x.cutShort);
      if (!cut || window >= shape.maxWindows) break;
      const shownExtra = Number((await table.getFunction("rounds")(roundId)).extraShown);
      await call("nextWindow", roundId, Array.from({ length: extra - shownExtra }, (_, n) => deck.cardProof(shape.extraBase + shownExtra + n)));
    }
    await call("settle", roundId, seed);
    return { roundId, decisions };
  }

  /** Hold'em: the first ante calls, the second folds, the third does not decide. Blackjack: hit below 17 (splitting pairs, taking insurance on the first bet), double on 10 or 11. */
  private choose(gameType: number, shown: number[], bet: DecidedBet, window: number, index: number): { hand: number; action: number } | null {
    if (bet.actions[window - 1]) return null;
    const ok = (hand: number, action: number) => checkDecision(gameType, shown, bet, window, hand, action).ok;
    if (gameType === 3) {
      if (!ok(0, HoldemAction.CALL)) return null;
      return index === 0 ? { hand: 0, action: HoldemAction.CALL } : index === 2 ? { hand: 0, action: HoldemAction.FOLD } : null;
    }
    for (const hand of [0, 1]) {
      if (ok(hand, BlackjackAction.INSURANCE)) return { hand, action: index === 0 ? BlackjackAction.INSURANCE : BlackjackAction.NO_INSURANCE };
      if (!ok(hand, BlackjackAction.STAND)) continue;
      if (ok(hand, BlackjackAction.SPLIT)) return { hand, action: BlackjackAction.SPLIT };
      if (index === 1 && ok(hand, BlackjackAction.DOUBLE)) return { hand, action: BlackjackAction.DOUBLE };
      return { hand, action: index === 2 || window > 3 ? BlackjackAction.STAND : BlackjackAction.HIT };
    }
    return null;
  }

  /** Bet i's player: blackjack bets are one per player; hold'em's first player placed two bets (ante and AA bonus). */
  private playerOf(gameType: number, betIndex: number): number {
    return gameType === 3 ? Math.max(0, betIndex - 1) : betIndex;
  }

  private async bets(table: Contract, roundId: number): Promise<DecidedBet[]> {
    const n = Number(await table.getFunction("betCount")(roundId));
    const bets = await Promise.all(Array.from({ length: n }, (_, i) => table.getFunction("betAt")(roundId, i)));
    return bets.map((b) => ({ kind: Number(b.kind), amount: b.amount as bigint, actions: [...b.actions].map(Number) }));
  }
}
