// Prints the gas used by the suite's main calls on the in-process network: `npx hardhat run scripts/gas-table.ts`.
import { network } from "hardhat";
import { createHash } from "node:crypto";
import { pairApprovalMessage } from "../src/constants.js";

const { ethers, networkHelpers } = await network.create();
const [admin, player, v1, v2] = await ethers.getSigners();
const U = (n: number) => BigInt(n) * 10n ** 6n;
const rows: [string, bigint][] = [];
const gas = async (label: string, tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>) => rows.push([label, (await (await tx).wait())!.gasUsed]);

const susd = await ethers.deployContract("SUSD", [admin!.address]);
await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
const bridge = await ethers.deployContract("AssetChainBridge", [await susd.getAddress(), 31338, 2, admin!.address]);
await susd.grantRole(await susd.MINTER_ROLE(), await bridge.getAddress());
for (const v of [v1!, v2!]) await bridge.grantRole(await bridge.VALIDATOR_ROLE(), v.address);
const burn = ethers.Wallet.createRandom();
await susd.mint(player!.address, U(1000));
await gas("AssetChainBridge.registerPairAddress", bridge.connect(player!).registerPairAddress(player!.address, await burn.signMessage(pairApprovalMessage(player!.address))));
await susd.connect(player!).approve(await bridge.getAddress(), U(100));
await gas("AssetChainBridge.withdrawOnETH", bridge.connect(player!).withdrawOnETH(U(100)));
const id = ethers.id("w");
await gas("voteMintOn… (first vote)", bridge.connect(v1!).voteMintOnAssetChain(id, burn.address, U(100)));
await gas("voteMintOn… (vote that mints)", bridge.connect(v2!).voteMintOnAssetChain(id, burn.address, U(100)));

const bonus = await ethers.deployContract("BonusManager", [await susd.getAddress(), admin!.address, 1000, U(100), 2, admin!.address]);
for (const v of [v1!, v2!]) await bonus.grantRole(await bonus.VALIDATOR_ROLE(), v.address);
await susd.mint(await bonus.getAddress(), U(1000));
const tx = ethers.id("deposit");
await gas("BonusManager.voteDeposit (first)", bonus.connect(v1!).voteDeposit(tx, player!.address, U(500)));
await gas("BonusManager.voteDeposit (accepts)", bonus.connect(v2!).voteDeposit(tx, player!.address, U(500)));
await bonus.connect(v1!).voteClaim(tx, U(5000));
await gas("BonusManager.voteClaim (accepts)", bonus.connect(v2!).voteClaim(tx, U(5000)));
await gas("BonusManager.claim", bonus.connect(player!).claim(tx));
const tx2 = ethers.id("deposit-2");
const domain = { name: "SunriseBonusManager", version: "1", chainId: (await ethers.provider.getNetwork()).chainId, verifyingContract: await bonus.getAddress() };
const types = { Deposit: [{ name: "txId", type: "bytes32" }, { name: "from", type: "address" }, { name: "amount", type: "uint256" }] };
const value = { txId: tx2, from: player!.address, amount: U(500) };
const sigs = [await v1!.signTypedData(domain, types, value), await v2!.signTypedData(domain, types, value)];
await gas("BonusManager.voteDepositWithSignatures (2 signatures)", bonus.voteDepositWithSignatures(tx2, player!.address, U(500), [v1!.address, v2!.address], sigs));

const staking = await ethers.deployContract("Staking", [await susd.getAddress(), 86400, admin!.address]);
await staking.grantRole(await staking.OPERATOR_ROLE(), admin!.address);
await staking.addPool(await susd.getAddress(), 1, 0);
await susd.connect(player!).approve(await staking.getAddress(), U(100));
await gas("Staking.stake", staking.connect(player!).stake(await susd.getAddress(), U(100)));
await susd.mint(admin!.address, U(100));
await susd.approve(await staking.getAddress(), U(100));
await staking.fundRewards(U(100));
await gas("Staking.startRound", staking.startRound());
await gas("Staking.endRound (1 pool)", staking.endRound(U(100)));
await gas("Staking.claim", staking.connect(player!).claim(await susd.getAddress()));
await gas("Staking.unstake", staking.connect(player!).unstake(await susd.getAddress(), U(100)));

const rules = await ethers.deployContract("RouletteRules");
const table = await ethers.deployContract("GameTable", [await susd.getAddress(), 1, 1, await rules.getAddress(), 0, U(1), U(100), admin!.address]);
await table.grantRole(await table.OPERATOR_ROLE(), admin!.address);
await susd.mint(await table.getAddress(), U(10_000));
const seed = ethers.id("seed");
const commitment = "0x" + createHash("sha256").update(Buffer.from(seed.slice(2), "hex")).digest("hex");
await gas("GameTable.openRound", table.openRound(commitment, 60));
await susd.connect(player!).approve(await table.getAddress(), U(1000));
await gas("GameTable.placeBets (first bet of the round)", table.connect(player!).placeBets(1, [{ kind: 1008, numbers: [], amount: U(10) }], ethers.id("p")));
await gas("GameTable.placeBets (straight up, later bet)", table.connect(player!).placeBets(1, [{ kind: 1001, numbers: [17], amount: U(1) }], ethers.id("q")));
await gas("GameTable.closeBetting", table.closeBetting(1));
await gas("GameTable.settle (2 bets)", table.settle(1, seed));
await table.openRound(commitment, 60);
await table.connect(player!).placeBets(2, Array.from({ length: 10 }, () => ({ kind: 1008, numbers: [], amount: U(1) })), ethers.ZeroHash);
await table.openRound(commitment, 60);
await table.connect(player!).placeBets(3, Array.from({ length: 10 }, () => ({ kind: 1008, numbers: [], amount: U(1) })), ethers.ZeroHash);
await table.closeBetting(3);
await networkHelpers.time.increase(3661);
await gas("GameTable.refund (10 bets, never closed)", table.refund(2));
await gas("GameTable.forfeit (10 bets)", table.forfeit(3));

console.log("| call | gas |\n|---|---:|");
for (const [label, used] of rows) console.log(`| ${label} | ${used.toLocaleString("en")} |`);
