import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract } from "ethers";
import type { BrowserContext, Page } from "playwright-core";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import type { Platform } from "./platform.js";
import { chainConfig, devWallet, type ChainConfig } from "./player.js";
import { startPhoneWallet } from "./wc-wallet.js";
import { U, usdcOn } from "./usdc.js";
import type { BrowserSuite } from "./usdc-browser.js";

/** The phone's key: a funded development account no Local-wallet case uses (1–5 are theirs, 7–11 the platform's). */
const PHONE_ACCOUNT = 12;

/**
 * A player with a phone wallet: the site and a wallet built on WalletConnect's own SDK pair through
 * the relay stand-in `npm start` serves on loopback; sign-in, registration and a bridge step are
 * answered from the phone, and ending the session on the phone signs the player out; a reload, which
 * resets a WalletConnect login, ends the phone's session too.
 */
export function describeWalletConnect(suite: () => BrowserSuite) {
  describe("WalletConnect", () => {
    let platform: Platform;
    let context: BrowserContext;
    let page: Page;
    let cfg: ChainConfig;
    let phone: Awaited<ReturnType<typeof startPhoneWallet>>;

    beforeAll(async () => {
      const { browser } = suite();
      platform = suite().platform;
      cfg = await chainConfig(platform.url);
      // The phone's SUSD comes in as every SUSD does: USDC deposited in the vault (flow 1).
      const usdc = usdcOn(platform);
      try {
        await usdc.fundSusd(PHONE_ACCOUNT, U(1_000));
      } finally {
        usdc.destroy();
      }
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      context.setDefaultTimeout(60_000);
      page = await context.newPage();
      phone = await startPhoneWallet({ relayUrl: platform.wcRelayUrl, projectId: "sunrise-development", chainId: cfg.assetChainId, rpcUrl: platform.assetRpcUrl, key: devWallet(PHONE_ACCOUNT) });
    });
    afterAll(async () => {
      await phone?.stop();
      await context?.close();
    });

    async function onChain<T>(rpc: string, chainId: number, read: (p: ChainProvider) => Promise<T>): Promise<T> {
      const p = new ChainProvider(rpc, chainId);
      try {
        return await read(p);
      } finally {
        p.destroy();
      }
    }

    const gameWalletOf = (eth: string) =>
      onChain(platform.assetRpcUrl, cfg.assetChainId, async (p) => (await new Contract(cfg.assetBridge, assetBridgeAbi, p).getFunction("getPairAddressByETH")(eth)) as string);

    it("offers WalletConnect in the connect dialog with a QR code and a pairing link", async () => {
      await page.goto(platform.url);
      await page.getByTestId("connect-wallet").click();
      await page.getByTestId("wallet-option-walletconnect").click();
      await page.getByTestId("wc-qr").waitFor();
      expect(await page.getByTestId("wc-uri").inputValue()).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      expect(await page.evaluate(() => localStorage.getItem("login-type"))).toBeNull();
    });

    it("pairs with the phone wallet from the copied link and signs in as WALLET_CONNECT", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: platform.url });
      await page.getByTestId("wc-copy").click();
      const uri = await page.evaluate(() => navigator.clipboard.readText());
      expect(uri).toBe(await page.getByTestId("wc-uri").inputValue());
      await phone.pair(uri);
      await page.getByTestId("account-menu").waitFor();
      expect(phone.sessions()).toHaveLength(1);
      expect(phone.sessions()[0]!.namespaces.eip155!.methods).toEqual(expect.arrayContaining(["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain"]));
      expect(phone.answered).toEqual(["personal_sign"]);
      expect(await page.evaluate(() => localStorage.getItem("login-type"))).toBe("WALLET_CONNECT");
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("hash_and_nonce")))!).address.toLowerCase()).toBe(phone.address.toLowerCase());
    });

    it("registers a game wallet with the secret signed and the pairing sent from the phone", async () => {
      await page.getByTestId("register-submit").click();
      await expect.poll(() => gameWalletOf(phone.address), { timeout: 60_000 }).not.toBe("0x0000000000000000000000000000000000000000");
      await page.getByTestId("register-submit").waitFor({ state: "detached" });
      expect(phone.answered.slice(0, 3)).toEqual(["personal_sign", "personal_sign", "eth_sendTransaction"]);
    });

    it("bridges 100 SUSD to the game chain with the transactions sent from the phone", async () => {
      // In-page navigation: a reload ends a WalletConnect login (SPEC §4 restores extension wallets only).
      await page.locator('a[href="/bridge"]').first().click();
      await page.getByTestId("bridge-direction-to-game").click();
      await page.getByTestId("bridge-amount").fill("100");
      const sentBefore = phone.answered.filter((m) => m === "eth_sendTransaction").length;
      await page.getByTestId("bridge-submit").click();
      const game = await gameWalletOf(phone.address);
      await expect
        .poll(() => onChain(platform.gameRpcUrl, cfg.gameChainId, async (p) => (await new Contract(cfg.cashier, cashierAbi, p).getFunction("balanceOf")(game)) as bigint), { timeout: 90_000 })
        .toBe(U(100));
      expect(phone.answered.filter((m) => m === "eth_sendTransaction").length).toBeGreaterThan(sentBefore);
      await page.locator('[data-testid="bridge-current"][data-status="2"]').waitFor({ timeout: 30_000 });
    });

    it("offers a phone the wallet app's deep link instead of a QR code", async () => {
      const phoneContext = await suite().browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const small = await phoneContext.newPage();
        await small.goto(platform.url);
        await small.getByTestId("connect-wallet").click();
        await small.getByTestId("wallet-option-walletconnect").click();
        await small.getByTestId("wc-deeplink").waitFor({ timeout: 60_000 });
        expect(await small.getByTestId("wc-deeplink").getAttribute("href")).toMatch(/^wc:[0-9a-f]{64}@2\?/);
        expect(await small.getByTestId("wc-qr").count()).toBe(0);
      } finally {
        await phoneContext.close();
      }
    });

    it("signs the player out when the phone ends the session", async () => {
      await phone.disconnectAll();
      await page.getByTestId("connect-wallet").waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => [localStorage.getItem("login-type"), localStorage.getItem("hash_and_nonce")])).toEqual([null, null]);
      const me = await page.evaluate(async () => (await (await fetch("/graphql", { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ me { id } }" }) })).json()) as { data?: { me: unknown } });
      expect(me.data?.me ?? null).toBeNull();
    });

    it("ends the phone's session too when a reload resets the WalletConnect login", async () => {
      await page.getByTestId("connect-wallet").click();
      await page.getByTestId("wallet-option-walletconnect").click();
      await phone.pair(await page.getByTestId("wc-uri").inputValue());
      await page.getByTestId("account-menu").waitFor();
      expect(phone.sessions()).toHaveLength(1);
      // A WalletConnect login is never restored after a reload (SPEC §4): the site is signed out and the phone no longer lists it.
      await page.reload();
      await page.getByTestId("connect-wallet").waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => localStorage.getItem("login-type"))).toBeNull();
      await expect.poll(() => phone.sessions().length, { timeout: 30_000 }).toBe(0);
    });
  });
}
