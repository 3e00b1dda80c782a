// One load process of bench/soak.ts, so the load it makes is not limited by the CPU of the process
// that counts it. `subscribe <wsUrl> <tableIds> <count>`: opens `count` graphql-ws sockets (the
// protocol by hand, lighter than a full client), each following one table's rounds, and counts the
// events. `read <httpUrl> <perSecond>`: sends lobby reads at that rate over keep-alive connections
// and counts the answers by status.
import { Agent, request } from "node:http";
import WebSocket from "ws";

const [mode, url, ...rest] = process.argv.slice(2);
const send = (m: unknown) => process.send!(m);
const LOBBY = JSON.stringify({ query: `{ lobby { tableId gameType table round { id roundId state closesAt result } recentResults } }` });

function subscribe(tableIds: number[], count: number): void {
  const sockets: WebSocket[] = [];
  let events = 0;
  let errors = 0;
  let opened = 0;
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url!, "graphql-transport-ws");
      sockets.push(ws);
      const subscribeMessage = JSON.stringify({ id: "1", type: "subscribe", payload: { query: `subscription($t: Int) { roundUpdated(tableId: $t) { id state } }`, variables: { t: tableIds[i % tableIds.length] } } });
      ws.on("open", () => ws.send('{"type":"connection_init","payload":{}}'));
      ws.on("message", (data) => {
        const text = String(data);
        if (text.startsWith('{"id":"1","type":"next"')) return void events++;
        const type = (JSON.parse(text) as { type: string }).type;
        if (type === "connection_ack") {
          ws.send(subscribeMessage);
          opened++;
          resolve();
        } else if (type === "error") errors++;
      });
      ws.on("close", () => void errors++);
      ws.on("error", () => resolve());
    });
  process.on("message", async (m: { cmd: string }) => {
    if (m.cmd === "open") {
      for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k)));
      send({ opened });
    } else if (m.cmd === "report") send({ events, errors });
    else if (m.cmd === "close") {
      for (const ws of sockets) ws.removeAllListeners("close").terminate();
      send({ events, errors });
      process.exit(0);
    }
  });
}

function read(perSecond: number): void {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const statuses: Record<number, number> = {};
  let sent = 0;
  let failed = 0;
  /** Why reads failed (the error's code or message) and in which minute after the start, so a run says when and how. */
  const failures: Record<string, number> = {};
  let startedAt = 0;
  let reading = false;
  const target = new URL("/graphql", url);
  const one = () => {
    sent++;
    const req = request(target, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(LOBBY) }, timeout: 30_000 }, (res) => {
      statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
      res.resume();
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (e: NodeJS.ErrnoException) => {
      failed++;
      const key = `${e.code ?? e.message} in minute ${Math.floor((performance.now() - startedAt) / 60_000) + 1}`;
      failures[key] = (failures[key] ?? 0) + 1;
    });
    req.end(LOBBY);
  };
  const tickMs = 20;
  let owed = 0;
  let last = performance.now();
  const tick = () => {
    if (!reading) return;
    const now = performance.now();
    owed += ((now - last) / 1000) * perSecond;
    last = now;
    for (; owed >= 1; owed--) one();
    setTimeout(tick, tickMs);
  };
  process.on("message", (m: { cmd: string }) => {
    if (m.cmd === "start") {
      reading = true;
      last = startedAt = performance.now();
      tick();
      send({ started: true });
    } else if (m.cmd === "report") send({ sent, statuses, failed, failures });
    else if (m.cmd === "stop") {
      reading = false;
      send({ sent, statuses, failed, failures });
    }
  });
}

if (mode === "subscribe") subscribe(rest[0]!.split(",").map(Number), Number(rest[1]));
else if (mode === "read") read(Number(rest[0]));
else throw new Error(`unknown mode ${mode}`);
send({ ready: true });
