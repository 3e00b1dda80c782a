import { expect } from "chai";
import { network } from "hardhat";

const { ethers } = await network.create();
const U = (n: number) => BigInt(n) * 10n ** 6n;

describe("Staking pools (staking and staking/ETH)", () => {
  it("ends a round with exactly its funded reward, split by pool weight and then by points, each reward claimed once", async () => {
    const [admin, alice, bob, carol] = await ethers.getSigners();
    const susd = await ethers.deployContract("SUSD", [admin!.address]);
    const lp = await ethers.deployContract("StakingPoolToken", ["SUSD/ETH LP", "SUSD-ETH-LP", admin!.address]);
    await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
    await lp.grantRole(await lp.MINTER_ROLE(), admin!.address);
    const staking = await ethers.deployContract("Staking", [await susd.getAddress(), 86400, admin!.address]);
    await staking.grantRole(await staking.OPERATOR_ROLE(), admin!.address);
    await staking.addPool(await susd.getAddress(), 1, 0);
    await staking.addPool(await lp.getAddress(), 2, 1);
    const stake = async (token: typeof susd | typeof lp, who: typeof alice, amount: bigint) => {
      await token.mint(who!.address, amount);
      await token.connect(who!).approve(await staking.getAddress(), amount);
      await staking.connect(who!).stake(await token.getAddress(), amount);
    };
    await stake(susd, alice, U(300));
    await stake(susd, bob, U(100));
    await stake(lp, carol, U(7));
    await susd.mint(admin!.address, U(90));
    await susd.approve(await staking.getAddress(), U(90));
    await staking.fundRewards(U(90));
    await staking.startRound();
    // Only the funded reward can be paid: one unit more is refused.
    await expect(staking.endRound(U(90) + 1n)).to.be.revertedWith("Reward not funded");
    await staking.endRound(U(90));

    // Weights 1:2 → 30 to the SUSD pool (3:1 by points), 60 to the LP pool.
    const susdPool = await susd.getAddress();
    const lpPool = await lp.getAddress();
    expect(await staking.pendingReward(susdPool, alice!.address)).to.equal(U(22) + 500_000n);
    expect(await staking.pendingReward(susdPool, bob!.address)).to.equal(U(7) + 500_000n);
    const carolReward = await staking.pendingReward(lpPool, carol!.address);
    expect(U(60) - carolReward).to.be.lessThanOrEqual(1n);
    const paid = (await staking.pendingReward(susdPool, alice!.address)) + (await staking.pendingReward(susdPool, bob!.address)) + carolReward;
    expect(paid + (await staking.dust())).to.equal(U(90));

    await expect(staking.connect(carol!).claim(lpPool)).to.emit(staking, "TokenClaimed").withArgs(carol!.address, carolReward, 1);
    expect(await susd.balanceOf(carol!.address)).to.equal(carolReward);
    await expect(staking.connect(carol!).claim(lpPool)).to.be.revertedWith("Nothing to claim");
    await expect(staking.connect(alice!).claim(susdPool)).to.emit(staking, "TokenClaimed").withArgs(alice!.address, U(22) + 500_000n, 0);
    await expect(staking.connect(alice!).claim(susdPool)).to.be.revertedWith("Nothing to claim");
    // Principal stays staked and withdrawable in full.
    await staking.connect(alice!).unstake(susdPool, U(300));
    expect(await susd.balanceOf(alice!.address)).to.equal(U(300) + U(22) + 500_000n);
  });
});
