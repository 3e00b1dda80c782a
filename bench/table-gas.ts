// Gas of GameTable calls on the game chain's own network config (in process): placeBets with 1, 10
// and 50 bets; settle per bet for every game (stream games from the seed, shoe games from proven
// cards), each with every bet paid to a distinct player (the worst case) and with a realistic mix;
// payBets per page; forfeit; the shoe's startShoe / setShoeRoot / revealShoe; how many bets a
// settle page carries against a 30,000,000-gas block; then the decision tables (decision-table-gas.ts).
import { createHash } from "node:crypto";
import type {} from "@nomicfoundation/hardhat-toolbox-mocha-ethers"; // its type extensions give the connection `ethers`
import { createHardhatRuntimeEnvironment } from "hardhat/hre";
import { dealShoeRound, roulette, RouletteBet, shoeCommitment, WHEEL, type ShoeCommitment } from "@sunrise/games";
import { decisionTableGas } from "./decision-table-gas.js";
import type { Contract, ContractTransactionResponse, Signer } from "ethers";

const contractsDir = new URL("../contracts/", import.meta.url).pathname;
const configPath = `${contractsDir}hardhat.config.ts`;
const { default: config } = await import(configPath);
const hre = await createHardhatRuntimeEnvironment(config, { config: configPath }, contractsDir);
const { ethers } = await hre.network.connect({ network: "gameChain" });

const U = (n: number) => BigInt(n) * 10n ** 6n;
/** The block budget a settle page must stay well under. */
const BLOCK_BUDGET = 30_000_000n;
const SMALL = 100;
const LARGE = 300;
const [admin] = await ethers.getSigners();
const gasOf = async (tx: Promise<ContractTransactionResponse>) => (await (await tx).wait())!.gasUsed;
const commitmentOf = (seed: string) => "0x" + createHash("sha256").update(Buffer.from(seed.slice(2), "hex")).digest("hex");
const call = (c: Contract, fn: string, ...args: unknown[]) => c.getFunction(fn)(...args) as Promise<ContractTransactionResponse>;
const send = async (c: Contract, fn: string, ...args: unknown[]) => (await call(c, fn, ...args)).wait();
const fmt = (g: bigint | number) => Number(g).toLocaleString("en");
const rows: [string, string][] = [];

const susd = (await ethers.deployContract("SUSD", [admin!.address])) as unknown as Contract;
await send(susd, "grantRole", await susd.getFunction("MINTER_ROLE")(), admin!.address);
/** The cashier every table stakes and pays through, as deploySuite wires it: the figures include the limit checks. */
const cashier = (await ethers.deployContract("Cashier", [await susd.getAddress(), admin!.address])) as unknown as Contract;
const TABLE_ROLE = await cashier.getFunction("TABLE_ROLE")();
await send(susd, "approve", await cashier.getAddress(), ethers.MaxUint256);
/** Registers the table at the cashier and funds its house. */
async function openHouse(table: Contract) {
  await send(cashier, "grantRole", TABLE_ROLE, await table.getAddress());
  await send(susd, "mint", admin!.address, U(1_000_000_000));
  await send(cashier, "fundHouse", await table.getAddress(), U(1_000_000_000));
}

/** A table of the game with the admin as dealer and a large bankroll; its SETTLE_PAGE read from chain. */
async function newTable(gameType: number, rulesName: string, variant = 0): Promise<Contract> {
  const rules = await ethers.deployContract(rulesName);
  const table = (await ethers.deployContract("GameTable", [await cashier.getAddress(), gameType, gameType, await rules.getAddress(), variant, U(1), U(1_000), admin!.address])) as unknown as Contract;
  await send(table, "grantRole", await table.getFunction("OPERATOR_ROLE")(), admin!.address);
  await openHouse(table);
  return table;
}

/** Fresh players with game SUSD (distinct players: each payout writes a cold balance). */
async function newPlayers(n: number): Promise<Signer[]> {
  const players: Signer[] = [];
  for (let i = 0; i < n; i++) {
    const wallet = ethers.Wallet.createRandom().connect(ethers.provider);
    await (await admin!.sendTransaction({ to: wallet.address, value: 10n ** 18n })).wait();
    await send(susd, "mint", wallet.address, U(100_000));
    await send(susd.connect(wallet) as Contract, "approve", await cashier.getAddress(), U(100_000));
    await send(cashier.connect(wallet) as Contract, "deposit", U(100_000));
    players.push(wallet);
  }
  return players;
}
const players = await newPlayers(Number(await (await newTable(1, "RouletteRules")).getFunction("SETTLE_PAGE")()));
const PAGE = players.length;

