import { p } from "@mikro-orm/core";

/** Token amounts: exact integers in token units, numeric(78,0) in Postgres, decimal strings in JS. */
export const tokenAmount = () => p.decimal("string").columnType("numeric(78,0)");
/** Lowercase 0x-prefixed EVM address. */
export const address = () => p.string().length(42);
export const txHash = () => p.string().length(66);
export const createdAt = () => p.datetime().onCreate(() => new Date());
export const updatedAt = () => p.datetime().onCreate(() => new Date()).onUpdate(() => new Date());
