import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt } from "./columns.js";

/** A Sign-In with Ethereum nonce: single use, expires. */
export const AuthNonce = defineEntity({
  name: "AuthNonce",
  properties: {
    nonce: p.string().length(32).primary(),
    address: address().index(),
    chainId: p.integer(),
    domain: p.string().length(255),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type AuthNonce = InferEntity<typeof AuthNonce>;
