import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { updatedAt } from "./columns.js";

/** Site-wide switches the back office turns: one row (id 1). */
export const SiteSettings = defineEntity({
  name: "SiteSettings",
  properties: {
    id: p.smallint().primary(),
    /** SPEC §2's maintenance notice: players see it instead of the site; staff keep the site. */
    maintenance: p.boolean().default(false),
    updatedAt: updatedAt(),
  },
});
export type SiteSettings = InferEntity<typeof SiteSettings>;
