// Latency a player feels at a live table, in real browsers over the platform as `npm start` runs it:
// click on "Place bets" → the bets shown as accepted; settle mined → the result shown to a second,
// subscribed browser at the same table. BENCH_ROUNDS rounds (default 12) at the ground roulette table.
import { Contract, type EventLog } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { RouletteBet } from "@sunrise/games";
import { startPlatform } from "@sunrise/test/platform";
import { launchBrowser } from "@sunrise/test/browser";
import { connectAndRegister, fundGameWallet } from "@sunrise/test/browser-player";
import { summary } from "./stats.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const TABLE = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const platform = await startPlatform(Number(process.env.BENCH_BASE_PORT ?? 15600), { env: { DEALER_BETTING_SECONDS: "6" } });
const browser = await launchBrowser();
try {
  const d = platform.deployments();
  const game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 20 });
  const table = new Contract(d.gameChain.contracts[`GameTable:${TABLE}`]!, tableAbi, game);
  const player = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const watcher = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(player, platform.url, 3);
  await fundGameWallet(platform, 3, 1_000_000_000n);
  for (const page of [player, watcher]) {
    await page.goto(`${platform.url}/casino-games/${TABLE}`);
    await page.getByTestId("table-balance").or(page.getByTestId("stage")).first().waitFor({ timeout: 30_000 });
  }
  // The watcher notes when its stage turns to a round's result, by the page's own clock (same machine).
  // (A script string: tsx would wrap a function's inner helpers with a name helper the page lacks.)
  await watcher.evaluate(`(() => {
    window.__phases = [];
    const note = () => {
      const phase = document.querySelector('[data-testid="stage"]')?.getAttribute("data-phase") ?? "";
      if (window.__phases.at(-1)?.[0] !== phase) window.__phases.push([phase, Date.now()]);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase"] });
    note();
  })()`);

  const accepted: number[] = [];
  const shown: number[] = [];
  let lastRound = 0;
  while (accepted.length < ROUNDS) {
    await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 60_000 });
    const roundId = Number(await table.getFunction("roundCount")());
    if (roundId === lastRound) {
      await sleep(200);
      continue;
    }
    lastRound = roundId;
    await player.locator('[data-testid="chip-rack"] [role="radio"][data-value="1"]').click();
    await player.locator(`[data-spot="${RouletteBet.RED}:"]`).click();
    const toasts = await player.locator('[data-testid="toast"][data-kind="success"]').count();
    const clicked = Date.now();
    await player.getByTestId("place-bets").click();
    await player.locator('[data-testid="toast"][data-kind="success"]').nth(toasts).waitFor({ timeout: 30_000 });
    accepted.push(Date.now() - clicked);
    // Settle mined: first sight of the round's RoundSettled log on the game chain (polled every 20 ms).
    let mined = 0;
    while (!mined) {
      const logs = (await table.queryFilter(table.filters.RoundSettled!(null, roundId), -20)) as EventLog[];
      if (logs.length) mined = Date.now();
      else await sleep(20);
    }
    const phases = async () => ((await watcher.evaluate("window.__phases")) as [string, number][]).filter(([p, t]) => t >= mined - 2_000 && /result|settled/.test(p));
    for (let i = 0; i < 300 && (await phases()).length === 0; i++) await sleep(50);
    const seen = (await phases())[0];
    if (seen) shown.push(Math.max(0, seen[1] - mined));
    console.log(`round ${roundId}: accepted in ${accepted.at(-1)} ms, result shown ${seen ? `${seen[1] - mined} ms` : "not seen"} after settle`);
  }
  console.log(`click on Place bets → bets shown as accepted (${accepted.length} rounds): ${summary(accepted)}`);
  console.log(`settle mined → result shown in a second browser (${shown.length} rounds): ${summary(shown)}`);
  game.destroy();
} finally {
  await browser.close();
  await platform.stop();
}
