import { expect } from "chai";
import { network } from "hardhat";
import { pairApprovalMessage } from "../src/constants.js";
import type { Cashier } from "../types/ethers-contracts/cashier/index.js";
import { commitmentOf, openHouse } from "./_helpers/table-fixture.js";

const { ethers } = await network.create();
const SUSD = (n: number) => BigInt(n) * 10n ** 6n;

async function setup() {
  const [admin, player, other, v1, v2, v3] = await ethers.getSigners();
  const assetToken = await ethers.deployContract("SUSD", [admin!.address]);
  const gameToken = await ethers.deployContract("SUSD", [admin!.address]);
  const assetBridge = await ethers.deployContract("AssetChainBridge", [await assetToken.getAddress(), 31338, 2, admin!.address]);
  const gameBridge = await ethers.deployContract("GameChainBridge", [await gameToken.getAddress(), 31337, 2, admin!.address]);
  for (const [token, bridge] of [[assetToken, assetBridge], [gameToken, gameBridge]] as const) {
    await token.grantRole(await token.MINTER_ROLE(), await bridge.getAddress());
    await token.grantRole(await token.MINTER_ROLE(), admin!.address);
    await bridge.grantRole(await bridge.PAUSER_ROLE(), admin!.address);
    for (const v of [v1!, v2!, v3!]) await bridge.grantRole(await bridge.VALIDATOR_ROLE(), v.address);
  }
  const burn = ethers.Wallet.createRandom();
  await assetToken.mint(player!.address, SUSD(1000));
  return { admin: admin!, player: player!, other: other!, v1: v1!, v2: v2!, v3: v3!, assetToken, gameToken, assetBridge, gameBridge, burn };
}

describe("SUSD", () => {
  it("has 6 decimals and mints only for minters", async () => {
    const { assetToken, other } = await setup();
    expect(await assetToken.decimals()).to.equal(6n);
    await expect(assetToken.connect(other).mint(other.address, 1n)).to.be.revertedWithCustomError(assetToken, "AccessControlUnauthorizedAccount");
  });
});

describe("AssetChainBridge pairing", () => {
  it("pairs a wallet with the burn key that signed the approval, both ways", async () => {
    const { assetBridge, player, burn } = await setup();
    const sig = await burn.signMessage(pairApprovalMessage(player.address));
    await expect(assetBridge.connect(player).registerPairAddress(player.address, sig)).to.emit(assetBridge, "PairRegistered").withArgs(player.address, burn.address);
    expect(await assetBridge.getPairAddressByETH(player.address)).to.equal(burn.address);
    expect(await assetBridge.getPairAddressByBurn(burn.address)).to.equal(player.address);
    expect(await assetBridge.pairApprovalMessage(player.address)).to.equal(pairApprovalMessage(player.address));
  });

  it("refuses a sender that is not the wallet being paired", async () => {
    const { assetBridge, player, other, burn } = await setup();
    const sig = await burn.signMessage(pairApprovalMessage(player.address));
    await expect(assetBridge.connect(other).registerPairAddress(player.address, sig)).to.be.revertedWith("Sender is not the ETH address");
  });

  it("replaces the old pair on re-registration and refuses a burn address paired elsewhere", async () => {
    const { assetBridge, player, other, burn } = await setup();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    const burn2 = ethers.Wallet.createRandom();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn2.signMessage(pairApprovalMessage(player.address)));
    expect(await assetBridge.getPairAddressByBurn(burn.address)).to.equal(ethers.ZeroAddress);
    expect(await assetBridge.getPairAddressByETH(player.address)).to.equal(burn2.address);
    await expect(
      assetBridge.connect(other).registerPairAddress(other.address, await burn2.signMessage(pairApprovalMessage(other.address))),
    ).to.be.revertedWith("Burn address is paired with another wallet");
  });
});

