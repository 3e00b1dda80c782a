import { parse as parseCookie } from "cookie";
import type { IncomingHttpHeaders } from "node:http";
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
