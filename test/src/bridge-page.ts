import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Token units as the amount a player types: "290" or "12.5" (no grouping, up to 6 decimals). */
export function typedAmount(units: bigint): string {
  const frac = (units % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
  return `${units / 1_000_000n}${frac ? `.${frac}` : ""}`;
}

/** A balance the page shows (its data-units), as token units; -1 while it is not on the page. */
export async function shownUnits(page: Page, testId: string): Promise<bigint> {
  return BigInt((await page.getByTestId(testId).first().getAttribute("data-units").catch(() => null)) ?? "-1");
}

/** Waits until the page shows exactly `want` units under `testId`. */
export function expectShown(page: Page, testId: string, want: bigint, timeout = 60_000): Promise<void> {
  return expect.poll(() => shownUnits(page, testId), { timeout }).toBe(want);
}

/** Records every status the current-transfer card shows, however briefly, from now on. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __statuses: string[]; __observer?: MutationObserver };
    w.__observer?.disconnect();
    w.__statuses = [];
    const record = () => {
      const status = document.querySelector('[data-testid="bridge-current"]')?.getAttribute("data-status") ?? "none";
      if (w.__statuses.at(-1) !== status) w.__statuses.push(status);
    };
    w.__observer = new MutationObserver(record);
    w.__observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"] });
  });
}

/**
 * Bridges `amount` SUSD between the chains from /bridge's form and waits for the transfer to show
 * waiting, then done, live: the page is never reloaded in between.
 */
export async function bridgeOnPage(page: Page, direction: "to-game" | "to-asset", amount: string): Promise<void> {
  await page.getByTestId(`bridge-direction-${direction}`).click();
  await page.getByTestId("bridge-amount").fill(amount);
  await recordStatuses(page);
  await page.getByTestId("bridge-submit").click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses.join(",")), { timeout: 60_000 })
    .toMatch(/(^|,)0(,.*)?,2$/);
  await page.locator('[data-testid="bridge-current"][data-status="2"][data-step="3"]').waitFor({ timeout: 10_000 });
}
