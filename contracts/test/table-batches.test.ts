import { expect } from "chai";
import { network } from "hardhat";
import { commitmentOf, deployTable, houseOf, U } from "./_helpers/table-fixture.js";
import { withHeadroom } from "../src/gas.js";

const { ethers, networkHelpers } = await network.create();
const SEED = ethers.id("server-seed");
const COMMITMENT = commitmentOf(SEED);
const STRAIGHT = 1001;
const SPLIT = 1002;
const LINE = 1005;
const RED = 1008;
const WINDOW = 30;
const NO_SEED = ethers.ZeroHash;

async function setup({ bankroll = U(10_000), wallet = U(1_000) } = {}) {
  const f = await deployTable(ethers, { gameType: 1, tableId: 4, bankroll, wallet });
  await f.table.openRound(COMMITMENT, WINDOW);
  return { ...f, p1: f.players[0]!, p2: f.players[1]! };
}

const board = [
  { kind: STRAIGHT, numbers: [17], amount: U(5) },
  { kind: SPLIT, numbers: [17, 20], amount: U(10) },
  { kind: RED, numbers: [], amount: U(20) },
];

describe("GameTable batched bets", () => {
  it("emits the limits from the constructor so the indexer learns them from chain alone", async () => {
    const [admin] = await ethers.getSigners();
    const table = await ethers.deployContract("GameTable", [ethers.ZeroAddress, 9, 2, await (await ethers.deployContract("BaccaratRules")).getAddress(), 0, U(5), U(500), admin!.address]);
    await expect(table.deploymentTransaction()).to.emit(table, "LimitsSet").withArgs(U(5), U(500), 3600n);
  });

  it("stores and emits closesAt as the opening time plus the betting window", async () => {
    const { table } = await setup();
    const tx = await table.openRound(ethers.id("second"), 45);
    const block = await ethers.provider.getBlock((await tx.wait())!.blockNumber);
    const opened = BigInt(block!.timestamp);
    await expect(tx).to.emit(table, "RoundOpened").withArgs(4n, 2n, 1n, ethers.id("second"), opened, opened + 45n);
    const round = await table.rounds(2);
    expect(round.closesAt).to.equal(opened + 45n);
  });

  it("places a whole board with one stake of the total at the cashier, one BetPlaced per bet in order and one PlayerSeed", async () => {
    const f = await setup();
    const { table, susd, cashier, p1 } = f;
    const [balance, house] = [await cashier.balanceOf(p1.address), await houseOf(f)];
    const tx = table.connect(p1).placeBets(1, board, ethers.id("mine"));
    await expect(tx).to.changeTokenBalances(ethers, susd, [p1, table, cashier], [0n, 0n, 0n]); // no tokens move: the stake stays at the cashier
    const receipt = await (await tx).wait();
    expect(receipt!.logs.filter((l) => l.address === susd.target)).to.have.length(0);
    expect(await cashier.balanceOf(p1.address)).to.equal(balance - U(35));
    expect(await houseOf(f)).to.deep.equal({ balance: house.balance + U(35), reserved: U(180) + U(180) + U(40) });
    for (let i = 0; i < board.length; i++) {
      await expect(tx).to.emit(table, "BetPlaced").withArgs(4n, 1n, BigInt(i), p1.address, board[i]!.kind, board[i]!.numbers.map(BigInt), board[i]!.amount);
      expect((await table.betAt(1, i)).numbers).to.deep.equal(board[i]!.numbers.map(BigInt));
    }
    await expect(tx).to.emit(table, "PlayerSeed").withArgs(4n, 1n, p1.address, ethers.id("mine"));
    expect(await table.betCount(1)).to.equal(3n);
    const round = await table.rounds(1);
    expect([round.staked, round.exposure]).to.deep.equal([U(35), U(400)]);
    expect(round.entropy).to.equal(ethers.solidityPackedKeccak256(["bytes32", "address", "bytes32"], [ethers.ZeroHash, p1.address, ethers.id("mine")]));
  });

  it("stores each bet in two slots and reads its numbers back as placed", async () => {
    const { table, p1 } = await setup();
    const line = { kind: LINE, numbers: [36, 31, 32, 33, 34, 35], amount: U(3) };
    await table.connect(p1).placeBets(1, [line, { kind: STRAIGHT, numbers: [0], amount: U(100) }], NO_SEED);
    const [a, b] = [await table.betAt(1, 0), await table.betAt(1, 1)];
    expect([a.player, a.kind, a.numbers, a.amount, a.maxReturn]).to.deep.equal([p1.address, BigInt(LINE), line.numbers.map(BigInt), U(3), U(18)]);
    expect([b.numbers, b.amount, b.maxReturn]).to.deep.equal([[0n], U(100), U(3600)]);
  });

  it("refuses a batch with the reason of its first bad bet, from the limits or the game's rules, and places none of it", async () => {
    const f = await setup();
    const { table, cashier, p1 } = f;
    const cases: [typeof board, string][] = [
      [[...board, { kind: RED, numbers: [], amount: U(1) - 1n }], "Bet below table minimum"],
      [[{ kind: RED, numbers: [], amount: U(101) }, ...board], "Bet above table maximum"],
      [[...board, { kind: 2001, numbers: [], amount: U(1) }], "Unknown bet kind"],
      [[...board, { kind: STRAIGHT, numbers: [1, 2, 3, 4, 5, 6, 7, 8], amount: U(1) }], "Too many numbers"],
      [[...board, { kind: SPLIT, numbers: [17, 21], amount: U(1) }], "Numbers do not form a split bet"],
      [[...board, { kind: SPLIT, numbers: [3, 4], amount: U(1) }], "Numbers do not form a split bet"],
      [[...board, { kind: STRAIGHT, numbers: [37], amount: U(1) }], "Numbers do not form a straight bet"],
      [[...board, { kind: STRAIGHT, numbers: [], amount: U(1) }], "Numbers do not form a straight bet"],
      [[...board, { kind: 1006, numbers: [4], amount: U(1) }], "Numbers do not form a column bet"],
      [[...board, { kind: RED, numbers: [1], amount: U(1) }], "Numbers do not form a red bet"],
      [[...board, { kind: 1004, numbers: [3, 4, 6, 7], amount: U(1) }], "Numbers do not form a corner bet"],
      [[], "No bets"],
      [Array.from({ length: 65 }, () => ({ kind: RED, numbers: [], amount: U(1) })), "Too many bets"],
    ];
    for (const [bets, reason] of cases) await expect(table.connect(p1).placeBets(1, bets, NO_SEED)).to.be.revertedWith(reason);
    expect(await table.betCount(1)).to.equal(0n);
    expect(await houseOf(f)).to.deep.equal({ balance: U(10_000), reserved: 0n });
    expect(await cashier.balanceOf(p1.address)).to.equal(U(1_000));
    const max = await table.MAX_BETS_PER_CALL();
    await expect(table.connect(p1).placeBets(1, Array.from({ length: Number(max) }, () => ({ kind: RED, numbers: [], amount: U(1) })), NO_SEED)).to.emit(table, "BetPlaced");
    expect(await table.betCount(1)).to.equal(max);
  });

  it("refuses bets beyond the round's cap", async function () {
    this.timeout(300_000);
    const { table, p1 } = await setup({ wallet: U(20_000) });
    await table.openRound(ethers.id("long round"), 86_400); // round 2: the calls below outlast round 1's window
    const cap = Number(await table.MAX_BETS_PER_ROUND());
    const perCall = Number(await table.MAX_BETS_PER_CALL());
    const red = { kind: RED, numbers: [], amount: U(1) };
    for (let placed = 0; placed < cap; placed += perCall) {
      await table.connect(p1).placeBets(2, Array.from({ length: Math.min(perCall, cap - placed) }, () => red), NO_SEED);
    }
    expect(await table.betCount(2)).to.equal(BigInt(cap));
    await expect(table.connect(p1).placeBets(2, [red], NO_SEED)).to.be.revertedWith("Round is full");
  });

  it("refuses a batch whose worst case together exceeds the free bankroll though each bet alone fits", async () => {
    const { table, cashier, p1 } = await setup({ bankroll: U(300) });
    const straight = { kind: STRAIGHT, numbers: [7], amount: U(5) }; // worst case beyond the stake: 175
    await expect(table.connect(p1).placeBets(1, [straight, straight], NO_SEED)).to.be.revertedWithCustomError(cashier, "BankrollTooSmall").withArgs(U(300), U(350));
    expect(await cashier.balanceOf(p1.address)).to.equal(U(1_000));
    await table.connect(p1).placeBets(1, [straight], NO_SEED);
    expect(await table.freeBankroll()).to.equal(U(300) + U(5) - U(180));
  });

  it("refuses a batch beyond the player's cashier balance, whatever the wallet holds or has approved, with the cashier's error", async () => {
    const f = await setup({ wallet: U(20) });
    const { table, susd, cashier, p1, stranger } = f;
    await expect(table.connect(p1).placeBets(1, board, NO_SEED)).to.be.revertedWithCustomError(cashier, "InsufficientBalance").withArgs(U(20), U(35));
    await susd.mint(stranger.address, U(100)); // tokens in the wallet, approved to the table and the cashier, are not a balance
    await susd.connect(stranger).approve(await table.getAddress(), U(100));
    await susd.connect(stranger).approve(await cashier.getAddress(), U(100));
    await expect(table.connect(stranger).placeBets(1, board, NO_SEED)).to.be.revertedWithCustomError(cashier, "InsufficientBalance").withArgs(0n, U(35));
    expect([await table.betCount(1), (await houseOf(f)).reserved]).to.deep.equal([0n, 0n]);
    await cashier.connect(stranger).deposit(U(15));
    await expect(table.connect(stranger).placeBets(1, board, NO_SEED)).to.be.revertedWithCustomError(cashier, "InsufficientBalance").withArgs(U(15), U(35));
    await cashier.connect(stranger).deposit(U(20));
    await expect(table.connect(stranger).placeBets(1, board, NO_SEED)).to.emit(table, "BetPlaced");
    expect(await cashier.balanceOf(stranger.address)).to.equal(0n);
  });

  it("refuses bets from closesAt on, before the dealer closes the round, and after it does", async () => {
    const { table, p1 } = await setup();
    const closesAt = (await table.rounds(1)).closesAt;
    await networkHelpers.time.setNextBlockTimestamp(closesAt - 1n);
    await table.connect(p1).placeBets(1, board, NO_SEED);
    await networkHelpers.time.setNextBlockTimestamp(closesAt);
    await expect(table.connect(p1).placeBets(1, board, NO_SEED)).to.be.revertedWith("Betting is closed");
    await table.openRound(ethers.id("second"), WINDOW);
    await table.closeBetting(2);
    await expect(table.connect(p1).placeBets(2, board, NO_SEED)).to.be.revertedWith("Betting is closed");
    await expect(table.connect(p1).placeBets(3, board, NO_SEED)).to.be.revertedWith("Betting is closed");
  });

  it("takes a bet estimated before another player's bet landed when it is sent with the players' gas headroom", async () => {
    const { table, p1, p2 } = await setup();
    // Round 1 fills slot 0 of its set of bet slots; round 5 takes the set again.
    await table.connect(p2).placeBets(1, [board[2]!], NO_SEED);
    await table.closeBetting(1);
    await networkHelpers.mine();
    await table.settle(1, SEED);
    for (let round = 2; round <= 5; round++) await table.openRound(COMMITMENT, WINDOW);
    // p1's bet is estimated on slot 0, which round 1 left non-zero; p2's bet lands first and takes
    // it, so p1's goes to slot 1, which no round filled: 17,100 gas more than estimated.
    const estimate = await table.connect(p1).placeBets.estimateGas(5, [board[2]!], NO_SEED);
    const beforeP2 = await networkHelpers.takeSnapshot();
    await table.connect(p2).placeBets(5, [board[2]!], NO_SEED);
    await expect(table.connect(p1).placeBets(5, [board[2]!], NO_SEED, { gasLimit: estimate })).to.revert(ethers);
    await beforeP2.restore();
    await table.connect(p2).placeBets(5, [board[2]!], NO_SEED);
    await expect(table.connect(p1).placeBets(5, [board[2]!], NO_SEED, { gasLimit: withHeadroom(estimate) })).to.emit(table, "BetPlaced").withArgs(4n, 5n, 1n, p1.address, RED, [], board[2]!.amount);
  });

  it("refuses batches while paused and takes them again once unpaused; a paused table still settles", async () => {
    const { table, p1 } = await setup();
    await table.pause();
    await expect(table.connect(p1).placeBets(1, board, NO_SEED)).to.be.revertedWithCustomError(table, "EnforcedPause");
    await expect(table.openRound(COMMITMENT, WINDOW)).to.be.revertedWithCustomError(table, "EnforcedPause");
    await table.unpause();
    await table.connect(p1).placeBets(1, board, NO_SEED);
    await table.pause();
    await table.closeBetting(1);
    await expect(table.settle(1, SEED)).to.emit(table, "RoundSettled");
  });
});