/** One bet from each of `who` (in order), all of `bet`. */
async function placeEach(table: Contract, roundId: bigint, who: readonly Signer[], bet: { kind: number; numbers: number[] }) {
  for (const p of who) await send(table.connect(p) as Contract, "placeBets", roundId, [{ ...bet, amount: U(1) }], ethers.hexlify(ethers.randomBytes(32)));
}

// ---- placeBets -----------------------------------------------------------------------------
/**
 * Gas of placeBets by bets in the call, at a table in play: the player has staked earlier today
 * (the usual case) and the table's earlier rounds left their bet slots non-zero (rounds take
 * BET_SETS sets of slots in turn). A fresh table's first rounds fill fresh slots: printed apart.
 */
const placeGas = new Map<number, bigint>();
{
  const table = await newTable(1, "RouletteRules");
  const [player] = await newPlayers(1);
  /** A mixed board: straight ups, splits, red (each bet stores its numbers). */
  const board = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 3 === 0 ? { kind: RouletteBet.STRAIGHT, numbers: [i % 37], amount: U(1) }
      : i % 3 === 1 ? { kind: RouletteBet.SPLIT, numbers: [1 + (i % 33), 4 + (i % 33)], amount: U(2) }
      : { kind: RouletteBet.RED, numbers: [], amount: U(5) });
  const place = async (n: number, label: string) => {
    const seed = ethers.id(`${label}-${n}`);
    await send(table, "openRound", commitmentOf(seed), 3600);
    const roundId = await table.getFunction("roundCount")();
    const gas = await gasOf(call(table.connect(player!) as Contract, "placeBets", roundId, board(n), ethers.id("seed")));
    await send(table, "closeBetting", roundId);
    await send(table, "settle", roundId, seed);
    return gas;
  };
  // The day's first stake starts the player's play clock (one more slot written): not counted.
  await place(1, "first-stake");
  for (const n of [1, 10, 50]) rows.push([`placeBets, ${n} bet${n > 1 ? "s" : ""} at a fresh table (fresh bet slots)`, fmt(await place(n, "fresh"))]);
  const sets = Number(await table.getFunction("BET_SETS")());
  for (let i = 0; i < sets; i++) await place(50, "warm-up");
  for (const n of [1, 10, 50]) {
    const gas = await place(n, "in-play");
    placeGas.set(n, gas);
    rows.push([`placeBets, ${n} bet${n > 1 ? "s" : ""} (roulette, mixed board, table in play)`, `${fmt(gas)} (${fmt(gas / BigInt(n))} per bet)`]);
  }
}

// ---- stream games: settle with every bet paid (a winning bet chosen, the close retried until it wins) ----
interface Line { fixed: bigint; perBet: bigint }
const line = (small: bigint, large: bigint): Line => {
  const perBet = (large - small) / BigInt(LARGE - SMALL);
  return { perBet, fixed: small - perBet * BigInt(SMALL) };
};
const perBetRows: [string, Line][] = [];

/**
 * Closes the round and, from a snapshot, closes it again in a later block until the outcome the
 * rules deal pays `wins`: the bench knows the seed, so it can pick a close whose hash makes every bet win.
 */
async function closeUntil(table: Contract, roundId: bigint, seed: string, wins: (outcome: number[]) => boolean) {
  for (;;) {
    const snapshot = await ethers.provider.send("evm_snapshot", []);
    const close = (await (await call(table, "closeBetting", roundId)).wait())!;
    const { entropy } = await table.getFunction("rounds")(roundId);
    const clientSeed = ethers.solidityPackedKeccak256(["bytes32", "bytes32"], [close.blockHash, entropy]);
    const rules = new ethers.Contract(await table.getFunction("rules")(), ["function dealFromSeeds(bytes32,bytes32,uint256) pure returns (uint8[])"], ethers.provider);
    const outcome = ((await rules.getFunction("dealFromSeeds")(seed, clientSeed, roundId)) as bigint[]).map(Number);
    if (wins(outcome)) return;
    await ethers.provider.send("evm_revert", [snapshot]);
    await ethers.provider.send("evm_mine", []);
  }
}

async function streamSettle(gameType: number, rulesName: string, name: string, bet: { kind: number; numbers: number[] }, wins: (o: number[]) => boolean, label = `settle ${name}, every bet paid`) {
  const table = await newTable(gameType, rulesName);
  const gas: bigint[] = [];
  for (const n of [SMALL, LARGE]) {
    const seed = ethers.id(`${name}-${n}`);
    await send(table, "openRound", commitmentOf(seed), 3600);
    const roundId = await table.getFunction("roundCount")();
    await placeEach(table, roundId, players.slice(0, n), bet);
    await closeUntil(table, roundId, seed, wins);
    gas.push(await gasOf(call(table, "settle", roundId, seed)));
  }
  perBetRows.push([label, line(gas[0]!, gas[1]!)]);
  return table;
}

