import { GraphQLError } from "graphql";

/** Stable error codes shared by GraphQL (extensions.code) and REST ({ error: { code } } + status). */
export const ErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  INTERNAL: "INTERNAL_SERVER_ERROR",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatus: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** A domain failure with a stable code; services throw it, GraphQL and REST map it once. */
export class DomainError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message, { extensions: { code } });
  }
}

export const unauthenticated = (msg = "Please connect to wallet") => new DomainError(ErrorCode.UNAUTHENTICATED, msg);
export const forbidden = (msg: string) => new DomainError(ErrorCode.FORBIDDEN, msg);
export const badInput = (msg: string) => new DomainError(ErrorCode.BAD_USER_INPUT, msg);
export const notFound = (msg: string) => new DomainError(ErrorCode.NOT_FOUND, msg);
export const conflict = (msg: string) => new DomainError(ErrorCode.CONFLICT, msg);
