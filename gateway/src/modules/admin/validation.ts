import { isAddress } from "ethers";
import { DomainError, ErrorCode } from "../../errors.js";

/** BAD_USER_INPUT about one form field: `extensions.field` names it so the form can show the message beside it. */
export function fieldError(field: string, message: string): DomainError {
  const e = new DomainError(ErrorCode.BAD_USER_INPUT, message);
  e.extensions.field = field;
  return e;
}

/** A wallet address in the lowercase form the database keeps. */
export function walletAddress(value: string, field = "address"): string {
  const text = value.trim();
  if (!isAddress(text)) throw fieldError(field, "Enter a wallet address (0x followed by 40 hex digits)");
  return text.toLowerCase();
}

/** Trimmed text of 1..max characters. */
export function requiredText(value: string, field: string, max: number): string {
  const text = value.trim();
  if (!text) throw fieldError(field, "This field is required");
  if (text.length > max) throw fieldError(field, `At most ${max} characters`);
  return text;
}

/** An optional name (the Japanese one): trimmed, empty meaning none. */
export function optionalText(value: string, field: string, max: number): string | null {
  const text = value.trim();
  if (text.length > max) throw fieldError(field, `At most ${max} characters`);
  return text || null;
}

/** A slug id: lowercase letters, digits and dashes, 2..32 characters. */
export function slugId(value: string, field = "id"): string {
  const text = value.trim();
  if (!/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])$/.test(text)) throw fieldError(field, "Use 2 to 32 lowercase letters, digits and dashes (e.g. main-hall)");
  return text;
}

/** A date range's bounds in order. */
export function dateRange(from: Date | null | undefined, to: Date | null | undefined): void {
  if (from && to && from.getTime() > to.getTime()) throw fieldError("from", "The start date must be before the end date");
}
