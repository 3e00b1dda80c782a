// The dealer (as a process) at a blackjack table, killed with SIGKILL while a decision window is
// open and restarted after the window closed: the new process picks the round up from chain and
// its secret (proves the drawn cards, opens the next window or settles), so the round is settled,
// not forfeited, and paid as the games engine computes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { NonceManager, Wallet } from "ethers";
import { ChainProvider } from "@sunrise/contracts";
import { BlackjackBet } from "@sunrise/games";
import { startChild, startGameChain, type Child, type LocalChain } from "../_test/chain.js";
import { DEALER, SUSD } from "./_test/tables.js";
import { deployDecisionTables, PLAYERS, type DecisionTables } from "./_test/decision-tables.js";
import { betsOf, blackjackChoice, decisionTable, enginePayouts, paidOf, playerSeed, sendAs, shownOf } from "./_test/decision-play.js";
import { DecisionRoundState as S } from "./decision-plan.js";

const SECRET = "decision-restart-test-secret";
// Long enough that the players' decisions land inside the window on a loaded machine; the test
// passes it with evm_increaseTime, not by waiting.
const WINDOW = 60;

let chain: LocalChain;
let tables: DecisionTables;
let provider: ChainProvider;
const children: Child[] = [];

beforeAll(async () => {
  chain = await startGameChain();
  tables = await deployDecisionTables(chain, 86_400, WINDOW);
  provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
}, 120_000);

afterAll(async () => {
  for (const c of children) await c.stop("SIGKILL");
  provider?.destroy();
  await chain?.stop();
});

function dealer(): Child {
  const child = startChild(process.execPath, ["--import", "tsx", "src/dealer/_test/run-dealer.ts"], {
    cwd: resolve(new URL("../..", import.meta.url).pathname),
    env: { GAME_RPC_URL: chain.url, GAME_CHAIN_ID: String(chain.chainId), TABLES: tables.blackjack, DEALER_KEY: DEALER.privateKey, DEALER_SECRET: SECRET, BETTING_SECONDS: "600" },
  });
  children.push(child);
  return child;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, child: Child, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what} did not happen; dealer said:\n${child.output().slice(-3000)}`);
    await sleep(100);
  }
}

describe("the decision dealer under kill -9", () => {
  it("resumes a round killed mid-window: the next window or the settle follows, nothing is forfeited", async () => {
    const bj = decisionTable(tables.blackjack, provider);
    const players = PLAYERS.map((p) => new NonceManager(new Wallet(p.privateKey, provider)));
    const styles = ["hitter", "doubler", "insurer"] as const;
    const killedIn: string[] = [];
    let current = dealer();
    // A shared natural ends a round at the deal: play rounds until one was killed in a window.
    for (let id = 1; killedIn.length === 0; id++) {
      expect(id, "no round had a window to kill the dealer in").toBeLessThan(6);
      const round = () => bj.getFunction("rounds")(id);
      await waitFor(`round ${id} opening`, () => bj.getFunction("roundCount")(), (n) => n === BigInt(id), current);
      for (const p of players) await sendAs(p, tables.blackjack, "placeBets", id, [{ kind: BlackjackBet.MAIN, numbers: [], amount: 10n * SUSD }], playerSeed());
      // Betting closes on chain time: move past it; the dealer closes and deals.
      await chain.rpc("evm_increaseTime", [601]);
      await chain.rpc("evm_mine");
      let r = await waitFor(`round ${id}'s deal`, round, (x) => Number(x.state) !== S.OPEN && Number(x.state) !== S.CLOSED, current);
      while (Number(r.state) === S.DEALT) {
        const window = Number(r.window);
        const shown = await shownOf(bj, id);
        const bets = await betsOf(bj, id);
        for (const [i, p] of players.entries()) {
          const choice = bets[i]!.actions[window - 1] ? null : blackjackChoice(styles[i]!, shown, bets[i]!, window);
          if (choice) await sendAs(p, tables.blackjack, "decide", id, i, choice.hand, choice.action);
        }
        r = await round();
        if (Number(r.state) !== S.DEALT) break;
        // Killed while the window is open; the window passes with no dealer; a new one takes over.
        await current.stop("SIGKILL");
        killedIn.push(`${id}:${window}`);
        await chain.rpc("evm_increaseTime", [WINDOW]);
        await chain.rpc("evm_mine");
        await sleep(300);
        expect(Number((await round()).window)).toBe(window);
        current = dealer();
        r = await waitFor(`round ${id}: window ${window + 1} or the settle`, round, (x) => Number(x.state) !== S.DEALT || Number(x.window) > window, current);
      }
      await waitFor(`round ${id}'s last payment`, round, (x) => Number(x.state) === S.SETTLED, current);
      const { payouts } = await enginePayouts(bj, 7, SECRET, id);
      expect(await paidOf(provider, tables.blackjack, id)).toEqual(payouts);
    }
    await current.stop("SIGKILL");
    expect(children.map((c) => c.output()).join("\n")).not.toMatch(/forfeit|refund/i);
  }, 300_000);
});
