// One client process of bench/chat-delivery.ts: opens its share of sockets (graphql-transport-ws by
// hand), subscribes each to one table's chat and keeps, per line, how long after it was sent each
// socket had it (the sender wrote its send time into the line).
import WebSocket from "ws";

const [urlsArg, countArg, tableArg] = process.argv.slice(2);
const URLS = urlsArg!.split(",");
const COUNT = Number(countArg);
const SUBSCRIBE = JSON.stringify({ id: "1", type: "subscribe", payload: { query: `subscription { chatMessagePosted(tableId: ${Number(tableArg)}) { id text author { id name imageUrl } postedAt } }` } });
const now = () => performance.timeOrigin + performance.now();
/** A `next` with a measured line: the send time the sender wrote at the end of its text, base 36. */
const LINE = /^\{"id":"1","type":"next".*@([0-9a-z]+)"/;
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
      const text = String(data);
      // Lines are read without parsing the message: this process shares the machine with the
      // gateway it measures, and 10,000 JSON parses a second would take its CPU.
      const line = LINE.exec(text);
      if (line) {
        latencies.push(at - parseInt(line[1]!, 36));
        received++;
        return;
      }
      const msg = JSON.parse(text) as { type: string };
      if (msg.type === "connection_ack") {
        ws.send(SUBSCRIBE);
        resolve();
      } else if (msg.type === "next") received++;
      else if (msg.type === "error") failures++;
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
