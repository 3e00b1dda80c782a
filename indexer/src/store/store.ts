import type { EntityManager } from "@sunrise/db";
import type { Channel } from "@sunrise/db";

/** What handlers see: the transaction's entity manager and a list of notices sent at commit. */
export interface Store {
  em: EntityManager;
  notify(channel: Channel, payload: object): void;
}
