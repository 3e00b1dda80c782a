import busboy from "busboy";
import type { Request } from "express";
import { MAX_UPLOAD_BYTES } from "@sunrise/db";
import { DomainError, ErrorCode } from "../../errors.js";

export const TOO_LARGE = "The image is too large: the limit is 1 MB";
/** Room for a multipart body's boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

export const tooLarge = () => new DomainError(ErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE);
const badRequest = (message: string) => new DomainError(ErrorCode.BAD_REQUEST, message);

/** A refusal found before the body was read: the response closes the connection so the client stops sending. */
export class EarlyRefusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

/**
 * The uploaded file's bytes, from a raw body (any content type but multipart) or from the one file
 * part of a `multipart/form-data` body (busboy). A declared length over the limit is refused before
 * a byte is read; a body that turns out longer (chunked, or lying) is refused as soon as it passes.
 */
export function readUpload(req: Request): Promise<Buffer> {
  const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > MAX_UPLOAD_BYTES + (multipart ? MULTIPART_OVERHEAD : 0)) return Promise.reject(new EarlyRefusal(tooLarge()));
  return multipart ? readMultipart(req) : readRaw(req);
}

function readRaw(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        req.off("data", onData);
        req.pause();
        reject(new EarlyRefusal(tooLarge()));
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => (size ? resolve(Buffer.concat(chunks)) : reject(badRequest("The request has no file: send the image as the body or as a multipart file field"))));
    req.on("error", () => reject(badRequest("The upload was cut short")));
  });
}

function readMultipart(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 8, fieldSize: 1024, parts: 10 } });
    } catch {
      return reject(badRequest("Malformed multipart body"));
    }
    let file: Promise<Buffer> | undefined;
    parser.on("file", (_name, stream) => {
      file ??= new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("limit", () => {
          req.unpipe(parser);
          req.pause();
          fail(new EarlyRefusal(tooLarge()));
        });
        stream.on("end", () => done(Buffer.concat(chunks)));
      });
      file.catch(reject);
    });
    parser.on("error", () => reject(badRequest("Malformed multipart body")));
    parser.on("close", () => {
      if (!file) return reject(badRequest("The request has no file: send the image as the body or as a multipart file field"));
      file.then((b) => (b.length ? resolve(b) : reject(badRequest("The uploaded file is empty"))), reject);
    });
    req.pipe(parser);
  });
}
