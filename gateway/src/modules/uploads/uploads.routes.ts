import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Orm } from "@sunrise/db";
import { badInput, DomainError, forbidden, httpStatus, unauthenticated } from "../../errors.js";
import type { ContextFor } from "../../rest/respond.js";
import { RateLimitedError } from "../../protection/rate-limits.js";
import { checkAccess } from "../admin/access/check-access.js";
import { Permission } from "../admin/permissions.js";
import { EarlyRefusal, readUpload } from "./read-upload.js";
import { UploadsService } from "./uploads.service.js";

/** What an upload is for: the player's own photo, or a picture for popups and banners (staff). */
export const UploadPurpose = { AVATAR: "avatar", CONTENT: "content" } as const;

/** Uploads one account may make in ten minutes: each can be a megabyte kept for good. */
export const UPLOADS_PER_10_MINUTES = 30;

const sendError = (res: Response, e: DomainError) => {
  if (e instanceof RateLimitedError) res.set("Retry-After", String(e.retryAfterSeconds));
  res.status(httpStatus[e.code]).json({ error: { code: e.code, message: e.message } });
};

async function countUpload(limiter: RateLimiterMemory, address: string): Promise<void> {
  try {
    await limiter.consume(address);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    throw e;
  }
}

/**
 * `POST /api/v1/uploads?purpose=avatar|content`: one image (≤ 1 MB; PNG, JPEG, WebP or GIF by
 * its bytes) as the raw body or a multipart file field. `avatar` makes it the signed-in player's
 * photo; `content` (the default) needs the back office's content.write. Answers 201 with the
 * upload's id and URL. Who may upload, and whether they have uploaded too much lately (30 in ten
 * minutes), is settled before the body is read.
 */
export function uploadRoute(contextFor: ContextFor): RequestHandler {
  const uploads = new UploadsService();
  const limiter = new RateLimiterMemory({ keyPrefix: "upload", points: UPLOADS_PER_10_MINUTES, duration: 600 });
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await contextFor(req);
      const purpose = String(req.query.purpose ?? UploadPurpose.CONTENT);
      const viewer = ctx.viewer;
      if (!viewer) throw unauthenticated();
      if (purpose === UploadPurpose.AVATAR) {
        if (!viewer.user) throw forbidden("Register before choosing a photo");
        if (viewer.user.imageBanned) throw forbidden("This account may not upload images");
      } else if (purpose === UploadPurpose.CONTENT) {
        checkAccess(ctx, Permission.CONTENT_WRITE);
      } else {
        throw badInput("purpose must be avatar or content");
      }
      await countUpload(limiter, viewer.address);
      const bytes = await readUpload(req);
      const info = purpose === UploadPurpose.AVATAR ? await uploads.storeProfileImage(ctx.em, bytes, viewer.address) : await uploads.store(ctx.em, bytes, viewer.address);
      res.status(201).json(info);
    } catch (e) {
      if (e instanceof EarlyRefusal) {
        res.set("Connection", "close");
        return void sendError(res, e.error);
      }
      if (e instanceof DomainError) return void sendError(res, e);
      next(e);
    }
  };
}

/**
 * `GET /uploads/:id`: the image's bytes as stored. An upload never changes, so it is cached for a
 * year as immutable, with its SHA-256 as ETag; `nosniff` and a sandboxing CSP keep a browser from
 * treating it as anything but a picture.
 */
export function uploadFiles(orm: Orm): express.Router {
  const uploads = new UploadsService();
  const router = express.Router();
  router.get("/:id", async (req, res, next) => {
    try {
      const image = await uploads.image(orm.em.fork(), req.params.id);
      if (!image) return void res.status(404).json({ error: { code: "NOT_FOUND", message: "No such image" } });
      const etag = `"${image.sha256}"`;
      res.set({
        ETag: etag,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
      if (req.headers["if-none-match"]?.split(",").some((t) => t.trim() === etag)) return void res.status(304).end();
      res.type(image.contentType).send(image.data);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
