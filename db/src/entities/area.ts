import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** SPEC §3 Area: a part of the casino floor with opening hours in UTC (see area-hours.ts). */
export const Area = defineEntity({
  name: "Area",
  properties: {
    /** Slug, e.g. "main-hall". */
    id: p.string().length(32).primary(),
    name: p.string().length(64),
    /** The name Japanese pages show (the English one when unset). */
    nameJa: p.string().length(64).nullable().fieldName("name_ja"),
    enable: p.boolean().default(true),
    /** Opens at this UTC hour (0–23). */
    startUTCHour: p.smallint().fieldName("start_utc_hour").check("start_utc_hour between 0 and 23"),
    /** Closes at this UTC hour (0–23); equal to the start means open all day. */
    endUTCHour: p.smallint().fieldName("end_utc_hour").check("end_utc_hour between 0 and 23"),
  },
});
export type Area = InferEntity<typeof Area>;
