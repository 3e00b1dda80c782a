import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** The backend port each accepted connection went to, in order. */
  routed: number[];
  /** Stops sending new connections to a backend (a load balancer's failed health check). */
  remove(port: number): void;
  close(): Promise<void>;
}

/** One TCP port in front of several gateways, handing each new connection to the next one in turn. */
export async function startProxy(ports: number[]): Promise<RoundRobinProxy> {
  const backends = [...ports];
  const routed: number[] = [];
  const sockets = new Set<Socket>();
  let next = 0;
  const server = createServer((client) => {
    const port = backends[next++ % backends.length]!;
    routed.push(port);
    const upstream = connect(port, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    remove: (p) => void backends.splice(backends.indexOf(p), 1),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
