import type { AdminBannerFieldsFragment, CreateBannerInput, UpdateBannerInput } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";
import type { ShownImage } from "./ImageField.js";
import { fromUtcInput, isUtcInput, toUtcInput } from "./utc-input.js";

/** SPEC §3 banner types and where each may be shown. */
export const BANNER_TYPES = ["1", "2"] as const;
export const LOCATIONS: Record<string, readonly string[]> = { "1": ["21", "22", "23", "24", "25"], "2": ["11"] };

/** SPEC §3 aspect ratios: staking 1920:1080, lobby 1520:624, the phone picture 768:1046 — the cropper's frame and output width. */
export const DESKTOP_RATIO: Record<string, { width: number; height: number }> = { "1": { width: 1920, height: 1080 }, "2": { width: 1520, height: 624 } };
export const MOBILE_RATIO = { width: 768, height: 1046 };

export interface BannerValues {
  title: string;
  type: string;
  location: string;
  image: ShownImage | null;
  mobileImage: ShownImage | null;
  sortOrder: string;
  display: boolean;
  startDate: string;
  endDate: string;
  link: string;
}

export const emptyBanner: BannerValues = { title: "", type: "2", location: "11", image: null, mobileImage: null, sortOrder: "0", display: true, startDate: "", endDate: "", link: "" };

export const bannerValues = (b: AdminBannerFieldsFragment): BannerValues => ({
  title: b.title, type: String(b.type), location: String(b.location), image: b.image, mobileImage: b.mobileImage ?? null, sortOrder: String(b.sortOrder),
  display: b.display, startDate: toUtcInput(b.startDate), endDate: toUtcInput(b.endDate), link: b.link ?? "",
});

/** Whether a picture is at the ratio within the server's 2 %. */
export const fitsRatio = (img: { width: number; height: number }, ratio: { width: number; height: number }) => Math.abs(img.width / img.height / (ratio.width / ratio.height) - 1) <= 0.02;

export const validateBanner: Validate<BannerValues> = (v) => {
  const start = fromUtcInput(v.startDate);
  const end = fromUtcInput(v.endDate);
  const ratio = DESKTOP_RATIO[v.type];
  return {
    title: v.title.trim() ? undefined : "adm.form.required",
    location: LOCATIONS[v.type]?.includes(v.location) ? undefined : "adm.banners.error.location",
    image: !v.image ? "adm.banners.error.image" : ratio && !fitsRatio(v.image, ratio) ? "adm.banners.error.ratio" : undefined,
    mobileImage: v.mobileImage && !fitsRatio(v.mobileImage, MOBILE_RATIO) ? "adm.banners.error.ratio" : undefined,
    sortOrder: /^-?\d{1,6}$/.test(v.sortOrder.trim()) ? undefined : "adm.form.error.integer",
    startDate: isUtcInput(v.startDate) ? undefined : "adm.content.error.date",
    endDate: !isUtcInput(v.endDate) ? "adm.content.error.date" : start && end && end <= start ? "adm.content.error.endBeforeStart" : undefined,
    link: !v.link.trim() || /^\/(?!\/)\S*$/.test(v.link.trim()) || /^https:\/\/\S+$/.test(v.link.trim()) ? undefined : "adm.banners.error.link",
  };
};

const common = (v: BannerValues) => ({ title: v.title.trim(), type: Number(v.type), location: Number(v.location), sortOrder: Number(v.sortOrder), display: v.display });

export const createBannerInput = (v: BannerValues): CreateBannerInput => ({
  ...common(v), imageId: v.image!.id, mobileImageId: v.mobileImage?.id ?? null, startDate: fromUtcInput(v.startDate), endDate: fromUtcInput(v.endDate), link: v.link.trim() || null,
});

/** Empty mobile image or link removes it; no dates at all clears both (the API's rules). */
export function updateBannerInput(v: BannerValues): UpdateBannerInput {
  const startDate = fromUtcInput(v.startDate);
  const endDate = fromUtcInput(v.endDate);
  const dates = startDate || endDate ? { startDate, endDate } : { clearDates: true };
  return { ...common(v), imageId: v.image?.id, mobileImageId: v.mobileImage?.id ?? "", link: v.link.trim(), ...dates };
}
