import { createHash } from "node:crypto";
import { Upload, User, type EntityManager } from "@sunrise/db";
import { notFound } from "../../errors.js";
import { checkImage } from "./image-check.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an upload is served (a path on the gateway's own origin). */
export const uploadUrl = (id: string) => `/uploads/${id}`;

export interface UploadInfo {
  id: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
}

export interface StoredImage {
  contentType: string;
  sha256: string;
  data: Buffer;
}

export const toUploadInfo = (u: Pick<Upload, "id" | "contentType" | "width" | "height" | "byteSize" | "sha256">): UploadInfo => ({
  id: u.id, url: uploadUrl(u.id), contentType: u.contentType, width: u.width, height: u.height, byteSize: u.byteSize, sha256: u.sha256,
});

/** Images kept in Postgres: checked, content addressed (the same bytes are stored once), served forever under their id. */
export class UploadsService {
  /** Checks and stores the bytes (or finds them stored already) for `uploader`. */
  async store(em: EntityManager, bytes: Buffer, uploader: string): Promise<UploadInfo> {
    const image = await checkImage(bytes);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    // One statement, so two identical uploads at once still make one row.
    const [row] = await em.getConnection().execute<{ id: string }[]>(
      `insert into upload (id, sha256, content_type, width, height, byte_size, data, uploaded_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (sha256) do update set sha256 = excluded.sha256 returning id`,
      [crypto.randomUUID(), sha256, image.contentType, image.width, image.height, bytes.length, bytes, uploader],
      "all",
      em.getTransactionContext(),
    );
    return toUploadInfo({ id: row!.id, sha256, byteSize: bytes.length, ...image });
  }

  /** Stores a player's photo and makes it theirs, in one transaction. */
  async storeProfileImage(em: EntityManager, bytes: Buffer, address: string): Promise<UploadInfo> {
    return em.transactional(async (tx) => {
      const info = await this.store(tx, bytes, address);
      await tx.nativeUpdate(User, { address }, { imageId: info.id });
      return info;
    });
  }

  /** The bytes to serve, or null when there is no such upload. */
  async image(em: EntityManager, id: string): Promise<StoredImage | null> {
    if (!UUID.test(id)) return null;
    const [row] = await em.getConnection().execute<StoredImage[]>(`select content_type as "contentType", sha256, data from upload where id = ?`, [id]);
    return row ?? null;
  }

  /** Upload facts (no bytes) by id; NOT_FOUND names the field that referred to a missing one. */
  async info(em: EntityManager, id: string, field = "uploadId"): Promise<UploadInfo> {
    const row = UUID.test(id) ? await em.findOne(Upload, { id }) : null;
    if (!row) {
      const e = notFound(`No uploaded image ${id}`);
      e.extensions.field = field;
      throw e;
    }
    return toUploadInfo(row);
  }

  async infos(em: EntityManager, ids: readonly string[]): Promise<Map<string, UploadInfo>> {
    const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
    const rows = valid.length ? await em.find(Upload, { id: { $in: valid } }) : [];
    return new Map(rows.map((r) => [r.id, toUploadInfo(r)]));
  }
}
