import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, updatedAt } from "./columns.js";
import { Upload } from "./upload.js";

/** SPEC §6 user types. */
export const UserTypeCode = { NORMAL: 0, ADMIN: 1, MEMBER: 2, SUPPORT: 3 } as const;
export type UserTypeCode = (typeof UserTypeCode)[keyof typeof UserTypeCode];

export const User = defineEntity({
  name: "User",
  tableName: "app_user",
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    address: address().unique(),
    name: p.string().length(64).nullable(),
    /** Contact address the back office searches by; players may leave it empty. */
    email: p.string().length(254).nullable().index(),
    banned: p.boolean().default(false),
    /** May not post in the chat (the account still plays). */
    chatBanned: p.boolean().default(false),
    /** When a chat ban ends; null while `chatBanned` means until lifted. */
    chatBannedUntil: p.datetime().nullable(),
    /** Why the player may not post, shown to them instead of the chat input. */
    chatBanReason: p.string().length(500).nullable(),
    /** May not upload images (avatars, chat pictures). */
    imageBanned: p.boolean().default(false),
    userType: p.smallint().default(UserTypeCode.NORMAL).index(),
    /** Staff IP allow-list: addresses or CIDR ranges; empty means any IP. */
    ips: p.array().default([]),
    /** The player's photo (an upload). */
    imageId: () => p.manyToOne(Upload).mapToPk().fieldName("image_id").nullable(),
    refCode: p.string().length(20).nullable(),
    suncAddress: address().unique().nullable(),
    suncEncryptedPrivateKey: p.text().nullable(),
    suncVersion: p.smallint().nullable(),
    lastLoginAt: p.datetime().nullable(),
    /** The IP of the latest sign-in. */
    lastIp: p.string().length(45).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type User = InferEntity<typeof User>;
