import { expect } from "chai";
import { network } from "hardhat";
import { createHash } from "node:crypto";
import { deployCashier, houseOf, openHouse } from "./_helpers/table-fixture.js";

const { ethers, networkHelpers } = await network.create();
const U = (n: number) => BigInt(n) * 10n ** 6n;

async function token() {
  const [admin] = await ethers.getSigners();
  const t = await ethers.deployContract("SUSD", [admin!.address]);
  await t.grantRole(await t.MINTER_ROLE(), admin!.address);
  return t;
}

describe("BonusManager", () => {
  async function setup() {
    const [admin, player, v1, v2, v3, stranger] = await ethers.getSigners();
    const susd = await token();
    const bonus = await ethers.deployContract("BonusManager", [await susd.getAddress(), admin!.address, 1000, U(100), 2, admin!.address]);
    for (const r of ["OPERATOR_ROLE", "PAUSER_ROLE"] as const) await bonus.grantRole(await bonus[r](), admin!.address);
    for (const v of [v1!, v2!, v3!]) await bonus.grantRole(await bonus.VALIDATOR_ROLE(), v.address);
    await susd.mint(await bonus.getAddress(), U(10_000));
    return { admin: admin!, player: player!, v1: v1!, v2: v2!, v3: v3!, stranger: stranger!, susd, bonus };
  }
  const TX = ethers.id("deposit-1");

  it("accepts a deposit at the second vote with bonus = min(amount × rate, maximum), then pays a claim once", async () => {
    const { bonus, susd, player, v1, v2 } = await setup();
    await bonus.connect(v1).voteDeposit(TX, player.address, U(500));
    expect((await bonus.deposits(TX)).from).to.equal(ethers.ZeroAddress);
    await expect(bonus.connect(v2).voteDeposit(TX, player.address, U(500))).to.emit(bonus, "DepositAccepted");
    expect((await bonus.deposits(TX)).bonusUSDAmount).to.equal(U(50));
    expect((await bonus.getLatestDepositing(player.address)).txId).to.equal(TX);
    expect((await bonus.bettingState(player.address)).initialBonusUSD).to.equal(U(50));
    await expect(bonus.connect(player).claim(TX)).to.be.revertedWith("Bonus is not claimable");
    await bonus.connect(v1).voteClaim(TX, U(2000));
    await expect(bonus.connect(v2).voteClaim(TX, U(2000))).to.emit(bonus, "ClaimAccepted").withArgs(TX, player.address, U(2000));
    await expect(bonus.connect(player).claim(TX)).to.emit(bonus, "BonusClaimed").withArgs(TX, player.address, U(50));
    expect(await susd.balanceOf(player.address)).to.equal(U(50));
    expect((await bonus.bettingState(player.address)).isClosed).to.equal(true);
    await expect(bonus.connect(player).claim(TX)).to.be.revertedWith("Already claimed");
  });

  it("caps the bonus at the maximum and refuses another player's claim", async () => {
    const { bonus, player, stranger, v1, v2 } = await setup();
    for (const v of [v1, v2]) await bonus.connect(v).voteDeposit(TX, player.address, U(5000));
    expect((await bonus.deposits(TX)).bonusUSDAmount).to.equal(U(100));
    await expect(bonus.connect(stranger).claim(TX)).to.be.revertedWith("Not your deposit");
  });

  it("accepts a one-shot deposit carrying EIP-712 signatures of validators, and refuses too few", async () => {
    const { bonus, player, v1, v2 } = await setup();
    const domain = { name: "SunriseBonusManager", version: "1", chainId: (await ethers.provider.getNetwork()).chainId, verifyingContract: await bonus.getAddress() };
    const types = { Deposit: [{ name: "txId", type: "bytes32" }, { name: "from", type: "address" }, { name: "amount", type: "uint256" }] };
    const value = { txId: TX, from: player.address, amount: U(300) };
    const sigs = [await v1.signTypedData(domain, types, value), await v2.signTypedData(domain, types, value)];
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address], [sigs[0]!])).to.be.revertedWith("Not enough validator signatures");
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address, v1.address], [sigs[0]!, sigs[0]!])).to.be.revertedWith("Already voted");
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address, v2.address], [sigs[0]!, sigs[0]!])).to.be.revertedWith("Invalid signature");
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address, v2.address], sigs)).to.emit(bonus, "DepositAccepted");
  });

  it("lets only the operator change settings and only validators vote", async () => {
    const { bonus, stranger, admin } = await setup();
    await expect(bonus.connect(stranger).setRewardRate(1)).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(stranger).voteDeposit(TX, stranger.address, 1n)).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(admin).setRewardMaximum(U(7))).to.emit(bonus, "SettingsUpdated");
    await expect(bonus.connect(admin).setMinValidator(0)).to.be.revertedWith("minValidator must be positive");
    expect(await bonus.rewardMaximum()).to.equal(U(7));
  });
});

