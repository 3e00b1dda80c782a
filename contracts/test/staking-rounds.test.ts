import { expect } from "chai";
import { network } from "hardhat";

const { ethers } = await network.create();
const U = (n: number) => BigInt(n) * 10n ** 6n;

async function setup() {
  const [admin, alice, bob, stranger] = await ethers.getSigners();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
  const staking = await ethers.deployContract("Staking", [await susd.getAddress(), 86400, admin!.address]);
  for (const r of ["OPERATOR_ROLE", "PAUSER_ROLE"] as const) await staking.grantRole(await staking[r](), admin!.address);
  await staking.addPool(await susd.getAddress(), 1, 0);
  const pool = await susd.getAddress();
  const stake = async (who: typeof alice, amount: bigint) => {
    await susd.mint(who!.address, amount);
    await susd.connect(who!).approve(await staking.getAddress(), amount);
    await staking.connect(who!).stake(pool, amount);
  };
  const fund = async (amount: bigint) => {
    await susd.mint(admin!.address, amount);
    await susd.approve(await staking.getAddress(), amount);
    await staking.fundRewards(amount);
  };
  return { admin: admin!, alice: alice!, bob: bob!, stranger: stranger!, susd, staking, pool, stake, fund };
}

describe("Staking rounds", () => {
  it("records block and time at start and end and reports points, totals and profit", async () => {
    const { staking, pool, alice, bob, stake, fund } = await setup();
    await stake(alice, U(30));
    await stake(bob, U(10));
    await fund(U(100));
    await expect(staking.startRound()).to.emit(staking, "RoundStarted");
    await expect(staking.endRound(U(100))).to.emit(staking, "RoundEnded");
    const round = await staking.rounds(0);
    expect(round.blockEndedAt).to.be.greaterThan(round.blockStartedAt);
    expect(round.endedAt).to.be.greaterThan(round.startedAt);
    expect(round.totalReward).to.equal(U(100));
    expect(await staking.roundCount()).to.equal(1n);
    expect(await staking.poolCount()).to.equal(1n);
    expect(await staking.pointsOf(pool, alice.address)).to.equal(U(30));
    expect(await staking.totalStaked(pool)).to.equal(U(40));
    expect(await staking.profitOf(alice.address)).to.equal(U(75));
    expect(await staking.profitOf(bob.address)).to.equal(U(25));
  });

  it("carries the whole reward as dust when nothing is staked", async () => {
    const { staking, fund } = await setup();
    await fund(U(10));
    await staking.startRound();
    await staking.endRound(U(10));
    expect(await staking.dust()).to.equal(U(10));
    expect(await staking.unallocatedRewards()).to.equal(0n);
  });

  it("keeps rewards earned before a top-up stake", async () => {
    const { staking, pool, alice, stake, fund } = await setup();
    await stake(alice, U(10));
    await fund(U(50));
    await staking.startRound();
    await staking.endRound(U(50));
    await stake(alice, U(10));
    expect(await staking.pendingReward(pool, alice.address)).to.equal(U(50));
  });

  it("refuses a reward larger than the funds paid in and a pool at the zero address", async () => {
    const { staking, fund } = await setup();
    await fund(U(5));
    await staking.startRound();
    await expect(staking.endRound(U(6))).to.be.revertedWith("Reward not funded");
    await expect(staking.addPool(ethers.ZeroAddress, 1, 0)).to.be.revertedWith("Invalid pool");
  });

  it("refuses unknown pools on unstake and claim, and zero unstakes", async () => {
    const { staking, pool, alice, stranger, stake } = await setup();
    await stake(alice, U(1));
    await expect(staking.connect(alice).unstake(stranger.address, 1n)).to.be.revertedWith("Unknown pool");
    await expect(staking.connect(alice).claim(stranger.address)).to.be.revertedWith("Unknown pool");
    await expect(staking.connect(alice).unstake(pool, 0n)).to.be.revertedWith("Amount exceeds stake");
  });

  it("refuses stake, unstake and claim while paused, and operator calls from others", async () => {
    const { staking, pool, alice, stranger, stake } = await setup();
    await stake(alice, U(1));
    await staking.pause();
    await expect(staking.connect(alice).stake(pool, 1n)).to.be.revertedWithCustomError(staking, "EnforcedPause");
    await expect(staking.connect(alice).unstake(pool, 1n)).to.be.revertedWithCustomError(staking, "EnforcedPause");
    await expect(staking.connect(alice).claim(pool)).to.be.revertedWithCustomError(staking, "EnforcedPause");
    await staking.unpause();
    await expect(staking.connect(alice).unstake(pool, U(1))).to.emit(staking, "Unstaked").withArgs(alice.address, pool, U(1));
    const s = staking.connect(stranger);
    for (const call of [() => s.startRound(), () => s.endRound(0), () => s.fundRewards(0), () => s.addPool(stranger.address, 1, 0)]) {
      await expect(call()).to.be.revertedWithCustomError(staking, "AccessControlUnauthorizedAccount");
    }
  });
});
