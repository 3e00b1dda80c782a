import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { Mailbox, type RelayMessage } from "./mailbox.js";

/**
 * A WalletConnect relay stand-in for development and tests: the relay's JSON-RPC over WebSocket
 * (irn_* methods, and the sign protocol's wc_proposeSession / wc_approveSession publishes) on
 * loopback, so a site and a wallet pair with no outside relay. Messages stay end-to-end encrypted
 * by the SDKs; the relay only routes them by topic. The ws URL's auth, projectId and ua are accepted as they come.
 */
export interface Relay {
  url: string;
  close(): Promise<void>;
}

interface Rpc {
  id: number | string;
  method?: string;
  params?: Record<string, unknown>;
}

/** Tags of the sign protocol's proposal, its answer and the settlement, as the wallet's SDK publishes them. */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const;
/** Keeps each client's heartbeat content: the SDK in Node reconnects when no ping comes for 35 s. */
const PING_MS = 15_000;

/** The client's id: the `iss` (did:key) of the auth JWT in the ws URL; a random one when it sends none. */
function clientIdOf(url: string | undefined): string {
  const jwt = new URL(url ?? "/", "ws://relay").searchParams.get("auth") ?? "";
  try {
    const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()) as { iss?: unknown };
    if (typeof claims.iss === "string") return claims.iss;
  } catch {
    // not a JWT: any client may connect to the stand-in
  }
  return randomBytes(16).toString("hex");
}

class Connection {
  readonly subscriptions = new Map<string, string>();
  private readonly delivered = new Set<string>();
  private nextId = Date.now() * 1000;

  constructor(readonly socket: WebSocket, private readonly clientId: string) {}

  /**
   * Subscribes to a topic under the id the SDK derives itself (sha256 of topic and client id), so
   * topics it subscribes without asking (the proposer's pairing topic, the approver's session topic) match.
   */
  subscribe(topic: string): string {
    const id = createHash("sha256").update(topic + this.clientId).digest("hex");
    this.subscriptions.set(id, topic);
    return id;
  }

  /** Sends each message once per connection, as an irn_subscription to the subscription on its topic. */
  deliver(messages: RelayMessage[]): void {
    for (const data of messages) {
      const key = `${data.topic}:${data.publishedAt}:${data.message}`;
      const sub = [...this.subscriptions].find(([, topic]) => topic === data.topic)?.[0];
      if (!sub || this.delivered.has(key)) continue;
      this.delivered.add(key);
      this.socket.send(JSON.stringify({ id: this.nextId++, jsonrpc: "2.0", method: "irn_subscription", params: { id: sub, data } }));
    }
  }

  /** Held messages this connection has not had yet (for irn_batchFetchMessages). */
  unseen(messages: RelayMessage[]): RelayMessage[] {
    return messages.filter((m) => {
      const key = `${m.topic}:${m.publishedAt}:${m.message}`;
      if (this.delivered.has(key)) return false;
      this.delivered.add(key);
      return true;
    });
  }
}

export async function startRelay(opts: { host?: string; port?: number } = {}): Promise<Relay> {
  const host = opts.host ?? "127.0.0.1";
  const mailbox = new Mailbox();
  const connections = new Set<Connection>();
  const server = new WebSocketServer({ host, port: opts.port ?? 0 });
  await new Promise<void>((ok, fail) => server.once("listening", ok).once("error", fail));

  const publish = (from: Connection, topic: string, message: string, ttl: number, tag: number) => {
    const sent = mailbox.put(from, topic, message, ttl, tag);
    for (const c of connections) if (c !== from) c.deliver([sent]);
  };

  const subscribe = (c: Connection, topic: string): string => c.subscribe(topic);

  const handle = (c: Connection, rpc: Rpc): { result: unknown; after?: () => void } | { error: { code: number; message: string } } => {
    const p = rpc.params ?? {};
    const ttl = Number(p.ttl ?? 300);
    switch (rpc.method) {
      case "irn_subscribe": {
        const topic = String(p.topic);
        return { result: subscribe(c, topic), after: () => c.deliver(mailbox.read(c, topic)) };
      }
      case "irn_batchSubscribe": {
        const topics = (p.topics as string[] | undefined) ?? [];
        return { result: topics.map((t) => subscribe(c, t)), after: () => topics.forEach((t) => c.deliver(mailbox.read(c, t))) };
      }
      case "irn_unsubscribe":
        c.subscriptions.delete(String(p.id));
        return { result: true };
      case "irn_batchUnsubscribe":
        for (const s of (p.subscriptions as { id: string }[] | undefined) ?? []) c.subscriptions.delete(s.id);
        return { result: true };
      case "irn_publish":
        publish(c, String(p.topic), String(p.message), ttl, Number(p.tag ?? 0));
        return { result: true };
      case "irn_batchPublish":
        for (const m of (p.messages as Record<string, unknown>[] | undefined) ?? []) publish(c, String(m.topic), String(m.message), Number(m.ttl ?? ttl), Number(m.tag ?? 0));
        return { result: true };
      case "irn_fetchMessages":
        return { result: { messages: c.unseen(mailbox.read(c, String(p.topic))), hasMore: false } };
      case "irn_batchFetchMessages":
        return { result: { messages: ((p.topics as string[] | undefined) ?? []).flatMap((t) => c.unseen(mailbox.read(c, t))), hasMore: false } };
      // The sign protocol's own publishes also subscribe their sender: the site to the pairing topic
      // (for the wallet's answer), the wallet to the new session topic.
      case "wc_proposeSession":
        subscribe(c, String(p.pairingTopic));
        publish(c, String(p.pairingTopic), String(p.sessionProposal), ttl, TAG.proposal);
        return { result: true };
      case "wc_approveSession":
        subscribe(c, String(p.sessionTopic));
        publish(c, String(p.pairingTopic), String(p.sessionProposalResponse), ttl, TAG.proposalResponse);
        publish(c, String(p.sessionTopic), String(p.sessionSettlementRequest), ttl, TAG.settle);
        return { result: true };
      default:
        return { error: { code: -32601, message: `Method not found: ${rpc.method}` } };
    }
  };

  server.on("connection", (socket, req) => {
    const c = new Connection(socket, clientIdOf(req.url));
    connections.add(c);
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on("close", () => {
      clearInterval(ping);
      connections.delete(c);
    });
    socket.on("message", (raw) => {
      let rpc: Rpc;
      try {
        rpc = JSON.parse(String(raw)) as Rpc;
      } catch {
        return;
      }
      if (!rpc.method) return; // a client's acknowledgement of an irn_subscription
      const answer = handle(c, rpc);
      socket.send(JSON.stringify({ id: rpc.id, jsonrpc: "2.0", ...("error" in answer ? { error: answer.error } : { result: answer.result }) }));
      if ("after" in answer) answer.after?.();
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://${host}:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        for (const c of connections) c.socket.terminate();
        server.close(() => ok());
      }),
  };
}
