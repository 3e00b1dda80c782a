// USDC ⇄ SUSD on /bridge in Chromium: click → SUSD credited on the balance panel (flow 1, approve of the
// exact amount + deposit) and click → the withdrawal's row claimable (flow 2, no review), p50/p99 over N runs;
// then the gas of each flow's transactions (approve, deposit, requestWithdrawal, claim), sent directly.
import { Contract, type ContractTransactionReceipt } from "ethers";
import usdcAbi from "@sunrise/contracts/abi/TestUSDC.json" with { type: "json" };
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { startPlatform } from "@sunrise/test/platform";
import { devWallet } from "@sunrise/test/player";
import { launchBrowser } from "@sunrise/test/browser";
import { connectAndRegister } from "@sunrise/test/browser-player";
import { summary } from "./stats.js";

const N = Number(process.env.BENCH_USDC_RUNS ?? 10);
const AMOUNT = 85_000_000n; // SPEC minimum; N × 85 stays under the 10,000 daily total, so no run waits
const PLAYER = 4;
const GAS_ACCOUNT = 6;

const send = async (c: Contract, fn: string, ...args: unknown[]) => (await (await c.getFunction(fn)(...args)).wait()) as ContractTransactionReceipt;

const platform = await startPlatform(Number(process.env.BENCH_BASE_PORT ?? 15100));
const browser = await launchBrowser();
const d = platform.deployments();
const c = d.assetChain.contracts;
const asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
try {
  console.log(`platform ready in ${(platform.startupMs / 1000).toFixed(1)} s`);
  const deployer = new Contract(c.USDC!, usdcAbi, devWallet(0).connect(asset));
  for (const who of [PLAYER, GAS_ACCOUNT]) {
    // The deployer's key is also the operator's: retry a nonce it raced for.
    for (let tries = 0; ; tries++) {
      try {
        await send(deployer, "mint", devWallet(who).address, AMOUNT * BigInt(N + 2));
        break;
      } catch (e) {
        if (tries > 5 || !/nonce/i.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.setDefaultTimeout(120_000);
  await connectAndRegister(page, platform.url, PLAYER);
  await page.goto(`${platform.url}/bridge`);
  await page.getByTestId("usdc-form").waitFor();
  const units = async (id: string) => BigInt((await page.getByTestId(id).getAttribute("data-units")) ?? "0");
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 10));
  };

  const credited: number[] = [];
  for (let i = 0; i < N; i++) {
    const before = await units("balance-susd");
    await page.getByTestId("usdc-amount").fill("85");
    const t0 = performance.now();
    await page.getByTestId("usdc-submit").click();
    await until(async () => (await units("balance-susd")) === before + AMOUNT);
    credited.push(performance.now() - t0);
    await until(async () => (await page.getByTestId("usdc-steps").count()) === 0); // the form is free again
  }

  await page.getByTestId("usdc-direction-withdraw").click();
  const claimable: number[] = [];
  const rows = page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]');
  for (let i = 0; i < N; i++) {
    const before = await rows.count();
    await page.getByTestId("usdc-amount").fill("85");
    await page.getByTestId("usdc-quote").waitFor();
    const t0 = performance.now();
    await page.getByTestId("usdc-submit").click();
    await until(async () => (await rows.count()) === before + 1);
    claimable.push(performance.now() - t0);
    await until(async () => (await page.getByTestId("usdc-steps").count()) === 0);
  }

  // Gas, from a second account's direct transactions.
  const w = devWallet(GAS_ACCOUNT).connect(asset);
  const usdc = new Contract(c.USDC!, usdcAbi, w);
  const susd = new Contract(c.SUSD!, susdAbi, w);
  const vault = new Contract(c.UsdcVault!, vaultAbi, w);
  const approveUsdc = await send(usdc, "approve", c.UsdcVault!, AMOUNT);
  const deposit = await send(vault, "deposit", AMOUNT);
  const approveSusd = await send(susd, "approve", c.UsdcVault!, AMOUNT);
  const request = await send(vault, "requestWithdrawal", AMOUNT);
  const id = request.logs.map((l) => vault.interface.parseLog(l)).find((l) => l?.name === "WithdrawalRequested")!.args.id as string;
  const claim = await send(vault, "claim", id);

  console.log(`USDC flows in the browser: ${N} runs each`);
  console.log(`click → SUSD credited on the panel (flow 1: approve exact amount + deposit): ${summary(credited)}`);
  console.log(`click → withdrawal row claimable (flow 2, no review): ${summary(claimable)}`);
  console.log(`gas: approve USDC ${approveUsdc.gasUsed}, deposit ${deposit.gasUsed}, approve SUSD ${approveSusd.gasUsed}, requestWithdrawal ${request.gasUsed}, claim ${claim.gasUsed}`);
} finally {
  asset.destroy();
  await browser.close();
  await platform.stop();
}
