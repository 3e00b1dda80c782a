// Table chat delivery: BENCH_CHAT_SOCKETS (1,000) graphql-ws sockets from BENCH_CLIENT_PROCESSES (2)
// client processes watch one table's chat while BENCH_CHAT_POSTERS (50) signed-in players post
// BENCH_CHAT_RATE (20) lines a second for BENCH_CHAT_SECONDS (15) over HTTP, each within the
// per-player limit. Prints how long after it was sent each socket had each line (p50/p99: post,
// masking and storage, NOTIFY, fan-out), first on one gateway, then with the sockets and posters
// spread over two gateway replicas sharing the database.
import { fork, type ChildProcess } from "node:child_process";
import { Wallet } from "ethers";
import { User } from "@sunrise/db";
import { createTestDatabase } from "@sunrise/db/testing";
import { seedCasino, sleep, spawnGateway, type BenchGateway } from "./live-gateway.js";
import { summary } from "./stats.js";

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const POSTERS = Number(process.env.BENCH_CHAT_POSTERS ?? 50);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 16500);
const TABLE = 1;
const WARM_UP = 5;
/** BENCH_CHAT_REPLICAS: the runs, in order, by number of gateways (1 or 2). */
const PHASES = (process.env.BENCH_CHAT_REPLICAS ?? "1,2").split(",").map(Number);

type Reply = Record<string, unknown>;
interface Worker {
  ask(message: Reply, until: (r: Reply) => boolean): Promise<Reply>;
}

function startWorker(urls: string[], count: number): Promise<Worker> {
  const child: ChildProcess = fork(new URL("./chat-delivery-worker.ts", import.meta.url).pathname, [urls.join(","), String(count), String(TABLE)], { execArgv: ["--import", "tsx"] });
  const ask = (message: Reply, until: (r: Reply) => boolean) =>
    new Promise<Reply>((resolve) => {
      const on = (r: Reply) => until(r) && (child.off("message", on), resolve(r));
      child.on("message", on);
      if (Object.keys(message).length) child.send(message);
    });
  return ask({}, (r) => r.ready === true).then(() => ({ ask }));
}

const gql = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: Record<string, { message?: string; token?: string }>; errors?: { message: string; extensions?: { code?: string } }[] };
};

/** Registered players signed in (SIWE) on the first gateway (the posters, then the warm-up players); their sessions hold on every replica. */
async function signInPosters(orm: Awaited<ReturnType<typeof createTestDatabase>>["orm"], url: string): Promise<string[]> {
  const wallets = Array.from({ length: POSTERS + WARM_UP }, () => Wallet.createRandom());
  const em = orm.em.fork();
  wallets.forEach((w, i) => em.create(User, { address: w.address.toLowerCase(), name: `Player ${i + 1}` }));
  await em.flush();
  return Promise.all(wallets.map(async (w) => {
    const challenge = await gql(url, `mutation($a: String!) { requestSignIn(address: $a, chainId: 31337) { message } }`, { a: w.address });
    const message = challenge.data!.requestSignIn!.message!;
    const session = await gql(url, `mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token } }`, { m: message, s: await w.signMessage(message) });
    return session.data!.signIn!.token!;
  }));
}

/** One run: sockets spread over `gateways`, posters sending round-robin through them; the figures of every delivery. */
async function run(label: string, gateways: BenchGateway[], tokens: string[], warmUp: string[]): Promise<void> {
  const wsUrls = gateways.map((g) => `${g.url.replace("http", "ws")}/graphql`);
  const shares = Array.from({ length: PROCESSES }, (_, i) => Math.floor(SOCKETS / PROCESSES) + (i < SOCKETS % PROCESSES ? 1 : 0));
  const workers = await Promise.all(shares.map((n) => startWorker(wsUrls, n)));
  const opened = await Promise.all(workers.map((w) => w.ask({ cmd: "open" }, (r) => "opened" in r)));
  const openFailures = opened.reduce((n, r) => n + (r.failures as number), 0);
  await sleep(2000); // the last subscriptions start after their connection_ack
  // Warm-up lines from players of their own (the measured posters' rate-limit windows stay clear), not counted.
  for (const [i, token] of warmUp.entries()) await gql(gateways[i % gateways.length]!.url, `mutation { postChatMessage(tableId: ${TABLE}, text: "warm-up") { id } }`, {}, token);
  await sleep(1000);
  await Promise.all(workers.map((w) => w.ask({ cmd: "report" }, (r) => "latencies" in r)));

  const total = RATE * SECONDS;
  const refused: Record<string, number> = {};
  const posts: Promise<void>[] = [];
  const answered: number[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const gateway = gateways[i % gateways.length]!;
    const token = tokens[i % tokens.length]!;
    // The send time rides in the line, in base 36 (a run of 10 digits would be masked as a phone number).
    const sent = performance.timeOrigin + performance.now();
    posts.push(gql(gateway.url, `mutation($t: String!) { postChatMessage(tableId: ${TABLE}, text: $t) { id } }`, { t: `line ${i} 🎲 @${Math.round(sent).toString(36)}` }, token).then((r) => {
      answered.push(performance.timeOrigin + performance.now() - sent);
      const code = r.errors?.[0]?.extensions?.code;
      if (code) refused[code] = (refused[code] ?? 0) + 1;
    }));
  }
  await Promise.all(posts);
  const postSeconds = (performance.now() - start) / 1000;
  const accepted = total - Object.values(refused).reduce((a, b) => a + b, 0);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const counts = await Promise.all(workers.map((w) => w.ask({ cmd: "count" }, (r) => "received" in r)));
    if (counts.reduce((n, r) => n + (r.received as number), 0) >= accepted * SOCKETS) break;
    await sleep(200);
  }
  const reports = await Promise.all(workers.map((w) => w.ask({ cmd: "report" }, (r) => "latencies" in r)));
  const latencies = reports.flatMap((r) => r.latencies as number[]);
  const missed = accepted * SOCKETS - latencies.length;
  await Promise.all(workers.map((w) => w.ask({ cmd: "close" }, (r) => "closed" in r)));

  console.log(`${label}: ${SOCKETS} sockets (${openFailures} failed to open), ${total} lines in ${postSeconds.toFixed(1)} s (${(total / postSeconds).toFixed(1)}/s) from ${tokens.length} players, refused: ${JSON.stringify(refused)}`);
  console.log(`${label}: delivery (sent → on the socket) ${latencies.length ? summary(latencies) : "none"}; ${latencies.length} deliveries, missed ${missed}`);
  console.log(`${label}: the poster's answer (sent → postChatMessage answered) ${summary(answered)}`);
}

const db = await createTestDatabase();
await seedCasino(db.orm, 0);
const env = { RATE_LIMIT_SIGN_IN_PER_MINUTE: "100000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000" };
const one = await spawnGateway(db.url, PORT, { ...env, SIWE_DOMAINS: `127.0.0.1:${PORT}` });
let two: BenchGateway | undefined;
try {
  const signedIn = await signInPosters(db.orm, one.url);
  const [tokens, warmUp] = [signedIn.slice(0, POSTERS), signedIn.slice(POSTERS)];
  for (const [i, replicas] of PHASES.entries()) {
    if (i > 0) await sleep(11_000); // every poster's rate-limit window is clear again
    if (replicas > 1) two ??= await spawnGateway(db.url, PORT + 1, env);
    await run(replicas > 1 ? "two gateway replicas" : "one gateway", replicas > 1 ? [one, two!] : [one], tokens, warmUp);
  }
} finally {
  await two?.stop();
  await one.stop();
  await db.close();
}
