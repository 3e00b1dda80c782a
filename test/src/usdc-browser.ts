import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { Platform } from "./platform.js";
import { connectAndRegister } from "./browser-player.js";
import { connectLocalWallet } from "./browser-session.js";
import { expectShown, shownUnits } from "./bridge-page.js";
import { U, send, usdcOn, type UsdcOn } from "./usdc.js";

export interface BrowserSuite { platform: Platform; browser: Browser }

/** Development accounts these cases use; no other case on the platform may use them. */
const SWAPPER = 2;
const REVIEWED = 6; // deposits and withdraws over RPC only, so any funded account serves
const REJECTED = 4;
const ADMIN = 5; // npm start's demo ADMIN

/**
 * The USDC flows on /bridge in Chromium: the page's balance panel exact at each step, the review queue
 * released from the back office. Screenshots land in SCREENSHOT_DIR when it is set.
 */
export function describeUsdcInTheBrowser(suite: () => BrowserSuite) {
  describe("USDC on /bridge in a browser", () => {
    let platform: Platform;
    let browser: Browser;
    let usdc: UsdcOn;
    const shots = process.env.SCREENSHOT_DIR;
    beforeAll(() => {
      ({ platform, browser } = suite());
      usdc = usdcOn(platform);
      if (shots) mkdirSync(shots, { recursive: true });
    });
    afterAll(() => usdc?.destroy());
    const newPage = async (width = 1440) => {
      const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
      context.setDefaultTimeout(90_000);
      return context.newPage();
    };

    it("a player swaps USDC for SUSD (approve + deposit), withdraws to USDC and claims it, balances exact on the panel", { timeout: 300_000 }, async () => {
      const player = await usdc.account(SWAPPER, false);
      await usdc.mintUsdc(player.wallet.address, U(1_000));
      const page = await newPage();
      await connectAndRegister(page, platform.url, SWAPPER);
      await page.goto(`${platform.url}/bridge`);
      const { usdc: usdc0, susd: susd0 } = await usdc.balances(player);
      await expectShown(page, "balance-usdc", usdc0);
      await expectShown(page, "balance-susd", susd0);
      const total0 = await shownUnits(page, "balance-total");

      // Flow 1: the allowance is short, so the page asks for the approval first.
      await page.getByTestId("usdc-amount").fill("200");
      const allowance = (await player.usdc.getFunction("allowance")(player.wallet.address, usdc.vaultAddress)) as bigint;
      if (allowance < U(200)) await expect.poll(() => page.getByTestId("usdc-approve-needed").textContent()).toContain("Please approve USDC on Bridge Contract");
      await page.getByTestId("usdc-submit").click();
      await expectShown(page, "balance-usdc", usdc0 - U(200));
      await expectShown(page, "balance-susd", susd0 + U(200));
      await expectShown(page, "balance-total", total0 + U(200));
      expect(await player.usdc.getFunction("allowance")(player.wallet.address, usdc.vaultAddress)).toBe(allowance < U(200) ? 0n : allowance - U(200)); // exactly the amount was approved
      if (shots) await page.screenshot({ path: join(shots, "bridge-deposited-1440-en.png"), fullPage: true });

      // Flow 2: quoted claimable at once, requested, claimable on its row.
      await page.getByTestId("usdc-direction-withdraw").click();
      await page.getByTestId("usdc-amount").fill("150");
      await expect.poll(() => page.getByTestId("usdc-quote").getAttribute("data-delay"), { timeout: 30_000 }).toBe("0");
      await page.getByTestId("usdc-submit").click();
      await expectShown(page, "balance-susd", susd0 + U(50));
      await expectShown(page, "balance-total", total0 + U(50));
      const row = page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]');
      await row.waitFor({ timeout: 60_000 });
      await expect.poll(() => row.getByTestId("usdc-claim-gas").textContent(), { timeout: 30_000 }).toMatch(/^Gas about [\d.]+ ETH \(≈ [\d.]+ ETH at 10 gwei\)$/);
      if (shots) await screenshotLayouts(page, shots);

      // Flow 3: claimed from the page; the row moves to the claim history.
      await page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]').getByTestId("usdc-claim").click();
      await expectShown(page, "balance-usdc", usdc0 - U(50));
      await page.getByTestId("usdc-claim-history").waitFor({ timeout: 60_000 });
      await expect.poll(() => page.locator('[data-testid="usdc-withdrawal"]').count(), { timeout: 60_000 }).toBe(0);
      expect(await usdc.balances(player)).toEqual({ usdc: usdc0 - U(50), susd: susd0 + U(50) });
      await page.context().close();
    });

    it("staff release a 6,000,000 withdrawal from the back-office review queue", { timeout: 300_000 }, async () => {
      const player = await usdc.account(REVIEWED);
      await usdc.mintUsdc(player.wallet.address, U(6_000_000));
      await usdc.deposit(player, U(6_000_000));
      const id = await usdc.request(player, U(6_000_000));
      await usdc.processRow(player, id, (p) => p.queueState === "pending");
      const page = await newPage();
      await connectLocalWallet(page, platform.url, ADMIN);
      await page.goto(`${platform.url}/admin/bridge-review`);
      const row = page.locator("tr", { hasText: "6,000,000" });
      await row.waitFor({ timeout: 60_000 });
      if (shots) await page.screenshot({ path: join(shots, "review-1440-en.png"), fullPage: true });
      await row.getByRole("button", { name: "Release early" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Release early" }).click();
      expect(await usdc.processRow(player, id, (p) => p.queueState === "released", 60_000)).toMatchObject({ status: 1, transactionState: "claimable" });
      await page.getByText("Nothing waiting").waitFor({ timeout: 60_000 });
      await send(player.vault, "claim", id);
      expect(await usdc.balances(player)).toEqual({ usdc: U(6_000_000), susd: 0n });
      await page.context().close();
    });

    it("staff reject a withdrawal in review with a reason; the player's /bridge shows it rejected, the reason and the SUSD back", { timeout: 300_000 }, async () => {
      const reason = "Source of funds not verified";
      const player = await usdc.account(REJECTED, false);
      await usdc.fundSusd(REJECTED, U(6_000_000));
      expect(await usdc.balances(player)).toEqual({ usdc: U(100_000), susd: U(6_100_000) }); // the demo seeding's 100,000 each, plus the deposit
      const page = await newPage();
      await connectAndRegister(page, platform.url, REJECTED);
      await page.goto(`${platform.url}/bridge`);
      await expectShown(page, "balance-susd", U(6_100_000));

      // A withdrawal above 5,000,000 is quoted for review and waits with its ETA.
      await page.getByTestId("usdc-direction-withdraw").click();
      await page.getByTestId("usdc-amount").fill("6000000");
      await expect.poll(() => page.getByTestId("usdc-quote").textContent(), { timeout: 30_000 }).toContain("staff review it");
      await page.getByTestId("usdc-submit").click();
      await expectShown(page, "balance-susd", U(100_000));
      const row = page.getByTestId("usdc-withdrawal");
      await row.getByTestId("usdc-eta").waitFor({ timeout: 60_000 });
      expect(await row.getAttribute("data-state")).toBe("processing");

      const staff = await newPage();
      await connectLocalWallet(staff, platform.url, ADMIN);
      await staff.goto(`${platform.url}/admin/bridge-review`);
      const queued = staff.locator("tr", { hasText: "6,000,000" });
      await queued.getByRole("button", { name: "Reject" }).click();
      const dialog = staff.getByRole("alertdialog");
      await dialog.getByRole("textbox").fill(reason);
      await dialog.getByRole("button", { name: "Reject" }).click();
      await staff.getByText("Nothing waiting").waitFor({ timeout: 60_000 });
      await staff.context().close();

      // The player's page turns live: rejected, the staff's reason, the SUSD back on the panel and on chain.
      await page.locator('[data-testid="usdc-withdrawal"][data-state="rejected"]').waitFor({ timeout: 60_000 });
      expect(await row.getByTestId("usdc-rejected").textContent()).toBe(`Rejected: ${reason}. Your SUSD was returned.`);
      await expectShown(page, "balance-susd", U(6_100_000));
      expect(await usdc.balances(player)).toEqual({ usdc: U(100_000), susd: U(6_100_000) });
      await page.context().close();
    });
  });
}

/** /bridge with a claimable row at 1440 and 390 px, in English and Japanese, each in a fresh tab of the same login, for SCREENSHOT_DIR. */
async function screenshotLayouts(page: Page, shots: string) {
  const state = await page.context().storageState();
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    for (const locale of ["en", "ja"]) {
      const context = await page.context().browser()!.newContext({ viewport: { width, height }, storageState: state });
      // The page's language is the visitor's sunrise-locale cookie.
      await context.addCookies([{ name: "sunrise-locale", value: locale, url: page.url() }]);
      try {
        const tab = await context.newPage();
        await tab.goto(page.url());
        await tab.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]').waitFor({ timeout: 60_000 });
        await tab.screenshot({ path: join(shots, `bridge-${width}-${locale}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
}
