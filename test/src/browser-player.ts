import { Contract } from "ethers";
import type { Page } from "playwright-core";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import { ChainProvider, fundGameSusd, usdcContractsOf } from "@sunrise/contracts";
import type { Platform } from "./platform.js";
import { devWallet } from "./player.js";

/**
 * A player's first visit as the client does it: Local wallet → the development account → sign in →
 * register a game wallet (the page reloads and restores the login). Ends signed in.
 */
export async function connectAndRegister(page: Page, url: string, account: number): Promise<void> {
  await page.goto(url);
  await page.getByTestId("connect-wallet").click();
  await page.getByTestId("wallet-option-dev.sunrise.localwallet").click();
  await page.getByTestId(`local-account-${account}`).click();
  await Promise.all([page.waitForEvent("load", { timeout: 60_000 }), page.getByTestId("register-submit").click()]);
  await page.getByTestId("account-menu").waitFor({ timeout: 60_000 });
}

/**
 * Gives a registered player's game wallet `amount` game SUSD, as a bridge transfer would (minted by
 * the development deployer once its USDC is in the vault), and waits for the operator's gas drip. Returns the game wallet.
 */
export async function fundGameWallet(platform: Platform, account: number, amount: bigint): Promise<string> {
  const d = platform.deployments();
  const asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId);
  const game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
  try {
    const bridge = new Contract(d.assetChain.contracts.AssetChainBridge!, assetBridgeAbi, asset);
    const wallet = ((await bridge.getFunction("getPairAddressByETH")(devWallet(account).address)) as string).toLowerCase();
    await fundGameSusd(devWallet(0).connect(asset), devWallet(0).connect(game), usdcContractsOf(d), wallet, amount);
    for (let tries = 0; (await game.getBalance(wallet)) === 0n; tries++) {
      if (tries > 600) throw new Error(`no gas reached game wallet ${wallet}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return wallet;
  } finally {
    asset.destroy();
    game.destroy();
  }
}
