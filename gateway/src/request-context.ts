import type { EntityManager, User } from "@sunrise/db";

/** Who a request acts for: what services need of a request, without the services themselves. */
export interface Viewer {
  address: string;
  sessionId: string;
  user: User | null;
}

/** A live session of a banned account: never a viewer, only refused (and allowed to sign out). */
export interface BannedSession {
  address: string;
  sessionId: string;
}

/**
 * One request as the services see it. A leaf module: services import it, and only the composition
 * root (services.ts) and the GraphQL `Context` built on it know every service.
 */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer | null;
  /** Set when the credentials name a live session of a banned account (then `viewer` is null). */
  bannedSession?: BannedSession | null;
  ip: string;
  /** Set by the HTTP transport so sign-in can write the session cookie. */
  setSessionCookie?: (token: string, expiresAt: Date) => void;
  clearSessionCookie?: () => void;
  /** host[:port] the request came to (the Host header: never trusted for sign-in). */
  host: string;
  /** The browser's Origin header: only picks which allowed sign-in site a challenge names. */
  origin?: string;
  /** The signed-in address for rate limits only (reading it is not reading the viewer); resolvers use `viewer`. */
  readonly signedInAddress?: string;
}
