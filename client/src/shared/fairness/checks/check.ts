import type { MessageId } from "../../i18n/en.js";

/** One line of a verification, in the player's language: what was checked and whether it held. */
export interface FairnessCheck {
  key: string;
  ok: boolean;
  /** The sentence that says what held, or what did not. */
  message: MessageId;
  values?: Record<string, string | number>;
}

/** A check whose sentence is `<id>Ok` when it holds and `<id>Bad` when it does not. */
export const check = (key: string, id: string, ok: boolean, values?: Record<string, string | number>): FairnessCheck =>
  ({ key, ok, message: `${id}${ok ? "Ok" : "Bad"}` as MessageId, ...(values ? { values } : {}) });

/**
 * Runs a check that may meet malformed data (a hash that is not 32 bytes, a card code out of
 * range): what cannot be recomputed did not verify, so a throw is a failed check, not a crash.
 */
export function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

export const holds = (test: () => boolean): boolean => attempt(test) === true;

export const sameCodes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