describe("Staking", () => {
  it("splits a round by pool weight and emits TokenClaimed with the pool's staking type", async () => {
    const [admin, alice, bob] = await ethers.getSigners();
    const susd = await token();
    const lp = await token();
    const staking = await ethers.deployContract("Staking", [await susd.getAddress(), 86400, admin!.address]);
    await staking.grantRole(await staking.OPERATOR_ROLE(), admin!.address);
    await staking.addPool(await susd.getAddress(), 3, 0);
    await staking.addPool(await lp.getAddress(), 1, 1);
    await expect(staking.addPool(await lp.getAddress(), 1, 1)).to.be.revertedWith("Pool exists");
    for (const [t, who, amount] of [[susd, alice!, U(100)], [lp, bob!, U(40)]] as const) {
      await t.mint(who.address, amount);
      await t.connect(who).approve(await staking.getAddress(), amount);
      await staking.connect(who).stake(await t.getAddress(), amount);
    }
    await susd.mint(admin!.address, U(1000));
    await susd.approve(await staking.getAddress(), U(1000));
    await staking.fundRewards(U(1000));
    await expect(staking.endRound(1)).to.be.revertedWith("No round in progress");
    await staking.startRound();
    await expect(staking.startRound()).to.be.revertedWith("Round in progress");
    await staking.endRound(U(1000));
    expect(await staking.pendingReward(await susd.getAddress(), alice!.address)).to.equal(U(750));
    expect(await staking.pendingReward(await lp.getAddress(), bob!.address)).to.equal(U(250));
    await expect(staking.connect(alice!).claim(await susd.getAddress())).to.emit(staking, "TokenClaimed").withArgs(alice!.address, U(750), 0);
    await expect(staking.connect(bob!).claim(await lp.getAddress())).to.emit(staking, "TokenClaimed").withArgs(bob!.address, U(250), 1);
    await expect(staking.connect(bob!).claim(await lp.getAddress())).to.be.revertedWith("Nothing to claim");
    const round = await staking.rounds(0);
    expect(round.endedAt).to.be.greaterThan(0n);
    await staking.connect(alice!).unstake(await susd.getAddress(), U(100));
    expect(await susd.balanceOf(alice!.address)).to.equal(U(850));
    await expect(staking.connect(alice!).unstake(await susd.getAddress(), 1n)).to.be.revertedWith("Amount exceeds stake");
  });
});

