import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { SystemStatusDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { SystemPage } from "./SystemPage.js";

const status = {
  __typename: "SystemStatus",
  id: "system",
  checkedAt: "2026-11-29T01:00:00.000Z",
  chains: [
    { __typename: "SystemChain", id: "asset", chainId: 31337, head: 1204, headAt: "2026-11-29T01:00:00.000Z", indexed: 1204, lagBlocks: 0, lagSeconds: 0, error: null },
    { __typename: "SystemChain", id: "game", chainId: null, head: null, headAt: null, indexed: null, lagBlocks: null, lagSeconds: null, error: "Chain unreachable: fetch failed" },
  ],
  tables: [
    { __typename: "SystemTable", id: "1", tableId: 1, name: "Roulette 1", enabled: true, paused: false, lastRoundId: 42, lastRoundState: "open", lastRoundOpenedAt: "2026-11-29T00:59:55.000Z", bettingClosesAt: "2026-11-29T01:00:10.000Z", nextRoundInSeconds: 10, stuckRounds: 0 },
    { __typename: "SystemTable", id: "2", tableId: 2, name: "Baccarat 1", enabled: true, paused: true, lastRoundId: 7, lastRoundState: "closed", lastRoundOpenedAt: "2026-11-29T00:50:00.000Z", bettingClosesAt: "2026-11-29T00:50:15.000Z", nextRoundInSeconds: null, stuckRounds: 2 },
  ],
  validators: [{ __typename: "SystemValidator", id: "0x14dc79964da2c08b23698b3d3cc7ca32193d9955", address: "0x14dc79964da2c08b23698b3d3cc7ca32193d9955", votes: 12, lastVoteAt: "2026-11-29T00:58:00.000Z", lastWithdrawalId: `0x${"ab".repeat(32)}`, lastChainId: 31337 }],
  taskQueue: { __typename: "SystemQueue", id: "tasks", pending: 3, inProgress: 1, oldestAgeSeconds: 125 },
  bridgeQueue: { __typename: "SystemQueue", id: "bridge", pending: 0, inProgress: 0, oldestAgeSeconds: null },
  replicas: [
    { __typename: "SystemReplica", id: "host:101:aa", url: "http://127.0.0.1:4000", startedAt: "2026-11-29T00:00:00.000Z", heartbeatAt: "2026-11-29T00:59:58.000Z", websocketConnections: 5, subscriptions: 9, stale: false, current: true },
    { __typename: "SystemReplica", id: "host:102:bb", url: "http://127.0.0.1:4001", startedAt: "2026-11-29T00:00:00.000Z", heartbeatAt: "2026-11-29T00:40:00.000Z", websocketConnections: 2, subscriptions: 2, stale: true, current: false },
  ],
};
const mocks = [{ request: { query: SystemStatusDocument }, result: { data: { systemStatus: status } }, maxUsageCount: Infinity }];
const row = (text: string) => screen.getAllByText(text)[0]!.closest("tr")!;

describe("system page", () => {
  it("shows the queues, each chain's lag or why it is unreachable, the dealer's tables, validators and replicas", async () => {
    renderAdmin(<SystemPage />, { path: "/admin/system", mocks });
    expect(within(await screen.findByTestId("system-task-queue")).getByText("3")).toBeTruthy();
    expect(within(screen.getByTestId("system-task-queue")).getByText("1 running · oldest 2 min 5 s")).toBeTruthy();
    expect(within(screen.getByTestId("system-bridge-queue")).getByText("0 with votes · oldest none")).toBeTruthy();
    expect(within(screen.getByTestId("system-replicas")).getByText("1")).toBeTruthy();
    expect(within(screen.getByTestId("system-replicas")).getByText("5 WebSocket connections")).toBeTruthy();
    expect(within(screen.getByTestId("system-stuck")).getByText("2")).toBeTruthy();

    expect(within(row("Asset chain")).getByText("Caught up")).toBeTruthy();
    expect(within(row("Asset chain")).getAllByText("1,204")).toHaveLength(2);
    expect(within(row("Game chain")).getByText("Unreachable")).toBeTruthy();
    expect(within(row("Game chain")).getByText(/fetch failed/)).toBeTruthy();

    expect(within(row("Roulette 1")).getByText("#42 · Open")).toBeTruthy();
    expect(within(row("Roulette 1")).getByText("10 s (betting open)")).toBeTruthy();
    expect(within(row("Baccarat 1")).getByText("Paused")).toBeTruthy();
    expect(within(row("Baccarat 1")).getByText("Settling")).toBeTruthy();
    expect(within(row("Baccarat 1")).getByText("2")).toBeTruthy();

    expect(within(row("12")).getByText("Asset chain")).toBeTruthy();
    expect(within(row("http://127.0.0.1:4001")).getByText("Silent")).toBeTruthy();
    expect(within(screen.getByText("host:101:aa").closest("tr")!).getByText("Live")).toBeTruthy();
  });

  it("is refused to an account without system.read", async () => {
    renderAdmin(<SystemPage />, { path: "/admin/system", mocks, granted: ROLE_PERMISSIONS.ADMIN.filter((p) => p !== "system.read") });
    expect(screen.queryByTestId("system-task-queue")).toBeNull();
    expect(await screen.findByText(/permission/i)).toBeTruthy();
  });
});
