// Gas of DecisionTable calls (casino hold'em, blackjack) on the in-process game chain: each kind of
// decision, the deal and next window with their card proofs, settle per hand with every hand paid
// to a distinct player (the worst case: a cold balance per transfer), and forfeit per hand.
import { createHash } from "node:crypto";
import {
  BlackjackAction as A, BlackjackBet, decisionGame, HoldemAction, HoldemBet, holdemFromCards, rankOf, replayBet, roundDeckCommitment, settleDecisionBets,
  blackjackFromCards, valueOf, type RoundDeckCommitment,
} from "@sunrise/games";
import { signDecision, signedDecisionInput } from "@sunrise/contracts/signed-decision";
import type { Contract, ContractTransactionResponse, Signer } from "ethers";

type Ethers = typeof import("ethers").ethers & { provider: import("ethers").JsonRpcProvider; deployContract(name: string, args?: unknown[]): Promise<Contract> };

const U = (n: number) => BigInt(n) * 10n ** 6n;
const commitmentOf = (seed: string) => "0x" + createHash("sha256").update(Buffer.from(seed.slice(2), "hex")).digest("hex");
const fmt = (g: bigint | number) => Number(g).toLocaleString("en");
const ten = (c: number) => valueOf(c) === 10;
const RELAY_ABI = ["function decideSigned(uint256 roundId, uint8 window, (uint256 decision, bytes32 r, bytes32 yParityAndS)[] decisions)"];

