import { createHash, randomBytes } from "node:crypto";
import { getAddress, isAddress, verifyMessage } from "ethers";
import { SiweMessage } from "siwe";
import { AuthNonce, Session, User, type EntityManager } from "@sunrise/db";
import type { GatewayEnv } from "../../env.js";
import { checkAgainstNonce, checkMessage } from "./siwe-checks.js";
import { siteFor, siweSites, type SiweSite } from "./siwe-policy.js";
import { badInput, unauthenticated } from "../../errors.js";
import type { BannedSession, Viewer } from "../../request-context.js";
import { BANNED_MESSAGE, bannedError } from "./banned.js";

export { BANNED_MESSAGE };
export const WRONG_NETWORK_MESSAGE = "To complete Sunrise onboarding, set your wallet network to Ethereum Mainnet.";
const STATEMENT = "Sign in to Sunrise. This request will not trigger a blockchain transaction or cost any gas fees.";

/** Who a request's credentials name: a viewer, a banned account's session, or nobody (a guest). */
export interface SessionLookup {
  viewer: Viewer | null;
  banned: BannedSession | null;
}

export interface Credentials {
  token?: string;
  address?: string;
  hash?: string;
  nonce?: string;
}

/** A 65-byte signature, or the 64-byte compact form (EIP-2098). */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export class AuthService {
  private sites: SiweSite[];

  constructor(private readonly env: GatewayEnv) {
    this.sites = siweSites(env, env.GATEWAY_PORT);
  }

  /** The default sign-in domains name the port the gateway listens on, known only once it listens (port 0 in tests). */
  listeningOn(port: number): void {
    this.sites = siweSites(this.env, port);
  }

  /**
   * Issues a single-use nonce and the EIP-4361 message the wallet must sign, for the allowed site
   * whose origin the browser sent (else the first one): the Host header plays no part.
   */
  async requestSignIn(em: EntityManager, rawAddress: string, chainId: number, origin?: string) {
    if (!isAddress(rawAddress)) throw badInput("Invalid wallet address");
    if (chainId !== this.env.WALLET_CHAIN_ID) throw badInput(WRONG_NETWORK_MESSAGE);
    const { domain, uri } = siteFor(this.sites, origin);
    const nonce = randomBytes(16).toString("hex");
    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + this.env.NONCE_TTL_SECONDS * 1000);
    const message = new SiweMessage({
      domain,
      address: getAddress(rawAddress),
      statement: STATEMENT,
      uri,
      version: "1",
      chainId,
      nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: expiresAt.toISOString(),
    }).prepareMessage();
    em.create(AuthNonce, { nonce, address: rawAddress.toLowerCase(), chainId, domain, expiresAt, createdAt: issuedAt });
    await em.flush();
    return { nonce, message, expiresAt };
  }

  /**
   * Verifies a signed sign-in message as a relying party (every EIP-4361 field, then the nonce's
   * challenge, then the signature) and opens a session; the nonce is consumed atomically. A banned
   * account is refused; a registered one has its login time and IP recorded.
   */
  async signIn(em: EntityManager, message: string, signature: string, ip: string) {
    const now = new Date();
    const parsed = checkMessage(message, { sites: this.sites, chainId: this.env.WALLET_CHAIN_ID, statement: STATEMENT, now });
    const record = await em.findOne(AuthNonce, { nonce: parsed.nonce });
    checkAgainstNonce(parsed, record, now);
    const address = record!.address;
    let signer: string;
    try {
      if (!SIGNATURE.test(signature)) throw new Error("not a 64- or 65-byte hex signature");
      signer = verifyMessage(message, signature).toLowerCase();
    } catch {
      throw unauthenticated("Sign-in refused: the signature is not a valid signature");
    }
    if (signer !== address) throw unauthenticated("Signature does not match the address");

    const consumed = await em.nativeUpdate(AuthNonce, { nonce: record!.nonce, usedAt: null }, { usedAt: new Date() });
    if (consumed !== 1) throw unauthenticated("Sign-in nonce already used");

    const user = await em.findOne(User, { address });
    if (user?.banned) throw bannedError();

    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + this.env.SESSION_TTL_HOURS * 3600_000);
    em.create(Session, { tokenHash: sha256(token), address, nonce: record!.nonce, signature, expiresAt });
    if (user) Object.assign(user, { lastLoginAt: new Date(), lastIp: ip.slice(0, 45) || null });
    await em.flush();
    return { token, address, expiresAt, user };
  }

  async signOut(em: EntityManager, viewer: Pick<Viewer, "sessionId"> | null): Promise<boolean> {
    if (!viewer) return false;
    await em.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
    return true;
  }

  /**
   * Resolves a request's credentials: a session token (cookie, bearer or WebSocket param), or
   * the SPEC's x-address / x-hash / x-nonce headers naming the nonce that created a session. The
   * account is read afresh each time, so a ban or a change of staff type applies to the next request.
   */
  async resolve(em: EntityManager, creds: Credentials): Promise<SessionLookup> {
    let session: Session | null = null;
    if (creds.token) {
      session = await em.findOne(Session, { tokenHash: sha256(creds.token) });
    } else if (creds.address && creds.hash && creds.nonce) {
      session = await em.findOne(Session, { nonce: creds.nonce, address: creds.address.toLowerCase() });
      if (session && session.signature !== creds.hash) session = null;
    }
    if (!session || session.revokedAt || session.expiresAt.getTime() < Date.now()) return { viewer: null, banned: null };
    const user = await em.findOne(User, { address: session.address });
    if (user?.banned) return { viewer: null, banned: { address: session.address, sessionId: session.id } };
    return { viewer: { address: session.address, sessionId: session.id, user }, banned: null };
  }
}
