import { fork, type ChildProcess } from "node:child_process";

export type Reply = Record<string, unknown>;

/** A bench client process, asked by message: `ask` sends one (none when empty) and waits for the reply `until` accepts. */
export interface WorkerProcess {
  child: ChildProcess;
  ask(message: Reply, until: (r: Reply) => boolean): Promise<Reply>;
}

/** Forks a bench worker script (run with tsx) and waits for its `{ ready: true }`. */
export function forkWorker(script: string, args: string[]): Promise<WorkerProcess> {
  const child = fork(new URL(script, import.meta.url).pathname, args, { execArgv: ["--import", "tsx"] });
  const ask = (message: Reply, until: (r: Reply) => boolean) =>
    new Promise<Reply>((resolve) => {
      const on = (r: Reply) => until(r) && (child.off("message", on), resolve(r));
      child.on("message", on);
      if (Object.keys(message).length) child.send(message);
    });
  return ask({}, (r) => r.ready === true).then(() => ({ child, ask }));
}
