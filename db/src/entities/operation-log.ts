import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address } from "./columns.js";

/**
 * One back-office change: who made it (address, staff type, IP), what (a dotted action such as
 * `game.update`), on what (target type and id), the target before and after, and when. Written in
 * the same transaction as the change it describes.
 */
export const OperationLog = defineEntity({
  name: "OperationLog",
  indexes: [{ properties: ["targetType", "targetId"] }, { properties: ["actorAddress", "at"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    at: p.datetime().onCreate(() => new Date()).index(),
    actorAddress: address(),
    /** 1 ADMIN, 2 MEMBER, 3 SUPPORT at the time of the change. */
    actorType: p.smallint(),
    actorIp: p.string().length(45),
    action: p.string().length(64).index(),
    targetType: p.string().length(32),
    targetId: p.text(),
    /** The target as it was; null when the change created it. */
    before: p.json<Record<string, unknown>>().nullable(),
    /** The target as it became; null when the change deleted it. */
    after: p.json<Record<string, unknown>>().nullable(),
    summary: p.text(),
  },
});
export type OperationLog = InferEntity<typeof OperationLog>;
