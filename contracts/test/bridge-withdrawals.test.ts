import { expect } from "chai";
import { network } from "hardhat";
import { MAX_BRIDGE_AMOUNT, MIN_BRIDGE_AMOUNT, pairApprovalMessage } from "../src/constants.js";

const { ethers } = await network.create();
const SUSD = (n: number) => BigInt(n) * 10n ** 6n;

async function setup() {
  const [admin, player, other] = await ethers.getSigners();
  const token = await ethers.deployContract("SUSD", [admin!.address]);
  const assetBridge = await ethers.deployContract("AssetChainBridge", [await token.getAddress(), 31338, 2, admin!.address]);
  const gameBridge = await ethers.deployContract("GameChainBridge", [await token.getAddress(), 31337, 2, admin!.address]);
  await token.grantRole(await token.MINTER_ROLE(), admin!.address);
  for (const b of [assetBridge, gameBridge]) await b.grantRole(await b.PAUSER_ROLE(), admin!.address);
  await token.mint(player!.address, SUSD(1000));
  return { admin: admin!, player: player!, other: other!, token, assetBridge, gameBridge };
}

describe("bridge withdrawals", () => {
  it("derives ids from chain id, bridge address and an incrementing nonce", async () => {
    const { gameBridge, token, player } = await setup();
    await token.connect(player).approve(await gameBridge.getAddress(), SUSD(200));
    const { chainId } = await ethers.provider.getNetwork();
    const expected = (nonce: bigint) =>
      ethers.keccak256(ethers.AbiCoder.defaultAbiCoder().encode(["uint256", "address", "uint256"], [chainId, gameBridge.target, nonce]));
    await expect(gameBridge.connect(player).withdrawOnAssetChain(SUSD(100)))
      .to.emit(gameBridge, "BridgeWithdrawal")
      .withArgs(expected(0n), player.address, player.address, SUSD(100), 31337n);
    await expect(gameBridge.connect(player).withdrawOnAssetChain(SUSD(100))).to.emit(gameBridge, "BridgeWithdrawal").withArgs(expected(1n), player.address, player.address, SUSD(100), 31337n);
    expect(await gameBridge.nonce()).to.equal(2n);
    expect(await token.balanceOf(player.address)).to.equal(SUSD(800));
  });

  it("refuses game → asset withdrawals outside 85 to 20,000,000 SUSD", async () => {
    const { gameBridge, token, player } = await setup();
    await token.connect(player).approve(await gameBridge.getAddress(), MAX_BRIDGE_AMOUNT + 1n);
    await expect(gameBridge.connect(player).withdrawOnAssetChain(MIN_BRIDGE_AMOUNT - 1n)).to.be.revertedWith("Amount below minimum");
    await expect(gameBridge.connect(player).withdrawOnAssetChain(MAX_BRIDGE_AMOUNT + 1n)).to.be.revertedWith("Amount above maximum");
  });

  it("refuses withdrawals and pairing while paused and accepts them after unpause", async () => {
    const { assetBridge, gameBridge, token, player, admin } = await setup();
    const burn = ethers.Wallet.createRandom();
    const sig = await burn.signMessage(pairApprovalMessage(player.address));
    await assetBridge.connect(admin).pause();
    await gameBridge.connect(admin).pause();
    await expect(assetBridge.connect(player).registerPairAddress(player.address, sig)).to.be.revertedWithCustomError(assetBridge, "EnforcedPause");
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(100))).to.be.revertedWithCustomError(assetBridge, "EnforcedPause");
    await expect(gameBridge.connect(player).withdrawOnAssetChain(SUSD(100))).to.be.revertedWithCustomError(gameBridge, "EnforcedPause");
    await assetBridge.connect(admin).unpause();
    await assetBridge.connect(player).registerPairAddress(player.address, sig);
    await token.connect(player).approve(await assetBridge.getAddress(), SUSD(100));
    await expect(assetBridge.connect(player).withdrawOnETH(SUSD(100))).to.emit(assetBridge, "BridgeWithdrawal");
  });

  it("refuses a malformed pairing signature and pairs a different key when the message differs", async () => {
    const { assetBridge, player } = await setup();
    await expect(assetBridge.connect(player).registerPairAddress(player.address, "0x1234")).to.be.revertedWithCustomError(assetBridge, "ECDSAInvalidSignatureLength");
    const burn = ethers.Wallet.createRandom();
    // A signature over any other text recovers some other address, never the signer's.
    await assetBridge.connect(player).registerPairAddress(player.address, await burn.signMessage("something else"));
    expect(await assetBridge.getPairAddressByETH(player.address)).to.not.equal(burn.address);
  });
});

describe("SUSD token", () => {
  it("is named Sunrise USD and lets holders burn their own tokens", async () => {
    const { token, player } = await setup();
    expect(await token.name()).to.equal("Sunrise USD");
    expect(await token.symbol()).to.equal("SUSD");
    await token.connect(player).burn(SUSD(10));
    expect(await token.balanceOf(player.address)).to.equal(SUSD(990));
    expect(await token.totalSupply()).to.equal(SUSD(990));
  });

  it("matches the exported bounds with the bridge constants", async () => {
    const { assetBridge } = await setup();
    expect(await assetBridge.MIN_AMOUNT()).to.equal(MIN_BRIDGE_AMOUNT);
    expect(await assetBridge.MAX_AMOUNT()).to.equal(MAX_BRIDGE_AMOUNT);
  });
});
