import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asMember, asPlayer, refusal, type Actor } from "../../_test/roles.js";
import { png } from "../uploads/_test/images.js";
import { uploadRaw } from "../uploads/_test/upload-client.js";

let t: TestGateway;
let member: Actor;
let player: Actor;
let pc: string;
let sp: string;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  [member, player] = await Promise.all([asMember(t), asPlayer(t)]);
  pc = (await uploadRaw(t.url, member, png(600, 400))).body.id!;
  sp = (await uploadRaw(t.url, member, png(300, 400))).body.id!;
});
afterAll(async () => t?.close());

const hour = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const CREATE = `mutation($input: CreatePopupInput!) { createPopup(input: $input) { id title type display displayTimes position link live pcImage { url width } spImage { url } } }`;
const SHOWN = `mutation($id: ID!) { popupShown(id: $id) { id remaining } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

async function create(input: Record<string, unknown>): Promise<string> {
  const res = await member.gql(CREATE, { input: { title: "Promo", type: 1, display: true, startDate: iso(-hour), endDate: iso(hour), pcImageId: pc, ...input } });
  expect(res.errors).toBeUndefined();
  return res.data!.createPopup.id;
}

const shownNow = async (who: Actor, type?: number) =>
  ((await who.gql(`query($type: Int) { popups(type: $type) { id type remaining pcImageUrl spImageUrl link } }`, { type: type ?? null })).data!.popups as { id: string; remaining: number | null }[]);

describe("popups", () => {
  it("creates a popup with its images and defaults (displayTimes 1, center), logged", async () => {
    const res = await member.gql(CREATE, { input: { title: " Welcome ", type: 2, display: true, startDate: iso(-hour), endDate: iso(hour), pcImageId: pc, spImageId: sp, link: "/bonus" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPopup).toMatchObject({ title: "Welcome", type: 2, display: true, displayTimes: 1, position: 1, link: "/bonus", live: true, pcImage: { url: `/uploads/${pc}`, width: 600 }, spImage: { url: `/uploads/${sp}` } });
    expect(await t.db.orm.em.fork().count(OperationLog, { action: "popup.create", targetId: res.data!.createPopup.id })).toBe(1);
  });

  it("validates type, position, display times, dates, images and the internal link by field", async () => {
    const base = { title: "x", type: 1, startDate: iso(0), endDate: iso(hour), pcImageId: pc };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 3 }, "type"], [{ position: 0 }, "position"], [{ displayTimes: 0 }, "displayTimes"], [{ endDate: iso(-hour) }, "endDate"],
      [{ link: "https://evil.example/" }, "link"], [{ link: "//evil.example" }, "link"], [{ link: "javascript:alert(1)" }, "link"], [{ title: " " }, "title"],
      [{ pcImageId: "00000000-0000-4000-8000-000000000000" }, "pcImageId"],
    ];
    for (const [change, field] of cases) expect(errorOf(await member.gql(CREATE, { input: { ...base, ...change } }))).toMatchObject({ field });
  });

  it("shows a signed-in player a popup at most displayTimes times, counted on the server, never past it even from many tabs at once", async () => {
    const twice = await create({ displayTimes: 2, type: 1 });
    expect((await shownNow(player, 1)).find((p) => p.id === twice)).toMatchObject({ remaining: 2 });
    expect((await player.gql(SHOWN, { id: twice })).data!.popupShown.remaining).toBe(1);
    expect((await player.gql(SHOWN, { id: twice })).data!.popupShown.remaining).toBe(0);
    expect((await shownNow(player)).map((p) => p.id)).not.toContain(twice);
    expect((await player.gql(SHOWN, { id: twice })).data!.popupShown.remaining).toBe(0);

    const thrice = await create({ displayTimes: 3 });
    const other = await asPlayer(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => other.gql(SHOWN, { id: thrice })));
    expect(answers.map((a) => a.data!.popupShown.remaining).sort()).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
    const [row] = await t.db.orm.em.getConnection().execute(`select shown from popup_view where popup_id = ? and address = ?`, [thrice, other.address]);
    expect(row!.shown).toBe(3);
    // Another player's count is their own.
    expect((await shownNow(player)).find((p) => p.id === thrice)).toMatchObject({ remaining: 3 });
  });

  it("shows nothing hidden, not yet started or ended; guests get every live popup to count per browser", async () => {
    const hidden = await create({ display: false });
    const later = await create({ startDate: iso(hour), endDate: iso(2 * hour) });
    const ended = await create({ startDate: iso(-2 * hour), endDate: iso(-hour) });
    const live = await create({ type: 2, position: 2 });
    const guest = await shownNow(asGuest(t));
    expect(guest.map((p) => p.id)).not.toEqual(expect.arrayContaining([hidden]));
    for (const id of [hidden, later, ended]) expect(guest.map((p) => p.id)).not.toContain(id);
    expect(guest.find((p) => p.id === live)).toMatchObject({ remaining: null, type: 2 });
    expect((await shownNow(asGuest(t), 1)).map((p) => p.id)).not.toContain(live);
    expect(errorOf(await player.gql(SHOWN, { id: hidden }))).toMatchObject({ code: "NOT_FOUND" });
    expect(errorOf(await asGuest(t).gql(SHOWN, { id: live }))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("answers GET /api/v1/Popup with SPEC's filters, and hidden popups only to staff", async () => {
    const now = new Date().toISOString();
    const filter = encodeURIComponent(JSON.stringify({ display: true, startDate: { $lte: now }, endDate: { $gte: now } }));
    const res = await fetch(`${t.url}/api/v1/Popup?filter=${filter}`);
    const rows = (await res.json()) as { _id: string; display: boolean; pcImage: string; spImage: string; displayTimes: number }[];
    expect(res.status).toBe(200);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((r) => r.display && r.pcImage.startsWith("/uploads/"))).toBe(true);
    const hiddenFilter = encodeURIComponent(JSON.stringify({ display: false }));
    expect(await (await fetch(`${t.url}/api/v1/Popup?filter=${hiddenFilter}`)).json()).toEqual([]);
    const staff = (await (await fetch(`${t.url}/api/v1/Popup?filter=${hiddenFilter}`, { headers: member.headers })).json()) as { display: boolean }[];
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((r) => !r.display)).toBe(true);
    const bad = await fetch(`${t.url}/api/v1/Popup?filter=${encodeURIComponent(JSON.stringify({ owner: "x" }))}`);
    expect(bad.status).toBe(400);
  });

  it("keeps staff operations from players, and updates and deletes with log lines", async () => {
    const id = await create({});
    expect(refusal(await player.gql(CREATE, { input: { title: "x", type: 1, startDate: iso(0), endDate: iso(hour), pcImageId: pc } }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await player.gql(`mutation($id: ID!) { deletePopup(id: $id) }`, { id }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    const updated = await member.gql(`mutation($id: ID!) { updatePopup(id: $id, input: { displayTimes: 4, position: 2, spImageId: "${sp}" }) { displayTimes position spImage { url } } }`, { id });
    expect(updated.data!.updatePopup).toEqual({ displayTimes: 4, position: 2, spImage: { url: `/uploads/${sp}` } });
    expect((await member.gql(`mutation($id: ID!) { deletePopup(id: $id) }`, { id })).data!.deletePopup).toBe(true);
    const actions = (await t.db.orm.em.fork().find(OperationLog, { targetId: id }, { orderBy: { at: "asc" } })).map((l) => l.action);
    expect(actions).toEqual(["popup.create", "popup.update", "popup.delete"]);
  });
});
