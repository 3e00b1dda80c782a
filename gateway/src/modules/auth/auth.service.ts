import { createHash, randomBytes } from "node:crypto";
import { getAddress, isAddress, verifyMessage } from "ethers";
import { SiweMessage } from "siwe";
import { AuthNonce, Session, User, type EntityManager } from "@sunrise/db";
import type { GatewayEnv } from "../../env.js";
import { badInput, forbidden, unauthenticated } from "../../errors.js";
import type { Viewer } from "../../context.js";

export const BANNED_MESSAGE = "You're banned!!!";
export const WRONG_NETWORK_MESSAGE = "To complete Sunrise onboarding, set your wallet network to Ethereum Mainnet.";
const STATEMENT = "Sign in to Sunrise. This request will not trigger a blockchain transaction or cost any gas fees.";

export interface Credentials {
  token?: string;
  address?: string;
  hash?: string;
  nonce?: string;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export class AuthService {
  constructor(private readonly env: GatewayEnv) {}

  private allowedDomains(host: string): string[] {
    const configured = this.env.SIWE_DOMAINS.split(",").map((d) => d.trim()).filter(Boolean);
    return configured.length > 0 ? configured : [host];
  }

  /** Issues a single-use nonce and the EIP-4361 message the wallet must sign. */
  async requestSignIn(em: EntityManager, rawAddress: string, chainId: number, host: string) {
    if (!isAddress(rawAddress)) throw badInput("Invalid wallet address");
    if (chainId !== this.env.WALLET_CHAIN_ID) throw badInput(WRONG_NETWORK_MESSAGE);
    const domain = this.allowedDomains(host).includes(host) ? host : this.allowedDomains(host)[0]!;
    const nonce = randomBytes(16).toString("hex");
    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + this.env.NONCE_TTL_SECONDS * 1000);
    const message = new SiweMessage({
      domain,
      address: getAddress(rawAddress),
      statement: STATEMENT,
      uri: `http://${domain}`,
      version: "1",
      chainId,
      nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: expiresAt.toISOString(),
    }).prepareMessage();
    em.create(AuthNonce, { nonce, address: rawAddress.toLowerCase(), chainId, domain, expiresAt });
    await em.flush();
    return { nonce, message, expiresAt };
  }

  /** Verifies a signed sign-in message and opens a session; the nonce is consumed atomically. */
  async signIn(em: EntityManager, message: string, signature: string, host: string) {
    let parsed: SiweMessage;
    try {
      parsed = new SiweMessage(message);
    } catch {
      throw badInput("Malformed sign-in message");
    }
    const record = await em.findOne(AuthNonce, { nonce: parsed.nonce });
    if (!record) throw unauthenticated("Unknown sign-in nonce");
    if (record.expiresAt.getTime() < Date.now()) throw unauthenticated("Sign-in nonce expired");
    if (parsed.domain !== record.domain || !this.allowedDomains(host).includes(parsed.domain)) {
      throw unauthenticated("Sign-in message is for another domain");
    }
    if (parsed.chainId !== this.env.WALLET_CHAIN_ID || parsed.chainId !== record.chainId) throw unauthenticated(WRONG_NETWORK_MESSAGE);
    const address = parsed.address.toLowerCase();
    if (address !== record.address) throw unauthenticated("Sign-in message is for another address");
    let signer: string;
    try {
      signer = verifyMessage(message, signature).toLowerCase();
    } catch {
      throw unauthenticated("Invalid signature");
    }
    if (signer !== address) throw unauthenticated("Signature does not match the address");

    const consumed = await em.nativeUpdate(AuthNonce, { nonce: record.nonce, usedAt: null }, { usedAt: new Date() });
    if (consumed !== 1) throw unauthenticated("Sign-in nonce already used");

    const user = await em.findOne(User, { address });
    if (user?.banned) throw forbidden(BANNED_MESSAGE);

    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + this.env.SESSION_TTL_HOURS * 3600_000);
    em.create(Session, { tokenHash: sha256(token), address, nonce: record.nonce, signature, expiresAt });
    if (user) user.lastLoginAt = new Date();
    await em.flush();
    return { token, address, expiresAt, user };
  }

  async signOut(em: EntityManager, viewer: Viewer | null): Promise<boolean> {
    if (!viewer) return false;
    await em.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
    return true;
  }

  /**
   * Resolves a request's credentials: a session token (cookie, bearer or WebSocket param), or
   * the SPEC's x-address / x-hash / x-nonce headers naming the nonce that created a session.
   */
  async resolve(em: EntityManager, creds: Credentials): Promise<Viewer | null> {
    let session: Session | null = null;
    if (creds.token) {
      session = await em.findOne(Session, { tokenHash: sha256(creds.token) });
    } else if (creds.address && creds.hash && creds.nonce) {
      session = await em.findOne(Session, { nonce: creds.nonce, address: creds.address.toLowerCase() });
      if (session && session.signature !== creds.hash) session = null;
    }
    if (!session || session.revokedAt || session.expiresAt.getTime() < Date.now()) return null;
    const user = await em.findOne(User, { address: session.address });
    if (user?.banned) return null;
    return { address: session.address, sessionId: session.id, user };
  }
}
