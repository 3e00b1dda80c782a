import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, hexlify, randomBytes } from "ethers";
import type { Browser, BrowserContext, Page } from "playwright-core";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider, depositAtCashier, fundGameSusd, usdcContractsOf } from "@sunrise/contracts";
import { RouletteBet } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister } from "./browser-player.js";
import { connectLocalWallet, pageGql } from "./browser-session.js";
import { gql, signIn, type Session } from "./api.js";
import { chainConfig, devWallet, registerPlayer } from "./player.js";
import { makePng, pngSize } from "./png.js";

// Player content over the platform as `npm start` runs it: staff (the demo ADMIN, Local wallet
// account 5) publish a message, a popup and a lobby banner that a signed-in player meets live; bets
// move the open ranking page; a player crops a photo; /disconnect signs out for good.
const ADMIN = 5;
const PLAYER = 2;
const BETTOR = 6;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;

let platform: Platform;
let browser: Browser;
let admin: Page;
let player: Page;
let staff: Session;
const contexts: BrowserContext[] = [];

/** The File bodies the page uploads, by name and type (the raw upload body carries neither). */
const RECORD_UPLOADS = `(() => {
  const upload = window.fetch;
  window.__uploads = [];
  window.fetch = (input, init) => {
    if (String(input).includes("/api/v1/uploads") && init?.body instanceof File) window.__uploads.push({ name: init.body.name, type: init.body.type });
    return upload(input, init);
  };
})()`;

async function newPage(width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  context.setDefaultTimeout(60_000); // a busy two-core machine can take long to run a click's handler
  await context.addInitScript(RECORD_UPLOADS);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  platform = await startPlatform(15500, { env: { DEALER_BETTING_SECONDS: "8" } });
  browser = await launchBrowser();
  [admin, player] = await Promise.all([newPage(), newPage()]);
  await Promise.all([connectLocalWallet(admin, platform.url, ADMIN), connectAndRegister(player, platform.url, PLAYER)]);
  staff = await signIn(platform.url, devWallet(ADMIN), (await chainConfig(platform.url)).assetChainId);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.locator('[data-testid="toast"][data-kind="success"]').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringContaining(text));
}

