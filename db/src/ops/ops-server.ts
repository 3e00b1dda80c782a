import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Readiness } from "./readiness.js";

export interface OpsEndpoints {
  /** Checks behind /ready. */
  ready: () => Promise<Readiness>;
  /** Prometheus text for /metrics; absent: 404. */
  metrics?: () => Promise<{ contentType: string; body: string }>;
  /** True once the process is shutting down: /ready then fails without running its checks. */
  draining?: () => boolean;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

/**
 * Answers /healthz (the process runs), /ready (200, or 503 naming the failed checks) and
 * /metrics; returns false for any other path so a server can serve it.
 */
export function serveOps(endpoints: OpsEndpoints) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = req.url?.split("?")[0];
    if (path === "/healthz") {
      json(res, 200, { status: "ok" });
      return true;
    }
    if (path === "/ready") {
      if (endpoints.draining?.()) {
        json(res, 503, { status: "not ready", failed: ["shutdown"], checks: { shutdown: { ok: false, error: "shutting down" } } });
        return true;
      }
      endpoints.ready().then(
        (r) => json(res, r.ready ? 200 : 503, { status: r.ready ? "ready" : "not ready", failed: r.failed, checks: r.checks }),
        (e: Error) => json(res, 503, { status: "not ready", failed: ["ready"], checks: { ready: { ok: false, error: e.message } } }),
      );
      return true;
    }
    if (path === "/metrics" && endpoints.metrics) {
      endpoints.metrics().then(
        ({ contentType, body }) => {
          res.writeHead(200, { "content-type": contentType });
          res.end(body);
        },
        () => json(res, 500, { error: "metrics unavailable" }),
      );
      return true;
    }
    return false;
  };
}

export interface OpsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** A listener of its own for the operational endpoints (port 0: any free port). */
export async function startOpsServer(port: number, host: string, endpoints: OpsEndpoints): Promise<OpsServer> {
  const handle = serveOps(endpoints);
  const server = createServer((req, res) => {
    if (!handle(req, res)) json(res, 404, { error: "not found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
