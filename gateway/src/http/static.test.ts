import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { clientStatic, IMMUTABLE, REVALIDATE } from "./static.js";

const script = "console.log('lobby');".repeat(200);
const html = "<!doctype html><html><body><div id=root></div></body></html>";
let dir: string;
let server: Server;
let port: number;

interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A raw HTTP GET (fetch would decode the body and hide what was sent). */
function get(path: string, acceptEncoding?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sunrise-dist-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "games"));
  writeFileSync(join(dir, "index.html"), html);
  writeFileSync(join(dir, "index.html.gz"), gzipSync(html));
  writeFileSync(join(dir, "assets", "main-abc123.js"), script);
  writeFileSync(join(dir, "assets", "main-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "assets", "main-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "tiny-def456.js"), "1");
  writeFileSync(join(dir, "games", "roulette.svg"), "<svg/>");
  const app = express().use(clientStatic(dir));
  server = app.listen(0);
  await new Promise<void>((r) => server.once("listening", () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the client's static files", () => {
  it("sends the brotli copy of a hashed script with a year's immutable caching when the browser takes br", async () => {
    const r = await get("/assets/main-abc123.js", "gzip, deflate, br");
    expect(r.status).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers["content-type"]).toMatch(/javascript/);
    expect(r.headers["cache-control"]).toBe(IMMUTABLE);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
    expect(r.body.length).toBeLessThan(script.length / 10);
  });

  it("sends the gzip copy when the browser takes only gzip, and the plain file when it takes neither", async () => {
    const gz = await get("/assets/main-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/main-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    const refused = await get("/assets/main-abc123.js", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a file without compressed copies as it is, and a missing asset as 404 rather than the page", async () => {
    const tiny = await get("/assets/tiny-def456.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("1");
    expect((await get("/assets/gone-000000.js", "br")).status).toBe(404);
  });

  it("revalidates index.html on every visit and serves it for page paths, compressed when it can", async () => {
    for (const path of ["/", "/favorite", "/casino-games/3"]) {
      const r = await get(path, "gzip");
      expect(r.status, path).toBe(200);
      expect(r.headers["cache-control"], path).toBe(REVALIDATE);
      expect(r.headers["content-type"], path).toMatch(/text\/html/);
      expect(r.headers["content-encoding"], path).toBe("gzip");
      expect(gunzipSync(r.body).toString(), path).toBe(html);
    }
  });

  it("caches unhashed public files briefly and keeps paths inside dist", async () => {
    const svg = await get("/games/roulette.svg", "br");
    expect(svg.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
    const escape = await get("/..%2f..%2fetc%2fpasswd");
    expect(escape.body.toString()).not.toMatch(/root:/);
  });
});
