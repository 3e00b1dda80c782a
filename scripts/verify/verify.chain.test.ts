// The verifier against the real GameTable and rules contracts on a local Hardhat game chain.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BlackjackAction, BlackjackBet, dealShoeRound, GameType, HoldemAction, HoldemBet, shoeCommitment, type ShoeCommitment } from "@sunrise/games";
import { depositAtCashier, openHouse } from "@sunrise/contracts";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { Contract, hexlify, id, NonceManager, randomBytes, sha256, Wallet, ZeroHash, type InterfaceAbi } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifyArgs } from "./args.js";
import { deploy, devWallet, send, startGameChain, type LocalChain } from "./_test/chain.js";
import { elapse, playDecisionRound, type Played } from "./_test/decision-play.js";
import { runVerify } from "./run.js";
import { DecisionReader } from "./chain/decision-reader.js";
import { TableReader } from "./chain/table-reader.js";
import { checkDecisionRound } from "./checks/decision.js";
import { formatReport } from "./report.js";

const SUSD = 1_000_000n;
let chain: LocalChain;
let admin: NonceManager;
let alice: NonceManager;
let bob: NonceManager;
let susd: Contract;
let cashier: string;

async function verify(args: Partial<VerifyArgs> & Pick<VerifyArgs, "target">) {
  const lines: string[] = [];
  const code = await runVerify({ rpc: chain.url, table: { address: "" }, deployments: "/nonexistent/deployments.json", ...args }, { log: (t) => lines.push(t), error: (t) => lines.push(t) });
  return { code, text: lines.join("\n") };
}

async function openTable(tableId: number, gameType: number, rulesName: string, roundTimeout?: number): Promise<Contract> {
  const rules = await deploy(admin, rulesName);
  const table = await deploy(admin, "GameTable", cashier, tableId, gameType, await rules.getAddress(), 0, SUSD, 100n * SUSD, await admin.getAddress());
  await send(table, "grantRole", id("OPERATOR_ROLE"), await admin.getAddress());
  if (roundTimeout) await send(table, "setLimits", SUSD, 100n * SUSD, roundTimeout);
  await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 100_000n * SUSD);
  return table;
}

const as = (table: Contract, player: NonceManager) => table.connect(player) as Contract;
const seed = () => hexlify(randomBytes(32));
const bet = (kind: number, numbers: number[], amount: bigint) => ({ kind, numbers, amount });

beforeAll(async () => {
  chain = await startGameChain();
  const signer = (i: number) => new NonceManager(devWallet(i).connect(chain.provider));
  [admin, alice, bob] = [signer(0), signer(1), signer(2)];
  susd = await deploy(admin, "SUSD", await admin.getAddress());
  await send(susd, "grantRole", id("MINTER_ROLE"), await admin.getAddress());
  cashier = await (await deploy(admin, "Cashier", await susd.getAddress(), await admin.getAddress())).getAddress();
  for (const player of [alice, bob]) {
    await send(susd, "mint", await player.getAddress(), 10_000n * SUSD);
    await depositAtCashier(player, cashier, await susd.getAddress(), 10_000n * SUSD);
  }
}, 120_000);

afterAll(async () => {
  await chain?.stop();
});

