import { Banner, LockMode, type BannerType as BannerKind, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { notFound } from "../../errors.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { fieldError, requiredText } from "../admin/validation.js";
import { uploadUrl, type UploadsService } from "../uploads/uploads.service.js";
import type { AdminBannerType, BannerType } from "./banner.type.js";
import type { CreateBannerInput, UpdateBannerInput } from "./banners.inputs.js";
import { bannerLink, bannerLocation, bannerType, desktopRatio, imageAtRatio, mobileRatio } from "./banner-fields.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const snapshot = (b: Banner) => ({
  title: b.title, type: b.type, location: b.location, imageId: b.imageId, mobileImageId: b.mobileImageId ?? null, sortOrder: b.sortOrder,
  display: b.display, startDate: b.startDate ?? null, endDate: b.endDate ?? null, link: b.link ?? null,
});

const isLive = (b: Banner, now = Date.now()) => b.display && (!b.startDate || b.startDate.getTime() <= now) && (!b.endDate || now <= b.endDate.getTime());

function datesInOrder(b: Pick<Banner, "startDate" | "endDate">): void {
  if (b.startDate && b.endDate && b.startDate > b.endDate) throw fieldError("endDate", "The end date must be after the start date");
}

/** Top banners (SPEC /admin/top-banner): images checked against their place's ratio, shown in order while live. */
export class BannersService {
  constructor(private readonly uploads: UploadsService) {}

  /** The banners live now at a location, in order (SPEC §3 locations). */
  async live(em: EntityManager, location: number): Promise<BannerType[]> {
    const rows = await em.find(Banner, {
      location, display: true,
      $and: [{ $or: [{ startDate: null }, { startDate: { $lte: new Date() } }] }, { $or: [{ endDate: null }, { endDate: { $gte: new Date() } }] }],
    }, { orderBy: { sortOrder: "asc", createdAt: "asc" } });
    return rows.map((b) => ({
      id: b.id, title: b.title, type: b.type, location: b.location, link: b.link ?? null, sortOrder: b.sortOrder,
      imageUrl: uploadUrl(b.imageId), mobileImageUrl: uploadUrl(b.mobileImageId ?? b.imageId),
    }));
  }

  async list(em: EntityManager, type?: number | null, location?: number | null): Promise<AdminBannerType[]> {
    const rows = await em.find(Banner, { ...(type != null ? { type } : {}), ...(location != null ? { location } : {}) }, { orderBy: { location: "asc", sortOrder: "asc", createdAt: "asc" } });
    return this.toTypes(em, rows);
  }

  async get(em: EntityManager, id: string): Promise<AdminBannerType> {
    const row = UUID.test(id) ? await em.findOne(Banner, { id }) : null;
    if (!row) throw notFound(`No banner ${id}`);
    return (await this.toTypes(em, [row]))[0]!;
  }

  async create(ctx: RequestContext, input: CreateBannerInput): Promise<AdminBannerType> {
    const type = bannerType(input.type);
    const fields = {
      title: requiredText(input.title, "title", 100),
      type,
      location: bannerLocation(type, input.location),
      imageId: imageAtRatio(await this.uploads.info(ctx.em, input.imageId, "imageId"), desktopRatio(type), "imageId"),
      mobileImageId: input.mobileImageId ? imageAtRatio(await this.uploads.info(ctx.em, input.mobileImageId, "mobileImageId"), mobileRatio, "mobileImageId") : null,
      sortOrder: input.sortOrder,
      display: input.display,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      link: bannerLink(input.link),
    };
    datesInOrder(fields);
    const id = await adminMutation(ctx, async (em) => {
      const b = em.create(Banner, fields);
      recordOperation(em, ctx, { action: "banner.create", targetType: "banner", targetId: b.id, before: null, after: snapshot(b), summary: `Created banner ${b.title}` });
      return b.id;
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdateBannerInput): Promise<AdminBannerType> {
    const images = {
      image: input.imageId ? await this.uploads.info(ctx.em, input.imageId, "imageId") : null,
      mobile: input.mobileImageId ? await this.uploads.info(ctx.em, input.mobileImageId, "mobileImageId") : null,
    };
    await adminMutation(ctx, async (em) => {
      const b = UUID.test(id) ? await em.findOne(Banner, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!b) throw notFound(`No banner ${id}`);
      const before = snapshot(b);
      const type = input.type != null ? bannerType(input.type) : (b.type as BannerKind);
      Object.assign(b, {
        ...(input.title != null ? { title: requiredText(input.title, "title", 100) } : {}),
        type,
        location: bannerLocation(type, input.location ?? b.location),
        ...(input.sortOrder != null ? { sortOrder: input.sortOrder } : {}),
        ...(input.display != null ? { display: input.display } : {}),
        ...(input.clearDates ? { startDate: null, endDate: null } : {}),
        ...(input.startDate != null ? { startDate: input.startDate } : {}),
        ...(input.endDate != null ? { endDate: input.endDate } : {}),
        ...(input.link != null ? { link: bannerLink(input.link) } : {}),
        ...(images.image ? { imageId: images.image.id } : {}),
        ...(input.mobileImageId != null ? { mobileImageId: images.mobile?.id ?? null } : {}),
      });
      datesInOrder(b);
      // The images must fit the banner as it now is (a type change asks for the other ratio).
      imageAtRatio(images.image ?? (await this.uploads.info(em, b.imageId, "imageId")), desktopRatio(type), "imageId");
      if (b.mobileImageId) imageAtRatio(images.mobile ?? (await this.uploads.info(em, b.mobileImageId, "mobileImageId")), mobileRatio, "mobileImageId");
      if (JSON.stringify(before) === JSON.stringify(snapshot(b))) return nothingChanged(em);
      recordOperation(em, ctx, { action: "banner.update", targetType: "banner", targetId: id, before, after: snapshot(b), summary: `Updated banner ${b.title}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  async delete(ctx: RequestContext, id: string): Promise<boolean> {
    return adminMutation(ctx, async (em) => {
      const b = UUID.test(id) ? await em.findOne(Banner, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!b) throw notFound(`No banner ${id}`);
      recordOperation(em, ctx, { action: "banner.delete", targetType: "banner", targetId: id, before: snapshot(b), after: null, summary: `Deleted banner ${b.title}` });
      em.remove(b);
      return true;
    });
  }

  private async toTypes(em: EntityManager, rows: Banner[]): Promise<AdminBannerType[]> {
    const images = await this.uploads.infos(em, rows.flatMap((b) => [b.imageId, b.mobileImageId]).filter((x): x is string => !!x));
    return rows.map((b) => ({
      id: b.id, title: b.title, type: b.type, location: b.location, image: images.get(b.imageId)!, mobileImage: (b.mobileImageId && images.get(b.mobileImageId)) || null,
      sortOrder: b.sortOrder, display: b.display, startDate: b.startDate ?? null, endDate: b.endDate ?? null, link: b.link ?? null, live: isLive(b), createdAt: b.createdAt, updatedAt: b.updatedAt,
    }));
  }
}
