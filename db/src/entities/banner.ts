import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { createdAt, updatedAt } from "./columns.js";
import { Upload } from "./upload.js";

/** SPEC §3 banner types. */
export const BannerType = { STAKING: 1, LOBBY: 2 } as const;
export type BannerType = (typeof BannerType)[keyof typeof BannerType];

/** SPEC §3 banner locations: the lobby's top, and the staking site's pages. */
export const BannerLocation = { LOBBY_TOP: 11, STAKING_TOP: 21, STAKING_NFT: 22, STAKING_AUCTION: 23, STAKING_MARKETPLACE: 24, STAKING_GAME_LOBBY: 25 } as const;
export type BannerLocation = (typeof BannerLocation)[keyof typeof BannerLocation];

/** Where each type may be shown. */
export const BANNER_LOCATIONS: Record<BannerType, readonly BannerLocation[]> = {
  [BannerType.STAKING]: [21, 22, 23, 24, 25],
  [BannerType.LOBBY]: [11],
};

/** SPEC §3 aspect ratios (width:height) of each type's desktop image, and of the phone image. */
export const BANNER_RATIOS = {
  [BannerType.STAKING]: [1920, 1080],
  [BannerType.LOBBY]: [1520, 624],
  mobile: [768, 1046],
} as const;

/** A top banner: shown at its location, in order, while `display` is on and now is within its dates (when set). */
export const Banner = defineEntity({
  name: "Banner",
  indexes: [{ properties: ["location", "display", "sortOrder"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    title: p.string().length(100),
    type: p.smallint().check("type in (1, 2)"),
    location: p.smallint().check("location in (11, 21, 22, 23, 24, 25)"),
    /** Desktop image at the type's ratio. */
    imageId: () => p.manyToOne(Upload).mapToPk().fieldName("image_id"),
    /** Phone image at the mobile ratio; the desktop image is shown when absent. */
    mobileImageId: () => p.manyToOne(Upload).mapToPk().fieldName("mobile_image_id").nullable(),
    sortOrder: p.integer().default(0),
    display: p.boolean().default(true),
    startDate: p.datetime().nullable(),
    endDate: p.datetime().nullable(),
    /** Where a click goes: an internal path or an https URL. */
    link: p.string().length(500).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Banner = InferEntity<typeof Banner>;
