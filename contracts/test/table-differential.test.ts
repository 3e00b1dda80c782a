// Differential fuzz: the table contract and @sunrise/games deal and pay every round identically.
// Seeded: TABLE_FUZZ_SEED=<n> replays a failure; TABLE_FUZZ_ROUNDS sets the stream rounds per game.
import { expect } from "chai";
import { network } from "hardhat";
import {
  baccarat, dealShoeRound, dealTableRound, dragonTiger, encodeOutcome, moneyWheel, roulette, sicBo, streamClientSeed,
  tableRoundPayouts, tableVariant, type GameModule, type PlayerSeed,
} from "@sunrise/games";
import { deployTable, commitmentOf, houseOf, U, type RulesGame } from "./_helpers/table-fixture.js";
import { cardProofs, dealShoe } from "./_helpers/shoe-dealer.js";
import { SeededRandom } from "./_helpers/seeded-random.js";
import { offeredBets, perturbedBet, randomBoard, randomMaybeMalformedBet, type BetInput } from "./_helpers/random-bets.js";
import { eventsOf, settledPayouts } from "./_helpers/events.js";

const { ethers } = await network.create();
const SEED = Number(process.env.TABLE_FUZZ_SEED ?? 1313);
const STREAM_ROUNDS = Number(process.env.TABLE_FUZZ_ROUNDS ?? 150);
const MIN = U(1);
const MAX = U(100);
const NAMES: Record<number, string> = { 1: "roulette", 2: "baccarat", 4: "sic bo", 5: "dragon tiger", 6: "money wheel" };
const MODULES: Record<string, GameModule<unknown, never>> = {
  "1/0": roulette as GameModule<unknown, never>,
  "2/0": baccarat({ commission: true }) as GameModule<unknown, never>,
  "2/1": baccarat({ commission: false }) as GameModule<unknown, never>,
  "4/0": sicBo as GameModule<unknown, never>,
  "5/0": dragonTiger as GameModule<unknown, never>,
  "6/0": moneyWheel as GameModule<unknown, never>,
};
const label = (gameType: number, variant: number) => `${NAMES[gameType]}${variant === 1 ? " (no commission)" : ""}`;
const asBets = (bets: readonly BetInput[]) => bets.map((b) => ({ kind: b.kind, numbers: b.numbers, amount: b.amount }));

/** Places random boards from 1–3 players; returns every bet in placement order and the player seeds in log order. */
async function placeRandomBets(f: Awaited<ReturnType<typeof deployTable>>, random: SeededRandom, roundId: number, offered: ReturnType<typeof offeredBets>) {
  const bets: BetInput[] = [];
  const seeds: PlayerSeed[] = [];
  for (const player of f.players.slice(0, 1 + random.int(3))) {
    const board = randomBoard(random, offered, 1 + random.int(6), MIN, MAX);
    const seed = random.bytes32();
    await f.table.connect(player).placeBets(roundId, board, seed);
    bets.push(...board);
    seeds.push({ player: player.address, seed });
  }
  return { bets, seeds };
}

