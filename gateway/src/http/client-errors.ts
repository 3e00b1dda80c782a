import { maxHeaderSize, STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { ErrorCode } from "../errors.js";

/** Node's parser errors a client causes, as a status and a stable code (anything else is a malformed request). */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "REQUEST_HEADER_FIELDS_TOO_LARGE"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, ErrorCode.PAYLOAD_TOO_LARGE],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "REQUEST_TIMEOUT"],
};

const messageFor = (status: number) =>
  status === 431 ? `The request line and headers exceed ${maxHeaderSize} bytes: send a long GraphQL operation as a POST body` : status === 408 ? "The request took too long to arrive" : status === 413 ? "Request is too large" : "Malformed HTTP request";

/**
 * Answers a request Node's HTTP parser refused (a URL or headers past `maxHeaderSize`, a malformed
 * request line) with JSON instead of Node's bare status line. The path is not known yet, so the
 * body carries both shapes: GraphQL's `errors` and REST's `error`.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const [status, code] = PARSER_ERRORS[err.code ?? ""] ?? [400, ErrorCode.BAD_REQUEST];
    const message = messageFor(status);
    const body = JSON.stringify({ errors: [{ message, extensions: { code } }], error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
