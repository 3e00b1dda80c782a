import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { GameTableConfig } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../_test/client.js";
import { seedLobby, writeRound } from "../_test/lobby.js";
import { settle } from "../_test/live.js";
import { PublicAnswers, type PublicAnswer } from "./public-answers.js";

let t: TestGateway;
let alice: SignedIn;

beforeAll(async () => {
  t = await startTestGateway({ PUBLIC_CACHE_MS: "600000" });
  await seedLobby(t.db.orm);
  alice = await signInAs(t.url, Wallet.createRandom());
});
afterAll(async () => t?.close());

const post = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });
const TABLES = `{ tables { id name } }`;
const names = async (headers: Record<string, string> = {}) => ((await (await post(TABLES, headers)).json()) as { data: { tables: { id: number; name: string }[] } }).data.tables.find((x) => x.id === 1)!.name;

describe("public answers", () => {
  it("serves a guest the answer built before an edit until a NOTIFY says public data changed", async () => {
    expect(await names()).toBe("Table 1");
    await t.db.orm.em.fork().nativeUpdate(GameTableConfig, { id: 1 }, { name: "Renamed" });
    expect(await names()).toBe("Table 1");
    expect(await names(alice.headers)).toBe("Renamed");
    await writeRound(t.db.orm, { tableId: 1, roundId: 1, state: "open" });
    const deadline = Date.now() + 3000;
    let name = await names();
    while (name !== "Renamed" && Date.now() < deadline) name = await settle(50).then(() => names());
    expect(name).toBe("Renamed");
  });

  it("keeps viewer fields per viewer: a guest's answer is never a player's and says private", async () => {
    await gql(t.url, `mutation { setFavorite(gameId: "roulette", favorite: true) { id } }`, {}, alice.headers);
    const query = `{ games { id isFavorite } }`;
    const guest = await post(query);
    expect(guest.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await guest.json()) as { data: { games: { isFavorite: boolean }[] } }).data.games[0]!.isFavorite).toBe(false);
    const player = await post(query, alice.headers);
    expect(player.headers.get("cache-control")).toBe("no-store");
    expect(((await player.json()) as { data: { games: { isFavorite: boolean }[] } }).data.games[0]!.isFavorite).toBe(true);
    expect(((await (await post(query)).json()) as { data: { games: { isFavorite: boolean }[] } }).data.games[0]!.isFavorite).toBe(false);
  });

  it("marks a viewer-free answer over GET public for a second and answers 304 to its ETag", async () => {
    const url = `${t.url}/graphql?query=${encodeURIComponent("{ areas { id name } }")}`;
    const first = await fetch(url, { headers: { "apollo-require-preflight": "1" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=1");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, { headers: { "apollo-require-preflight": "1", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
  });

  it("keeps no answer with errors, no mutation and nothing outside the public fields", async () => {
    const bad = await post(`{ table(id: 0) { id } }`);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    expect(((await bad.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    const chain = await post(`{ ip }`);
    expect(chain.headers.get("cache-control")).toBe("no-store");
  });
});

describe("PublicAnswers", () => {
  const answer = (body: string) => ({ status: 200, contentType: "application/json", body: Buffer.from(body), viewerFree: true });

  it("drops every answer when public data changes, and one built across a change is not kept", () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    const v = answers.current;
    expect(answers.put("a", v, answer("1"))).toBeDefined();
    expect(answers.get("a")?.body.toString()).toBe("1");
    answers.changed();
    expect(answers.get("a")).toBeUndefined();
    expect(answers.put("a", v, answer("stale"))?.body.toString()).toBe("stale");
    expect(answers.get("a")).toBeUndefined();
  });

  it("expires answers after the max age and at the top of the hour when areas open and close", () => {
    let now = Date.UTC(2026, 10, 22, 10, 59, 59, 0);
    const answers = new PublicAnswers({ maxAgeMs: 5_000, maxBytes: 1 << 20, now: () => now });
    answers.put("a", answers.current, answer("1"));
    now += 999;
    expect(answers.get("a")).toBeDefined();
    now += 1;
    expect(answers.get("a")).toBeUndefined();
    answers.put("b", answers.current, answer("2"));
    now += 4_999;
    expect(answers.get("b")).toBeDefined();
    now += 1;
    expect(answers.get("b")).toBeUndefined();
  });

  it("keeps at most its byte budget, dropping the oldest first", () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 400 });
    for (const k of ["a", "b", "c", "d", "e"]) answers.put(k, answers.current, answer("x".repeat(99)));
    expect(answers.get("a")).toBeUndefined();
    expect(answers.get("b")).toBeDefined();
    expect(answers.get("e")).toBeDefined();
  });

  const built = (body: string, version: number) => ({ ...answer(body), etag: "", version, expiresAt: Infinity });

  it("shares one build among misses of a key at the same version", async () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    let builds = 0;
    const build = (version: number) => new Promise<PublicAnswer>((r) => setTimeout(() => r(built(String(++builds), version)), 20));
    const got = await Promise.all([answers.share("k", build), answers.share("k", build), answers.share("k", build)]);
    expect(builds).toBe(1);
    expect(got.map((a) => a?.body.toString())).toEqual(["1", "1", "1"]);
  });

  it("after a change, lets requests share the one build that follows the running one, never two at once", async () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    let running = 0;
    let most = 0;
    const versions: number[] = [];
    const build = async (version: number) => {
      most = Math.max(most, ++running);
      versions.push(version);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return built(`v${version}`, version);
    };
    const first = answers.share("k", build);
    answers.changed();
    const afterChange = [answers.share("k", build), answers.share("k", build)];
    answers.changed();
    const afterSecondChange = answers.share("k", build);
    const got = await Promise.all([first, ...afterChange, afterSecondChange]);
    expect(most).toBe(1);
    expect(versions).toEqual([0, 2]);
    // Each request gets data at least as new as the last change before it came.
    expect(got.map((a) => a?.body.toString())).toEqual(["v0", "v2", "v2", "v2"]);
  });

  it("begins a build after a change no sooner than the minimum interval after the one before began", async () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 1 << 20, minBuildIntervalMs: 80 });
    const starts: number[] = [];
    const build = async (version: number) => {
      starts.push(performance.now());
      await new Promise((r) => setTimeout(r, 5));
      return built(`v${version}`, version);
    };
    expect((await answers.share("k", build))?.body.toString()).toBe("v0");
    answers.changed();
    expect((await answers.share("k", build))?.body.toString()).toBe("v1");
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(75);
    // A request that makes no public answer is never held back.
    let plainBuilds = 0;
    const plain = () => Promise.resolve(void plainBuilds++);
    await answers.share("m", plain);
    void answers.share("m", plain);
    expect(plainBuilds).toBe(2);
  });

  it("gives the other requests nothing to share when a build fails, so each runs its own", async () => {
    const answers = new PublicAnswers({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    const failing = answers.share("k", () => new Promise((_, reject) => setTimeout(() => reject(new Error("down")), 10)));
    const waiting = answers.share("k", () => Promise.resolve(built("never", 0)));
    await expect(failing).rejects.toThrow("down");
    await expect(waiting).resolves.toBeUndefined();
  });
});
