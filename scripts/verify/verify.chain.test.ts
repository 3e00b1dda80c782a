// The verifier against the real GameTable and rules contracts on a local Hardhat game chain.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dealShoeRound, GameType, shoeCommitment, type ShoeCommitment } from "@sunrise/games";
import { Contract, hexlify, id, MaxUint256, NonceManager, randomBytes, sha256, ZeroHash } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifyArgs } from "./args.js";
import { deploy, devWallet, send, startGameChain, type LocalChain } from "./_test/chain.js";
import { runVerify } from "./run.js";

const SUSD = 1_000_000n;
let chain: LocalChain;
let admin: NonceManager;
let alice: NonceManager;
let bob: NonceManager;
let susd: Contract;

async function verify(args: Partial<VerifyArgs> & Pick<VerifyArgs, "target">) {
  const lines: string[] = [];
  const code = await runVerify({ rpc: chain.url, table: { address: "" }, deployments: "/nonexistent/deployments.json", ...args }, { log: (t) => lines.push(t), error: (t) => lines.push(t) });
  return { code, text: lines.join("\n") };
}

async function openTable(tableId: number, gameType: number, rulesName: string, roundTimeout?: number): Promise<Contract> {
  const rules = await deploy(admin, rulesName);
  const table = await deploy(admin, "GameTable", await susd.getAddress(), tableId, gameType, await rules.getAddress(), 0, SUSD, 100n * SUSD, await admin.getAddress());
  await send(table, "grantRole", id("OPERATOR_ROLE"), await admin.getAddress());
  if (roundTimeout) await send(table, "setLimits", SUSD, 100n * SUSD, roundTimeout);
  await send(susd, "mint", await table.getAddress(), 100_000n * SUSD);
  for (const player of [alice, bob]) await send(susd.connect(player) as Contract, "approve", await table.getAddress(), MaxUint256);
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
  for (const player of [alice, bob]) await send(susd, "mint", await player.getAddress(), 10_000n * SUSD);
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