describe("verifying a roulette table from chain data", () => {
  let table: Contract;
  let address: string;

  beforeAll(async () => {
    table = await openTable(1, GameType.ROULETTE, "RouletteRules", 60);
    address = await table.getAddress();
    const serverSeed = seed();
    await send(table, "openRound", sha256(serverSeed), 60);
    await send(as(table, alice), "placeBets", 1, [bet(1001, [17], 2n * SUSD), bet(1008, [], 5n * SUSD), bet(1009, [], 3n * SUSD)], seed());
    await send(as(table, bob), "placeBets", 1, [bet(1002, [0, 1], SUSD), bet(1007, [2], 4n * SUSD)], seed());
    await send(table, "closeBetting", 1);
    await send(table, "settle", 1, serverSeed);
  }, 120_000);

  it("passes a settled round: seed, client seed from the close block and both player seeds, outcome, every payout", async () => {
    const { code, text } = await verify({ table: { address }, target: { round: 1n } });
    expect(text).toMatch(/PASS: all \d+ checks hold$/);
    expect(code).toBe(0);
    expect(text).toContain("✓ client seed = keccak256(close block hash, 2 player seeds folded in log order)");
    expect(text).toContain("✓ the games engine deals the outcome the contract computed (RoundRevealed)");
    expect(text.match(/✓ bet #\d/g)).toHaveLength(5);
  });

  it("finds the table by its id in the deployments file npm start writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verify-"));
    const file = join(dir, "deployments.json");
    writeFileSync(file, JSON.stringify({ gameChain: { chainId: 31338, rpcUrl: chain.url, startBlock: 0, contracts: { "GameTable:1": address, "GameTable:2": address } } }));
    expect((await verify({ rpc: undefined, table: { tableId: 1 }, deployments: file, target: { round: 1n } })).code).toBe(0);
    const wrong = await verify({ table: { tableId: 2 }, deployments: file, target: { round: 1n } });
    expect(wrong).toMatchObject({ code: 1, text: `the contract at ${address} is table 1, not 2` });
    expect(await verify({ table: { tableId: 5 }, deployments: file, target: { round: 1n } })).toMatchObject({ code: 2, text: expect.stringContaining("table 5 is not in") });
  });

  it("fails a round that does not exist, and an address without a contract", async () => {
    const missing = await verify({ table: { address }, target: { round: 99n } });
    expect(missing.code).toBe(1);
    expect(missing.text).toContain("✗ the round exists");
    expect(await verify({ table: { address: "0x000000000000000000000000000000000000dEaD" }, target: { round: 1n } })).toMatchObject({ code: 1, text: expect.stringContaining("no contract at") });
  });

  it("checks a forfeited round paid every bet its worst case, and a refunded one every stake", async () => {
    await send(table, "openRound", sha256(seed()), 60);
    await send(as(table, alice), "placeBets", 2, [bet(1001, [7], 2n * SUSD), bet(1012, [], 3n * SUSD)], seed());
    await send(table, "closeBetting", 2);
    await send(table, "openRound", sha256(seed()), 60);
    await send(as(table, bob), "placeBets", 3, [bet(1010, [], 4n * SUSD)], seed());
    await chain.rpc("evm_increaseTime", [200]);
    await chain.rpc("evm_mine");
    await send(table, "forfeit", 2);
    await send(table, "refund", 3);
    const forfeited = await verify({ table: { address }, target: { round: 2n } });
    expect(forfeited.text).toContain("✓ bet #0 straight [7], 2.0 SUSD → 72.0 SUSD");
    expect(forfeited.code).toBe(0);
    const refunded = await verify({ table: { address }, target: { round: 3n } });
    expect(refunded.text).toContain("✓ RoundRefunded returns every stake");
    expect(refunded.code).toBe(0);
    // Later rounds take the forfeited round's bet slots: its worst cases are read from the state of the block that forfeited it.
    for (let round = 4; round <= 7; round++) {
      await send(table, "openRound", sha256(seed()), 60);
      await send(as(table, bob), "placeBets", round, [bet(1001, [9], 5n * SUSD)], seed());
      await chain.rpc("evm_increaseTime", [200]);
      await chain.rpc("evm_mine");
      await send(table, "refund", round);
    }
    expect(((await table.getFunction("betAt")(2, 0)) as { amount: bigint }).amount).toBe(0n);
    const later = await verify({ table: { address }, target: { round: 2n } });
    expect(later.text).toContain("✓ bet #0 straight [7], 2.0 SUSD → 72.0 SUSD");
    expect(later.code).toBe(0);
  });

  it("exits 0 from the command line, printing the check", () => {
    const scripts = resolve(new URL("..", import.meta.url).pathname);
    const cli = spawnSync(process.execPath, ["--import", "tsx", "verify/main.ts", "--rpc", chain.url, "--table", address, "--round", "1"], { encoding: "utf8", cwd: scripts });
    expect(cli.stdout).toContain("PASS");
    expect(cli.status).toBe(0);
  });
});