await streamSettle(1, "RouletteRules", "roulette (red), every bet lost", { kind: RouletteBet.RED, numbers: [] }, ([p]) => roulette.payout({ kind: RouletteBet.RED, amount: 1n }, { number: p!, color: "red" }) === 0n, "settle roulette (red), every bet lost");
const rouletteTable = await streamSettle(1, "RouletteRules", "roulette (red)", { kind: RouletteBet.RED, numbers: [] }, ([p]) => roulette.payout({ kind: RouletteBet.RED, amount: 1n }, { number: p!, color: "red" }) > 0n);
await streamSettle(4, "SicBoRules", "sic bo (small)", { kind: 4002, numbers: [] }, ([a, b, c]) => !(a === b && b === c) && a! + b! + c! <= 10);
await streamSettle(6, "MoneyWheelRules", "money wheel (1)", { kind: 6001, numbers: [] }, (spins) => WHEEL[spins.at(-1)!] === 1);

// A realistic roulette round: a mixed board from distinct players, each bet paid only if it wins.
{
  const table = rouletteTable;
  const seed = ethers.id("mixed");
  await send(table, "openRound", commitmentOf(seed), 3600);
  const roundId = await table.getFunction("roundCount")();
  for (const [i, p] of players.slice(0, LARGE).entries()) {
    const bet = i % 3 === 0 ? { kind: RouletteBet.STRAIGHT, numbers: [i % 37] } : i % 3 === 1 ? { kind: RouletteBet.SPLIT, numbers: [1 + (i % 33), 4 + (i % 33)] } : { kind: RouletteBet.RED, numbers: [] };
    await placeEach(table, roundId, [p], bet);
  }
  await send(table, "closeBetting", roundId);
  const receipt = (await (await call(table, "settle", roundId, seed)).wait())!;
  const paid = receipt.logs.map((l) => table.interface.parseLog(l)).filter((e) => e?.name === "PagePaid").flatMap((e) => [...(e!.args.payouts as bigint[])]).filter((p) => p > 0n).length;
  rows.push([`settle roulette, ${LARGE} bets of a mixed board (${paid} paid)`, `${fmt(receipt.gasUsed)} (${fmt(receipt.gasUsed / BigInt(LARGE))} per bet)`]);
}

// ---- forfeit and payBets pages (roulette) -----------------------------------------------------
{
  const table = rouletteTable;
  const gas: bigint[] = [];
  for (const n of [SMALL, LARGE]) {
    await send(table, "openRound", commitmentOf(ethers.id(`forfeit-${n}`)), 60);
    const roundId = await table.getFunction("roundCount")();
    await placeEach(table, roundId, players.slice(0, n), { kind: RouletteBet.STRAIGHT, numbers: [17] });
    await send(table, "closeBetting", roundId);
    await ethers.provider.send("evm_increaseTime", [3700]);
    gas.push(await gasOf(call(table, "forfeit", roundId)));
  }
  perBetRows.push(["forfeit, every bet paid its worst case", line(gas[0]!, gas[1]!)]);

  // Two full pages: settle pays the first, payBets the second, every bet paid to a distinct player.
  const seed = ethers.id("pages");
  await send(table, "openRound", commitmentOf(seed), 3600);
  const roundId = await table.getFunction("roundCount")();
  await placeEach(table, roundId, players, { kind: RouletteBet.RED, numbers: [] });
  await placeEach(table, roundId, players, { kind: RouletteBet.RED, numbers: [] });
  await closeUntil(table, roundId, seed, ([p]) => roulette.payout({ kind: RouletteBet.RED, amount: 1n }, { number: p!, color: "red" }) > 0n);
  const settlePage = await gasOf(call(table, "settle", roundId, seed));
  const payPage = await gasOf(call(table, "payBets", roundId, PAGE));
  rows.push([`settle, one full page of ${PAGE} bets, every bet paid (roulette)`, fmt(settlePage)]);
  rows.push([`payBets, one full page of ${PAGE} bets, every bet paid (roulette)`, `${fmt(payPage)} (${fmt(payPage / BigInt(PAGE))} per bet)`]);
}

