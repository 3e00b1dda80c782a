// Reserves, withdrawal ETAs and the claim's gas through the real HTTP endpoint, with the suite on real local chains.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Contract, MaxUint256 } from "ethers";
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider, deploySuite, writeDeployments, type Deployments } from "@sunrise/contracts";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { devWallet, startHardhat, type LocalChain } from "../admin-ops/_test/chain.js";

const U = (n: bigint) => n * 1_000_000n;
const RESERVES = `{ reserves { usdcInVault usdcInReserve usdcHeld assetSusdSupply gameSusdSupply susdInFlight withdrawalsOutstanding liabilities surplus holds } }`;
const QUOTE = `query($a: TokenAmount!) { withdrawalQuote(amount: $a) { delaySeconds reasons } }`;
const GAS = `query($id: String!) { claimGasEstimate(withdrawalId: $id) { gas feePerGasWei costWei costAt10GweiWei } }`;

let chains: LocalChain[];
let deployments: Deployments;
let dir: string;
let t: TestGateway;
let provider: ChainProvider;
let alice: SignedIn;
let bob: SignedIn;
const ALICE = devWallet(2);

beforeAll(async () => {
  chains = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const [asset, game] = chains as [LocalChain, LocalChain];
  deployments = await deploySuite({
    assetRpcUrl: asset.url, gameRpcUrl: game.url, deployerKey: devWallet(0).privateKey, validators: [devWallet(7).address], minValidator: 1,
    seedAccounts: [ALICE.address], seedAmount: U(20_000n), bonus: { rewardRate: 1000, rewardMaximum: U(10n), funding: 0n },
    tables: [{ id: 1, gameType: 1, minBet: U(1n), maxBet: U(100n), bankroll: U(5_000n) }],
  });
  dir = mkdtempSync(join(tmpdir(), "sunrise-usdc-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  t = await startTestGateway({ DEPLOYMENTS_FILE: join(dir, "deployments.json"), ASSET_RPC_URL: asset.url, GAME_RPC_URL: game.url, RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  provider = new ChainProvider(asset.url, deployments.assetChain.chainId, { pollingInterval: 50 });
  alice = await signInAs(t.url, ALICE);
  bob = await signInAs(t.url, devWallet(3));
}, 240_000);

afterAll(async () => {
  provider?.destroy();
  await t?.close();
  await Promise.all((chains ?? []).map((c) => c.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("reserves", () => {
  it("answers anyone with both sides, live: the demo's SUSD and the table's bankroll are all backed", async () => {
    const { data, errors } = await gql(t.url, RESERVES);
    expect(errors).toBeUndefined();
    expect(data!.reserves).toEqual({
      usdcInVault: U(25_000n).toString(), usdcInReserve: "0", usdcHeld: U(25_000n).toString(),
      assetSusdSupply: U(20_000n).toString(), gameSusdSupply: U(5_000n).toString(), susdInFlight: "0", withdrawalsOutstanding: "0",
      liabilities: U(25_000n).toString(), surplus: "0", holds: true,
    });
  });
});

describe("withdrawals", () => {
  it("quotes the ETA before the player confirms: at once, a day over the daily 10,000, 48 h for more than the vault holds", async () => {
    expect((await gql(t.url, QUOTE, { a: U(5_000n).toString() }, alice.headers)).data!.withdrawalQuote).toEqual({ delaySeconds: 0, reasons: [] });
    expect((await gql(t.url, QUOTE, { a: U(10_001n).toString() }, alice.headers)).data!.withdrawalQuote).toEqual({ delaySeconds: 86_400, reasons: ["daily"] });
    expect((await gql(t.url, QUOTE, { a: U(5_000_001n).toString() }, alice.headers)).data!.withdrawalQuote).toEqual({ delaySeconds: 172_800, reasons: ["review", "liquidity"] });
    expect((await gql(t.url, QUOTE, { a: U(1n).toString() })).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("estimates the claim's gas for the player's claimable withdrawal, and refuses others' and bad ids", async () => {
    const wallet = ALICE.connect(provider);
    await (await new Contract(deployments.assetChain.contracts.SUSD!, susdAbi, wallet).getFunction("approve")(deployments.assetChain.contracts.UsdcVault!, MaxUint256)).wait();
    const vault = new Contract(deployments.assetChain.contracts.UsdcVault!, vaultAbi, wallet);
    const receipt = (await (await vault.getFunction("requestWithdrawal")(U(100n))).wait())!;
    const id = vault.interface.parseLog(receipt.logs.find((l: { topics: readonly string[]; data: string }) => vault.interface.parseLog(l)?.name === "WithdrawalRequested")!)!.args.id as string;
    const { data, errors } = await gql(t.url, GAS, { id }, alice.headers);
    expect(errors).toBeUndefined();
    const gas = BigInt(data!.claimGasEstimate.gas);
    expect(gas).toBeGreaterThan(21_000n);
    expect(BigInt(data!.claimGasEstimate.costWei)).toBe(gas * BigInt(data!.claimGasEstimate.feePerGasWei));
    expect(BigInt(data!.claimGasEstimate.costAt10GweiWei)).toBe(gas * 10_000_000_000n);
    expect((await gql(t.url, GAS, { id }, bob.headers)).errors![0]!.extensions!.code).toBe("NOT_FOUND");
    expect((await gql(t.url, GAS, { id: "0x12" }, alice.headers)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    // Outstanding withdrawals count among the liabilities until claimed.
    await new Promise((r) => setTimeout(r, 2_100));
    const after = (await gql(t.url, RESERVES)).data!.reserves;
    expect(after).toMatchObject({ withdrawalsOutstanding: U(100n).toString(), assetSusdSupply: U(19_900n).toString(), holds: true, surplus: "0" });
  });
});
