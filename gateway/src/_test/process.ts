import { spawn, type ChildProcess } from "node:child_process";

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

const MAIN = new URL("../main.ts", import.meta.url).pathname;

/**
 * A gateway in its own process (`main.ts`, as `npm start` runs it) over `databaseUrl`, on a port the
 * system picks. Chain reads point nowhere: live tables need only Postgres.
 */
export async function spawnGateway(databaseUrl: string, env: Record<string, string> = {}): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: new URL("../..", import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: databaseUrl,
      GATEWAY_PORT: "0",
      ASSET_RPC_URL: "http://127.0.0.1:9",
      GAME_RPC_URL: "http://127.0.0.1:9",
      DEPLOYMENTS_FILE: "/nonexistent/deployments.json",
      CLIENT_DIST: "/nonexistent/dist",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (found) {
        child.stdout!.off("data", onData);
        child.stdout!.resume();
        resolve(found[1]!);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then(() => reject(new Error(`gateway exited before listening: ${out}`)));
  });
  return { child, url, port: Number(new URL(url).port), exited };
}
