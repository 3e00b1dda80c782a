import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { DomainError, ErrorCode } from "../errors.js";

export interface RateLimitSettings {
  /** Requests per minute from one IP address (HTTP requests and WebSocket operations). */
  perIp: number;
  /** GraphQL operations per minute by one signed-in address, from wherever it connects. */
  perAddress: number;
  /** Sign-in attempts (nonce requests and signatures) per minute from one IP address. */
  signIn: number;
}

/** A refused request: the code is RATE_LIMITED (HTTP 429) and `retryAfterSeconds` says when to come back. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, `Too many requests; try again in ${retryAfterSeconds} s`);
    this.extensions.retryAfter = retryAfterSeconds;
    this.extensions.http = { status: 429, headers: new Map([["retry-after", String(retryAfterSeconds)]]) };
  }
}

/**
 * Fixed one-minute windows kept in the gateway's memory. Each replica counts on its own, so behind
 * a load balancer a client gets up to (replicas × limit); the balancer's own limits bound the rest.
 */
export class RateLimits {
  private readonly ip: RateLimiterMemory;
  private readonly address: RateLimiterMemory;
  private readonly signIn: RateLimiterMemory;

  constructor(settings: RateLimitSettings) {
    this.ip = new RateLimiterMemory({ keyPrefix: "ip", points: settings.perIp, duration: 60 });
    this.address = new RateLimiterMemory({ keyPrefix: "address", points: settings.perAddress, duration: 60 });
    this.signIn = new RateLimiterMemory({ keyPrefix: "sign-in", points: settings.signIn, duration: 60 });
  }

  /** Counts `points` requests from `ip`; throws RateLimitedError when its minute is used up. */
  consumeIp = (ip: string, points = 1) => consume(this.ip, ip, points);
  consumeAddress = (address: string) => consume(this.address, address);
  consumeSignIn = (ip: string) => consume(this.signIn, ip);
}

async function consume(limiter: RateLimiterMemory, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key || "unknown", points);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    throw e;
  }
}
