import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RpcEcho {
  url: string;
  /** Every method that reached the node, in order. */
  methods: string[];
  close(): Promise<void>;
}

/** A stand-in JSON-RPC node: answers every call with its own method name and records what reached it. */
export async function startRpcEcho(): Promise<RpcEcho> {
  const methods: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { id?: unknown; method: string } | { id?: unknown; method: string }[];
      const answer = (c: { id?: unknown; method: string }) => {
        methods.push(c.method);
        return { jsonrpc: "2.0", id: c.id ?? null, result: c.method };
      };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, methods, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
