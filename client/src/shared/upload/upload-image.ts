import { apiFetch } from "../apollo/api-fetch.js";
import { MAX_IMAGE_BYTES } from "../image-cropper/image-file.js";

/** The gateway's answer to an upload: where the image is served. */
export interface UploadedImage { id: string; url: string; contentType: string; width: number; height: number; byteSize: number }

/** `avatar` becomes the signed-in player's photo at once; `content` is a picture for popups and banners (staff). */
export type UploadPurpose = "avatar" | "content";

/** A refused upload, with the gateway's code (PAYLOAD_TOO_LARGE, BAD_USER_INPUT, FORBIDDEN…) and message. */
export class UploadError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** `POST /api/v1/uploads?purpose=…` with the image as the body; files of 1 MB or more are refused before sending. */
export async function uploadImage(file: Blob, purpose: UploadPurpose, origin = window.location.origin, fetchImpl: typeof fetch = apiFetch): Promise<UploadedImage> {
  if (file.size >= MAX_IMAGE_BYTES) throw new UploadError("PAYLOAD_TOO_LARGE", "The image must be under 1 MB");
  const res = await fetchImpl(`${origin}/api/v1/uploads?purpose=${purpose}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as (UploadedImage & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || !body || body.error) throw new UploadError(body?.error?.code ?? `HTTP_${res.status}`, body?.error?.message ?? `Upload failed (${res.status})`);
  return body;
}
