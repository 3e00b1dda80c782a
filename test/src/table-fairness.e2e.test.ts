import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { BaccaratBet, verifyCardProof } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister, fundGameWallet } from "./browser-player.js";
import { gql } from "./api.js";

// The table contract enforces fairness and anyone can check it: a baccarat table deals round after
// round from one shoe, each round's cards proven against the shoe's Merkle root, the roads follow the
// shoe, the browser checks the proofs, and the verifier command re-derives rounds from chain data alone.
let platform: Platform;
let browser: Browser;
let player: Page;
let gameWallet: string;
const BACCARAT_TABLE = 4;
const ROULETTE_TABLE = 1;
const ACCOUNT = 3;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;
const REPO = fileURLToPath(new URL("../..", import.meta.url));

beforeAll(async () => {
  platform = await startPlatform(15300, { env: { DEALER_BETTING_SECONDS: "8" } });
  browser = await launchBrowser();
  player = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(player, platform.url, ACCOUNT);
  gameWallet = await fundGameWallet(platform, ACCOUNT, SUSD(500));
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

interface Proof { position: number; card: number; salt: string; proof: string[] }
interface ShoeRound { roundId: number; state: string; shoeId: number | null; firstPosition: number | null; outcome: number[] | null; cardProofs: Proof[] | null }
interface Shoe { shoeId: number; state: string; root: string | null; firstPosition: number | null; cutIndex: number | null }

const ROUND_FIELDS = "roundId state shoeId firstPosition outcome cardProofs { position card salt proof }";

async function currentShoe(): Promise<Shoe | null> {
  const { table } = await gql(platform.url, `query($id: Int!) { table(id: $id) { currentShoe { shoeId state root firstPosition cutIndex } } }`, { id: BACCARAT_TABLE });
  return table.currentShoe;
}

async function shoeRounds(shoeId: number): Promise<ShoeRound[]> {
  const { tableRounds } = await gql(platform.url, `query($t: Int!, $s: Int!) { tableRounds(tableId: $t, shoeId: $s, first: 30) { edges { node { ${ROUND_FIELDS} } } } }`, { t: BACCARAT_TABLE, s: shoeId });
  return (tableRounds.edges as { node: ShoeRound }[]).map((e) => e.node).sort((a, b) => a.roundId - b.roundId);
}

/** A baccarat round still taking bets for at least `seconds`. */
async function roundWithTimeLeft(seconds: number): Promise<number> {
  let id = 0;
  await expect.poll(async () => {
    const { table } = await gql(platform.url, `query($id: Int!) { table(id: $id) { round { roundId state closesAt } } }`, { id: BACCARAT_TABLE });
    const r = table.round as { roundId: number; state: string; closesAt: string | null } | null;
    id = r?.state === "open" && r.closesAt && Date.parse(r.closesAt) - Date.now() >= seconds * 1000 ? r.roundId : 0;
    return id;
  }, { timeout: 90_000, interval: 200 }).toBeGreaterThan(0);
  return id;
}

/** Whether the player's bet is among the round's indexed bets (waits until the round is past betting). */
async function betLanded(roundId: number): Promise<boolean> {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    const { tableRounds } = await gql(platform.url, `query($t: Int!) { tableRounds(tableId: $t, first: 5) { edges { node { roundId state bets { player } } } } }`, { t: BACCARAT_TABLE });
    const round = (tableRounds.edges as { node: { roundId: number; state: string; bets: { player: string }[] } }[]).map((e) => e.node).find((n) => n.roundId === roundId);
    if (round?.bets.some((b) => b.player.toLowerCase() === gameWallet)) return true;
    if (round && round.state !== "open") return false;
  }
  return false;
}

function runVerifier(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile("npm", ["run", "-s", "verify", "--", "--rpc", platform.gameRpcUrl, ...args], { cwd: REPO, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

describe("fairness enforced by the table contract", () => {
  it("deals a baccarat shoe round after round: every card proven at the next positions, roads continuing across rounds", async () => {
    let shoe: Shoe | null = null;
    await expect.poll(async () => (shoe = await currentShoe())?.state, { timeout: 90_000, interval: 500 }).toBe("dealing");
    const shoeId = shoe!.shoeId;
    let settled: ShoeRound[] = [];
    await expect.poll(async () => (settled = (await shoeRounds(shoeId)).filter((r) => r.state === "settled")).length, { timeout: 150_000, interval: 1_000 }).toBeGreaterThanOrEqual(3);

    // Positions are consumed in order from the first card after the burn: no gap, no repeat.
    let next = shoe!.firstPosition!;
    for (const round of settled) {
      expect(round.shoeId).toBe(shoeId);
      expect(round.firstPosition).toBe(next);
      expect(round.cardProofs!.map((p) => p.card)).toEqual(round.outcome);
      for (const [i, p] of round.cardProofs!.entries()) {
        expect(p.position).toBe(next + i);
        expect(verifyCardProof(shoe!.root!, p.position, p.card, p.salt, p.proof)).toBe(true);
      }
      next += round.outcome!.length;
    }

    // The table screen shows the shoe and roads that carry every round of it so far.
    await player.goto(`${platform.url}/casino-games/${BACCARAT_TABLE}`);
    await player.getByTestId("table-page").waitFor({ timeout: 30_000 });
    await expect.poll(() => player.getByTestId("shoe-status").textContent(), { timeout: 20_000 }).toContain(`Shoe ${shoeId}`);
    await expect.poll(async () => player.locator('[data-testid="roads"] .bead').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(settled.length);
  });

  it("lets the player bet into the shoe and check the round's cards in the browser", async () => {
    await player.getByTestId("table-balance").waitFor({ timeout: 30_000 });
    // A loaded machine can miss a short window: bet into a round with time left, and again into the next one if the bet did not land.
    let roundId = 0;
    for (let attempt = 0; attempt < 4 && !roundId; attempt++) {
      const open = await roundWithTimeLeft(5);
      await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 60_000 });
      await player.locator('[data-testid="chip-rack"] [role="radio"][data-value="5"]').click();
      await player.locator(`[data-spot="${BaccaratBet.PLAYER}:"]`).click();
      await player.getByTestId("place-bets").click();
      if (await betLanded(open)) roundId = open;
    }
    expect(roundId, "the bet never landed in a round").toBeGreaterThan(0);
    await player.getByTestId("outcome").waitFor({ timeout: 60_000 });

    await player.getByTestId(`verify-round-${roundId}`).click({ timeout: 30_000 });
    const dialog = player.getByTestId("verify-dialog");
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByTestId("verify-proven").waitFor({ timeout: 15_000 });
    const cards = dialog.locator('[data-testid="verify-proven"] li[data-testid^="verify-card-"]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(await dialog.locator('li[data-ok="false"]').count()).toBe(0);
    expect(await dialog.getByTestId("verify-summary").getAttribute("data-ok")).toBe("true");
    // Mid-shoe the shuffle itself cannot be shown yet: it is checked once the shoe's seed is revealed.
    expect(await dialog.getByTestId("verify-shuffle-pending").count()).toBe(1);
  });

  it("checks a roulette round and a baccarat shoe round with the verifier command, from chain data alone", async () => {
    const contracts = platform.deployments().gameChain.contracts;
    const settledOf = async (tableId: number) => {
      let id = 0;
      await expect.poll(async () => {
        const { tableRounds } = await gql(platform.url, `query($t: Int!) { tableRounds(tableId: $t, first: 10) { edges { node { roundId state } } } }`, { t: tableId });
        id = (tableRounds.edges as { node: { roundId: number; state: string } }[]).find((e) => e.node.state === "settled")?.node.roundId ?? 0;
        return id;
      }, { timeout: 90_000, interval: 1_000 }).toBeGreaterThan(0);
      return id;
    };
    const roulette = await runVerifier(["--table", contracts[`GameTable:${ROULETTE_TABLE}`]!, "--round", String(await settledOf(ROULETTE_TABLE))]);
    expect(roulette.out).not.toMatch(/FAIL/);
    expect(roulette.code).toBe(0);
    const baccarat = await runVerifier(["--table", contracts[`GameTable:${BACCARAT_TABLE}`]!, "--round", String(await settledOf(BACCARAT_TABLE))]);
    expect(baccarat.code).toBe(0);
    // A round that does not exist is a failed check, not a pass.
    const missing = await runVerifier(["--table", contracts[`GameTable:${ROULETTE_TABLE}`]!, "--round", "999999"]);
    expect(missing.code).toBe(1);
  });
});
