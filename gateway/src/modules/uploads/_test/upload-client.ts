import type { Actor } from "../../../_test/roles.js";

export interface UploadAnswer {
  status: number;
  body: { id?: string; url?: string; contentType?: string; width?: number; height?: number; byteSize?: number; sha256?: string; error?: { code: string; message: string } };
}

/** POSTs bytes to /api/v1/uploads as the raw body. */
export async function uploadRaw(url: string, who: Actor | null, bytes: Buffer, purpose = "content", contentType = "application/octet-stream"): Promise<UploadAnswer> {
  const res = await fetch(`${url}/api/v1/uploads?purpose=${purpose}`, { method: "POST", headers: { "content-type": contentType, ...(who?.headers ?? {}) }, body: bytes });
  return { status: res.status, body: (await res.json()) as UploadAnswer["body"] };
}

/** POSTs bytes as the `file` field of a multipart form, as a browser sends a cropped Blob. */
export async function uploadForm(url: string, who: Actor | null, bytes: Buffer, filename: string, purpose = "content", type = "image/png"): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${url}/api/v1/uploads?purpose=${purpose}`, { method: "POST", headers: who?.headers ?? {}, body: form });
  return { status: res.status, body: (await res.json()) as UploadAnswer["body"] };
}