describe("asset → game", () => {
  it("burns on withdrawOnETH and mints to the burn address once two validators vote", async () => {
    const { assetBridge, gameBridge, assetToken, gameToken, player, burn, v1, v2, v3 } = await setup();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    await assetToken.connect(player).approve(await assetBridge.getAddress(), SUSD(100));
    const tx = await assetBridge.connect(player).withdrawOnETH(SUSD(100));
    const receipt = await tx.wait();
    const event = receipt!.logs.map((l) => assetBridge.interface.parseLog(l)).find((e) => e?.name === "BridgeWithdrawal")!;
    expect(event.args.from).to.equal(player.address);
    expect(event.args.to).to.equal(burn.address);
    expect(event.args.targetChainId).to.equal(31338n);
    expect(await assetToken.balanceOf(player.address)).to.equal(SUSD(900));

    const id = event.args.id as string;
    await expect(gameBridge.connect(v1).voteMintOnGameChain(id, burn.address, SUSD(100))).to.emit(gameBridge, "MintVoted").withArgs(id, v1.address, burn.address, SUSD(100), 1n);
    expect(await gameToken.balanceOf(burn.address)).to.equal(0n);
    await expect(gameBridge.connect(v2).voteMintOnGameChain(id, burn.address, SUSD(100))).to.emit(gameBridge, "BridgeMinted").withArgs(id, burn.address, SUSD(100));
    expect(await gameToken.balanceOf(burn.address)).to.equal(SUSD(100));
    await expect(gameBridge.connect(v3).voteMintOnGameChain(id, burn.address, SUSD(100))).to.be.revertedWith("Already minted");
  });

  it("with the cashier set, deposits the mint into the burn address's cashier balance, where it bets at once", async () => {
    const { assetBridge, gameBridge, assetToken, gameToken, player, burn, v1, v2, admin } = await setup();
    const cashier = (await ethers.deployContract("Cashier", [await gameToken.getAddress(), admin.address])) as unknown as Cashier;
    await expect(gameBridge.connect(player).setCashier(await cashier.getAddress())).to.be.revertedWithCustomError(gameBridge, "AccessControlUnauthorizedAccount");
    await expect(gameBridge.setCashier(await cashier.getAddress())).to.emit(gameBridge, "CashierSet").withArgs(await cashier.getAddress());
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    await assetToken.connect(player).approve(await assetBridge.getAddress(), SUSD(100));
    const receipt = await (await assetBridge.connect(player).withdrawOnETH(SUSD(100))).wait();
    const id = receipt!.logs.map((l) => assetBridge.interface.parseLog(l)).find((e) => e?.name === "BridgeWithdrawal")!.args.id as string;
    await gameBridge.connect(v1).voteMintOnGameChain(id, burn.address, SUSD(100));
    await expect(gameBridge.connect(v2).voteMintOnGameChain(id, burn.address, SUSD(100)))
      .to.emit(gameBridge, "BridgeMinted").withArgs(id, burn.address, SUSD(100))
      .and.to.emit(cashier, "Deposited").withArgs(burn.address, burn.address, await gameBridge.getAddress(), SUSD(100));
    expect(await gameToken.balanceOf(burn.address)).to.equal(0n);
    expect(await cashier.balanceOf(burn.address)).to.equal(SUSD(100));
    expect(await gameToken.balanceOf(await gameBridge.getAddress())).to.equal(0n);
    expect(await gameToken.balanceOf(await cashier.getAddress())).to.equal(SUSD(100));
    // The player's game wallet bets with it, with no deposit or approval of its own.
    const rules = await ethers.deployContract("RouletteRules");
    const table = await ethers.deployContract("GameTable", [await cashier.getAddress(), 1, 1, await rules.getAddress(), 0, SUSD(1), SUSD(100), admin.address]);
    await table.grantRole(await table.OPERATOR_ROLE(), admin.address);
    await openHouse(gameToken, cashier, admin, await table.getAddress(), SUSD(10_000));
    await table.openRound(commitmentOf(ethers.id("seed")), 60);
    const burnSigner = burn.connect(ethers.provider);
    await admin.sendTransaction({ to: burn.address, value: ethers.parseEther("1") });
    await expect(table.connect(burnSigner).placeBets(1, [{ kind: 1008, numbers: [], amount: SUSD(60) }], ethers.ZeroHash)).to.emit(table, "BetPlaced");
    expect(await cashier.balanceOf(burn.address)).to.equal(SUSD(40));
    expect(await gameToken.allowance(burn.address, await table.getAddress())).to.equal(0n);
  });

  it("without a cashier, mints to the wallet and leaves its cashier balance alone", async () => {
    const { gameBridge, gameToken, burn, v1, v2, admin } = await setup();
    const cashier = (await ethers.deployContract("Cashier", [await gameToken.getAddress(), admin.address])) as unknown as Cashier;
    expect(await gameBridge.cashier()).to.equal(ethers.ZeroAddress);
    const id = ethers.id("no cashier");
    await gameBridge.connect(v1).voteMintOnGameChain(id, burn.address, SUSD(100));
    await gameBridge.connect(v2).voteMintOnGameChain(id, burn.address, SUSD(100));
    expect(await gameToken.balanceOf(burn.address)).to.equal(SUSD(100));
    expect(await cashier.balanceOf(burn.address)).to.equal(0n);
  });

  it("refuses a withdrawal before the burn address is registered", async () => {
    const { assetBridge, assetToken, player } = await setup();
    await assetToken.connect(player).approve(await assetBridge.getAddress(), SUSD(100));
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(100))).to.be.revertedWith("Account has not registered Burn address yet!");
  });

  it("enforces 85 to 20,000,000 SUSD", async () => {
    const { assetBridge, assetToken, player, burn } = await setup();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    await assetToken.mint(player.address, SUSD(20_000_001));
    await assetToken.connect(player).approve(await assetBridge.getAddress(), SUSD(30_000_000));
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(85) - 1n)).to.be.revertedWith("Amount below minimum");
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(20_000_000) + 1n)).to.be.revertedWith("Amount above maximum");
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(85))).to.emit(assetBridge, "BridgeWithdrawal");
  });

  it("needs the player's allowance to burn", async () => {
    const { assetBridge, assetToken, player, burn } = await setup();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(100))).to.be.revertedWithCustomError(assetToken, "ERC20InsufficientAllowance");
    expect(await assetToken.balanceOf(player.address)).to.equal(SUSD(1000));
  });
});

