// One client process of bench/chat-delivery.ts: opens its share of sockets (graphql-transport-ws by
// hand), subscribes each to one table's chat and keeps, per line, how long after it was sent each
// socket had it (the sender wrote its send time into the line).
import WebSocket from "ws";

const [urlsArg, countArg, tableArg] = process.argv.slice(2);
const URLS = urlsArg!.split(",");
const COUNT = Number(countArg);
const SUBSCRIBE = JSON.stringify({ id: "1", type: "subscribe", payload: { query: `subscription { chatMessagePosted(tableId: ${Number(tableArg)}) { id text author { id name imageUrl } postedAt } }` } });
const now = () => performance.timeOrigin + performance.now();
const send = (m: unknown) => process.send!(m);

const sockets: WebSocket[] = [];
let failures = 0;
const latencies: number[] = [];
let received = 0;

function open(url: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, "graphql-transport-ws");
    sockets.push(ws);
    ws.on("open", () => ws.send('{"type":"connection_init","payload":{}}'));
    ws.on("message", (data) => {
      const at = now();
      const msg = JSON.parse(String(data)) as { type: string; payload?: { data?: { chatMessagePosted?: { text: string } } } };
      if (msg.type === "connection_ack") {
        ws.send(SUBSCRIBE);
        resolve();
      } else if (msg.type === "next") {
        const sent = parseInt(/@([0-9a-z]+)$/.exec(msg.payload?.data?.chatMessagePosted?.text ?? "")?.[1] ?? "", 36);
        if (Number.isFinite(sent)) latencies.push(at - sent);
        received++;
      } else if (msg.type === "error") failures++;
    });
    ws.on("error", () => (failures++, resolve()));
  });
}

process.on("message", async (m: { cmd: string }) => {
  if (m.cmd === "open") {
    let next = 0;
    await Promise.all(Array.from({ length: 50 }, async () => {
      while (next < COUNT) await open(URLS[next++ % URLS.length]!);
    }));
    send({ opened: sockets.length, failures });
  } else if (m.cmd === "count") {
    send({ received });
  } else if (m.cmd === "report") {
    send({ latencies, received, failures });
    latencies.length = 0;
    received = 0;
  } else if (m.cmd === "close") {
    for (const ws of sockets) ws.terminate();
    send({ closed: true });
    process.exit(0);
  }
});
send({ ready: true });