describe("GameTable", () => {
  const seed = ethers.id("server-seed");
  const commitment = "0x" + createHash("sha256").update(Buffer.from(seed.slice(2), "hex")).digest("hex");

  it("runs a round: commit, two players bet, close, settle with the revealed seed and the payouts the rules compute", async () => {
    const [admin, p1, p2] = await ethers.getSigners();
    const { susd, cashier } = await deployCashier(ethers, [p1!, p2!], U(50));
    const rules = await ethers.deployContract("RouletteRules");
    const table = await ethers.deployContract("GameTable", [await cashier.getAddress(), 7, 1, await rules.getAddress(), 0, U(1), U(100), admin!.address]);
    await table.grantRole(await table.OPERATOR_ROLE(), admin!.address);
    await openHouse(susd, cashier, admin!, await table.getAddress(), U(2000));
    await table.openRound(commitment, 60);
    const straight = Array.from({ length: 37 }, (_, n) => ({ kind: 1001, numbers: [n], amount: U(1) }));
    await expect(table.connect(p1!).placeBets(1, straight, ethers.id("p1"))).to.emit(table, "BetPlaced");
    await table.connect(p2!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(10) }], ethers.id("p2"));
    await expect(table.connect(p2!).placeBets(1, [{ kind: 9999, numbers: [], amount: U(20) }], ethers.ZeroHash)).to.be.revertedWith("Unknown bet kind");
    await expect(table.connect(p2!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(101) }], ethers.ZeroHash)).to.be.revertedWith("Bet above table maximum");
    await expect(table.connect(p2!).placeBets(1, [{ kind: 1001, numbers: [17], amount: U(40) }], ethers.ZeroHash)).to.be.revertedWithCustomError(cashier, "BankrollTooSmall")
      .withArgs(U(2000) + U(47) - U(37 * 36) - U(20), U(40 * 35)); // free after the first bets; the straight's worst case beyond its stake
    await expect(table.closeBetting(1)).to.emit(table, "BettingClosed");
    await expect(table.connect(p1!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(1) }], ethers.ZeroHash)).to.be.revertedWith("Betting is closed");
    await expect(table.settle(1, ethers.id("other"))).to.be.revertedWith("Wrong seed");
    await expect(table.settle(1, seed)).to.emit(table, "RoundSettled");
    const [pocket] = await table.outcomeOf(1);
    // 37 straight ups: exactly one wins, 36 back. Red pays 20 on a red pocket.
    expect(await cashier.balanceOf(p1!.address)).to.equal(U(13) + U(36));
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(Number(pocket));
    expect(await cashier.balanceOf(p2!.address)).to.equal(U(40) + (red ? U(20) : 0n));
    expect(await houseOf({ cashier, table })).to.deep.equal({ balance: U(2000) + U(47) - U(36) - (red ? U(20) : 0n), reserved: 0n });
    expect(await susd.balanceOf(await table.getAddress())).to.equal(0n);
    expect(await susd.balanceOf(await cashier.getAddress())).to.equal(U(2000) + U(100));
    await expect(table.refund(1)).to.be.revertedWith("Round cannot be refunded");
  });

  it("refunds a round the dealer never closed once its deadline has passed", async () => {
    const [admin, p1] = await ethers.getSigners();
    const { susd, cashier } = await deployCashier(ethers, [p1!], U(10));
    const rules = await ethers.deployContract("RouletteRules");
    const table = await ethers.deployContract("GameTable", [await cashier.getAddress(), 8, 1, await rules.getAddress(), 0, U(1), U(100), admin!.address]);
    await table.grantRole(await table.OPERATOR_ROLE(), admin!.address);
    await openHouse(susd, cashier, admin!, await table.getAddress(), U(100));
    await table.openRound(commitment, 60);
    await table.connect(p1!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(10) }], ethers.ZeroHash);
    expect(await cashier.balanceOf(p1!.address)).to.equal(0n);
    await expect(table.refund(1)).to.be.revertedWith("Round has not timed out");
    await networkHelpers.time.increase(3661);
    await expect(table.connect(p1!).refund(1)).to.emit(table, "RoundRefunded").withArgs(8, 1, U(10));
    expect(await cashier.balanceOf(p1!.address)).to.equal(U(10));
    expect(await houseOf({ cashier, table })).to.deep.equal({ balance: U(100), reserved: 0n });
  });
});

