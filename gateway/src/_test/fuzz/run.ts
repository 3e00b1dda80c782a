import { fuzzRequest, random, type FuzzRequest } from "./cases.js";
import { judge } from "./judge.js";

export interface FuzzReport {
  requests: number;
  /** How many answers had each status class and code, e.g. "400 BAD_USER_INPUT". */
  outcomes: Record<string, number>;
  serverErrors: number;
  leaks: number;
  failures: { request: string; problems: string[] }[];
}

const describe = (r: FuzzRequest) => `${r.method} ${r.path.slice(0, 120)} ${JSON.stringify(r.headers)} ${typeof r.body === "string" ? r.body.slice(0, 160) : r.body ? `<${r.body.length} bytes>` : ""}`;

async function send(url: string, r: FuzzRequest): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url + r.path, { method: r.method, headers: r.headers, body: r.body as RequestInit["body"] });
    return { status: res.status, text: await res.text() };
  } catch (e) {
    return { status: 599, text: `fetch failed: ${(e as Error).message}` };
  }
}

/** Sends `count` seeded malformed requests, `concurrency` at a time, and judges every answer. */
export async function runFuzz(url: string, seed: number, count: number, concurrency = 8): Promise<FuzzReport> {
  const rng = random(seed);
  const requests = Array.from({ length: count }, (_, i) => fuzzRequest(rng, i));
  const report: FuzzReport = { requests: count, outcomes: {}, serverErrors: 0, leaks: 0, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      const { status, text } = await send(url, r);
      const verdict = judge(r.kind, status, text);
      const key = `${r.kind} ${status} ${verdict.outcome}`;
      report.outcomes[key] = (report.outcomes[key] ?? 0) + 1;
      if (status >= 500) report.serverErrors++;
      if (verdict.problems.some((p) => p.startsWith("leak"))) report.leaks++;
      if (verdict.problems.length > 0) report.failures.push({ request: describe(r), problems: verdict.problems });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
