import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract } from "ethers";
import type { Browser, BrowserContext, Page } from "playwright-core";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister } from "./browser-player.js";
import { connectLocalWallet, pageGql } from "./browser-session.js";
import { gql, signIn } from "./api.js";
import { chainConfig, devWallet, registerPlayer } from "./player.js";
import { formatToken } from "../../client/src/shared/format/token.js";

// The back office in real browsers over the platform as `npm start` runs it: the demo ADMIN (Local
// wallet account 5) bans a player, closes an area, changes a table's limits on chain and makes a
// MEMBER, and each change is checked where players, the API and the chain meet it.
const ADMIN = 5;
const PLAYER = 3;
const MEMBER = 4;
const BETTING_SECONDS = 6;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;
const DONE_STATES = ["settled", "refunded", "forfeited"];

let platform: Platform;
let browser: Browser;
let game: ChainProvider;
let contracts: Record<string, string>;
let admin: Page;
let player: Page;
const contexts: BrowserContext[] = [];

async function newPage(width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  context.setDefaultTimeout(90_000); // a busy two-core machine can take long to run a click's handler
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  platform = await startPlatform(15400, { env: { DEALER_BETTING_SECONDS: String(BETTING_SECONDS) } });
  const d = platform.deployments();
  contracts = d.gameChain.contracts;
  game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
  browser = await launchBrowser();
  [admin, player] = await Promise.all([newPage(), newPage()]);
  await connectLocalWallet(admin, platform.url, ADMIN);
  await connectAndRegister(player, platform.url, PLAYER);
});
afterAll(async () => {
  game?.destroy();
  await browser?.close();
  await platform?.stop();
});

const tableContract = (id: number) => new Contract(contracts[`GameTable:${id}`]!, tableAbi, game);
const roundCount = async (id: number) => Number(await tableContract(id).getFunction("roundCount")());

async function openAdmin(page: Page, path: string) {
  await page.goto(`${platform.url}${path}`);
  await page.getByTestId("admin-menu").waitFor({ timeout: 30_000 });
}

async function expectToast(page: Page, text: string, kind = "success") {
  await expect.poll(async () => page.locator(`[data-testid="toast"][data-kind="${kind}"]`).allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringContaining(text));
}

interface PublicTable { id: number; isOpen: boolean; minBet: string; maxBet: string; area: { id: string } }
const publicTables = async () => (await gql<{ tables: PublicTable[] }>(platform.url, `{ tables { id isOpen minBet maxBet area { id } } }`)).tables;
const latestRoundState = async (id: number) =>
  (await gql<{ table: { round: { roundId: number; state: string } | null } }>(platform.url, `query($id: Int!) { table(id: $id) { round { roundId state } } }`, { id })).table.round;

