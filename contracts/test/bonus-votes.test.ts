import { expect } from "chai";
import { network } from "hardhat";

const { ethers } = await network.create();
const U = (n: number) => BigInt(n) * 10n ** 6n;
const TX = ethers.id("deposit-1");
const DEPOSIT = 0;
const CLAIM = 1;

async function setup() {
  const [admin, player, v1, v2, v3, stranger] = await ethers.getSigners();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
  const bonus = await ethers.deployContract("BonusManager", [await susd.getAddress(), admin!.address, 1000, U(100), 2, admin!.address]);
  await bonus.grantRole(await bonus.OPERATOR_ROLE(), admin!.address);
  for (const v of [v1!, v2!, v3!]) await bonus.grantRole(await bonus.VALIDATOR_ROLE(), v.address);
  await susd.mint(await bonus.getAddress(), U(10_000));
  const domain = { name: "SunriseBonusManager", version: "1", chainId: (await ethers.provider.getNetwork()).chainId, verifyingContract: await bonus.getAddress() };
  return { admin: admin!, player: player!, v1: v1!, v2: v2!, v3: v3!, stranger: stranger!, susd, bonus, domain };
}

const depositTypes = { Deposit: [{ name: "txId", type: "bytes32" }, { name: "from", type: "address" }, { name: "amount", type: "uint256" }] };
const claimTypes = { Claim: [{ name: "txId", type: "bytes32" }, { name: "totalBet", type: "uint256" }] };

describe("BonusManager votes", () => {
  it("records a vote per payload and refuses any vote once the deposit is accepted", async () => {
    const { bonus, player, v1, v2, v3 } = await setup();
    const payload = ethers.keccak256(ethers.AbiCoder.defaultAbiCoder().encode(["bytes32", "address", "uint256"], [TX, player.address, U(500)]));
    await expect(bonus.connect(v1).voteDeposit(TX, player.address, U(500))).to.emit(bonus, "Voted").withArgs(DEPOSIT, TX, v1.address, 1n);
    expect(await bonus.hasVoted(DEPOSIT, payload, v1.address)).to.equal(true);
    expect(await bonus.votes(DEPOSIT, payload)).to.equal(1n);
    await bonus.connect(v2).voteDeposit(TX, player.address, U(500));
    expect(await bonus.accepted(DEPOSIT, TX)).to.equal(true);
    await expect(bonus.connect(v3).voteDeposit(TX, player.address, U(500))).to.be.revertedWith("Already accepted");
  });

  it("never accepts when validators disagree on the amount", async () => {
    const { bonus, player, v1, v2 } = await setup();
    await bonus.connect(v1).voteDeposit(TX, player.address, U(500));
    await bonus.connect(v2).voteDeposit(TX, player.address, U(501));
    expect(await bonus.accepted(DEPOSIT, TX)).to.equal(false);
    expect(await bonus.depositCount(player.address)).to.equal(0n);
  });

  it("refuses to accept a deposit from the zero address or of zero amount", async () => {
    const { bonus, player, v1, v2 } = await setup();
    await bonus.connect(v1).voteDeposit(TX, player.address, 0n);
    await expect(bonus.connect(v2).voteDeposit(TX, player.address, 0n)).to.be.revertedWith("Invalid deposit");
    await bonus.connect(v1).voteDeposit(TX, ethers.ZeroAddress, U(5));
    await expect(bonus.connect(v2).voteDeposit(TX, ethers.ZeroAddress, U(5))).to.be.revertedWith("Invalid deposit");
  });

  it("refuses signatures whose count differs from the signers or that come from non-validators", async () => {
    const { bonus, player, v1, stranger, domain } = await setup();
    const value = { txId: TX, from: player.address, amount: U(300) };
    const s1 = await v1.signTypedData(domain, depositTypes, value);
    const s2 = await stranger.signTypedData(domain, depositTypes, value);
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address, stranger.address], [s1])).to.be.revertedWith("Signers and signatures differ");
    await expect(bonus.voteDepositWithSignatures(TX, player.address, U(300), [v1.address, stranger.address], [s1, s2])).to.be.revertedWith("Signer is not a validator");
  });

  it("accepts a one-shot claim signed by validators and refuses a second one", async () => {
    const { bonus, player, v1, v2, domain } = await setup();
    for (const v of [v1, v2]) await bonus.connect(v).voteDeposit(TX, player.address, U(500));
    const value = { txId: TX, totalBet: U(5000) };
    const sigs = [await v1.signTypedData(domain, claimTypes, value), await v2.signTypedData(domain, claimTypes, value)];
    await expect(bonus.voteClaimWithSignatures(TX, U(5000), [v1.address, v2.address], sigs)).to.emit(bonus, "ClaimAccepted").withArgs(TX, player.address, U(5000));
    expect(await bonus.claimable(TX)).to.equal(true);
    expect((await bonus.bettingState(player.address)).totalBet).to.equal(U(5000));
    expect(await bonus.accepted(CLAIM, TX)).to.equal(true);
    await expect(bonus.voteClaimWithSignatures(TX, U(5000), [v1.address, v2.address], sigs)).to.be.revertedWith("Already accepted");
  });

  it("reports no latest deposit for a new user and the newest one after two deposits", async () => {
    const { bonus, player, v1, v2 } = await setup();
    expect((await bonus.getLatestDepositing(player.address)).txId).to.equal(ethers.ZeroHash);
    const second = ethers.id("deposit-2");
    for (const tx of [TX, second]) for (const v of [v1, v2]) await bonus.connect(v).voteDeposit(tx, player.address, U(200));
    expect(await bonus.depositCount(player.address)).to.equal(2n);
    const latest = await bonus.getLatestDepositing(player.address);
    expect(latest.txId).to.equal(second);
    expect(latest.bonusUSDAmount).to.equal(U(20));
  });

  it("refuses settings and pause from other accounts and a zero minValidator at deployment", async () => {
    const { bonus, susd, admin, stranger } = await setup();
    await expect(bonus.connect(stranger).setListener(stranger.address)).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(stranger).setToken(await susd.getAddress())).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(stranger).setMinValidator(1)).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(stranger).pause()).to.be.revertedWithCustomError(bonus, "AccessControlUnauthorizedAccount");
    await expect(bonus.connect(admin).setMinValidator(3)).to.emit(bonus, "SettingsUpdated");
    expect(await bonus.minValidator()).to.equal(3n);
    await expect(ethers.deployContract("BonusManager", [await susd.getAddress(), admin.address, 1, 1, 0, admin.address])).to.be.revertedWith("minValidator must be positive");
  });
});
