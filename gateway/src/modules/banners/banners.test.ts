import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asMember, asPlayer, refusal, type Actor } from "../../_test/roles.js";
import { jpeg, png } from "../uploads/_test/images.js";
import { uploadRaw } from "../uploads/_test/upload-client.js";

let t: TestGateway;
let member: Actor;
const img: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  member = await asMember(t);
  const sizes: Record<string, Buffer> = {
    lobby: png(1520, 624), lobbyNear: png(1500, 624), staking: jpeg(1920, 1080), mobile: png(768, 1046), mobileSmall: png(384, 523), square: png(800, 800),
  };
  for (const [name, bytes] of Object.entries(sizes)) img[name] = (await uploadRaw(t.url, member, bytes)).body.id!;
});
afterAll(async () => t?.close());

const hour = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const CREATE = `mutation($input: CreateBannerInput!) { createBanner(input: $input) { id title type location sortOrder live image { width height } mobileImage { width } } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown>; message?: string }[] }) => r.errors?.[0] && { ...r.errors[0].extensions, message: r.errors[0].message };
const lobby = (input: Record<string, unknown> = {}) => member.gql(CREATE, { input: { title: "Lobby", type: 2, location: 11, imageId: img.lobby, ...input } });

describe("top banners", () => {
  it("takes images at SPEC's ratios within 2% (desktop by type, phone at 768:1046) and refuses others by field", async () => {
    expect((await lobby()).data!.createBanner).toMatchObject({ type: 2, location: 11, live: true, image: { width: 1520, height: 624 }, mobileImage: null });
    expect((await lobby({ imageId: img.lobbyNear, mobileImageId: img.mobileSmall })).errors).toBeUndefined();
    const staking = await member.gql(CREATE, { input: { title: "Stake", type: 1, location: 21, imageId: img.staking, mobileImageId: img.mobile } });
    expect(staking.data!.createBanner).toMatchObject({ type: 1, location: 21, image: { width: 1920, height: 1080 }, mobileImage: { width: 768 } });

    expect(errorOf(await lobby({ imageId: img.square }))).toMatchObject({ code: "BAD_USER_INPUT", field: "imageId", message: "The image must be 1520:624 (e.g. 1520 × 624 pixels); this one is 800 × 800" });
    expect(errorOf(await lobby({ imageId: img.staking }))).toMatchObject({ field: "imageId" });
    expect(errorOf(await lobby({ mobileImageId: img.lobby }))).toMatchObject({ field: "mobileImageId" });
    expect(errorOf(await member.gql(CREATE, { input: { title: "x", type: 1, location: 21, imageId: img.lobby } }))).toMatchObject({ field: "imageId" });
  });

  it("keeps each type at its locations and validates links and dates", async () => {
    expect(errorOf(await lobby({ location: 21 }))).toMatchObject({ field: "location" });
    expect(errorOf(await member.gql(CREATE, { input: { title: "x", type: 1, location: 11, imageId: img.staking } }))).toMatchObject({ field: "location" });
    expect(errorOf(await lobby({ type: 3 }))).toMatchObject({ field: "type" });
    expect(errorOf(await lobby({ link: "javascript:alert(1)" }))).toMatchObject({ field: "link" });
    expect(errorOf(await lobby({ link: "http://plain.example/" }))).toMatchObject({ field: "link" });
    expect((await lobby({ link: "https://staking.example/pools" })).errors).toBeUndefined();
    expect(errorOf(await lobby({ startDate: iso(hour), endDate: iso(-hour) }))).toMatchObject({ field: "endDate" });
  });

  it("shows a location's live banners in order, with the desktop image on phones when there is no phone image", async () => {
    const loc = 25;
    const make = async (input: Record<string, unknown>) => (await member.gql(CREATE, { input: { title: "s", type: 1, location: loc, imageId: img.staking, ...input } })).data!.createBanner.id as string;
    const second = await make({ sortOrder: 2, mobileImageId: img.mobile });
    const first = await make({ sortOrder: 1 });
    await make({ sortOrder: 0, display: false });
    await make({ sortOrder: 0, startDate: iso(hour) });
    await make({ sortOrder: 0, endDate: iso(-hour), startDate: iso(-2 * hour) });
    const res = await asGuest(t).gql(`query($l: Int!) { banners(location: $l) { id imageUrl mobileImageUrl sortOrder } }`, { l: loc });
    expect(res.data!.banners).toEqual([
      { id: first, imageUrl: `/uploads/${img.staking}`, mobileImageUrl: `/uploads/${img.staking}`, sortOrder: 1 },
      { id: second, imageUrl: `/uploads/${img.staking}`, mobileImageUrl: `/uploads/${img.mobile}`, sortOrder: 2 },
    ]);
  });

  it("checks the images again when the type changes, and logs updates and deletes; players cannot edit", async () => {
    const id = (await lobby({ title: "Switch" })).data!.createBanner.id as string;
    expect(errorOf(await member.gql(`mutation($id: ID!) { updateBanner(id: $id, input: { type: 1, location: 22 }) { id } }`, { id }))).toMatchObject({ field: "imageId" });
    const switched = await member.gql(`mutation($id: ID!) { updateBanner(id: $id, input: { type: 1, location: 22, imageId: "${img.staking}" }) { type location } }`, { id });
    expect(switched.data!.updateBanner).toEqual({ type: 1, location: 22 });
    const player = await asPlayer(t);
    expect(refusal(await player.gql(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect((await member.gql(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id })).data!.deleteBanner).toBe(true);
    const actions = (await t.db.orm.em.fork().find(OperationLog, { targetId: id }, { orderBy: { at: "asc" } })).map((l) => l.action);
    expect(actions).toEqual(["banner.create", "banner.update", "banner.delete"]);
  });
});
