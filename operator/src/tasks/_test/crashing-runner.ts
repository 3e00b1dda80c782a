// A task runner process that dies (SIGKILL, no cleanup) the moment its first transaction is
// broadcast: what a crash between sending and recording the outcome leaves behind.
import { createOrm } from "@sunrise/db";
import { connectChains } from "../../chains.js";
import { loadEnv } from "../../env.js";
import { taskKeys } from "../keys.js";
import { TaskRunner } from "../runner.js";

const env = loadEnv();
const orm = await createOrm(env.DATABASE_URL);
const runner = new TaskRunner({
  orm,
  chains: connectChains(env),
  keys: taskKeys(env)!,
  leaseSeconds: 1,
  hooks: { afterBroadcast: async () => void process.kill(process.pid, "SIGKILL") },
});
await runner.tick();
