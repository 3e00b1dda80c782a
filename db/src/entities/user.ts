import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, updatedAt } from "./columns.js";

/** SPEC §6 user types. */
export const UserTypeCode = { NORMAL: 0, ADMIN: 1, MEMBER: 2, SUPPORT: 3 } as const;

export const User = defineEntity({
  name: "User",
  tableName: "app_user",
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    address: address().unique(),
    name: p.string().length(64).nullable(),
    banned: p.boolean().default(false),
    userType: p.smallint().default(UserTypeCode.NORMAL),
    /** Admin IP allow-list; empty means any IP. */
    ips: p.array().default([]),
    refCode: p.string().length(20).nullable(),
    suncAddress: address().unique().nullable(),
    suncEncryptedPrivateKey: p.text().nullable(),
    suncVersion: p.smallint().nullable(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type User = InferEntity<typeof User>;
