import type { AdminTaskFieldsFragment } from "../../gql/admin/graphql.js";
import { typed } from "./graphql-errors.js";

export const STAFF = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

/** An admin task as the gateway serves it. */
export const task = (over: Partial<AdminTaskFieldsFragment> = {}): AdminTaskFieldsFragment =>
  typed("AdminTask", {
    id: "t1", kind: "contract.pause", params: { contract: "AssetChainBridge" }, state: "NEW", target: "contract:AssetChainBridge", chain: null, txHash: null, error: null, attempts: 0,
    createdBy: STAFF, createdAt: "2026-11-22T12:00:00.000Z", startedAt: null, finishedAt: null, updatedAt: "2026-11-22T12:00:00.000Z", transactions: [], ...over,
  } satisfies AdminTaskFieldsFragment);

export const taskPage = (tasks: AdminTaskFieldsFragment[]) => ({
  adminTasks: { __typename: "AdminTaskConnection", edges: tasks.map((t) => ({ __typename: "AdminTaskEdge", cursor: t.id, node: t })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } },
});
