// Screenshots of the signed-in player pages at desktop and phone widths, against a running platform:
// `tsx tools/screenshot-flow.ts http://127.0.0.1:4000 /tmp/shots`.
import { launchBrowser } from "../src/browser.js";

const base = process.argv[2] ?? "http://127.0.0.1:4000";
const out = process.argv[3] ?? "/tmp";
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
await page.goto(base);
await page.getByTestId("connect-wallet").click();
await page.screenshot({ path: `${out}/connect-modal-desktop.png` });
await page.getByTestId("wallet-option-dev.sunrise.localwallet").click();
await page.screenshot({ path: `${out}/local-accounts-desktop.png` });
await page.getByTestId("local-account-1").click();
await page.getByTestId("register-submit").waitFor();
await page.screenshot({ path: `${out}/register-desktop.png` });
// Registration ends with a reload; leaving earlier would abandon the pairing transaction.
await Promise.all([page.waitForEvent("load", { timeout: 60_000 }), page.getByTestId("register-submit").click()]);
await page.getByTestId("account-menu").waitFor({ timeout: 60_000 });
await page.goto(`${base}/bridge`);
await page.locator('[data-testid="balance-susd"][data-units="100000000000"]').waitFor();
await page.getByTestId("bridge-amount").fill("250");
await page.getByTestId("bridge-submit").click();
await page.locator('[data-testid="bridge-current"]').waitFor().catch(async (e) => {
  await page.screenshot({ path: `${out}/failure.png`, fullPage: true });
  throw e;
});
await page.screenshot({ path: `${out}/bridge-inflight-desktop.png`, fullPage: true });
await page.locator('[data-testid="bridge-current"][data-status="2"]').waitFor({ timeout: 60_000 });
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/bridge-done-desktop.png`, fullPage: true });
await page.getByTestId("bridge-amount").fill("12");
await page.getByTestId("bridge-submit").click();
await page.screenshot({ path: `${out}/bridge-error-desktop.png` });
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/bridge-mobile.png`, fullPage: true });
await page.locator(".topbar__menu").click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/menu-mobile.png` });
await browser.close();