describe("the back office in the browser", () => {
  it("bans a player from membership: the player's session is refused at its next request and a new sign-in is refused", async () => {
    const address = devWallet(PLAYER).address.toLowerCase();
    const before = await pageGql(player, `{ me { address } }`);
    expect(before.status).toBe(200);
    expect(before.data?.me?.address.toLowerCase()).toBe(address);

    await openAdmin(admin, `/admin/membership?search=${address}`);
    const row = admin.locator("tbody tr").filter({ has: admin.locator(`[title="${address}" i]`) });
    await row.getByRole("button", { name: "Ban", exact: true }).click();
    const dialog = admin.getByRole("alertdialog");
    expect(await dialog.getByRole("heading").textContent()).toMatch(/^Ban .+\?$/);
    await dialog.getByRole("button", { name: "Ban", exact: true }).click();
    await expectToast(admin, "is banned");
    await row.getByRole("button", { name: "Unban", exact: true }).waitFor({ timeout: 15_000 });

    // The session opened before the ban: its very next request is refused as a whole.
    const after = await pageGql(player, `{ me { address } }`);
    expect(after.status).toBe(403);
    expect(after.errors?.[0]).toMatchObject({ message: "You're banned!!!", extensions: { code: "FORBIDDEN", reason: "BANNED" } });

    // A fresh sign-in, in the browser and over the API, is refused with the same reason.
    const fresh = await newPage();
    await fresh.goto(platform.url);
    await fresh.getByTestId("connect-wallet").click();
    await fresh.getByTestId("wallet-option-dev.sunrise.localwallet").click();
    await fresh.getByTestId(`local-account-${PLAYER}`).click();
    await expectToast(fresh, "You're banned!!!", "error");
    expect(await fresh.getByTestId("account-menu").count()).toBe(0);
    const { assetChainId } = await chainConfig(platform.url);
    await expect(signIn(platform.url, devWallet(PLAYER), assetChainId)).rejects.toThrow("FORBIDDEN: You're banned!!!");
  });

  it("closes an area: its tables report closed, stop dealing after the round in flight, and the table screen says so", async () => {
    const AREA = "vip-lounge";
    const inArea = (await publicTables()).filter((t) => t.area.id === AREA);
    expect(inArea.map((t) => t.id)).toEqual([3, 6, 14]);
    expect(inArea.every((t) => t.isOpen)).toBe(true);
    // Table 3 deals while its area is open (a round opens every few seconds).
    const dealing = await roundCount(3);
    await expect.poll(() => roundCount(3), { timeout: 60_000, interval: 1000 }).toBeGreaterThan(dealing);

    await openAdmin(admin, `/admin/areas/${AREA}`);
    await admin.getByLabel("Enabled (its tables are dealt during its hours)").uncheck();
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(admin, "Saved; the dealer follows the new settings now");
    await admin.locator(".adm-page-header").getByText("Closed", { exact: true }).waitFor({ timeout: 15_000 });
    const closedAt = await roundCount(3);

    await expect.poll(async () => (await publicTables()).filter((t) => t.area.id === AREA).map((t) => t.isOpen), { timeout: 15_000 }).toEqual([false, false, false]);
    // The round in flight (or one opened before the dealer saw the change) finishes…
    await expect.poll(async () => DONE_STATES.includes((await latestRoundState(3))?.state ?? ""), { timeout: 90_000, interval: 1000 }).toBe(true);
    const settled = await roundCount(3);
    expect(settled).toBeLessThanOrEqual(closedAt + 1);
    // …and no other opens, while a table of an open area keeps dealing over the same time.
    const otherBefore = await roundCount(1);
    await new Promise((r) => setTimeout(r, (BETTING_SECONDS * 3 + 4) * 1000));
    expect(await roundCount(3)).toBe(settled);
    expect(await roundCount(1)).toBeGreaterThan(otherBefore);

    const guest = await newPage(390);
    await guest.goto(`${platform.url}/casino-games/3`);
    await guest.getByTestId("table-closed").waitFor({ timeout: 30_000 });
    expect(await guest.getByTestId("table-closed").textContent()).toContain("This table is closed");
    expect(await guest.getByTestId("place-bets").count()).toBe(0);
  });

  it("changes a table's max bet: the task succeeds, the contract holds the new limit and the table screen shows it", async () => {
    const TABLE = 12; // Money Wheel Lounge, 5 – 5,000 SUSD, main hall
    const NEW_MAX = SUSD(4_321);
    const contract = tableContract(TABLE);
    const minBet = (await contract.getFunction("minBet")()) as bigint;
    expect((await contract.getFunction("maxBet")()) as bigint).toBe(SUSD(5_000));

    await openAdmin(admin, "/admin/games/money-wheel");
    const row = admin.locator("tbody tr", { hasText: "Money Wheel Lounge" });
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    const form = admin.getByRole("form", { name: "Edit table" });
    await form.getByRole("textbox", { name: "Max bet", exact: true }).fill("4321");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(admin, "Saved; the new limits are on their way to the contract");

    // The operator sends it with its key; the task ends in success with its transaction.
    let task: { state: string; txHash: string | null; error: string | null } | undefined;
    await expect.poll(async () => {
      const answer = await pageGql(admin, `query($f: AdminTaskFilter) { adminTasks(filter: $f) { edges { node { state txHash error } } } }`, { f: { target: `table:${TABLE}`, kind: "table.setLimits" } });
      task = answer.data?.adminTasks.edges[0]?.node;
      return task?.state;
    }, { timeout: 60_000, interval: 1000 }).toBe("SUCCESS");
    expect(task!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await contract.getFunction("maxBet")()) as bigint).toBe(NEW_MAX);
    expect((await contract.getFunction("minBet")()) as bigint).toBe(minBet);

    // The admin's table row and the player's table screen show the contract's new limit.
    await expect.poll(async () => (await publicTables()).find((t) => t.id === TABLE)?.maxBet, { timeout: 30_000 }).toBe(NEW_MAX.toString());
    await expect.poll(() => row.locator('td[data-label="Max bet"]').textContent(), { timeout: 20_000 }).toBe(formatToken(NEW_MAX));
    const guest = await newPage(390);
    await guest.goto(`${platform.url}/casino-games/${TABLE}`);
    await guest.getByTestId("table-page").waitFor({ timeout: 30_000 });
    expect(await guest.locator(".table-head__meta").textContent()).toContain(`Limits ${formatToken(minBet)} – ${formatToken(NEW_MAX)}`);
  });

  it("a MEMBER made on the administrators screen sees no Administrators entry and the API refuses it staff", async () => {
    const address = devWallet(MEMBER).address;
    await openAdmin(admin, "/admin/administrator/new");
    await admin.getByRole("textbox", { name: "Wallet", exact: true }).fill(address);
    await admin.getByRole("combobox", { name: "Role", exact: true }).selectOption("MEMBER");
    await admin.getByRole("button", { name: "Create", exact: true }).click();
    await expectToast(admin, "Created");
    await admin.waitForURL(`${platform.url}/admin/administrator`);
    await admin.locator(`tbody tr [title="${address}" i]`).waitFor({ timeout: 15_000 });

    const member = await newPage();
    await connectLocalWallet(member, platform.url, MEMBER);
    await openAdmin(member, "/admin");
    const menu = member.getByTestId("admin-menu");
    await menu.locator('a[href="/admin/games"]').waitFor({ timeout: 15_000 }); // what a MEMBER may open is there…
    expect(await menu.locator('a[href="/admin/administrator"]').count()).toBe(0); // …Administrators is not
    expect(await menu.getByText("Administrator Management").count()).toBe(0);
    expect(await admin.getByTestId("admin-menu").locator('a[href="/admin/administrator"]').count()).toBe(1);
    await member.goto(`${platform.url}/admin/administrator`);
    await member.getByText("Your role cannot open this page").waitFor({ timeout: 15_000 });

    const refused = await pageGql(member, `{ staff { address } }`);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(refused.data?.staff ?? null).toBeNull();
    const allowed = await pageGql(member, `{ adminAreas { id } }`);
    expect(allowed.errors).toBeUndefined();
    expect((await pageGql(admin, `{ staff { address type } }`)).data?.staff).toContainEqual({ address: address.toLowerCase(), type: "MEMBER" });
  });

  it("draws a jackpot with tickets issued on the staff screens, pays its winner on chain and verifies the draw in the browser", { timeout: 420_000 }, async () => {
    const players = await Promise.all([12, 13].map((i) => registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, i)));
    // The form takes whole minutes: the draw is the first whole minute at least 40 s away.
    const drawAt = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
    await openAdmin(admin, "/admin/jackpots/new");
    const form = admin.getByRole("form", { name: "Jackpot" });
    /** A UTC time into a date-time field: its day as English writes it (MM/DD/YYYY), its time in 24 hours beside it. */
    const fillUtc = async (label: string, nth: number, ms: number) => {
      const [day, time] = new Date(ms).toISOString().slice(0, 16).split("T") as [string, string];
      const [y, m, d] = day.split("-");
      await form.getByLabel(label).fill(`${m}/${d}/${y}`);
      await form.getByLabel("Time (24 h)").nth(nth).fill(time);
    };
    await form.getByLabel("Name").fill("Friday Major");
    await form.getByLabel("Level").selectOption("2");
    await form.getByLabel("Prize").fill("100");
    await form.getByLabel("Winners").fill("1");
    await form.getByLabel("Wager per ticket").fill("0");
    await fillUtc("Opens (UTC)", 0, Date.now() - 60_000);
    await fillUtc("Draw (UTC)", 1, drawAt);
    await form.getByRole("button", { name: "Publish" }).click();
    await admin.locator('[data-testid="jackpot-state"][data-state="OPEN"]').waitFor();
    const id = new URL(admin.url()).pathname.split("/").pop()!;

    // Staff issue one ticket to the first player and three to the second.
    for (const [player, count] of [[players[0]!, 1], [players[1]!, 3]] as const) {
      await openAdmin(admin, `/admin/tickets/new?jackpot=${id}`);
      const issue = admin.getByRole("form", { name: "Issue tickets" });
      await issue.getByLabel("Player wallet address").fill(player.wallet.address);
      await issue.getByLabel("Number of tickets").fill(String(count));
      await issue.getByLabel("Reason").fill("Friday promotion");
      await issue.getByRole("button", { name: "Issue tickets" }).click();
      await expectToast(admin, "issued");
    }

    // The operator draws at the draw time and pays the winner from the treasury; the page follows live.
    await openAdmin(admin, `/admin/jackpots/${id}`);
    await admin.locator('[data-testid="jackpot-state"][data-state="PAID"]').waitFor({ timeout: 240_000 });
    const { data } = await pageGql(admin, `query($id: ID!) { adminJackpot(id: $id) { ticketCount winners { owner to amount task { state } } } }`, { id });
    const jackpot = data!.adminJackpot as { ticketCount: number; winners: { owner: string; to: string; amount: string; task: { state: string } }[] };
    expect(jackpot.ticketCount).toBe(4);
    expect(jackpot.winners).toHaveLength(1);
    const [winner] = jackpot.winners;
    const player = players.find((p) => p.wallet.address.toLowerCase() === winner!.owner.toLowerCase())!;
    expect(player).toBeDefined();
    expect([winner!.to.toLowerCase(), winner!.amount, winner!.task.state]).toEqual([player.sunc.address.toLowerCase(), String(SUSD(100)), "SUCCESS"]);
    // The prize reached the winner's game wallet on chain; the other player got nothing.
    const susd = new Contract(contracts.SUSD!, susdAbi, game);
    const loser = players.find((p) => p !== player)!;
    expect(await susd.getFunction("balanceOf")(player.sunc.address)).toBe(SUSD(100));
    expect(await susd.getFunction("balanceOf")(loser.sunc.address)).toBe(0n);

    // Anyone with the page can re-run the draw in the browser from the published seed, block hash and tickets.
    await admin.getByRole("button", { name: "Verify the draw" }).click();
    await admin.locator('[data-testid="verify-result"][data-ok="true"]').waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId("verify-result").textContent()).toContain("Every check passed");
  });

  it("turns the maintenance notice on from Tools: visitors get the notice in their language, staff keep the site; turned off, the site is back", async () => {
    const turn = async (label: "Turn on" | "Turn off", toast: string) => {
      await openAdmin(admin, "/admin/tools");
      await admin.getByTestId("maintenance-panel").getByRole("button", { name: label }).click();
      await admin.getByRole("alertdialog").getByRole("button", { name: label }).click();
      await expectToast(admin, toast);
    };
    await turn("Turn on", "Maintenance notice on");
    const visitor = await newPage(390);
    await visitor.goto(platform.url);
    await visitor.getByText("This page is currently under maintenance. Please check back later.").waitFor({ timeout: 30_000 });
    expect(await visitor.locator('[data-testid^="table-card-"]').count()).toBe(0);
    await visitor.context().addCookies([{ name: "sunrise-locale", value: "ja", url: platform.url }]);
    await visitor.reload();
    await visitor.getByText("このページは現在メンテナンス中です。しばらくしてから再度お試しください。").waitFor({ timeout: 30_000 });

    await admin.goto(platform.url);
    await admin.getByText("Players see the maintenance notice instead of the site.").waitFor({ timeout: 30_000 });
    await admin.locator('[data-testid^="table-card-"]').first().waitFor({ timeout: 30_000 });

    await turn("Turn off", "Maintenance notice off");
    await visitor.reload();
    await visitor.locator('[data-testid^="table-card-"]').first().waitFor({ timeout: 30_000 });
    expect(await visitor.getByText("このページは現在メンテナンス中です。しばらくしてから再度お試しください。").count()).toBe(0);
  });
});
