import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "../image-cropper/image-file.js";
import { uploadImage, UploadError } from "./upload-image.js";

const png = (size: number) => new File([new Uint8Array(size)], "my_image.png", { type: "image/png" });

describe("uploadImage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a file of 1 MB or more without sending it (SPEC: under 1 MB)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(uploadImage(png(MAX_IMAGE_BYTES), "avatar", "http://x")).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    await expect(uploadImage(png(MAX_IMAGE_BYTES + 1), "avatar", "http://x")).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the picture as the body for its purpose and answers where it is served", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: "u1", url: "/uploads/u1", contentType: "image/png", width: 256, height: 256, byteSize: 900 }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const file = png(900);
    expect(await uploadImage(file, "avatar", "http://x")).toMatchObject({ id: "u1", url: "/uploads/u1" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://x/api/v1/uploads?purpose=avatar");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(file);
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("image/png");
    expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the gateway's refusal", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: { code: "BAD_USER_INPUT", message: "This file is not an image" } }), { status: 400 })));
    const err = await uploadImage(png(10), "content", "http://x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect(err).toMatchObject({ code: "BAD_USER_INPUT", message: "This file is not an image" });
  });
});
