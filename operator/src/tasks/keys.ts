import { Wallet } from "ethers";

/**
 * The keys tasks send with, by the contract role a call needs: DEFAULT_ADMIN_ROLE (table limits,
 * minimum validators), PAUSER_ROLE (pause, unpause), OPERATOR_ROLE (staking rounds, bonus rates,
 * anyone-may calls such as refunds; the USDC vault's REVIEWER_ROLE for its review queue) and the treasury that holds the SUSD transfers are paid from.
 */
export type KeyRole = "admin" | "pauser" | "operator" | "treasury";

export type TaskKeys = Record<KeyRole, string>;

export interface TaskKeyEnv {
  TASK_ADMIN_KEY?: string;
  TASK_PAUSER_KEY?: string;
  TASK_OPERATOR_KEY?: string;
  TREASURY_KEY?: string;
}

/** Each role's key; a role without its own key uses the admin key. Null when no admin key is set (no task runner). */
export function taskKeys(env: TaskKeyEnv): TaskKeys | null {
  const admin = env.TASK_ADMIN_KEY;
  if (!admin) return null;
  return { admin, pauser: env.TASK_PAUSER_KEY ?? admin, operator: env.TASK_OPERATOR_KEY ?? admin, treasury: env.TREASURY_KEY ?? admin };
}

export const addressOf = (key: string) => new Wallet(key).address.toLowerCase();
