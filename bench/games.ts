// Rounds per second dealt and settled with 100 bets each, per game, and the time to verify one round.
import {
  baccarat, blackjack, casinoHoldem, commitment, dragonTiger, FairRng, moneyWheel, roulette, Shoe, sicBo, verifyRound, verifyShoeRound,
  type Bet, type CardSource, type GameModule,
} from "@sunrise/games";

const BETS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const unit = 1_000_000n;

/** 100 valid bets spread over the game's kinds. */
function betsFor(game: GameModule<unknown, unknown>): Bet[] {
  const kinds = game.betKinds.map((k) => k.id);
  const sample: Record<number, number[]> = { 1001: [17], 1002: [17, 20], 1003: [16, 17, 18], 1004: [17, 18, 20, 21], 1005: [16, 17, 18, 19, 20, 21], 1006: [2], 1007: [2], 4004: [3], 4005: [4], 4006: [1, 6], 4007: [5], 4008: [10] };
  return Array.from({ length: BETS }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    return { kind, numbers: sample[kind] ?? [], amount: BigInt(1 + (i % 40)) * unit };
  }).filter((b) => game.validateBet(b).ok);
}

function measure(name: string, round: (i: number) => void) {
  let rounds = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) round(rounds++);
  console.log(`${name.padEnd(26)} ${Math.round(rounds / SECONDS).toLocaleString("en").padStart(9)} rounds/s (${BETS} bets each)`);
}

const rngGames: GameModule<unknown, FairRng>[] = [roulette, sicBo, moneyWheel, casinoHoldem, blackjack] as GameModule<unknown, FairRng>[];
for (const game of rngGames) {
  const bets = betsFor(game as GameModule<unknown, unknown>);
  measure(game.name, (i) => {
    const o = game.deal(new FairRng("bench-server-seed", "bench-client-seed", i));
    for (const b of bets) game.payout(b, o);
  });
}

const shoeGames: GameModule<unknown, CardSource>[] = [baccarat({ commission: true }), dragonTiger] as GameModule<unknown, CardSource>[];
for (const game of shoeGames) {
  const bets = betsFor(game as GameModule<unknown, unknown>);
  let shoe = new Shoe("bench-server-seed", "bench-client-seed", 0);
  measure(game.name, (i) => {
    if (shoe.needsReshuffle) shoe = new Shoe("bench-server-seed", "bench-client-seed", i);
    const o = game.deal(shoe);
    for (const b of bets) game.payout(b, o);
  });
}

const N = 2000;
let t = performance.now();
for (let i = 0; i < N; i++) verifyRound(roulette, { serverSeed: "s", clientSeed: "c", roundId: i, commitment: commitment("s") });
console.log(`verify one roulette round         ${(((performance.now() - t) / N) * 1000).toFixed(1)} µs`);
t = performance.now();
for (let i = 0; i < 200; i++) verifyShoeRound(baccarat({ commission: true }), { serverSeed: "s", clientSeed: "c", shoeId: i, commitment: commitment("s"), position: 20 });
console.log(`verify one baccarat round (shoe)  ${(((performance.now() - t) / 200) * 1000).toFixed(1)} µs (re-shuffles the 416-card shoe)`);
