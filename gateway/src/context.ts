import type { EntityManager, Orm, User } from "@sunrise/db";
import type { Services } from "./services.js";

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

export interface Context {
  em: EntityManager;
  services: Services;
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

export type ContextFields = Omit<Context, "em" | "viewer" | "signedInAddress" | "bannedSession">;

/**
 * One operation's context. The entity manager is forked on first use (an idle subscription holds
 * none), and reads of `viewer` are counted so a shared answer is only shared when nothing read it.
 */
export class OperationContext implements Context {
  services!: Services;
  ip!: string;
  host!: string;
  origin?: string;
  setSessionCookie?: (token: string, expiresAt: Date) => void;
  clearSessionCookie?: () => void;
  /** How many times a resolver (or the auth checker) asked who the viewer is. */
  viewerReads = 0;
  private forked: EntityManager | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly who: Viewer | null,
    fields: ContextFields,
    em?: EntityManager,
    readonly bannedSession: BannedSession | null = null,
  ) {
    Object.assign(this, fields);
    this.forked = em;
  }

  get em(): EntityManager {
    return (this.forked ??= this.orm.em.fork());
  }

  /** Whether the entity manager was forked (nothing to clear otherwise). */
  get hasEm(): boolean {
    return this.forked !== undefined;
  }

  get signedInAddress(): string | undefined {
    return this.who?.address;
  }

  get viewer(): Viewer | null {
    this.viewerReads++;
    return this.who;
  }
}
