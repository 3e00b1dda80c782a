// Differential fuzz: DecisionTable with HoldemRules / BlackjackRules and @sunrise/games deal, check
// decisions and pay every round alike, for random seeds, bets and decision sequences (some windows
// missed, some actions not allowed, some rounds settled early). Seeded: DECISION_FUZZ_SEED=<n>
// replays a failure; DECISION_FUZZ_ROUNDS sets the rounds per game.
import { expect } from "chai";
import { network } from "hardhat";
import {
  BlackjackBet, checkDecision, dealTableRound, decisionGame, encodeOutcome, HoldemBet, replayBet, settleDecisionBets, type DecidedBet, type DecisionOutcome,
} from "@sunrise/games";
import { houseOf, U } from "./_helpers/table-fixture.js";
import { DecisionDealer, deployDecisionTable, type DecisionGame } from "./_helpers/decision-fixture.js";
import { eventsOf, settledPayouts } from "./_helpers/events.js";
import { SeededRandom } from "./_helpers/seeded-random.js";

const { ethers, networkHelpers } = await network.create();
const SEED = Number(process.env.DECISION_FUZZ_SEED ?? 1010);
const ROUNDS = Number(process.env.DECISION_FUZZ_ROUNDS ?? 100);
const NAMES = { 3: "casino hold'em", 7: "blackjack" } as const;

interface PlacedBet extends DecidedBet {
  player: number;
  actions: number[];
}

describe(`DecisionTable and @sunrise/games agree on every decision and payout (seed ${SEED})`, function () {
  this.timeout(900_000);

  for (const gameType of [3, 7] as DecisionGame[]) {
    it(`${NAMES[gameType]}: ${ROUNDS} rounds of random bets and decision sequences check, replay and pay as the engine does`, async () => {
      const random = new SeededRandom(SEED + gameType);
      const f = await deployDecisionTable(ethers, { gameType, bankroll: U(100_000_000), wallet: U(10_000_000) });
      const dealer = new DecisionDealer(ethers, f.table, gameType);
      const shape = decisionGame(gameType);
      let refusals = 0;
      let decisions = 0;
      let early = 0;
      for (let n = 1; n <= ROUNDS; n++) {
        const serverSeed = random.bytes32();
        const roundId = await dealer.open(serverSeed);
        const bets: PlacedBet[] = [];
        for (const [player, signer] of f.players.slice(0, 1 + random.int(3)).entries()) {
          const amount = () => random.bigint(U(1), U(100));
          const batch = gameType === 3
            ? [{ kind: HoldemBet.ANTE, amount: amount() }, ...(random.next() < 0.4 ? [{ kind: HoldemBet.AA_BONUS, amount: amount() }] : [])]
            : Array.from({ length: 1 + random.int(2) }, () => ({ kind: BlackjackBet.MAIN, amount: amount() }));
          await f.table.connect(signer).placeBets(roundId, batch.map((b) => ({ ...b, numbers: [] })), random.bytes32());
          bets.push(...batch.map((b) => ({ ...b, player, actions: [] })));
        }
        await f.table.closeBetting(roundId);
        await dealer.deal(roundId, serverSeed);
        const deck = await dealer.deckOf(roundId, serverSeed);
        const context = (w: number) => `${NAMES[gameType]} round ${roundId} window ${w} (seed ${SEED})`;
        let settleEarly = false;
        for (let w = 1; ; w++) {
          const shownCards = await f.table.shownCards(roundId);
          const shown = shownCards.map(Number);
          for (const [i, bet] of random.shuffled([...bets.entries()])) {
            // A random (hand, action) is refused or accepted exactly as the engine says, with its reason and extra stake.
            const hand = random.int(2);
            const action = 1 + random.int(6);
            const engine = checkDecision(gameType, shown, bet, w, hand, action);
            const reason = await refusalOf(f.table.connect(f.players[bet.player]!).decide.staticCall(roundId, i, hand, action));
            expect(reason, context(w)).to.equal(engine.ok ? "" : engine.reason);
            if (random.next() < 0.15) continue; // this player lets the window pass
            const options = [0, 1].flatMap((h) => [1, 2, 3, 4, 5, 6].map((a) => ({ h, a, check: checkDecision(gameType, shown, bet, w, h, a) }))).filter((o) => o.check.ok);
            if (options.length === 0) continue;
            const pick = random.pick(options);
            const signer = f.players[bet.player]!;
            if (random.next() < 0.1) {
              await expect(f.table.connect(f.stranger).decide(roundId, i, pick.h, pick.a), context(w)).to.be.revertedWith("Not your bet");
              refusals++;
            }
            const receipt = await (await f.table.connect(signer).decide(roundId, i, pick.h, pick.a)).wait();
            expect(eventsOf(f.table, receipt, "Decision")[0]!.args.extraStake, context(w)).to.equal(pick.check.ok ? pick.check.extraStake : -1n);
            bet.actions[w - 1] = pick.a;
            decisions++;
            if (random.next() < 0.1) {
              await expect(f.table.connect(signer).decide(roundId, i, pick.h, pick.a), context(w)).to.be.revertedWith("Already decided");
              refusals++;
            }
            if (!engine.ok) refusals++;
          }
          for (const b of bets) b.actions[w - 1] ??= 0;
          if (random.next() < 0.05) {
            settleEarly = true;
            break;
          }
          await networkHelpers.time.increase(10);
          if (w >= shape.maxWindows) break;
          // The dealer opens another window while a bet can still act (it knows the deck).
          const cards = { player: deck.cards.slice(0, 2), up: deck.cards[2]!, extra: (k: number) => deck.cards[shape.extraBase + k] };
          if (!bets.some((b) => replayBet(cards, b.actions, w).couldDecide(w + 1))) break;
          await dealer.nextWindow(roundId, serverSeed);
        }
        early += +settleEarly;
        const r = await f.table.rounds(roundId);
        const settle = await (await f.table.settle(roundId, serverSeed)).wait();
        const [revealed] = eventsOf(f.table, settle, "RoundRevealed");
        const outcome = dealTableRound(gameType, { serverSeed, clientSeed: r.clientSeed, roundId: roundId.toString() }, Number(r.extraCards)) as DecisionOutcome;
        expect(revealed!.args.outcome.map(Number), context(0)).to.deep.equal(encodeOutcome(outcome));
        const played = { windows: Number(r.window), windowOpen: (await f.table.rounds(roundId)).settledInWindow };
        expect(played.windowOpen, context(0)).to.equal(settleEarly);
        const expected = settleDecisionBets(outcome, bets, played);
        const paid = settledPayouts(f.table, settle);
        expect(bets.map((_, i) => paid.get(i)), context(0)).to.deep.equal(expected.map((e) => e.payout));
        for (const [i, e] of expected.entries()) {
          const b = await f.table.betAt(roundId, i);
          expect([b.extraStake, b.maxReturn], `${context(0)} bet ${i}`).to.deep.equal([e.extraStake, e.maxReturn]);
        }
      }
      expect((await houseOf(f)).reserved).to.equal(0n);
      expect(decisions).to.be.greaterThan(ROUNDS);
      expect(refusals).to.be.greaterThan(ROUNDS / 4);
      if (ROUNDS >= 100) expect(early).to.be.greaterThan(0);
    });
  }
});

/** The revert reason of a call ("" when it would be taken). */
async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "";
  } catch (e) {
    const { reason, message } = e as { reason?: string; message?: string };
    return reason ?? /reverted with reason string '(.*)'/.exec(message ?? "")?.[1] ?? String(e);
  }
}
