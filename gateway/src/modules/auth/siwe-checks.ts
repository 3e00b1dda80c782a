import { SiweMessage } from "siwe";
import { unauthenticated } from "../../errors.js";
import type { SiweSite } from "./siwe-policy.js";

/** EIP-4361 messages we issue are about 500 characters; anything much longer is not ours. */
export const MAX_MESSAGE_LENGTH = 2000;
/** Clocks of the browser and the gateway are not involved (we write every time), but allow for rounding. */
const SKEW_MS = 5_000;

export interface MessageRules {
  sites: SiweSite[];
  chainId: number;
  statement: string;
  now: Date;
}

export interface NonceRecord {
  address: string;
  chainId: number;
  domain: string;
  expiresAt: Date;
  createdAt: Date;
}

const refuse = (check: string) => unauthenticated(`Sign-in refused: ${check}`);

function time(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw refuse(`${field} is not a date`);
  return t;
}

/** Parses the message and checks every field that does not need the nonce's record, as a relying party must. */
export function checkMessage(message: string, rules: MessageRules): SiweMessage {
  if (message.length > MAX_MESSAGE_LENGTH) throw refuse(`the message is longer than ${MAX_MESSAGE_LENGTH} characters`);
  let parsed: SiweMessage;
  try {
    parsed = new SiweMessage(message);
  } catch {
    throw refuse("the message is not an EIP-4361 message");
  }
  if (parsed.prepareMessage() !== message) throw refuse("the message is not in canonical EIP-4361 form");
  if (parsed.version !== "1") throw refuse("version must be 1");
  const site = rules.sites.find((s) => s.domain === parsed.domain);
  if (!site) throw refuse("domain is not one this gateway serves");
  if (parsed.scheme !== undefined && !site.origins.includes(`${parsed.scheme}://${parsed.domain}`)) throw refuse("scheme is not the site's");
  let origin: string;
  try {
    origin = new URL(parsed.uri).origin;
  } catch {
    throw refuse("URI is not a URL");
  }
  if (!site.origins.includes(origin)) throw refuse("URI is not on the domain's origin");
  if (parsed.chainId !== rules.chainId) throw refuse(`chain ID must be ${rules.chainId}`);
  if (parsed.statement !== rules.statement) throw refuse("statement is not the one we issued");
  if (parsed.resources?.length || parsed.requestId !== undefined) throw refuse("resources and request ID are not ours");
  const now = rules.now.getTime();
  const issuedAt = time(parsed.issuedAt, "issued-at");
  if (issuedAt === undefined) throw refuse("issued-at is missing");
  if (issuedAt > now + SKEW_MS) throw refuse("issued-at is in the future");
  const expiresAt = time(parsed.expirationTime, "expiration time");
  if (expiresAt === undefined) throw refuse("expiration time is missing");
  if (expiresAt <= now) throw refuse("the message has expired");
  const notBefore = time(parsed.notBefore, "not-before");
  if (notBefore !== undefined && notBefore > now + SKEW_MS) throw refuse("the message is not valid yet (not-before)");
  return parsed;
}

/** Checks the message against the challenge the nonce was issued with. */
export function checkAgainstNonce(parsed: SiweMessage, record: NonceRecord | null, now: Date): void {
  if (!record) throw unauthenticated("Unknown sign-in nonce");
  if (record.expiresAt.getTime() <= now.getTime()) throw unauthenticated("Sign-in nonce expired");
  if (parsed.domain !== record.domain) throw refuse("domain differs from the challenge's");
  if (parsed.chainId !== record.chainId) throw refuse("chain ID differs from the challenge's");
  if (parsed.address.toLowerCase() !== record.address) throw unauthenticated("Sign-in message is for another address");
  const issuedAt = Date.parse(parsed.issuedAt!);
  if (issuedAt < record.createdAt.getTime() - SKEW_MS) throw refuse("issued-at is older than the nonce");
  if (Date.parse(parsed.expirationTime!) > record.expiresAt.getTime() + SKEW_MS) throw refuse("expiration time is later than the nonce's");
}
