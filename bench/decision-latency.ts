// Latency of a player's decision at a live casino hold'em table, in a real browser over the platform
// as `npm start` runs it: click on Call or Fold in the decision bar → the bar lists the decision as
// taken. The game wallet signs the decision, the gateway queues it and the dealer sends it in its next
// batch through the table's relay; the bar lists it once that batch is mined. Calls stake 2× the ante
// (the first one may also move the game wallet's own SUSD into the cashier, a transaction of the
// player's); folds stake nothing. BENCH_ROUNDS rounds (default 12), alternating call and fold.
import { Contract } from "ethers";
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { HoldemBet } from "@sunrise/games";
import { startPlatform } from "@sunrise/test/platform";
import { launchBrowser } from "@sunrise/test/browser";
import { connectAndRegister, fundGameWallet } from "@sunrise/test/browser-player";
import { summary } from "./stats.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const TABLE = 13;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const platform = await startPlatform(Number(process.env.BENCH_BASE_PORT ?? 15800), { env: { DEALER_BETTING_SECONDS: "6", DEALER_DECISION_SECONDS: "10" } });
const browser = await launchBrowser();
try {
  const d = platform.deployments();
  const game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 20 });
  const table = new Contract(d.gameChain.contracts[`DecisionTable:${TABLE}`]!, decisionAbi, game);
  const player = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(player, platform.url, 3);
  await fundGameWallet(platform, 3, 1_000_000_000n);
  await player.goto(`${platform.url}/casino-games/${TABLE}`);
  await player.getByTestId("table-balance").waitFor({ timeout: 30_000 });

  const taken: Record<"call" | "fold", number[]> = { call: [], fold: [] };
  let lastRound = 0;
  while (taken.call.length + taken.fold.length < ROUNDS) {
    await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 120_000 });
    const roundId = Number(await table.getFunction("roundCount")());
    if (roundId === lastRound) {
      await sleep(200);
      continue;
    }
    lastRound = roundId;
    await player.locator('[data-testid="chip-rack"] [role="radio"][data-value="1"]').click();
    await player.locator(`[data-spot="${HoldemBet.ANTE}:"]`).click();
    await player.getByTestId("place-bets").click();
    const action = taken.call.length <= taken.fold.length ? "call" : "fold";
    const button = player.locator(`[data-testid="decision-bar"] button[data-action="${action}"]`);
    try {
      await button.waitFor({ timeout: 60_000 });
    } catch {
      console.log(`round ${roundId}: no decision offered (bets not accepted in time); skipped`);
      continue;
    }
    const clicked = Date.now();
    await button.click();
    await player.locator(`[data-testid="decision-decided"] li[data-action="${action}"]`).waitFor({ timeout: 30_000 });
    taken[action].push(Date.now() - clicked);
    console.log(`round ${roundId}: ${action} accepted in ${taken[action].at(-1)} ms`);
  }
  console.log(`click on Call → decision shown as taken (${taken.call.length} rounds; the first may also deposit at the cashier): ${summary(taken.call)}`);
  console.log(`click on Fold → decision shown as taken (${taken.fold.length} rounds): ${summary(taken.fold)}`);
  console.log(`every decision (${ROUNDS}): ${summary([...taken.call, ...taken.fold])}`);
  game.destroy();
} finally {
  await browser.close();
  await platform.stop();
}
