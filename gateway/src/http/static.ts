import express, { type Request, type Response, type Router } from "express";
import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";

/** Vite's hashed output never changes under its name: cache it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The HTML names the current hashes: always revalidate it. */
export const REVALIDATE = "no-cache";
/** Unhashed public files (game images): cache briefly. */
const SHORT = "public, max-age=3600";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

const cacheControlFor = (urlPath: string) => (urlPath.startsWith("/assets/") ? IMMUTABLE : extname(urlPath) === ".html" ? REVALIDATE : SHORT);

/**
 * Page paths the SPA answers: not the gateway's own prefixes (in any case, as express routes them)
 * and no empty segment, so `//api/v1/ip` is a 404 NOT_FOUND rather than the player site's HTML.
 */
export const SPA_PATH = /^(?!.*\/\/)\/(?!(?:graphql|api|rpc|uploads)(?:\/|$))/i;

/** The file under dist a URL path names, or null when it escapes dist or is not a file. */
function fileFor(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(dist, decoded));
  if (!file.startsWith(dist + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Sends `file` (or its precompressed sibling when the browser accepts one) with its caching. */
function sendFile(req: Request, res: Response, file: string, cacheControl: string): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  // Ours over the header's order: browsers list gzip before br, and br is smaller.
  const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && existsSync(file + e.suffix));
  res.type(extname(file));
  if (encoding) res.setHeader("Content-Encoding", encoding.name);
  res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: "deny" });
}

/**
 * Serves the built client: GraphiQL at /graphiql, files from dist with the build's brotli or gzip
 * copies when the browser takes them (hashed assets immutable, HTML revalidated), and every other
 * page path falls back to the SPA.
 */
export function clientStatic(distDir: string): Router {
  const dist = resolve(distDir);
  const router = express.Router();
  if (!existsSync(join(dist, "index.html"))) {
    router.get("/", (_req, res) => void res.status(503).type("text/plain").send("The client is not built: run `npm run build -w @sunrise/client`."));
    return router;
  }
  router.get("/graphiql", (req, res) => sendFile(req, res, join(dist, "graphiql.html"), REVALIDATE));
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = req.path === "/" ? null : fileFor(dist, req.path);
    if (!file || file.endsWith(".br") || file.endsWith(".gz")) return next();
    sendFile(req, res, file, cacheControlFor(req.path));
  });
  // A missing hashed asset is a 404, not the SPA (a stale page must not get HTML for a script).
  router.get(/^\/assets\//, (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  router.get(SPA_PATH, (req, res) => sendFile(req, res, join(dist, "index.html"), REVALIDATE));
  return router;
}
