import type { EntityManager, Orm } from "@sunrise/db";
import type { BannedSession, RequestContext, Viewer } from "./request-context.js";
import type { Services } from "./services.js";

export type { BannedSession, Viewer } from "./request-context.js";

/** What resolvers and REST routes get: the request and every service (services themselves take a RequestContext). */
export interface Context extends RequestContext {
  services: Services;
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
