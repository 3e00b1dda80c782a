import { GraphQLError } from "graphql";

/** Stable error codes shared by GraphQL (extensions.code) and REST ({ error: { code } } + status). */
export const ErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  /** The request itself is malformed: bad JSON, a broken encoding, no operation to run. */
  BAD_REQUEST: "BAD_REQUEST",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  /** The answer would be larger than MAX_RESPONSE_BYTES: ask for fewer items. */
  RESPONSE_TOO_LARGE: "RESPONSE_TOO_LARGE",
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
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  RESPONSE_TOO_LARGE: 400,
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

/**
 * A refusal of the whole request (not of one field): it also sets the HTTP status, which Apollo
 * takes from `extensions.http` and strips before the error is sent.
 */
export function requestError(code: ErrorCode, message: string): DomainError {
  const e = new DomainError(code, message);
  e.extensions.http = { status: httpStatus[code] };
  return e;
}

/** BAD_USER_INPUT for the whole request (HTTP 400): the operation is refused before it runs. */
export const refuseInput = (message: string) => requestError(ErrorCode.BAD_USER_INPUT, message);

export const unauthenticated = (msg = "Please connect to wallet") => new DomainError(ErrorCode.UNAUTHENTICATED, msg);
export const forbidden = (msg: string) => new DomainError(ErrorCode.FORBIDDEN, msg);
export const badInput = (msg: string) => new DomainError(ErrorCode.BAD_USER_INPUT, msg);
export const notFound = (msg: string) => new DomainError(ErrorCode.NOT_FOUND, msg);
export const conflict = (msg: string) => new DomainError(ErrorCode.CONFLICT, msg);