/** Marks the page's document; the mark survives anything but a reload or a new page. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/** A picture staff upload for popups and banners, as the back office does (POST /api/v1/uploads). */
async function uploadContent(png: Buffer): Promise<{ id: string; url: string }> {
  const res = await fetch(`${platform.url}/api/v1/uploads?purpose=content`, { method: "POST", headers: { ...staff.headers, "content-type": "image/png" }, body: new Uint8Array(png) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

/** Picks a picture in the page's nth file input and crops it with the cropper, at `zoom`. */
async function cropPicture(page: Page, nth: number, png: Buffer, zoom?: number) {
  await page.getByTestId("image-file").nth(nth).setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: png });
  const cropper = page.getByTestId("image-cropper");
  await cropper.waitFor();
  if (zoom) await cropper.getByRole("slider").fill(String(zoom));
  await cropper.getByRole("button", { name: "Crop", exact: true }).click();
  await cropper.waitFor({ state: "detached" });
}

describe("player content in the browser", () => {
  it("staff publish a message on /admin/messages: a signed-in player's unread count rises without a reload and it opens sanitised", async () => {
    await player.goto(platform.url);
    await player.getByTestId("account-menu").waitFor();
    await markDocument(player);
    expect(await player.getByTestId("unread-badge").count()).toBe(0);

    await admin.goto(`${platform.url}/admin/messages/new`);
    const title = `Bonus week ${Date.now()}`;
    await admin.getByLabel(/^Title/).fill(title);
    await admin.getByLabel(/^Content/).fill("Double rewards on every table this week.");
    await admin.getByLabel(/^HTML content/).fill(
      `<p>Double <strong>rewards</strong> this week.</p><script>window.__xss = 1</script>` +
        `<img src="/x.png" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">trap</a> <a href="/bonus">Bonus</a>`,
    );
    await admin.getByRole("button", { name: "Publish and send now" }).click();
    await expectToast(admin, "Sent to players");
    await admin.waitForURL(/\/admin\/messages\/[^/]+\/view$/);
    const id = new URL(admin.url()).pathname.split("/")[3]!;

    // The player's page learns of it over messageReceived: the badge and a notice, same document.
    await expect.poll(() => player.getByTestId("unread-badge").textContent(), { timeout: 20_000 }).toBe("1");
    const notice = player.locator('[data-testid="notice"]', { hasText: `New message: ${title}` });
    await notice.getByRole("link").click();
    await player.waitForURL(`${platform.url}/messages/${id}`);
    // The HTML overlay opens when the player asks for it, not by itself over the plain text.
    expect(await player.getByRole("dialog").count()).toBe(0);
    await player.getByRole("button", { name: "Open the full message" }).click();
    const overlay = player.getByRole("dialog");
    await overlay.locator(".html-content").waitFor();
    expect(await overlay.locator(".modal__title").textContent()).toBe(title);
    const html = await overlay.locator(".html-content").innerHTML();
    expect(html).toContain("<strong>rewards</strong>");
    expect(html).toContain('href="/bonus"');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(await player.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await sameDocument(player)).toBe(true);

    // Opening it marks it read: the badge goes, and the REST count agrees.
    await player.getByTestId("unread-badge").waitFor({ state: "detached", timeout: 15_000 });
    const unread = await player.evaluate(async () => (await fetch("/api/v1/message/unread", { credentials: "include" })).json());
    expect(unread).toEqual({ total: 0 });
  });

  it("a lobby banner made on /admin/top-banner appears in the lobby's carousel, the phone picture on a phone", async () => {
    await admin.goto(`${platform.url}/admin/top-banner/new`);
    const title = `Sunrise tournament ${Date.now()}`;
    await admin.getByLabel(/^Title/).fill(title);
    await cropPicture(admin, 0, makePng(1600, 700)); // → 1520 × 624
    await admin.getByTestId("image-size").first().waitFor();
    await cropPicture(admin, 1, makePng(800, 1100)); // → 768 × 1046
    await expect.poll(() => admin.getByTestId("image-size").allTextContents()).toHaveLength(2);
    await admin.getByRole("button", { name: "Create", exact: true }).click();
    await expectToast(admin, "Created");

    const { banners } = await gql<{ banners: { id: string; title: string; imageUrl: string; mobileImageUrl: string }[] }>(platform.url, `{ banners(location: 11) { id title imageUrl mobileImageUrl } }`);
    const banner = banners.find((b) => b.title === title)!;
    expect(banner.imageUrl).not.toBe(banner.mobileImageUrl);
    const desktop = await fetch(`${platform.url}${banner.imageUrl}`);
    expect(pngSize(Buffer.from(await desktop.arrayBuffer()))).toEqual({ width: 1520, height: 624 });

    const shownPicture = async (page: Page) => {
      await page.goto(platform.url);
      const img = page.locator(`[data-testid="banner"][data-banner="${banner.id}"] img`);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && new URL(el.currentSrc).pathname), { timeout: 30_000 }).toBeTruthy();
      expect(await img.getAttribute("alt")).toBe(title);
      return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
    };
    expect(await shownPicture(player)).toBe(banner.imageUrl);
    expect(await shownPicture(await newPage(390))).toBe(banner.mobileImageUrl);
  });

  it("a popup with displayTimes 1 shows once and not again after a reload, for a player and for a guest", async () => {
    const image = await uploadContent(makePng(600, 400));
    const { createPopup } = await gql(platform.url, `mutation($i: CreatePopupInput!) { createPopup(input: $i) { id } }`, {
      i: { title: "Welcome", type: 1, display: true, displayTimes: 1, position: 1, pcImageId: image.id, startDate: new Date(Date.now() - 60_000).toISOString(), endDate: new Date(Date.now() + 3_600_000).toISOString() },
    }, staff.headers);
    const id = createPopup.id as string;
    try {
      /** Loads the page and waits until it has asked for its popups (and the popup chunk has had its chance). */
      const visit = async (page: Page, reload: boolean) => {
        const asked = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("CurrentPopups"));
        await (reload ? page.reload() : page.goto(platform.url));
        await asked;
        await page.waitForTimeout(1500);
        return page.locator(`[data-testid="popup"][data-popup="${id}"]`);
      };
      for (const page of [player, await newPage()]) {
        const first = await visit(page, false);
        await first.waitFor({ timeout: 15_000 });
        expect(await first.locator("img").getAttribute("src")).toBe(image.url);
        await first.getByRole("button", { name: "Close" }).click();
        await first.waitFor({ state: "detached" });
        expect(await (await visit(page, true)).count()).toBe(0);
      }
      // The player's showing was counted by the server: its popups no longer include it.
      const { data } = await pageGql(player, `{ popups { id remaining } }`);
      expect(data?.popups.map((p: { id: string }) => p.id)).not.toContain(id);
    } finally {
      await gql(platform.url, `mutation($id: ID!) { deletePopup(id: $id) }`, { id }, staff.headers);
    }
  });

  it("bets at a table move the daily popular ranking on an open /ranking page without a reload", async () => {
    const ranking = await newPage(390);
    await ranking.goto(`${platform.url}/ranking`);
    const popular = ranking.getByTestId("ranking-popular");
    await popular.locator('[data-testid="popular-list"], [data-testid="popular-empty"]').first().waitFor({ timeout: 30_000 });
    await markDocument(ranking);
    const roulette = popular.locator('[data-testid="popular-game"][data-game-type="1"]');
    const playersBefore = (await roulette.count()) ? Number(await roulette.getByTestId("popular-players").textContent()) : 0;

    // A registered player bets from its game wallet through the table contract, in the dealer's next round.
    const bettor = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, BETTOR);
    const d = platform.deployments();
    const game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
    try {
      await expect.poll(() => game.getBalance(bettor.sunc.address), { timeout: 60_000 }).toBeGreaterThan(0n); // the operator's gas drip
      const tableAddress = d.gameChain.contracts["GameTable:1"]!;
      const table = new Contract(tableAddress, tableAbi, game);
      const asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
      await fundGameSusd(devWallet(0).connect(asset), devWallet(0).connect(game), usdcContractsOf(d), bettor.sunc.address, SUSD(50)).finally(() => asset.destroy()); // its USDC in the vault first
      const sunc = bettor.sunc.connect(game);
      await depositAtCashier(sunc, d.gameChain.contracts.Cashier!, d.gameChain.contracts.SUSD!, SUSD(50));
      const before = Number(await table.getFunction("roundCount")());
      await expect.poll(async () => Number(await table.getFunction("roundCount")()), { timeout: 60_000, interval: 250 }).toBeGreaterThan(before);
      const bets = [{ kind: RouletteBet.RED, numbers: [], amount: SUSD(5) }, { kind: RouletteBet.STRAIGHT, numbers: [7], amount: SUSD(1) }];
      await (await new Contract(tableAddress, tableAbi, sunc).getFunction("placeBets")(before + 1, bets, hexlify(randomBytes(32)))).wait();
    } finally {
      game.destroy();
    }

    await expect.poll(() => roulette.getByTestId("popular-players").textContent().catch(() => null), { timeout: 30_000 }).toBe(String(playersBefore + 1));
    expect(await sameDocument(ranking)).toBe(true);
  });

  it("a photo is cropped to a square my_image.png on /my-page, stored as a PNG and shown as the avatar", async () => {
    await player.goto(`${platform.url}/my-page`);
    const profile = player.getByTestId("profile");
    await profile.waitFor();
    const photo = profile.getByTestId("profile-photo");
    expect(await photo.count()).toBe(0);

    // Over 1 MB: refused in the page, nothing is sent.
    await profile.getByTestId("image-file").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(1024 * 1024 + 1) });
    await profile.getByTestId("image-refused").waitFor();
    expect(await player.evaluate(() => (window as unknown as { __uploads: unknown[] }).__uploads)).toEqual([]);

    // An 800 × 500 picture zoomed 2× leaves a 250 × 250 square frame of it.
    const uploaded = player.waitForResponse((r) => r.url().includes("/api/v1/uploads?purpose=avatar"));
    await cropPicture(player, 0, makePng(800, 500), 2);
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    expect(await answer.request().headerValue("content-type")).toBe("image/png");
    const stored = (await answer.json()) as { url: string; contentType: string; width: number; height: number };
    expect(stored).toMatchObject({ contentType: "image/png", width: 250, height: 250 });
    expect(await player.evaluate(() => (window as unknown as { __uploads: unknown[] }).__uploads)).toEqual([{ name: "my_image.png", type: "image/png" }]);

    const served = await fetch(`${platform.url}${stored.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(pngSize(Buffer.from(await served.arrayBuffer()))).toEqual({ width: 250, height: 250 });
    await expect.poll(() => photo.getAttribute("src").catch(() => null), { timeout: 15_000 }).toBe(stored.url);
    expect((await pageGql(player, `{ me { imageUrl } }`)).data?.me.imageUrl).toBe(stored.url);
  });

  it("/disconnect signs out, and after a reload the session does not come back", async () => {
    await player.goto(`${platform.url}/disconnect`);
    await player.waitForURL(`${platform.url}/`);
    await player.getByTestId("connect-wallet").waitFor();
    await player.reload();
    const connect = player.getByTestId("connect-wallet");
    await expect.poll(() => connect.isEnabled().catch(() => false), { timeout: 15_000 }).toBe(true);
    await player.waitForTimeout(2000); // a session restored from storage or the cookie would show by now
    expect(await player.getByTestId("account-menu").count()).toBe(0);
    expect(await player.evaluate(() => localStorage.getItem("hash_and_nonce"))).toBeNull();
    const me = await pageGql(player, `{ me { address } }`);
    expect(me.data?.me ?? null).toBeNull();
  });
});
