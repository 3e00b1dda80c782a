import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { createdAt, updatedAt } from "./columns.js";
import { Upload } from "./upload.js";

/** SPEC §3 Popup type: 1 shown as a page opens, 2 once the wallet has connected. */
export const PopupKind = { IMMEDIATE: 1, AFTER_CONNECT: 2 } as const;
/** SPEC §3 Popup position: 1 center, 2 bottom center. */
export const PopupPosition = { CENTER: 1, BOTTOM_CENTER: 2 } as const;

/** A popup staff schedule: shown while `display` is on and now is within its dates, at most `displayTimes` times a player. */
export const Popup = defineEntity({
  name: "Popup",
  indexes: [{ properties: ["display", "startDate", "endDate"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** What staff call it in lists; players never see it. */
    title: p.string().length(100),
    type: p.smallint().check("type in (1, 2)"),
    display: p.boolean().default(false),
    startDate: p.datetime(),
    endDate: p.datetime(),
    displayTimes: p.integer().default(1).check("display_times >= 1"),
    position: p.smallint().default(PopupPosition.CENTER).check("position in (1, 2)"),
    /** Image for desktops (PC) and phones (SP). */
    pcImageId: () => p.manyToOne(Upload).mapToPk().fieldName("pc_image_id").nullable(),
    spImageId: () => p.manyToOne(Upload).mapToPk().fieldName("sp_image_id").nullable(),
    /** An internal path (`/bonus`, `/casino-games/roulette`) the popup opens when clicked. */
    link: p.string().length(500).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Popup = InferEntity<typeof Popup>;