// ---- shoe games: startShoe, setShoeRoot, settleShoeRound with proofs, revealShoe -----------------
async function shoeSettle(gameType: number, rulesName: string, name: string) {
  const table = await newTable(gameType, rulesName);
  const shoeSeed = ethers.id(`${name} shoe`);
  const startGas = await gasOf(call(table, "startShoe", commitmentOf(shoeSeed)));
  const started = (await table.getFunction("shoes")(1n)).startedBlock as bigint;
  const shoe: ShoeCommitment = shoeCommitment(shoeSeed, (await ethers.provider.getBlock(Number(started)))!.hash!, 1);
  const rootGas = await gasOf(call(table, "setShoeRoot", shoe.root, shoe.cutIndex, shoe.cardProof(0)));
  const gas: bigint[] = [];
  let position = shoe.firstPosition;
  for (const n of [SMALL, LARGE]) {
    await send(table, "openRound", ethers.ZeroHash, 3600);
    const roundId = await table.getFunction("roundCount")();
    const dealt = dealShoeRound(gameType, shoe.cards, position);
    // The bench knows the shoe: every bet backs the side that wins (a tie when it ties).
    const o = dealt.outcome as { winner: string };
    const kind = gameType === 2 ? ({ player: 2001, banker: 2002, tie: 2003 } as Record<string, number>)[o.winner]! : ({ dragon: 5001, tiger: 5002, tie: 5003 } as Record<string, number>)[o.winner]!;
    await placeEach(table, roundId, players.slice(0, n), { kind, numbers: [] });
    await send(table, "closeBetting", roundId);
    const proofs = dealt.cards.map((_, i) => shoe.cardProof(position + i));
    gas.push(await gasOf(call(table, "settleShoeRound", roundId, proofs)));
    position = dealt.nextPosition;
  }
  perBetRows.push([`settleShoeRound ${name}, every bet paid`, line(gas[0]!, gas[1]!)]);
  // Deal the rest of the shoe with empty rounds, then reveal (the contract recomputes shuffle and root).
  while (position < shoe.cutIndex) {
    await send(table, "openRound", ethers.ZeroHash, 3600);
    const roundId = await table.getFunction("roundCount")();
    await send(table, "closeBetting", roundId);
    const dealt = dealShoeRound(gameType, shoe.cards, position);
    await send(table, "settleShoeRound", roundId, dealt.cards.map((_, i) => shoe.cardProof(position + i)));
    position = dealt.nextPosition;
  }
  const revealGas = await gasOf(call(table, "revealShoe", shoeSeed));
  rows.push([`${name}: startShoe / setShoeRoot / revealShoe (recomputes the 416-card shuffle and root)`, `${fmt(startGas)} / ${fmt(rootGas)} / ${fmt(revealGas)}`]);
}
await shoeSettle(2, "BaccaratRules", "baccarat");
await shoeSettle(5, "DragonTigerRules", "dragon tiger");

for (const [label, l] of perBetRows) rows.push([label, `${fmt(l.fixed)} + ${fmt(l.perBet)} per bet`]);
const worst = perBetRows.reduce((a, b) => (b[1].perBet > a[1].perBet ? b : a));
const worstPage = worst[1].fixed + worst[1].perBet * BigInt(PAGE);
rows.push([`SETTLE_PAGE: bets one settle, forfeit, refund or payBets call pays`, `${PAGE} (worst case above: ${fmt(worstPage)} gas, ${((Number(worstPage) / Number(BLOCK_BUDGET)) * 100).toFixed(0)}% of a 30M block)`]);
rows.push([`most bets one 30M block could pay (worst case: ${worst[0]})`, fmt((BLOCK_BUDGET - worst[1].fixed) / worst[1].perBet)]);
const blockGasLimit = (await ethers.provider.getBlock("latest"))!.gasLimit;
rows.push(["block gas limit (gameChain, Hardhat's default)", fmt(blockGasLimit)]);

console.log("| GameTable gas | figure |\n|---|---:|");
for (const [label, figure] of rows) console.log(`| ${label} | ${figure} |`);

// ---- decision tables: casino hold'em and blackjack ----------------------------------------------
const decisions = await decisionTableGas(ethers as never, await cashier.getAddress(), admin!, players, openHouse);
console.log("\n| DecisionTable gas | figure |\n|---|---:|");
for (const [label, figure] of decisions.rows) console.log(`| ${label} | ${figure} |`);

// ---- the summary the responsible-gaming issue tracks (limit checks in place) ----------------------
const perBet = (label: string) => perBetRows.find(([l]) => l === label)![1].perBet;
console.log("");
console.log(`placeBets 1 bet: ${placeGas.get(1)}`);
console.log(`placeBets 50 bets: ${placeGas.get(50)}`);
console.log(`settle per losing bet: ${perBet("settle roulette (red), every bet lost")}`);
console.log(`settle per paid bet: ${perBet("settle roulette (red), every bet paid")}`);
// A decision the site's player signs is sent by the dealer with the window's others: the figure is a
// split's share of a 20-decision batch. Sent alone by the player (the direct call stays open): the line after.
console.log(`decide: ${decisions.relayedSplit.get(20)}`);
console.log(`decide, sent alone by its player: ${decisions.largestDecision}`);
console.log(`bets per 60M block: ${60_000_000n / placeGas.get(1)!}`);
