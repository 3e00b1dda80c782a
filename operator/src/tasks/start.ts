import type { Orm } from "@sunrise/db";
import type { Chains } from "../chains.js";
import { every } from "../loop.js";
import { addressOf, taskKeys, type TaskKeyEnv } from "./keys.js";
import { TaskRunner } from "./runner.js";

/** Starts the back-office task runner when a task admin key is configured; null otherwise. */
export function startTaskRunner(env: TaskKeyEnv & { TASK_POLL_MS: number }, chains: Chains, orm: Orm, onError: (e: unknown) => void) {
  const keys = taskKeys(env);
  if (!keys) return null;
  const runner = new TaskRunner({ orm, chains, keys });
  const roles = Object.entries(keys).map(([role, key]) => `${role} ${addressOf(key)}`).join(", ");
  return { roles, stop: every(env.TASK_POLL_MS, () => runner.tick().then(() => undefined), onError) };
}