describe(`GameTable and @sunrise/games agree on every round (seed ${SEED})`, function () {
  this.timeout(600_000);

  for (const gameType of [1, 4, 6] as const) {
    it(`${NAMES[gameType]}: ${STREAM_ROUNDS} rounds with random seeds, player seeds and bets deal and pay as the engine does`, async () => {
      const random = new SeededRandom(SEED + gameType);
      const f = await deployTable(ethers, { gameType, minBet: MIN, maxBet: MAX, bankroll: U(100_000_000), wallet: U(10_000_000) });
      const offered = offeredBets(gameType, 0);
      for (let roundId = 1; roundId <= STREAM_ROUNDS; roundId++) {
        const serverSeed = random.bytes32();
        await f.table.openRound(commitmentOf(serverSeed), 3600);
        const { bets, seeds } = await placeRandomBets(f, random, roundId, offered);
        const close = await (await f.table.closeBetting(roundId)).wait();
        const settle = await (await f.table.settle(roundId, serverSeed)).wait();
        const [revealed] = eventsOf(f.table, settle, "RoundRevealed");
        const clientSeed = streamClientSeed(close!.blockHash, seeds);
        const context = `${NAMES[gameType]} round ${roundId} (seed ${SEED})`;
        expect(revealed!.args.clientSeed, context).to.equal(clientSeed);
        const outcome = dealTableRound(gameType, { serverSeed, clientSeed, roundId })!;
        expect(revealed!.args.outcome.map(Number), context).to.deep.equal(encodeOutcome(outcome));
        const paid = settledPayouts(f.table, settle);
        expect(bets.map((_, i) => paid.get(i)), context).to.deep.equal(tableRoundPayouts(outcome, asBets(bets)));
        expect((await f.table.rounds(roundId)).state, context).to.equal(4n); // Settled
      }
      expect((await houseOf(f)).reserved).to.equal(0n);
    });
  }

  for (const [gameType, variant] of [[2, 0], [2, 1], [5, 0]] as const) {
    it(`${label(gameType, variant)}: a whole shoe of rounds proves its cards in order and pays as the engine does`, async () => {
      const random = new SeededRandom(SEED + 10 * gameType + variant);
      const f = await deployTable(ethers, { gameType, variant, minBet: MIN, maxBet: MAX, bankroll: U(100_000_000), wallet: U(10_000_000) });
      const offered = offeredBets(gameType, variant);
      const shoeSeed = random.bytes32();
      const { shoe, shoeId } = await dealShoe(ethers, f.table, shoeSeed);
      let position = shoe.firstPosition;
      let roundId = 0;
      while (position < shoe.cutIndex) {
        roundId++;
        await f.table.openRound(ethers.ZeroHash, 3600);
        const { bets } = await placeRandomBets(f, random, roundId, offered);
        await f.table.closeBetting(roundId);
        const dealt = dealShoeRound(gameType, shoe.cards, position, variant);
        const settle = await (await f.table.settleShoeRound(roundId, cardProofs(shoe, position, dealt.cards.length))).wait();
        const context = `${label(gameType, variant)} shoe round ${roundId} at position ${position} (seed ${SEED})`;
        const [proven] = eventsOf(f.table, settle, "RoundCardsProven");
        expect(Number(proven!.args.firstPosition), context).to.equal(position);
        const [revealed] = eventsOf(f.table, settle, "RoundRevealed");
        expect(revealed!.args.outcome.map(Number), context).to.deep.equal(encodeOutcome(dealt.outcome));
        const paid = settledPayouts(f.table, settle);
        expect(bets.map((_, i) => paid.get(i)), context).to.deep.equal(tableRoundPayouts(dealt.outcome, asBets(bets), tableVariant(gameType, variant)));
        position = dealt.nextPosition;
        expect(Number((await f.table.shoes(shoeId)).position), context).to.equal(position);
      }
      const finished = await f.table.shoes(shoeId);
      expect(finished.state).to.equal(3n); // Finished: the round that passed the cut ended the shoe
      expect(Number(finished.lastPosition)).to.equal(position - 1);
      await expect(f.table.openRound(ethers.ZeroHash, 3600)).to.be.revertedWith("No shoe is dealing");
      // The contract recomputes the whole shuffle and Merkle root on chain: it must equal the engine's.
      await expect(f.table.revealShoe(shoeSeed)).to.emit(f.table, "ShoeRevealed").withArgs(1n, BigInt(shoeId), shoeSeed);
      expect(roundId).to.be.greaterThan(gameType === 5 ? 150 : 60);
    });
  }

  for (const [gameType, variant] of [[1, 0], [2, 0], [2, 1], [4, 0], [5, 0], [6, 0]] as const) {
    it(`${label(gameType, variant)}: the rules refuse exactly the bets the engine refuses and reserve its worst case for the rest`, async () => {
      const random = new SeededRandom(SEED + 100 * gameType + variant);
      const f = await deployTable(ethers, { gameType: gameType as RulesGame, variant });
      const game = MODULES[`${gameType}/${variant}`]!;
      const offered = offeredBets(gameType, variant);
      const kinds = game.betKinds.map((k) => k.id);
      let refused = 0;
      for (let i = 0; i < 300; i++) {
        const bet = i % 2 === 0 ? randomMaybeMalformedBet(random, gameType, kinds) : perturbedBet(random, offered);
        const engine = game.validateBet(bet);
        const x100 = await f.rules.maxReturnX100(bet.kind, bet.numbers.map((n) => n % 256), variant);
        const context = `${label(gameType, variant)} bet ${bet.kind} [${bet.numbers}] (seed ${SEED})`;
        if (engine.ok) expect(Number(x100), context).to.equal(game.betKinds.find((k) => k.id === bet.kind)!.maxReturnX100);
        else {
          refused++;
          expect(x100, context).to.equal(0n);
          expect(await f.rules.betError(bet.kind, bet.numbers, variant), context).to.not.equal("");
        }
      }
      expect(refused).to.be.greaterThan(50);
      // Every offered bet is accepted with the engine's worst case.
      for (const b of offered) {
        expect(Number(await f.rules.maxReturnX100(b.kind, b.numbers, variant))).to.equal(game.betKinds.find((k) => k.id === b.kind)!.maxReturnX100);
      }
    });
  }
});
