import type { EntityManager } from "@sunrise/db";
import type { User } from "@sunrise/db";
import type { Services } from "./services.js";

export interface Viewer {
  address: string;
  sessionId: string;
  user: User | null;
}

export interface Context {
  em: EntityManager;
  services: Services;
  viewer: Viewer | null;
  ip: string;
  /** Set by the HTTP transport so sign-in can write the session cookie. */
  setSessionCookie?: (token: string, expiresAt: Date) => void;
  clearSessionCookie?: () => void;
  /** host[:port] the request came to, for the sign-in message's domain. */
  host: string;
}