describe("game → asset", () => {
  it("mints to the wallet paired with the burn address", async () => {
    const { assetBridge, gameBridge, assetToken, gameToken, player, burn, v1, v2, admin } = await setup();
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage(pairApprovalMessage(player.address)));
    const burnSigner = burn.connect(ethers.provider);
    await admin.sendTransaction({ to: burn.address, value: ethers.parseEther("1") });
    await gameToken.mint(burn.address, SUSD(200));
    await gameToken.connect(burnSigner).approve(await gameBridge.getAddress(), SUSD(200));
    const receipt = await (await gameBridge.connect(burnSigner).withdrawOnAssetChain(SUSD(200))).wait();
    const event = receipt!.logs.map((l) => gameBridge.interface.parseLog(l)).find((e) => e?.name === "BridgeWithdrawal")!;
    expect(event.args.to).to.equal(burn.address);
    expect(await gameToken.balanceOf(burn.address)).to.equal(0n);
    const before = await assetToken.balanceOf(player.address);
    await assetBridge.connect(v1).voteMintOnAssetChain(event.args.id, burn.address, SUSD(200));
    await assetBridge.connect(v2).voteMintOnAssetChain(event.args.id, burn.address, SUSD(200));
    expect(await assetToken.balanceOf(player.address)).to.equal(before + SUSD(200));
  });

  it("refuses a vote for an unpaired burn address", async () => {
    const { assetBridge, v1 } = await setup();
    await expect(assetBridge.connect(v1).voteMintOnAssetChain(ethers.ZeroHash, ethers.Wallet.createRandom().address, SUSD(100))).to.be.revertedWith(
      "Account has not registered Burn address yet!",
    );
  });
});

describe("administration", () => {
  it("lets only the pauser pause and only the admin change minValidator", async () => {
    const { gameBridge, other, admin, v1 } = await setup();
    await expect(gameBridge.connect(other).pause()).to.be.revertedWithCustomError(gameBridge, "AccessControlUnauthorizedAccount");
    await gameBridge.connect(admin).pause();
    await expect(gameBridge.connect(v1).voteMintOnGameChain(ethers.ZeroHash, other.address, SUSD(100))).to.be.revertedWithCustomError(gameBridge, "EnforcedPause");
    await gameBridge.connect(admin).unpause();
    await expect(gameBridge.connect(other).setMinValidator(1)).to.be.revertedWithCustomError(gameBridge, "AccessControlUnauthorizedAccount");
    await expect(gameBridge.connect(admin).setMinValidator(0)).to.be.revertedWith("minValidator must be positive");
    await gameBridge.connect(admin).setMinValidator(1);
    await expect(gameBridge.connect(v1).voteMintOnGameChain(ethers.ZeroHash, other.address, SUSD(100))).to.emit(gameBridge, "BridgeMinted");
  });
});
