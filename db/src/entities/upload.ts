import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt } from "./columns.js";

/** Image types an upload may be, sniffed from its bytes (never from its name or the client's header). */
export const UPLOAD_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** SPEC §5 / §9: an image is under 1 MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * An uploaded image, kept in Postgres (bytea) so it survives restarts and replicas share it.
 * Content addressed: the same bytes uploaded twice are one row, and a row never changes.
 */
export const Upload = defineEntity({
  name: "Upload",
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** Hex SHA-256 of the bytes: the served ETag, and what identical uploads share. */
    sha256: p.string().length(64).unique(),
    contentType: p.string().length(32),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    /** Read only when served. */
    data: p.blob().lazy(),
    /** Who first uploaded these bytes. */
    uploadedBy: address(),
    createdAt: createdAt(),
  },
});
export type Upload = InferEntity<typeof Upload>;
