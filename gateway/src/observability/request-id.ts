import { randomUUID } from "node:crypto";

/** A uuid, or a short token of safe characters: anything else a client sends is replaced. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = "x-request-id";

/** The client's request id when it is acceptable, a new one otherwise. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && ACCEPTED.test(header) ? header : randomUUID();
}
