import { expect } from "chai";
import { network } from "hardhat";
import { createHash } from "node:crypto";

const { ethers, networkHelpers } = await network.create();
const U = (n: number) => BigInt(n) * 10n ** 6n;
const SEED = ethers.id("server-seed");
const COMMITMENT = "0x" + createHash("sha256").update(Buffer.from(SEED.slice(2), "hex")).digest("hex");
const STRAIGHT = 1001;
const RED = 1008;
const anyUint = (v: bigint) => v > 0n;

async function setup() {
  const [admin, p1, p2, stranger] = await ethers.getSigners();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
  const table = await ethers.deployContract("GameTable", [await susd.getAddress(), 3, 1, U(1), U(100), admin!.address]);
  await table.grantRole(await table.OPERATOR_ROLE(), admin!.address);
  await table.setBetKinds([STRAIGHT, RED], [3600, 200]);
  await susd.mint(await table.getAddress(), U(1000));
  for (const p of [p1!, p2!]) {
    await susd.mint(p.address, U(100));
    await susd.connect(p).approve(await table.getAddress(), U(100));
  }
  return { admin: admin!, p1: p1!, p2: p2!, stranger: stranger!, susd, table };
}

describe("GameTable rounds", () => {
  it("records each bet with its numbers and worst case and keeps the free bankroll in step", async () => {
    const { table, p1 } = await setup();
    await expect(table.openRound(COMMITMENT)).to.emit(table, "RoundOpened").withArgs(3n, 1n, 1n, COMMITMENT, anyUint);
    await expect(table.connect(p1).placeBet(1, STRAIGHT, [17], U(10))).to.emit(table, "BetPlaced").withArgs(3n, 1n, 0n, p1.address, STRAIGHT, [17n], U(10));
    const bet = await table.betAt(1, 0);
    expect(bet.player).to.equal(p1.address);
    expect(bet.numbers).to.deep.equal([17n]);
    expect(bet.maxReturn).to.equal(U(360));
    expect(await table.betCount(1)).to.equal(1n);
    expect(await table.reserved()).to.equal(U(360));
    expect(await table.freeBankroll()).to.equal(U(1010) - U(360));
  });

  it("takes the client seed from the hash of the block that closed betting, recorded at settle", async () => {
    const { table } = await setup();
    await table.openRound(COMMITMENT);
    const close = await table.closeBetting(1);
    const receipt = await close.wait();
    const block = await ethers.provider.getBlock(receipt!.blockNumber);
    await expect(close).to.emit(table, "BettingClosed").withArgs(3n, 1n, BigInt(receipt!.blockNumber), BigInt(block!.timestamp));
    expect((await table.rounds(1)).clientSeed).to.equal(ethers.ZeroHash);
    await expect(table.closeBetting(1)).to.be.revertedWith("Round is not open");
    await expect(table.settle(1, SEED, [])).to.emit(table, "RoundSettled").withArgs(3n, 1n, receipt!.blockHash, SEED, 0n, 0n);
    expect((await table.rounds(1)).clientSeed).to.equal(receipt!.blockHash);
  });

  it("pays each bet its payout in order and emits BetSettled per bet", async () => {
    const { table, susd, p1, p2 } = await setup();
    await table.openRound(COMMITMENT);
    await table.connect(p1).placeBet(1, RED, [], U(10));
    await table.connect(p2).placeBet(1, RED, [], U(20));
    await table.closeBetting(1);
    await expect(table.settle(1, SEED, [0])).to.be.revertedWith("One payout per bet");
    await expect(table.settle(1, SEED, [U(21), 0])).to.be.revertedWith("Payout above the bet's worst case");
    await expect(table.settle(1, SEED, [0, U(40)])).to.emit(table, "BetSettled").withArgs(3n, 1n, 1n, p2.address, U(40));
    expect(await susd.balanceOf(p1.address)).to.equal(U(90));
    expect(await susd.balanceOf(p2.address)).to.equal(U(120));
    expect((await table.rounds(1)).serverSeed).to.equal(SEED);
    await expect(table.settle(1, SEED, [0, 0])).to.be.revertedWith("Round is not closed");
  });

  it("refunds a round left open, counting the timeout from its opening", async () => {
    const { table, susd, p1, stranger } = await setup();
    await table.openRound(COMMITMENT);
    await table.connect(p1).placeBet(1, RED, [], U(10));
    await networkHelpers.time.increase(3601);
    await expect(table.connect(stranger).refund(1)).to.emit(table, "RoundRefunded").withArgs(3n, 1n, U(10));
    expect(await susd.balanceOf(p1.address)).to.equal(U(100));
    await expect(table.connect(p1).placeBet(1, RED, [], U(10))).to.be.revertedWith("Betting is closed");
    await expect(table.refund(2)).to.be.revertedWith("Round cannot be refunded");
  });

  it("validates bet kinds and limits and emits what it set", async () => {
    const { table } = await setup();
    await expect(table.setBetKinds([1], [200, 300])).to.be.revertedWith("Length mismatch");
    await expect(table.setBetKinds([STRAIGHT], [99])).to.be.revertedWith("Invalid max return");
    await expect(table.setBetKinds([2001], [200])).to.be.revertedWith("Bet kind of another game");
    await expect(table.setBetKinds([RED], [0])).to.emit(table, "BetKindsSet").withArgs([RED], [0]);
    expect(await table.maxReturnX100(RED)).to.equal(0n);
    await expect(table.setLimits(U(1), U(10), 0)).to.be.revertedWith("Invalid limits");
    await expect(table.setLimits(U(2), U(20), 120)).to.emit(table, "LimitsSet").withArgs(U(2), U(20), 120n);
    expect(await table.roundTimeout()).to.equal(120n);
  });

  it("refuses dealer and admin calls from other accounts", async () => {
    const { table, stranger } = await setup();
    const t = table.connect(stranger);
    for (const call of [
      () => t.openRound(COMMITMENT),
      () => t.closeBetting(1),
      () => t.settle(1, SEED, []),
      () => t.setBetKinds([], []),
      () => t.setLimits(U(1), U(2), 60),
      () => t.pause(),
    ]) {
      await expect(call()).to.be.revertedWithCustomError(table, "AccessControlUnauthorizedAccount");
    }
  });
});
