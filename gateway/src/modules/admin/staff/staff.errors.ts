import { DomainError, ErrorCode } from "../../../errors.js";

/** `extensions.reason` of the staff changes refused whoever asks, so a client can tell them apart. */
export const StaffRefusal = { OWN_ACCOUNT: "OWN_ACCOUNT", LAST_ADMIN: "LAST_ADMIN" } as const;
export type StaffRefusal = (typeof StaffRefusal)[keyof typeof StaffRefusal];

export function staffConflict(reason: StaffRefusal, message: string): DomainError {
  const e = new DomainError(ErrorCode.CONFLICT, message);
  e.extensions.reason = reason;
  return e;
}
