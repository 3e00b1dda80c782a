import { expect } from "chai";
import { network } from "hardhat";
import { MAX_BRIDGE_AMOUNT, MIN_BRIDGE_AMOUNT } from "../src/constants.js";

const { ethers } = await network.create();
const SUSD = (n: number) => BigInt(n) * 10n ** 6n;
const ID = ethers.id("withdrawal-1");

async function setup(minValidator = 2) {
  const [admin, player, other, v1, v2, v3] = await ethers.getSigners();
  const token = await ethers.deployContract("SUSD", [admin!.address]);
  const bridge = await ethers.deployContract("GameChainBridge", [await token.getAddress(), 31337, minValidator, admin!.address]);
  await token.grantRole(await token.MINTER_ROLE(), await bridge.getAddress());
  await token.grantRole(await token.MINTER_ROLE(), admin!.address);
  await bridge.grantRole(await bridge.PAUSER_ROLE(), admin!.address);
  for (const v of [v1!, v2!, v3!]) await bridge.grantRole(await bridge.VALIDATOR_ROLE(), v.address);
  return { admin: admin!, player: player!, other: other!, v1: v1!, v2: v2!, v3: v3!, token, bridge };
}

describe("bridge votes", () => {
  it("refuses a validator's second vote on an id, even for another payload", async () => {
    const { bridge, player, other, v1 } = await setup();
    await bridge.connect(v1).voteMintOnGameChain(ID, player.address, SUSD(100));
    expect(await bridge.hasVoted(ID, v1.address)).to.equal(true);
    await expect(bridge.connect(v1).voteMintOnGameChain(ID, player.address, SUSD(100))).to.be.revertedWith("Already voted");
    await expect(bridge.connect(v1).voteMintOnGameChain(ID, other.address, SUSD(100))).to.be.revertedWith("Already voted");
  });

  it("counts votes per exact payload, so differing votes never mint", async () => {
    const { bridge, token, player, other, v1, v2, v3 } = await setup();
    await bridge.connect(v1).voteMintOnGameChain(ID, player.address, SUSD(100));
    await bridge.connect(v2).voteMintOnGameChain(ID, player.address, SUSD(101));
    expect(await bridge.votesOf(ID, player.address, SUSD(100))).to.equal(1n);
    expect(await bridge.votesOf(ID, player.address, SUSD(101))).to.equal(1n);
    expect(await bridge.minted(ID)).to.equal(false);
    await expect(bridge.connect(v3).voteMintOnGameChain(ID, player.address, SUSD(100))).to.emit(bridge, "BridgeMinted").withArgs(ID, player.address, SUSD(100));
    expect(await bridge.minted(ID)).to.equal(true);
    expect(await token.balanceOf(player.address)).to.equal(SUSD(100));
    expect(await token.balanceOf(other.address)).to.equal(0n);
  });

  it("refuses votes from accounts without the validator role", async () => {
    const { bridge, player, other } = await setup();
    await expect(bridge.connect(other).voteMintOnGameChain(ID, player.address, SUSD(100))).to.be.revertedWithCustomError(bridge, "AccessControlUnauthorizedAccount");
  });

  it("refuses a vote for the zero address or an amount outside the bounds", async () => {
    const { bridge, player, v1 } = await setup();
    await expect(bridge.connect(v1).voteMintOnGameChain(ID, ethers.ZeroAddress, SUSD(100))).to.be.revertedWith("Invalid recipient");
    await expect(bridge.connect(v1).voteMintOnGameChain(ID, player.address, MIN_BRIDGE_AMOUNT - 1n)).to.be.revertedWith("Amount below minimum");
    await expect(bridge.connect(v1).voteMintOnGameChain(ID, player.address, MAX_BRIDGE_AMOUNT + 1n)).to.be.revertedWith("Amount above maximum");
    expect(await bridge.hasVoted(ID, v1.address)).to.equal(false);
  });

  it("changes the threshold through setMinValidator and emits MinValidatorUpdated", async () => {
    const { bridge, admin } = await setup();
    await expect(bridge.connect(admin).setMinValidator(3)).to.emit(bridge, "MinValidatorUpdated").withArgs(3n);
    expect(await bridge.minValidator()).to.equal(3n);
  });

  it("refuses a zero minValidator at deployment", async () => {
    const [admin] = await ethers.getSigners();
    const token = await ethers.deployContract("SUSD", [admin!.address]);
    await expect(ethers.deployContract("AssetChainBridge", [await token.getAddress(), 31338, 0, admin!.address])).to.be.revertedWith("minValidator must be positive");
  });
});
