// One client process of bench/fanout.ts: opens its share of sockets (graphql-transport-ws by hand,
// lighter than a full client), subscribes each to roundUpdated and reports when each event arrived.
import WebSocket from "ws";

const [url, countArg, inflightArg] = process.argv.slice(2);
const COUNT = Number(countArg);
const IN_FLIGHT = Number(inflightArg ?? 50);
const SUBSCRIBE = JSON.stringify({ id: "1", type: "subscribe", payload: { query: "subscription { roundUpdated { id tableId gameType table roundId state openedAt closesAt result } }" } });
const now = () => performance.timeOrigin + performance.now();
const send = (m: unknown) => process.send!(m);

const sockets: WebSocket[] = [];
const setupMs: number[] = [];
let failures = 0;
/** roundId → first and last arrival and how many sockets got it */
const arrivals = new Map<number, { first: number; last: number; count: number }>();

function open(): Promise<void> {
  return new Promise((resolve) => {
    const start = now();
    const ws = new WebSocket(url!, "graphql-transport-ws");
    sockets.push(ws);
    ws.on("open", () => ws.send('{"type":"connection_init","payload":{}}'));
    ws.on("message", (data) => {
      const at = now();
      const msg = JSON.parse(String(data)) as { type: string; payload?: { data?: { roundUpdated?: { roundId: number } } } };
      if (msg.type === "connection_ack") {
        setupMs.push(at - start);
        ws.send(SUBSCRIBE);
        resolve();
      } else if (msg.type === "next") {
        const roundId = msg.payload?.data?.roundUpdated?.roundId ?? -1;
        const a = arrivals.get(roundId) ?? { first: at, last: at, count: 0 };
        a.last = at;
        a.count++;
        arrivals.set(roundId, a);
      } else if (msg.type === "error") failures++;
    });
    ws.on("error", () => (failures++, resolve()));
  });
}

process.on("message", async (m: { cmd: string; roundId?: number }) => {
  if (m.cmd === "open") {
    let next = 0;
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      while (next < COUNT) {
        next++;
        await open();
      }
    }));
    send({ opened: sockets.length, setupMs, failures });
  } else if (m.cmd === "arrivals") {
    send({ roundId: m.roundId, ...(arrivals.get(m.roundId!) ?? { first: 0, last: 0, count: 0 }) });
  } else if (m.cmd === "close") {
    for (const ws of sockets) ws.terminate();
    send({ closed: true });
    process.exit(0);
  }
});
send({ ready: true });