describe("settings, pauses and roles", () => {
  it("updates bonus token, listener and rate; pauses refuse votes and claims", async () => {
    const [admin, other] = await ethers.getSigners();
    const susd = await token();
    const bonus = await ethers.deployContract("BonusManager", [await susd.getAddress(), admin!.address, 1000, U(100), 1, admin!.address]);
    await bonus.grantRole(await bonus.OPERATOR_ROLE(), admin!.address);
    await bonus.grantRole(await bonus.PAUSER_ROLE(), admin!.address);
    await bonus.grantRole(await bonus.VALIDATOR_ROLE(), admin!.address);
    await bonus.setListener(other!.address);
    await bonus.setToken(await susd.getAddress());
    await bonus.setRewardRate(2500);
    expect(await bonus.listener()).to.equal(other!.address);
    expect(await bonus.bonusFor(U(100))).to.equal(U(25));
    await bonus.pause();
    await expect(bonus.voteDeposit(ethers.id("x"), other!.address, U(1))).to.be.revertedWithCustomError(bonus, "EnforcedPause");
    await expect(bonus.connect(other!).claim(ethers.id("x"))).to.be.revertedWithCustomError(bonus, "EnforcedPause");
    await bonus.unpause();
    await expect(bonus.voteClaim(ethers.id("unknown"), 1n)).to.be.revertedWith("Unknown deposit");
  });

  it("updates staking pools and the reward cycle only for the operator", async () => {
    const [admin, other] = await ethers.getSigners();
    const susd = await token();
    const staking = await ethers.deployContract("Staking", [await susd.getAddress(), 86400, admin!.address]);
    await staking.grantRole(await staking.OPERATOR_ROLE(), admin!.address);
    await staking.addPool(await susd.getAddress(), 1, 0);
    await staking.updatePool(await susd.getAddress(), 7);
    expect((await staking.pools(await susd.getAddress())).weight).to.equal(7n);
    await expect(staking.updatePool(other!.address, 1)).to.be.revertedWith("Unknown pool");
    await expect(staking.connect(other!).updateRewardCycle(10)).to.be.revertedWithCustomError(staking, "AccessControlUnauthorizedAccount");
    await expect(staking.updateRewardCycle(0)).to.be.revertedWith("Invalid reward cycle");
    await expect(staking.updateRewardCycle(3600)).to.emit(staking, "RewardCycleUpdated").withArgs(3600);
    await expect(staking.stake(other!.address, 1n)).to.be.revertedWith("Unknown pool");
    await expect(staking.stake(await susd.getAddress(), 0n)).to.be.revertedWith("Amount is zero");
  });

  it("checks table limits and refuses bets while paused", async () => {
    const [admin, p1] = await ethers.getSigners();
    const { cashier } = await deployCashier(ethers, [], 0n);
    const rules = await (await ethers.deployContract("RouletteRules")).getAddress();
    await expect(ethers.deployContract("GameTable", [await cashier.getAddress(), 1, 1, rules, 0, U(10), U(1), admin!.address])).to.be.revertedWith("Invalid limits");
    await expect(ethers.deployContract("GameTable", [await cashier.getAddress(), 1, 0, rules, 0, U(1), U(10), admin!.address])).to.be.revertedWith("Invalid game type");
    const table = await ethers.deployContract("GameTable", [await cashier.getAddress(), 1, 1, rules, 0, U(1), U(100), admin!.address]);
    for (const r of ["OPERATOR_ROLE", "PAUSER_ROLE"] as const) await table.grantRole(await table[r](), admin!.address);
    await expect(table.setLimits(U(5), U(1), 60)).to.be.revertedWith("Invalid limits");
    await table.setLimits(U(2), U(50), 60);
    await expect(table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("Missing commitment");
    await table.openRound(ethers.id("c"), 60);
    await expect(table.connect(p1!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(1) }], ethers.ZeroHash)).to.be.revertedWith("Bet below table minimum");
    await table.pause();
    await expect(table.connect(p1!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(2) }], ethers.ZeroHash)).to.be.revertedWithCustomError(table, "EnforcedPause");
    await expect(table.settle(1, ethers.ZeroHash)).to.be.revertedWith("Round is not closed");
  });
});