/** Rows of `| call | gas |` for the decision tables; `players` are funded at the cashier, `openHouse` registers and funds a table there. */
export async function decisionTableGas(
  ethers: Ethers,
  cashier: string,
  admin: Signer,
  players: readonly Signer[],
  openHouse: (table: Contract) => Promise<void>,
): Promise<{ rows: [string, string][]; largestDecision: bigint; relayedSplit: Map<number, bigint> }> {
  const rows: [string, string][] = [];
  let largestDecision = 0n;
  /** Gas per decision of a batch of signed splits the dealer relays, by batch size. */
  const relayedSplit = new Map<number, bigint>();
  const call = (c: Contract, fn: string, ...args: unknown[]) => c.getFunction(fn)(...args) as Promise<ContractTransactionResponse>;
  const gasOf = async (tx: Promise<ContractTransactionResponse>) => (await (await tx).wait())!.gasUsed;
  const send = async (c: Contract, fn: string, ...args: unknown[]) => (await call(c, fn, ...args)).wait();

  async function newTable(gameType: 3 | 7): Promise<Contract> {
    const rules = await ethers.deployContract(gameType === 3 ? "HoldemRules" : "BlackjackRules");
    const table = await ethers.deployContract("DecisionTable", [cashier, 100 + gameType, gameType, await rules.getAddress(), 0, U(1), U(1_000), await admin.getAddress()]);
    await send(table, "grantRole", await table.getFunction("OPERATOR_ROLE")(), await admin.getAddress());
    await openHouse(table);
    return table;
  }

  /**
   * Opens a round, lets `who` place `bet`, then closes it (from a snapshot, in later blocks) until
   * the deck the close fixes satisfies `wanted` (the bench knows the seed); returns the round and deck.
   */
  async function roundWith(table: Contract, gameType: 3 | 7, who: readonly Signer[], kind: number, wanted: (deck: RoundDeckCommitment) => boolean) {
    const seed = ethers.hexlify(ethers.randomBytes(32));
    await send(table, "openRound", commitmentOf(seed), 3600);
    const roundId = (await table.getFunction("roundCount")()) as bigint;
    for (const p of who) await send(table.connect(p) as Contract, "placeBets", roundId, [{ kind, numbers: [], amount: U(2) }], ethers.hexlify(ethers.randomBytes(32)));
    for (;;) {
      const snapshot = await ethers.provider.send("evm_snapshot", []);
      const close = (await (await call(table, "closeBetting", roundId)).wait())!;
      const { entropy } = await table.getFunction("rounds")(roundId);
      const clientSeed = ethers.solidityPackedKeccak256(["bytes32", "bytes32"], [close.blockHash, entropy]);
      const deck = roundDeckCommitment(seed, clientSeed, roundId, decisionGame(gameType).decks);
      if (wanted(deck)) return { roundId, deck, seed };
      await ethers.provider.send("evm_revert", [snapshot]);
      await ethers.provider.send("evm_mine", []);
    }
  }
  const proofsAt = (deck: RoundDeckCommitment, positions: readonly number[]) => positions.map((p) => ({ ...deck.cardProof(p), proof: [...deck.cardProof(p).proof] }));
  const dealGas = (table: Contract, gameType: 3 | 7, r: { roundId: bigint; deck: RoundDeckCommitment }) => gasOf(call(table, "deal", r.roundId, r.deck.root, proofsAt(r.deck, decisionGame(gameType).dealPositions)));
  const decideGas = async (table: Contract, p: Signer, roundId: bigint, bet: number, hand: number, action: number) => {
    const gas = await gasOf(call(table.connect(p) as Contract, "decide", roundId, bet, hand, action));
    if (gas > largestDecision) largestDecision = gas;
    return gas;
  };
  const closeWindow = async () => {
    await ethers.provider.send("evm_increaseTime", [10]);
    await ethers.provider.send("evm_mine", []);
  };
  const line = (small: bigint, large: bigint, a: number, b: number) => {
    const perBet = (large - small) / BigInt(b - a);
    return `${fmt(small - perBet * BigInt(a))} + ${fmt(perBet)} per hand`;
  };
  const [SMALL, LARGE] = [50, Math.min(200, players.length)];

  // ---- casino hold'em -------------------------------------------------------------------------
  {
    const table = await newTable(3);
    const openGas = await gasOf(call(table, "openRound", commitmentOf(ethers.id("h")), 3600));
    const placeGas = await gasOf(call(table.connect(players[0]!) as Contract, "placeBets", 1n, [{ kind: HoldemBet.ANTE, numbers: [], amount: U(2) }, { kind: HoldemBet.AA_BONUS, numbers: [], amount: U(1) }], ethers.id("p")));
    const closeGas = await gasOf(call(table, "closeBetting", 1n));
    rows.push(["DecisionTable.openRound / placeBets (ante + AA bonus) / closeBetting", `${fmt(openGas)} / ${fmt(placeGas)} / ${fmt(closeGas)}`]);
    const settleGas: bigint[] = [];
    for (const n of [SMALL, LARGE]) {
      // Every player calls on a hand that does not lose: every hand is paid.
      const r = await roundWith(table, 3, players.slice(0, n), HoldemBet.ANTE, (d) => {
        const o = holdemFromCards(d.cards.slice(0, 9));
        return !(o.dealerQualifies && o.winner === "dealer");
      });
      const deal = await dealGas(table, 3, r);
      const decisions: bigint[] = [];
      for (const [i, p] of players.slice(0, n).entries()) decisions.push(await decideGas(table, p, r.roundId, i, 0, HoldemAction.CALL));
      await closeWindow();
      settleGas.push(await gasOf(call(table, "settle", r.roundId, r.seed)));
      if (n === SMALL) {
        rows.push(["hold'em deal (root + 5 card proofs, opens the window)", fmt(deal)]);
        rows.push(["hold'em decide: call (escrows 2 × ante)", fmt(decisions[1]!)]);
      }
    }
    rows.push([`hold'em settle (52-card deck and root recomputed), every hand called and paid`, line(settleGas[0]!, settleGas[1]!, SMALL, LARGE)]);
    const r = await roundWith(table, 3, players.slice(0, 2), HoldemBet.ANTE, () => true);
    await dealGas(table, 3, r);
    rows.push(["hold'em decide: fold", fmt(await decideGas(table, players[0]!, r.roundId, 0, 0, HoldemAction.FOLD))]);
  }

  // ---- blackjack --------------------------------------------------------------------------------
  {
    const table = await newTable(7);
    const natural = (c: readonly number[], i: number) => (rankOf(c[i]!) === 1 && ten(c[i + 1]!)) || (ten(c[i]!) && rankOf(c[i + 1]!) === 1);
    const plain = (d: RoundDeckCommitment) => rankOf(d.cards[2]!) !== 1 && !natural(d.cards, 0) && !natural(d.cards, 2);
    // Decisions: a pair against a non-ace, so hit, stand, double and split are all open in window 1.
    const r = await roundWith(table, 7, players.slice(0, 5), BlackjackBet.MAIN, (d) => plain(d) && valueOf(d.cards[0]!) === valueOf(d.cards[1]!) && valueOf(d.cards[0]!) < 10 && rankOf(d.cards[0]!) !== 1);
    rows.push(["blackjack deal (root + 3 card proofs, opens the window)", fmt(await dealGas(table, 7, r))]);
    const first: [string, number][] = [["hit", A.HIT], ["stand", A.STAND], ["double (escrows a main stake)", A.DOUBLE], ["split (escrows a main stake, draws 2 cards)", A.SPLIT]];
    for (const [i, [name, action]] of first.entries()) rows.push([`blackjack decide, window 1: ${name}`, fmt(await decideGas(table, players[i]!, r.roundId, i, 0, action))]);
    await closeWindow();
    const extra = Number((await table.getFunction("rounds")(r.roundId)).extraCards);
    const nextGas = await gasOf(call(table, "nextWindow", r.roundId, proofsAt(r.deck, Array.from({ length: extra }, (_, k) => 40 + k))));
    rows.push([`blackjack nextWindow (${extra} card proofs)`, fmt(nextGas)]);
    // A later decision replays the bet's earlier ones: the hit hand, now in window 2, if it can still act.
    const hitter = replayBet({ player: r.deck.cards.slice(0, 2), up: r.deck.cards[2]!, extra: (n) => r.deck.cards[40 + n] }, [A.HIT], 1);
    if (!hitter.finished) rows.push(["blackjack decide, window 2: stand after a hit", fmt(await decideGas(table, players[0]!, r.roundId, 0, 0, A.STAND))]);
    const ins = await roundWith(table, 7, players.slice(0, 1), BlackjackBet.MAIN, (d) => rankOf(d.cards[2]!) === 1);
    await dealGas(table, 7, ins);
    rows.push(["blackjack decide: insurance (escrows half the main stake)", fmt(await decideGas(table, players[0]!, ins.roundId, 0, 0, A.INSURANCE))]);
    // A round opens only once the round BET_SETS before it is paid: let these two run out and forfeit them.
    await ethers.provider.send("evm_increaseTime", [3700]);
    for (const id of [r.roundId, ins.roundId]) await send(table, "forfeit", id);

    const settleGas: bigint[] = [];
    for (const n of [SMALL, LARGE]) {
      // Everyone stands on two cards that beat the dealer: every hand is paid.
      const s = await roundWith(table, 7, players.slice(0, n), BlackjackBet.MAIN, (d) => {
        if (!plain(d)) return false;
        const deal = blackjackFromCards(d.cards.slice(0, 40));
        return settleDecisionBets({ game: "blackjack", ...deal }, [{ kind: BlackjackBet.MAIN, amount: 2n, actions: [A.STAND] }], { windows: 1, windowOpen: false })[0]!.payout > 2n;
      });
      await dealGas(table, 7, s);
      for (const [i, p] of players.slice(0, n).entries()) await decideGas(table, p, s.roundId, i, 0, A.STAND);
      await closeWindow();
      settleGas.push(await gasOf(call(table, "settle", s.roundId, s.seed)));
    }
    rows.push(["blackjack settle (416-card deck and root recomputed), every hand stood and paid", line(settleGas[0]!, settleGas[1]!, SMALL, LARGE)]);
    const forfeitGas: bigint[] = [];
    for (const n of [SMALL, LARGE]) {
      const f = await roundWith(table, 7, players.slice(0, n), BlackjackBet.MAIN, () => true);
      await dealGas(table, 7, f);
      await ethers.provider.send("evm_increaseTime", [3700]);
      forfeitGas.push(await gasOf(call(table, "forfeit", f.roundId)));
    }
    rows.push(["blackjack forfeit, every hand paid its worst case", line(forfeitGas[0]!, forfeitGas[1]!, SMALL, LARGE)]);
  }

  // ---- signed decisions, relayed in batches -----------------------------------------------------
  // The site's players sign their decisions and the dealer sends each window's in batches through the
  // table's DecisionRelay. The largest decision, a split, by every player of a round (a fresh table: four rounds fill its bet sets).
  {
    const table = await newTable(7);
    const address = await table.getAddress();
    const relay = new ethers.Contract(await table.getFunction("decisionRelay")(), RELAY_ABI, admin);
    const { chainId } = await ethers.provider.getNetwork();
    const pairs = (d: RoundDeckCommitment) => rankOf(d.cards[2]!) !== 1 && valueOf(d.cards[0]!) === valueOf(d.cards[1]!) && valueOf(d.cards[0]!) < 10 && rankOf(d.cards[0]!) !== 1 && !(ten(d.cards[2]!) && rankOf(d.cards[3]!) === 1);
    for (const n of [1, 10, 20, 50].filter((k) => k <= players.length)) {
      const who = players.slice(0, n);
      const r = await roundWith(table, 7, who, BlackjackBet.MAIN, pairs);
      await dealGas(table, 7, r);
      const signed = await Promise.all(
        who.map(async (p, i) => {
          const d = { roundId: r.roundId, betIndex: i, window: 1, hand: 0, action: A.SPLIT };
          return signedDecisionInput(d, await signDecision(p, chainId, address, d));
        }),
      );
      const gas = await gasOf(relay.getFunction("decideSigned")(r.roundId, 1, signed) as Promise<ContractTransactionResponse>);
      relayedSplit.set(n, gas / BigInt(n));
      rows.push([`blackjack split, signed, relayed in a batch of ${n}: gas per decision`, fmt(gas / BigInt(n))]);
    }
  }
  return { rows, largestDecision, relayedSplit };
}
