import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister } from "./browser-player.js";
import { connectLocalWallet, pageGql } from "./browser-session.js";
import { makePng } from "./png.js";

// The table chat in real browsers over the platform as `npm start` runs it: two players at one
// table talk, and the demo ADMIN (Local wallet account 5) moderates from /admin/chat-log.
const A = 1;
const B = 2;
const STAFF = 5;
const TABLE = 1;

let platform: Platform;
let browser: Browser;
let a: Page;
let b: Page;
let staff: Page;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(60_000);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  platform = await startPlatform(16300);
  browser = await launchBrowser();
  [a, b, staff] = await Promise.all([newPage(), newPage(), newPage()]);
  await connectAndRegister(a, platform.url, A);
  await connectAndRegister(b, platform.url, B);
  await connectLocalWallet(staff, platform.url, STAFF);
  await pageGql(a, `mutation { updateMyName(name: "Aiko") { id } }`);
  await pageGql(b, `mutation { updateMyName(name: "Ben") { id } }`);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The player's photo, uploaded from their own page as My Page does. */
async function setPhoto(page: Page): Promise<string> {
  const png = [...makePng(64, 64)];
  return page.evaluate(async (bytes) => {
    const login = JSON.parse(localStorage.getItem("hash_and_nonce") ?? "null") as { address: string; hash: string; nonce: string };
    const res = await fetch("/api/v1/uploads?purpose=avatar", {
      method: "POST", credentials: "include", body: new Uint8Array(bytes),
      headers: { "content-type": "image/png", "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce },
    });
    return ((await res.json()) as { url: string }).url;
  }, png);
}

/** Opens the table and waits for its chat to offer the signed-in player the input. */
async function openChat(page: Page): Promise<Locator> {
  await page.goto(`${platform.url}/casino-games/${TABLE}`);
  const chat = page.getByTestId("table-chat");
  await chat.getByTestId("chat-input").waitFor();
  return chat;
}

const lineSaying = (chat: Locator, text: string) => chat.getByTestId("chat-line").filter({ has: chat.page().getByTestId("chat-text").getByText(text, { exact: true }) });

/** Types a line and sends it with Enter; sent once the input empties, refused if the composer says why. */
async function post(chat: Locator, text: string): Promise<void> {
  await chat.getByTestId("chat-input").fill(text);
  await chat.getByTestId("chat-input").press("Enter");
  const outcome = async () => ((await chat.getByTestId("chat-input").inputValue()) === "" ? "sent" : (await chat.getByTestId("chat-error").textContent()) || "waiting");
  await expect.poll(outcome, { timeout: 15_000 }).not.toBe("waiting");
  expect(await outcome()).toBe("sent");
}

/** The chat log's row of a line, on the staff page. */
async function logRow(text: string): Promise<Locator> {
  await staff.goto(`${platform.url}/admin/chat-log?words=${encodeURIComponent(text)}`);
  const row = staff.locator("tr", { has: staff.getByTestId("chat-log-text").getByText(text, { exact: true }) });
  await row.waitFor();
  return row;
}

async function confirm(row: Locator, button: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  await row.getByRole("button", { name: button, exact: true }).click();
  const dialog = staff.getByRole("alertdialog");
  await fill?.(dialog);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("table chat", () => {
  it("A's line reaches B live with A's name and photo; staff delete it and both lose it at once", async () => {
    const photo = await setPhoto(a);
    const [chatA, chatB] = await Promise.all([openChat(a), openChat(b)]);

    await post(chatA, "Good luck everyone 🎲");
    const seenByB = lineSaying(chatB, "Good luck everyone 🎲");
    await seenByB.waitFor({ timeout: 15_000 });
    expect(await seenByB.locator(".chat-line__name").textContent()).toBe("Aiko");
    expect(await seenByB.getByTestId("chat-avatar-photo").getAttribute("src")).toBe(photo);
    expect(await seenByB.getByText("You", { exact: true }).count()).toBe(0);
    expect(await lineSaying(chatA, "Good luck everyone 🎲").getByText("You", { exact: true }).count()).toBe(1);

    await confirm(await logRow("Good luck everyone 🎲"), "Delete");
    await lineSaying(chatA, "Good luck everyone 🎲").waitFor({ state: "detached", timeout: 15_000 });
    await lineSaying(chatB, "Good luck everyone 🎲").waitFor({ state: "detached", timeout: 15_000 });
  });

  it("masks what A may not share before B sees it", async () => {
    const [chatA, chatB] = [a.getByTestId("table-chat"), b.getByTestId("table-chat")];
    await post(chatA, "add me at aiko@example.com");
    await lineSaying(chatB, "add me at •••").waitFor({ timeout: 15_000 });
  });

  it("an image ban removes A's photo from B's screen at once", async () => {
    const [chatA, chatB] = [a.getByTestId("table-chat"), b.getByTestId("table-chat")];
    await post(chatA, "Nice hand, Ben");
    const seenByB = lineSaying(chatB, "Nice hand, Ben");
    await seenByB.getByTestId("chat-avatar-photo").waitFor({ timeout: 15_000 });

    await confirm(await logRow("Nice hand, Ben"), "Ban photo");
    await seenByB.getByTestId("chat-avatar-photo").waitFor({ state: "detached", timeout: 15_000 });
    expect(await seenByB.getByTestId("chat-avatar-initial").textContent()).toBe("A");
    expect(await chatB.getByTestId("chat-avatar-photo").count()).toBe(0);
  });

  it("a chat ban stops A with its reason and end, in place of the input, while B still talks", async () => {
    const [chatA, chatB] = [a.getByTestId("table-chat"), b.getByTestId("table-chat")];
    await confirm(await logRow("Nice hand, Ben"), "Chat ban", async (dialog) => {
      await dialog.getByTestId("chat-ban-hours").selectOption("24");
      await dialog.getByTestId("chat-ban-reason").fill("Spamming the table");
    });
    const notice = chatA.getByTestId("chat-ban");
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain("Reason: Spamming the table");
    expect(await notice.textContent()).toMatch(/You can't post in the chat until /);
    expect(await chatA.getByTestId("chat-input").count()).toBe(0);

    const refused = await pageGql(a, `mutation { postChatMessage(tableId: ${TABLE}, text: "let me talk") { id } }`);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "CHAT_BANNED" });
    await a.reload();
    await a.getByTestId("table-chat").getByTestId("chat-ban").waitFor();

    await post(chatB, "See you next round");
    await lineSaying(a.getByTestId("table-chat"), "See you next round").waitFor({ timeout: 15_000 });
  });
});
