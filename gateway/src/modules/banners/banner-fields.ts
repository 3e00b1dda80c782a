import { BANNER_LOCATIONS, BANNER_RATIOS, type BannerType } from "@sunrise/db";
import { fieldError } from "../admin/validation.js";
import { hasRatio } from "../uploads/image-check.js";
import type { UploadInfo } from "../uploads/uploads.service.js";

export function bannerType(value: number): BannerType {
  if (value !== 1 && value !== 2) throw fieldError("type", "Type is 1 (staking) or 2 (lobby)");
  return value;
}

/** Lobby banners stand at the lobby's top (11); staking ones on a staking page (21–25). */
export function bannerLocation(type: BannerType, location: number): number {
  const allowed = BANNER_LOCATIONS[type] as readonly number[];
  if (!allowed.includes(location)) throw fieldError("location", type === 2 ? "A lobby banner stands at location 11 (lobby top)" : "A staking banner stands at 21 (top), 22 (NFT), 23 (auction), 24 (marketplace) or 25 (game lobby)");
  return location;
}

/** SPEC §3 ratios, within 2%: the picture must be cropped for its place. */
export function imageAtRatio(image: UploadInfo, ratio: readonly [number, number], field: string): string {
  if (!hasRatio(image, ratio)) throw fieldError(field, `The image must be ${ratio[0]}:${ratio[1]} (e.g. ${ratio[0]} × ${ratio[1]} pixels); this one is ${image.width} × ${image.height}`);
  return image.id;
}

export const desktopRatio = (type: BannerType) => BANNER_RATIOS[type];
export const mobileRatio = BANNER_RATIOS.mobile;

/** A path on this site or an https URL; null when empty. */
export function bannerLink(value: string | null | undefined): string | null {
  const link = value?.trim();
  if (!link) return null;
  const ok = link.length <= 500 && (/^\/(?!\/)[^\s\\]*$/.test(link) || /^https:\/\/[^\s/?#]+[^\s]*$/i.test(link));
  if (!ok) throw fieldError("link", "Enter a path on this site (e.g. /bonus) or an https:// address");
  return link;
}
