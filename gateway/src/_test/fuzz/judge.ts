/** What must never appear in an answer: file paths, stack frames, SQL, driver names, HTML error pages. */
export const LEAK = /\/work\/|node_modules|\.tsx?:\d|\.m?js:\d|\n\s+at |\bat (?:async )?[\w$.<>]+ \(|\bSELECT\b|\bINSERT INTO\b|[Pp]ostgres|Maximum call stack|<html|<HTML|<pre>/;

export type PathKind = "graphql" | "rest" | "rpc";

/** The stable code an answer carries in its path's shape, or undefined when it has none. */
export function codeOf(kind: PathKind, body: unknown): string | undefined {
  const b = (body ?? {}) as { errors?: { extensions?: { code?: unknown } }[]; error?: { code?: unknown; data?: { code?: unknown } } };
  if (kind === "graphql") return typeof b.errors?.[0]?.extensions?.code === "string" ? b.errors[0].extensions.code : undefined;
  if (kind === "rpc") return typeof b.error?.code === "number" ? `rpc ${b.error.code}` : undefined;
  return typeof b.error?.code === "string" ? b.error.code : undefined;
}

export interface Verdict {
  /** "ok" for a success, the error code otherwise. */
  outcome: string;
  problems: string[];
}

/** Judges one answer: no 5xx, JSON with a code when it is an error, nothing leaked. */
export function judge(kind: PathKind, status: number, text: string): Verdict {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (LEAK.test(text)) problems.push(`leak: ${text.match(LEAK)![0]}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push("answer is not JSON");
    return { outcome: `status ${status}`, problems };
  }
  const code = Array.isArray(body) ? undefined : codeOf(kind, body);
  const failed = status >= 400 || (kind === "graphql" && !Array.isArray(body) && (body as { errors?: unknown }).errors !== undefined && (body as { data?: unknown }).data == null);
  if (failed && !code) problems.push(`error without a code (status ${status})`);
  return { outcome: code ?? (failed ? `status ${status}` : "ok"), problems };
}