describe("verifying a baccarat shoe from chain data", () => {
  let table: Contract;
  let address: string;
  let shoeSeed: string;
  let shoe: ShoeCommitment;
  let midShoe: { code: number; text: string };


  beforeAll(async () => {
    table = await openTable(2, GameType.BACCARAT, "BaccaratRules");
    address = await table.getAddress();
    shoeSeed = seed();
    const started = await send(table, "startShoe", sha256(shoeSeed));
    const block = await chain.provider.getBlock(started.blockNumber);
    shoe = shoeCommitment(shoeSeed, block!.hash!, 1);
    await send(table, "setShoeRoot", shoe.root, shoe.cutIndex, shoe.cardProof(0));
    let position = shoe.firstPosition;
    for (let roundId = 1; position < shoe.cutIndex; roundId++) {
      await send(table, "openRound", ZeroHash, 60);
      if (roundId <= 3) {
        await send(as(table, alice), "placeBets", roundId, [bet(2002, [], 10n * SUSD), bet(2004, [], SUSD)], ZeroHash);
        await send(as(table, bob), "placeBets", roundId, [bet(2001, [], 5n * SUSD), bet(2003, [], 2n * SUSD)], ZeroHash);
      }
      await send(table, "closeBetting", roundId);
      const round = dealShoeRound(GameType.BACCARAT, shoe.cards, position);
      await send(table, "settleShoeRound", roundId, round.cards.map((_, i) => shoe.cardProof(position + i)));
      position = round.nextPosition;
      if (roundId === 3) midShoe = await verify({ table: { address }, target: { round: 2n } });
    }
    await send(table, "revealShoe", shoeSeed);
  }, 300_000);

  it("proves a mid-shoe round's cards against the shoe root before the shoe is revealed", () => {
    expect(midShoe.text).toContain("is proven against the shoe root");
    expect(midShoe.text).toContain("shoe 1 is not revealed yet");
    expect(midShoe.text.match(/✓ bet #\d/g)).toHaveLength(4);
    expect(midShoe.code).toBe(0);
  });

  it("checks the whole shuffle once the shoe is revealed, for one round and for the shoe", async () => {
    const round = await verify({ table: { address }, target: { round: 2n } });
    expect(round.text).toContain("✓ Merkle root of the shuffle matches the published root");
    expect(round.code).toBe(0);
    const whole = await verify({ table: { address }, target: { shoe: 1 } });
    expect(whole.text).toMatch(/✓ every round of the shoe \(\d+\) holds the shuffle's cards at consecutive positions/);
    expect(whole.text).toContain("✓ the shoe finished once the cut card came out");
    expect(whole.code).toBe(0);
  });

  it("fails a shoe that does not exist", async () => {
    const missing = await verify({ table: { address }, target: { shoe: 2 } });
    expect(missing.text).toContain("✗ the shoe exists");
    expect(missing.code).toBe(1);
  });
});

describe("verifying casino hold'em and blackjack tables (DecisionTables) from chain data", () => {
  const DECISION_SECONDS = 30;
  const TIMEOUT = 120;
  let holdem: Contract;
  let blackjack: Contract;
  let deployments: string;
  const played: Record<string, Played> = {};
  let midWindow: { code: number; text: string };
  let stillOpen: { code: number; text: string };

  async function openDecisionTable(tableId: number, gameType: number, rulesName: string): Promise<Contract> {
    const rules = await deploy(admin, rulesName);
    const table = await deploy(admin, "DecisionTable", cashier, tableId, gameType, await rules.getAddress(), 0, SUSD, 100n * SUSD, await admin.getAddress());
    await send(table, "grantRole", id("OPERATOR_ROLE"), await admin.getAddress());
    await send(table, "setLimits", SUSD, 100n * SUSD, TIMEOUT);
    await send(table, "setDecisionSeconds", DECISION_SECONDS);
    await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 1_000_000n * SUSD);
    return table;
  }

  const call = () => [HoldemAction.CALL];
  const fold = () => [HoldemAction.FOLD];
  /** Takes insurance when offered, hits once, then stands. */
  const hitOnce = (_w: number, actions: readonly number[]) => [BlackjackAction.INSURANCE, actions.includes(BlackjackAction.HIT) ? BlackjackAction.STAND : BlackjackAction.HIT];
  /** Refuses insurance, doubles on its first play decision. */
  const doubler = () => [BlackjackAction.NO_INSURANCE, BlackjackAction.DOUBLE, BlackjackAction.STAND];

  beforeAll(async () => {
    holdem = await openDecisionTable(13, GameType.POKER, "HoldemRules");
    blackjack = await openDecisionTable(14, GameType.BLACKJACK, "BlackjackRules");
    const dir = mkdtempSync(join(tmpdir(), "verify-"));
    deployments = join(dir, "deployments.json");
    writeFileSync(deployments, JSON.stringify({ gameChain: { chainId: 31338, rpcUrl: chain.url, startBlock: 0, contracts: { "DecisionTable:13": await holdem.getAddress(), "DecisionTable:14": await blackjack.getAddress() } } }));

    // Hold'em 1: Alice calls (with an AA bonus bet), Bob folds. 2: Alice lets the window run out (a fold), Bob calls.
    played.callFold = await playDecisionRound(chain, holdem, GameType.POKER, [
      { player: alice, bets: [{ kind: HoldemBet.ANTE, amount: 2n * SUSD, choose: call }, { kind: HoldemBet.AA_BONUS, amount: SUSD }] },
      { player: bob, bets: [{ kind: HoldemBet.ANTE, amount: SUSD, choose: fold }] },
    ], DECISION_SECONDS);
    played.silent = await playDecisionRound(chain, holdem, GameType.POKER, [
      { player: alice, bets: [{ kind: HoldemBet.ANTE, amount: 3n * SUSD }] },
      { player: bob, bets: [{ kind: HoldemBet.ANTE, amount: 2n * SUSD, choose: call }] },
    ], DECISION_SECONDS);
    // Hold'em 3: dealt, Alice calls, and the dealer never settles it: forfeited once its deadline passed.
    // (Hold'em 5, below: round 1's bets and decisions again, signed and relayed.)
    played.forfeited = await playDecisionRound(chain, holdem, GameType.POKER, [{ player: alice, bets: [{ kind: HoldemBet.ANTE, amount: 2n * SUSD, choose: call }] }], DECISION_SECONDS, "dealt");
    midWindow = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(played.forfeited.roundId) } });
    await elapse(chain, DECISION_SECONDS + TIMEOUT + 1);
    await send(holdem, "forfeit", played.forfeited.roundId);
    // Hold'em 4: never closed, refunded.
    await send(holdem, "openRound", sha256(seed()), 60);
    await send(as(holdem, bob), "placeBets", 4, [bet(HoldemBet.ANTE, [], 5n * SUSD)], seed());
    stillOpen = await verify({ table: { tableId: 13 }, deployments, target: { round: 4n } });
    await elapse(chain, 60 + TIMEOUT + 1);
    await send(holdem, "refund", 4);
    // Hold'em 5: round 1's seats, their decisions signed and relayed in one decideSigned.
    played.relayed = await playDecisionRound(chain, holdem, GameType.POKER, [
      { player: alice, bets: [{ kind: HoldemBet.ANTE, amount: 2n * SUSD, choose: call }, { kind: HoldemBet.AA_BONUS, amount: SUSD }] },
      { player: bob, bets: [{ kind: HoldemBet.ANTE, amount: SUSD, choose: fold }] },
    ], DECISION_SECONDS, "settle", { relayed: true });

    // Hold'em 6 and 7: Alice's main wallet, linked to her game wallet's account, decides her bets, sent and then relayed.
    const main = new NonceManager(Wallet.createRandom().connect(chain.provider));
    const deadline = (await chain.provider.getBlock("latest"))!.timestamp + 3600;
    const accounts = new Contract(cashier, cashierAbi as InterfaceAbi, alice);
    const joinSignature = await main.signMessage(await accounts.getFunction("joinMessage")(await main.getAddress(), await alice.getAddress(), deadline));
    await send(accounts, "linkWallet", await main.getAddress(), deadline, joinSignature);
    await (await admin.sendTransaction({ to: await main.getAddress(), value: 10n ** 18n })).wait();
    for (const relayed of [false, true]) {
      played[relayed ? "linkedRelayed" : "linked"] = await playDecisionRound(chain, holdem, GameType.POKER, [
        { player: alice, decider: main, bets: [{ kind: HoldemBet.ANTE, amount: 2n * SUSD, choose: call }] },
      ], DECISION_SECONDS, "settle", { relayed });
    }

    // Blackjack: rounds until one has a hit and a double and a decision after the hit's card was shown
    // (a natural or a dealer blackjack leaves nothing to decide, a hit to 21 or a bust nothing more).
    for (let n = 0; n < 16 && !played.hitDouble; n++) {
      const round = await playDecisionRound(chain, blackjack, GameType.BLACKJACK, [
        { player: alice, bets: [{ kind: BlackjackBet.MAIN, amount: 2n * SUSD, choose: hitOnce }] },
        { player: bob, bets: [{ kind: BlackjackBet.MAIN, amount: 4n * SUSD, choose: doubler }] },
      ], DECISION_SECONDS);
      const actions = round.decisions.map((d) => d.action);
      const hit = round.decisions.find((d) => d.action === BlackjackAction.HIT);
      if (hit && actions.includes(BlackjackAction.DOUBLE) && round.decisions.some((d) => d.window > hit.window)) played.hitDouble = round;
    }
    // Blackjack relayed: rounds until one has relayed decisions in a later window, after the cards the first window's drew.
    for (let n = 0; n < 16 && !played.bjRelayed; n++) {
      const round = await playDecisionRound(chain, blackjack, GameType.BLACKJACK, [
        { player: alice, bets: [{ kind: BlackjackBet.MAIN, amount: 2n * SUSD, choose: hitOnce }] },
        { player: bob, bets: [{ kind: BlackjackBet.MAIN, amount: 4n * SUSD, choose: doubler }] },
      ], DECISION_SECONDS, "settle", { relayed: true });
      if (round.decisions.some((d) => d.window > 1)) played.bjRelayed = round;
    }
    // Blackjack: dealt, both decide in window 1 (insurance or a hit and a double), then forfeited.
    played.bjForfeit = await playDecisionRound(chain, blackjack, GameType.BLACKJACK, [
      { player: alice, bets: [{ kind: BlackjackBet.MAIN, amount: 2n * SUSD, choose: hitOnce }] },
      { player: bob, bets: [{ kind: BlackjackBet.MAIN, amount: 4n * SUSD, choose: () => [BlackjackAction.INSURANCE, BlackjackAction.DOUBLE] }] },
    ], DECISION_SECONDS, "dealt");
    await elapse(chain, DECISION_SECONDS + TIMEOUT + 1);
    await send(blackjack, "forfeit", played.bjForfeit.roundId);
  }, 600_000);

  it("passes a settled hold'em round with a call and a fold, found by its table id as DecisionTable:13", async () => {
    const { code, text } = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(played.callFold!.roundId) } });
    expect(text).toMatch(/PASS: all \d+ checks hold$/);
    expect(code).toBe(0);
    expect(text).toContain("(casino hold'em,");
    expect(text).toContain("✓ client seed = keccak256(close block hash, 2 player seeds folded in log order), as the deal fixed it");
    expect(text).toContain("✓ the deck recomputed from the revealed server seed and the client seed has the published root");
    expect(text.match(/✓ window 1: \S+ at position \d is proven against the root and is the deck's card/g)).toHaveLength(5);
    expect(text).toContain("✓ the revealed outcome is the deck's first 9 cards (0 extra cards drawn)");
    expect(text).toMatch(/✓ bet #0, window 1: call by 0x70997970/);
    expect(text).toMatch(/✓ bet #2, window 1: fold by 0x3C44CdDd/);
    expect(text).toMatch(/✓ bet #0 ante, 2\.0 SUSD, call → /);
    expect(text).toMatch(/✓ bet #1 AA bonus, 1\.0 SUSD → /);
    expect(text).toMatch(/✓ bet #2 ante, 1\.0 SUSD, fold → 0\.0 SUSD/);
  });

  it("passes a hold'em round where one ante let the window run out (a fold) and the other called", async () => {
    const { code, text } = await verify({ table: { address: await holdem.getAddress() }, target: { round: BigInt(played.silent!.roundId) } });
    expect(text).toMatch(/✓ bet #0 ante, 3\.0 SUSD, no decision → 0\.0 SUSD/);
    expect(text).toMatch(/✓ bet #1 ante, 2\.0 SUSD, call → /);
    expect(code).toBe(0);
  });

  it("passes a blackjack round with a hit and a double: every window's extra cards proven, every decision legal", async () => {
    expect(played.hitDouble).toBeDefined();
    const { code, text } = await verify({ table: { tableId: 14 }, deployments, target: { round: BigInt(played.hitDouble!.roundId) } });
    expect(text).toMatch(/PASS: all \d+ checks hold$/);
    expect(code).toBe(0);
    expect(text).toContain("(blackjack,");
    expect(text).toMatch(/✓ bet #0, window \d+, hand 0: hit by 0x70997970/);
    expect(text).toMatch(/✓ bet #1, window \d+, hand 0: double by 0x3C44CdDd/);
    expect(text).toMatch(/✓ window \d+ shows the \d+ extra cards? window \d+'s decisions drew/);
    expect(text).toMatch(/✓ window \d+: \S+ at position 4\d is proven against the root and is the deck's card/);
    expect(text).toMatch(/✓ bet #1 main, 4\.0 SUSD, (no insurance, )?double → /);
    expect(text).toContain("✓ RoundSettled totals equal the stakes and extra stakes, and the payouts");
  });

  it("passes decisions taken by the main wallet linked to the bet's account, sent and relayed", async () => {
    for (const round of [played.linked!, played.linkedRelayed!]) {
      const { code, text } = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(round.roundId) } });
      expect(text).toMatch(/PASS: all \d+ checks hold$/);
      expect(code).toBe(0);
      expect(text).toMatch(/✓ bet #0, window 1: call by 0x[0-9a-fA-F]{8}…[0-9a-fA-F]{6}\s+.*by a wallet of the bet's own account inside the window, once/);
    }
  });

  it("passes rounds whose decisions were signed and relayed in batches, reading each as the Decision event it replaces", async () => {
    const decisionLines = (text: string) => text.split("\n").filter((l) => /^ {2}[✓✗] bet #\d+, window/.test(l));
    const direct = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(played.callFold!.roundId) } });
    const relayed = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(played.relayed!.roundId) } });
    expect(relayed.text).toMatch(/PASS: all \d+ checks hold$/);
    expect(relayed.code).toBe(0);
    expect(relayed.text).toContain("✓ each bet's decisions and extra stakes on record (betAt) are the logged decisions'");
    expect(decisionLines(relayed.text)).toEqual(decisionLines(direct.text));
    expect(decisionLines(relayed.text)).toHaveLength(2);

    // The records the reader makes of the relayed batch are those it made of the Decision events.
    const reader = new DecisionReader(chain.provider, (await TableReader.open(chain.provider, await holdem.getAddress())).facts);
    const taken = async (round: number) => (await reader.round(BigInt(round))).decisions.map(({ time: _, ...d }) => d);
    expect(await taken(played.relayed!.roundId)).toEqual(await taken(played.callFold!.roundId));

    expect(played.bjRelayed).toBeDefined();
    const bj = await verify({ table: { tableId: 14 }, deployments, target: { round: BigInt(played.bjRelayed!.roundId) } });
    expect(bj.text).toMatch(/PASS: all \d+ checks hold$/);
    expect(bj.text).toMatch(/✓ window 2 shows the \d+ extra cards? window 1's decisions drew/);
    expect(bj.text).toMatch(/✓ bet #\d, window 2, hand \d: \w+ by 0x/);
    expect(bj.code).toBe(0);
  });

  it("fails a relayed round whose decisions are not what the batch escrowed, taken by another wallet, or one the bets do not record", async () => {
    const facts = (await TableReader.open(chain.provider, await holdem.getAddress())).facts;
    const r = await new DecisionReader(chain.provider, facts).round(BigInt(played.relayed!.roundId));
    const failed = (x: typeof r) => formatReport(checkDecisionRound(facts, x)).text.split("\n").filter((l) => l.startsWith("  ✗"));
    expect(failed(r)).toEqual([]);
    const call = r.decisions.findIndex((d) => d.betIndex === 0);
    const withCall = (change: Partial<(typeof r.decisions)[number]>) => ({ ...r, decisions: r.decisions.map((d, i) => (i === call ? { ...d, ...change } : d)) });
    expect(failed(withCall({ extraStake: SUSD }))).toEqual(expect.arrayContaining([expect.stringMatching(/✗ bet #0, window 1: call by/), "  ✗ each bet's decisions and extra stakes on record (betAt) are the logged decisions'"]));
    // Bob's wallet is its own account: as the reader would find it had he signed.
    expect(failed(withCall({ player: await bob.getAddress(), account: (await bob.getAddress()).toLowerCase() }))).toEqual([expect.stringMatching(/✗ bet #0, window 1: call by 0x3C44/)]);
    expect(failed({ ...r, decisions: r.decisions.filter((_, i) => i !== call) })).toContain("  ✗ each bet's decisions and extra stakes on record (betAt) are the logged decisions'");
  });

  it("passes every blackjack round the table settled or forfeited", async () => {
    const rounds = Number(await blackjack.getFunction("roundCount")());
    expect(rounds).toBe(played.bjForfeit!.roundId);
    for (let round = 1; round <= rounds; round++) expect((await verify({ table: { tableId: 14 }, deployments, target: { round: BigInt(round) } })).code).toBe(0);
  });

  it("checks a forfeited blackjack round paid each bet its worst case with its double's or insurance's", async () => {
    const { code, text } = await verify({ table: { tableId: 14 }, deployments, target: { round: BigInt(played.bjForfeit!.roundId) } });
    expect(played.bjForfeit!.decisions.length).toBeGreaterThan(0);
    // Bob's 4 SUSD main bet reserves 10 SUSD (3:2), plus 8 for a double (1:1 on 4) or 6 for insurance (2:1 on 2).
    expect(text).toMatch(/✓ bet #1 main, 4\.0 SUSD, (insurance → 16\.0|double → 18\.0) SUSD/);
    expect(text).toContain("✓ RoundForfeited's total is every bet's worst case");
    expect(code).toBe(0);
  });

  it("asks to check a round once it is settled while its window runs or betting is open", () => {
    expect(midWindow.text).toContain("✗ the round is settled");
    expect(midWindow.text).toContain("it is still dealt (its decision windows are running): check it once it is settled");
    expect(midWindow.code).toBe(1);
    expect(stillOpen.text).toContain("it is still open: check it once it is settled");
    expect(stillOpen.code).toBe(1);
  });

  it("checks a forfeited round paid each bet its reserved worst case with the call's, and a refunded one every stake", async () => {
    const forfeit = await verify({ table: { tableId: 13 }, deployments, target: { round: BigInt(played.forfeited!.roundId) } });
    expect(forfeit.text).toContain("Forfeit: every bet is paid its reserved worst case, extra stakes included");
    expect(forfeit.text).toContain("✓ bet #0 ante, 2.0 SUSD, call → 210.0 SUSD");
    expect(forfeit.text).toContain("✓ RoundForfeited's total is every bet's worst case");
    expect(forfeit.text).toContain("✓ each bet's reserved worst case on record (betAt) is the recomputed one");
    expect(forfeit.code).toBe(0);
    const refund = await verify({ table: { tableId: 13 }, deployments, target: { round: 4n } });
    expect(refund.text).toContain("✓ RoundRefunded returns every stake");
    expect(refund.code).toBe(0);
  });

  it("fails a round that does not exist, a shoe, and a table id in neither list", async () => {
    const missing = await verify({ table: { tableId: 14 }, deployments, target: { round: 999n } });
    expect(missing.text).toContain("✗ the round exists");
    expect(missing.code).toBe(1);
    const shoe = await verify({ table: { tableId: 13 }, deployments, target: { shoe: 1 } });
    expect(shoe.text).toContain("this table deals each round its own deck: verify its rounds with --round");
    expect(shoe.code).toBe(1);
    expect(await verify({ table: { tableId: 15 }, deployments, target: { round: 1n } })).toMatchObject({ code: 2, text: expect.stringContaining("(GameTable: none; DecisionTable: 13, 14)") });
  });

  it("exits 0 from the command line for --table 13 --round 1", () => {
    const scripts = resolve(new URL("..", import.meta.url).pathname);
    const cli = spawnSync(process.execPath, ["--import", "tsx", "verify/main.ts", "--deployments", deployments, "--table", "13", "--round", String(played.callFold!.roundId)], { encoding: "utf8", cwd: scripts });
    expect(cli.stdout).toContain("PASS");
    expect(cli.status).toBe(0);
  });
});
