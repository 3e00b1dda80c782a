import { parse as parseCookie } from "cookie";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Credentials } from "../modules/auth/auth.service.js";

export const SESSION_COOKIE = "sunrise_session";

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;

/** Credentials from HTTP headers: session cookie, bearer token, or the SPEC's x-address/x-hash/x-nonce trio. */
export function credentialsFromHeaders(headers: IncomingHttpHeaders): Credentials {
  const auth = one(headers.authorization);
  const bearer = auth?.startsWith("Bearer ") ? auth.slice(7) : undefined;
  const cookie = headers.cookie ? parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  return {
    token: bearer ?? cookie,
    address: one(headers["x-address"]),
    hash: one(headers["x-hash"]),
    nonce: one(headers["x-nonce"]),
  };
}

/** Credentials from graphql-ws connectionParams, falling back to the upgrade request's headers. */
export function credentialsFromConnection(params: Record<string, unknown> | undefined, headers: IncomingHttpHeaders): Credentials {
  const str = (k: string) => (typeof params?.[k] === "string" ? (params[k] as string) : undefined);
  const auth = str("authorization");
  const fromParams: Credentials = {
    token: auth?.startsWith("Bearer ") ? auth.slice(7) : auth,
    address: str("x-address"),
    hash: str("x-hash"),
    nonce: str("x-nonce"),
  };
  if (fromParams.token || (fromParams.address && fromParams.hash && fromParams.nonce)) return fromParams;
  return credentialsFromHeaders(headers);
}

/** Whether the credentials name a session at all: without one the viewer is a guest and nothing is read. */
export const hasCredentials = (c: Credentials): boolean => Boolean(c.token || (c.address && c.hash && c.nonce));

const isLoopback = (a: string) => a === "::1" || a.startsWith("127.") || a.startsWith("::ffff:127.");

/**
 * The client's address of a WebSocket upgrade as express's `trust proxy: loopback` sees an HTTP
 * request: X-Forwarded-For is believed hop by hop only while the peer is a loopback balancer.
 */
export function clientAddress(req: IncomingMessage): string {
  let address = req.socket.remoteAddress ?? "";
  const hops = String(req.headers["x-forwarded-for"] ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  while (isLoopback(address) && hops.length) address = hops.pop()!;
  return address;
}
