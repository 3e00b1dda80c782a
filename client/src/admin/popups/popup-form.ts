import type { AdminPopupFieldsFragment, CreatePopupInput, UpdatePopupInput } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";
import type { ShownImage } from "../banners/ImageField.js";
import { fromUtcInput, toUtcInput } from "../banners/utc-input.js";

export interface PopupValues {
  title: string;
  type: string;
  display: boolean;
  startDate: string;
  endDate: string;
  displayTimes: string;
  position: string;
  pcImage: ShownImage | null;
  spImage: ShownImage | null;
  link: string;
}

/** SPEC §3: type 1 immediate, 2 after connect; position 1 center, 2 bottom center; displayTimes defaults to 1. */
export const POPUP_TYPES = ["1", "2"] as const;
export const POPUP_POSITIONS = ["1", "2"] as const;

export function emptyPopup(now = new Date()): PopupValues {
  const week = new Date(now.getTime() + 7 * 86_400_000);
  return { title: "", type: "1", display: false, startDate: toUtcInput(now.toISOString()), endDate: toUtcInput(week.toISOString()), displayTimes: "1", position: "1", pcImage: null, spImage: null, link: "" };
}

export const popupValues = (p: AdminPopupFieldsFragment): PopupValues => ({
  title: p.title, type: String(p.type), display: p.display, startDate: toUtcInput(p.startDate), endDate: toUtcInput(p.endDate), displayTimes: String(p.displayTimes),
  position: String(p.position), pcImage: p.pcImage ?? null, spImage: p.spImage ?? null, link: p.link ?? "",
});

export const validatePopup: Validate<PopupValues> = (v) => {
  const start = fromUtcInput(v.startDate);
  const end = fromUtcInput(v.endDate);
  return {
    title: v.title.trim() ? undefined : "adm.form.required",
    startDate: start ? undefined : "adm.content.error.date",
    endDate: !end ? "adm.content.error.date" : start && end <= start ? "adm.content.error.endBeforeStart" : undefined,
    displayTimes: /^\d{1,4}$/.test(v.displayTimes.trim()) && Number(v.displayTimes) >= 1 ? undefined : "adm.popups.error.displayTimes",
    pcImage: v.pcImage ? undefined : "adm.popups.error.pcImage",
    link: !v.link.trim() || /^\/(?!\/)\S*$/.test(v.link.trim()) ? undefined : "adm.popups.error.link",
  };
};

const common = (v: PopupValues) => ({
  title: v.title.trim(), type: Number(v.type), display: v.display, startDate: fromUtcInput(v.startDate)!, endDate: fromUtcInput(v.endDate)!,
  displayTimes: Number(v.displayTimes), position: Number(v.position),
});

export const createPopupInput = (v: PopupValues): CreatePopupInput => ({ ...common(v), pcImageId: v.pcImage!.id, spImageId: v.spImage?.id ?? null, link: v.link.trim() || null });

/** An empty SP image or link removes it (the API's rule). */
export const updatePopupInput = (v: PopupValues): UpdatePopupInput => ({ ...common(v), pcImageId: v.pcImage?.id, spImageId: v.spImage?.id ?? "", link: v.link.trim() });
