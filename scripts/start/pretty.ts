import pinoPretty from "pino-pretty";

/**
 * Turns a child's output into terminal lines: its JSON log lines as pino-pretty prints them, any
 * other line as it is, each prefixed with the process's name. Keeps a line cut between chunks.
 */
export function prettyLines(name: string, colorize = Boolean(process.stdout.isTTY)) {
  const pretty = pinoPretty.prettyFactory({ colorize, translateTime: "HH:MM:ss.l", ignore: "pid,hostname,service" });
  let partial = "";
  const line = (text: string) => `[${name}] ${text.startsWith("{") ? pretty(text).trimEnd() : text}\n`;
  return {
    /** The complete lines of `chunk` (with what was left of the previous one), formatted. */
    push(chunk: string): string {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      return lines.filter((l) => l !== "").map(line).join("");
    },
    /** Formats a block of output at once (a crashed child's last lines). */
    all(text: string): string {
      return text.split("\n").filter((l) => l !== "").map(line).join("");
    },
  };
}
