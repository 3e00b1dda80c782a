import { expect } from "chai";
import { network } from "hardhat";
import { dealTableRound, streamClientSeed, tableRoundPayouts } from "@sunrise/games";
import { commitmentOf, deployTable, houseOf, U } from "./_helpers/table-fixture.js";
import { eventsOf, settledPayouts } from "./_helpers/events.js";

const { ethers, networkHelpers } = await network.create();
const SEED = ethers.id("server-seed");
const COMMITMENT = commitmentOf(SEED);
const STRAIGHT = 1001;
const SPLIT = 1002;
const RED = 1008;
const anyUint = (v: bigint) => v > 0n;
const RoundState = { Open: 1n, Closed: 2n, Revealed: 3n, Settled: 4n, Refunded: 5n, Forfeited: 6n };

describe("GameTable stream rounds", () => {
  it("records each bet with its numbers and the rules' worst case and keeps the free bankroll in step", async () => {
    const f = await deployTable(ethers, { gameType: 1, tableId: 3, bankroll: U(1000) });
    const { table, players: [p1] } = f;
    await expect(table.openRound(COMMITMENT, 60)).to.emit(table, "RoundOpened").withArgs(3n, 1n, 1n, COMMITMENT, anyUint, anyUint);
    await expect(table.connect(p1!).placeBets(1, [{ kind: SPLIT, numbers: [20, 17], amount: U(10) }], ethers.id("p1")))
      .to.emit(table, "BetPlaced").withArgs(3n, 1n, 0n, p1!.address, SPLIT, [20n, 17n], U(10))
      .and.to.emit(table, "PlayerSeed").withArgs(3n, 1n, p1!.address, ethers.id("p1"));
    const bet = await table.betAt(1, 0);
    expect([bet.player, bet.numbers, bet.maxReturn]).to.deep.equal([p1!.address, [20n, 17n], U(180)]);
    expect(await table.betCount(1)).to.equal(1n);
    expect(await houseOf(f)).to.deep.equal({ balance: U(1010), reserved: U(180) });
    expect(await table.freeBankroll()).to.equal(U(1010) - U(180));
    expect(await f.cashier.freeBankroll(await table.getAddress())).to.equal(U(1010) - U(180));
  });

  it("mixes the close's block hash with the players' seeds into the client seed and pays what the rules compute", async () => {
    const f = await deployTable(ethers, { gameType: 1, tableId: 3 });
    const { table, cashier, players: [p1, p2] } = f;
    await table.openRound(COMMITMENT, 60);
    const bets1 = [{ kind: RED, numbers: [], amount: U(10) }, { kind: STRAIGHT, numbers: [17], amount: U(2) }];
    const bets2 = [{ kind: RED + 1, numbers: [], amount: U(20) }];
    await table.connect(p1!).placeBets(1, bets1, ethers.id("p1"));
    await table.connect(p2!).placeBets(1, bets2, ethers.id("p2"));
    const close = await table.closeBetting(1);
    const closed = await close.wait();
    const block = await ethers.provider.getBlock(closed!.blockNumber);
    await expect(close).to.emit(table, "BettingClosed").withArgs(3n, 1n, BigInt(closed!.blockNumber), BigInt(block!.timestamp));
    expect((await table.rounds(1)).clientSeed).to.equal(ethers.ZeroHash);
    await expect(table.closeBetting(1)).to.be.revertedWith("Round is not open");
    const clientSeed = streamClientSeed(closed!.blockHash, [{ player: p1!.address, seed: ethers.id("p1") }, { player: p2!.address, seed: ethers.id("p2") }]);
    const outcome = dealTableRound(1, { serverSeed: SEED, clientSeed, roundId: 1 })!;
    const expected = tableRoundPayouts(outcome, [...bets1, ...bets2]);
    const before = [await cashier.balanceOf(p1!.address), await cashier.balanceOf(p2!.address)];
    await expect(table.settle(1, ethers.id("other"))).to.be.revertedWith("Wrong seed");
    const settle = await table.settle(1, SEED);
    const receipt = await settle.wait();
    await expect(settle).to.emit(table, "RoundRevealed").withArgs(3n, 1n, clientSeed, SEED, [BigInt((outcome as { number: number }).number)]);
    await expect(settle).to.emit(table, "RoundSettled").withArgs(3n, 1n, clientSeed, SEED, U(32), expected.reduce((a, b) => a + b, 0n));
    expect([...settledPayouts(table, receipt).values()]).to.deep.equal(expected);
    expect(await cashier.balanceOf(p1!.address)).to.equal(before[0]! + expected[0]! + expected[1]!);
    expect(await cashier.balanceOf(p2!.address)).to.equal(before[1]! + expected[2]!);
    const round = await table.rounds(1);
    expect([round.state, round.clientSeed, round.serverSeed, round.paidCount]).to.deep.equal([RoundState.Settled, clientSeed, SEED, 3n]);
    expect(await table.outcomeOf(1)).to.deep.equal([BigInt((outcome as { number: number }).number)]);
    expect(await houseOf(f)).to.deep.equal({ balance: U(1_000_000) + U(32) - expected.reduce((a, b) => a + b, 0n), reserved: 0n });
    await expect(table.settle(1, SEED)).to.be.revertedWith("Round is not closed");
    await expect(table.forfeit(1)).to.be.revertedWith("Round cannot be forfeited");
  });

  it("reuses a round's bet slots BET_SETS rounds later, only once that round is paid in full, and forgets the old bets", async () => {
    const { table, players: [p1] } = await deployTable(ethers, { gameType: 1 });
    const sets = Number(await table.BET_SETS());
    const red = [{ kind: RED, numbers: [], amount: U(1) }];
    const place = async (roundId: number) => (await (await table.connect(p1!).placeBets(roundId, red, ethers.ZeroHash)).wait())!.gasUsed;
    const settleRound = async (roundId: number, seed: string) => {
      await table.closeBetting(roundId);
      await table.settle(roundId, seed);
    };
    // Round 1 stays open: no round may take its set before it is paid.
    await table.openRound(COMMITMENT, 3600);
    await place(1);
    const fresh: bigint[] = [];
    for (let r = 2; r <= sets; r++) {
      const seed = ethers.id(`seed-${r}`);
      await table.openRound(commitmentOf(seed), 3600);
      fresh.push(await place(r));
      await settleRound(r, seed);
    }
    await expect(table.openRound(COMMITMENT, 3600)).to.be.revertedWithCustomError(table, "EarlierRoundUnpaid").withArgs(1n);
    await settleRound(1, SEED);
    const seed = ethers.id("seed-reused");
    await table.openRound(commitmentOf(seed), 3600);
    const next = sets + 1;
    // The same bet writes a slot round 1 left non-zero instead of a fresh one (20,000 gas less, less the 2,900 of a rewrite).
    const reused = await place(next);
    expect(fresh[0]! - reused).to.be.greaterThan(15_000n);
    expect((await table.betAt(next, 0)).player).to.equal(p1!.address);
    // Round 1's bet now lives in its BetPlaced alone; bets past a round's last and rounds not opened read empty.
    for (const [roundId, index] of [[1, 0], [next, 1], [next + 1, 0], [0, 0]] as const) expect((await table.betAt(roundId, index)).player, `betAt(${roundId}, ${index})`).to.equal(ethers.ZeroAddress);
    await settleRound(next, seed);
    expect((await table.rounds(next)).state).to.equal(RoundState.Settled);
  });

  it("settles a round without bets at once", async () => {
    const { table } = await deployTable(ethers, { gameType: 4 });
    await table.openRound(COMMITMENT, 60);
    const close = await (await table.closeBetting(1)).wait();
    const clientSeed = streamClientSeed(close!.blockHash, []);
    await expect(table.settle(1, SEED)).to.emit(table, "RoundSettled").withArgs(1n, 1n, clientSeed, SEED, 0n, 0n);
  });

  it("refunds a round the dealer never closed, only once its deadline has passed, and nothing else", async () => {
    const { table, cashier, players: [p1], stranger } = await deployTable(ethers, { gameType: 1 });
    await table.openRound(COMMITMENT, 60);
    await table.connect(p1!).placeBets(1, [{ kind: RED, numbers: [], amount: U(10) }], ethers.ZeroHash);
    const before = await cashier.balanceOf(p1!.address);
    await expect(table.refund(1)).to.be.revertedWith("Round has not timed out");
    await networkHelpers.time.increaseTo((await table.rounds(1)).settleBy);
    await expect(table.forfeit(1)).to.be.revertedWith("Round never closed: refund it");
    await expect(table.connect(stranger).refund(1)).to.emit(table, "RoundRefunded").withArgs(1n, 1n, U(10)).and.not.to.emit(table, "PagePaid");
    expect(await cashier.balanceOf(p1!.address)).to.equal(before + U(10));
    expect((await table.rounds(1)).state).to.equal(RoundState.Refunded);
    await expect(table.connect(p1!).placeBets(1, [{ kind: RED, numbers: [], amount: U(10) }], ethers.ZeroHash)).to.be.revertedWith("Betting is closed");
    await expect(table.refund(1)).to.be.revertedWith("Round cannot be refunded");
    await expect(table.refund(2)).to.be.revertedWith("Round cannot be refunded");
    // A closed round had an outcome the dealer could see: past its deadline it is forfeited, never refunded.
    await table.openRound(COMMITMENT, 60);
    await table.connect(p1!).placeBets(2, [{ kind: RED, numbers: [], amount: U(10) }], ethers.ZeroHash);
    await table.closeBetting(2);
    await networkHelpers.time.increaseTo((await table.rounds(2)).settleBy);
    await expect(table.refund(2)).to.be.revertedWith("Round cannot be refunded");
    await expect(table.settle(2, SEED)).to.be.revertedWithCustomError(table, "RoundTimedOut").withArgs(2);
    await expect(table.forfeit(2)).to.emit(table, "RoundForfeited").withArgs(1n, 2n, U(20));
  });

  it("fixes each round's deadline when it opens and bounds the betting window and the timeout", async () => {
    const { table } = await deployTable(ethers, { gameType: 1 });
    await expect(table.setLimits(U(1), U(10), 0)).to.be.revertedWith("Invalid limits");
    await expect(table.setLimits(U(1), U(10), 30 * 86_400 + 1)).to.be.revertedWith("Invalid limits");
    await expect(table.setLimits(U(5), U(1), 60)).to.be.revertedWith("Invalid limits");
    await expect(table.setLimits(U(2), U(20), 120)).to.emit(table, "LimitsSet").withArgs(U(2), U(20), 120n);
    await expect(table.openRound(COMMITMENT, 0)).to.be.revertedWithCustomError(table, "InvalidBettingWindow").withArgs(0);
    await expect(table.openRound(COMMITMENT, 86_401)).to.be.revertedWithCustomError(table, "InvalidBettingWindow").withArgs(86_401);
    await expect(table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("Missing commitment");
    await table.openRound(COMMITMENT, 60);
    const round = await table.rounds(1);
    expect(round.settleBy).to.equal(round.closesAt + 120n);
    await table.setLimits(U(2), U(20), 30 * 86_400); // a longer timeout later does not stretch this round's deadline
    expect((await table.rounds(1)).settleBy).to.equal(round.closesAt + 120n);
  });

  it("checks its rules, variant and limits when deployed, and a table without rules opens no rounds", async () => {
    const [admin] = await ethers.getSigners();
    const roulette = await ethers.deployContract("RouletteRules");
    const baccarat = await ethers.deployContract("BaccaratRules");
    const deploy = (gameType: number, rules: string, variant: number, min = U(1), max = U(10)) =>
      ethers.deployContract("GameTable", [ethers.ZeroAddress, 1, gameType, rules, variant, min, max, admin!.address]);
    await expect(deploy(2, await roulette.getAddress(), 0)).to.be.revertedWith("Rules of another game");
    await expect(deploy(1, await roulette.getAddress(), 1)).to.be.revertedWith("Invalid variant");
    await expect(deploy(2, await baccarat.getAddress(), 2)).to.be.revertedWith("Invalid variant");
    await expect(deploy(1, await roulette.getAddress(), 0, U(10), U(1))).to.be.revertedWith("Invalid limits");
    await expect(deploy(0, ethers.ZeroAddress, 0)).to.be.revertedWith("Invalid game type");
    await expect(deploy(1, await roulette.getAddress(), 0, 1n, 2n ** 96n)).to.be.revertedWith("Invalid limits");
    const noCommission = await deploy(2, await baccarat.getAddress(), 1);
    expect([await noCommission.variant(), await noCommission.usesShoe(), await noCommission.rules()]).to.deep.equal([1n, true, await baccarat.getAddress()]);
    await expect(noCommission.deploymentTransaction()).to.emit(noCommission, "LimitsSet").withArgs(U(1), U(10), 3600n);
    const holdem = await deploy(3, ethers.ZeroAddress, 0);
    await holdem.grantRole(await holdem.OPERATOR_ROLE(), admin!.address);
    await expect(holdem.openRound(COMMITMENT, 60)).to.be.revertedWith("Game not dealt on chain yet");
  });

  it("refuses dealer and admin calls from other accounts", async () => {
    const { table, stranger } = await deployTable(ethers, { gameType: 1 });
    const t = table.connect(stranger);
    const proof = { card: 0, salt: ethers.ZeroHash, proof: [] };
    for (const call of [
      () => t.openRound(COMMITMENT, 60),
      () => t.closeBetting(1),
      () => t.settle(1, SEED),
      () => t.settleShoeRound(1, []),
      () => t.startShoe(COMMITMENT),
      () => t.setShoeRoot(ethers.ZeroHash, 350, proof),
      () => t.revealShoe(SEED),
      () => t.setLimits(U(1), U(2), 60),
      () => t.pause(),
    ]) {
      await expect(call()).to.be.revertedWithCustomError(table, "AccessControlUnauthorizedAccount");
    }
  });

  it("pays rounds larger than a page over several payBets calls, each bet once and in order", async () => {
    const f = await deployTable(ethers, { gameType: 1, maxBet: U(100) });
    const { table, players: [p1, p2], stranger } = f;
    await table.openRound(COMMITMENT, 600);
    const page = Number(await table.SETTLE_PAGE());
    const total = page + 150;
    const red = { kind: RED, numbers: [], amount: U(1) };
    for (let placed = 0; placed < total; placed += 64) {
      const player = placed % 128 === 0 ? p1! : p2!;
      await table.connect(player).placeBets(1, Array.from({ length: Math.min(64, total - placed) }, () => red), ethers.id(`seed ${placed}`));
    }
    await table.closeBetting(1);
    const paidIndexes: number[] = [];
    const first = await (await table.settle(1, SEED)).wait();
    paidIndexes.push(...settledPayouts(table, first).keys());
    expect(eventsOf(table, first, "RoundSettled")).to.have.length(0);
    expect((await table.rounds(1)).state).to.equal(RoundState.Revealed);
    const reservedAfterFirstPage = (await houseOf(f)).reserved;
    expect(reservedAfterFirstPage).to.equal(U(2) * BigInt(total - page)); // each paid bet released its reservation
    await expect(table.payBets(1, 0)).to.be.revertedWithCustomError(table, "NothingToPay").withArgs(1n);
    for (const size of [50, 50, 1_000]) {
      const receipt = await (await table.connect(stranger).payBets(1, size)).wait();
      paidIndexes.push(...settledPayouts(table, receipt).keys());
    }
    expect(paidIndexes).to.deep.equal(Array.from({ length: total }, (_, i) => i));
    const round = await table.rounds(1);
    expect([round.state, round.paidCount, (await houseOf(f)).reserved]).to.deep.equal([RoundState.Settled, BigInt(total), 0n]);
    await expect(table.payBets(1, 1)).to.be.revertedWithCustomError(table, "NothingToPay").withArgs(1n);
    expect((await houseOf(f)).balance).to.equal(U(1_000_000) + U(total) - round.totalPaid);
  });
});
