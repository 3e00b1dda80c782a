import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminContractsDocument, AdminMaintenanceDocument, AdminTasksDocument, AdminTaskUpdatedDocument, RunToolDocument, SetMaintenanceDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput } from "../testing/graphql-errors.js";
import { task, taskPage } from "../testing/tasks.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { ToolsPage } from "./ToolsPage.js";

const state = {
  adminContracts: {
    __typename: "AdminChainState",
    contracts: [
      { __typename: "AdminContract", id: "AssetChainBridge", contract: "ASSET_BRIDGE", tableId: null, tableName: null, chain: "asset", address: "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0", paused: false },
      { __typename: "AdminContract", id: "GameTable:3", contract: "GAME_TABLE", tableId: 3, tableName: "Baccarat 1", chain: "game", address: "0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9", paused: true },
    ],
    staking: { __typename: "AdminStakingState", rewardCycleSeconds: 86400, roundCount: 4, roundInProgress: true, roundStartedAt: "2026-11-20T00:00:00.000Z", roundEndedAt: null, unallocatedRewards: "1000000000" },
    bonus: { __typename: "AdminBonusSettings", rewardRate: 1000, rewardMaximum: "500000000", minValidator: 2 },
  },
};
const contracts = { request: { query: AdminContractsDocument }, result: { data: state }, maxUsageCount: Infinity };
const maintenance = (on: boolean) => ({ request: { query: AdminMaintenanceDocument }, result: { data: { adminMaintenance: on } } });
const noFilter = { kind: null, state: null, target: null, createdBy: null, from: null, to: null };
const tasks = (list: ReturnType<typeof task>[]) => ({ request: { query: AdminTasksDocument, variables: { filter: noFilter, first: 10, after: null } }, result: { data: taskPage(list) } });

describe("tools", () => {
  it("turns the maintenance notice on after confirmation and shows that it is on", async () => {
    const set = { request: { query: SetMaintenanceDocument, variables: { on: true } }, result: { data: { setMaintenance: true } } };
    renderAdmin(<ToolsPage />, { path: "/admin/tools", mocks: [maintenance(false), contracts, { ...tasks([]), maxUsageCount: Infinity }, set, maintenance(true)] });
    const panel = within(await screen.findByTestId("maintenance-panel"));
    expect(await panel.findByText("Off: the site is open")).toBeTruthy();
    await userEvent.click(panel.getByRole("button", { name: "Turn on" }));
    const dialog = screen.getByRole("alertdialog", { name: "Show players the maintenance notice?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn on" }));
    expect(await panel.findByText("On: players see the notice")).toBeTruthy();
    expect(await screen.findByText("Maintenance notice on")).toBeTruthy();
    expect(panel.getByRole("button", { name: "Turn off" })).toBeTruthy();
  });

  it("pauses a contract after confirmation", async () => {
    const queued = task({ id: "t9", state: "NEW" });
    const mocks = [
      maintenance(false),
      contracts,
      { ...tasks([]), maxUsageCount: Infinity },
      { request: { query: RunToolDocument, variables: { input: { tool: "PAUSE_CONTRACT", contract: "ASSET_BRIDGE", tableId: null } } }, result: { data: { runTool: queued } } },
    ];
    renderAdmin(<ToolsPage />, { path: "/admin/tools", mocks });
    const bridge = (await screen.findByText("Asset chain bridge")).closest("tr")!;
    expect(within(bridge).getByText("Running")).toBeTruthy();
    const table = screen.getByText("Table · Baccarat 1").closest("tr")!;
    expect(within(table).getByRole("button", { name: "Unpause" })).toBeTruthy();
    await userEvent.click(within(bridge).getByRole("button", { name: "Pause" }));
    const dialog = screen.getByRole("alertdialog", { name: "Pause Asset chain bridge?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Queued: Pause AssetChainBridge")).toBeTruthy();
  });

  it("shows each task's state as adminTaskUpdated reports it", async () => {
    const mocks = [
      maintenance(false),
      contracts,
      tasks([task({ id: "t9", state: "NEW" })]),
      { request: { query: AdminTaskUpdatedDocument }, result: { data: { adminTaskUpdated: task({ id: "t9", state: "FAILED", error: "execution reverted: EnforcedPause()" }) } }, delay: 200 },
    ];
    renderAdmin(<ToolsPage />, { path: "/admin/tools", mocks });
    expect((await screen.findByTestId("task-state")).getAttribute("data-state")).toBe("new");
    expect(await screen.findByText("execution reverted: EnforcedPause()")).toBeTruthy();
    expect(screen.getByTestId("task-state").getAttribute("data-state")).toBe("failed");
  });

  it("reads the contracts again when a tool's task succeeds", async () => {
    const paused = { ...state, adminContracts: { ...state.adminContracts, contracts: state.adminContracts.contracts.map((c) => (c.id === "AssetChainBridge" ? { ...c, paused: true } : c)) } };
    const mocks = [
      { ...contracts, maxUsageCount: 1 },
      tasks([task({ id: "t9", state: "RUNNING" })]),
      { request: { query: AdminTaskUpdatedDocument }, result: { data: { adminTaskUpdated: task({ id: "t9", state: "SUCCESS" }) } }, delay: 300 },
      { request: { query: AdminContractsDocument }, result: { data: paused } },
    ];
    renderAdmin(<ToolsPage />, { path: "/admin/tools", mocks });
    const bridge = (await screen.findByText("Asset chain bridge")).closest("tr")!;
    expect(within(bridge).getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(await within(bridge).findByRole("button", { name: "Unpause" })).toBeTruthy();
  });

  it("ends the staking round with a total reward only after confirming the amount", async () => {
    const mocks = [
      maintenance(false),
      contracts,
      tasks([]),
      { request: { query: RunToolDocument, variables: { input: { tool: "STAKING_END_ROUND", totalReward: "2500000000" } } }, result: { errors: [badInput("totalReward", "The staking contract holds only 1,000 SUSD of rewards")] } },
    ];
    renderAdmin(<ToolsPage />, { path: "/admin/tools", mocks });
    const staking = await screen.findByRole("form", { name: "Staking round" });
    await userEvent.click(within(staking).getByRole("button", { name: "End the round" }));
    expect(within(staking).getByText(/Enter an amount above 0/)).toBeTruthy();
    await userEvent.type(within(staking).getByLabelText(/Total reward/), "2500");
    await userEvent.click(within(staking).getByRole("button", { name: "End the round" }));
    const dialog = screen.getByRole("alertdialog", { name: "End the staking round?" });
    expect(dialog.textContent).toContain("2,500 SUSD is split across the pools");
    await userEvent.click(within(dialog).getByRole("button", { name: "End the round" }));
    expect(await within(staking).findByText("The staking contract holds only 1,000 SUSD of rewards")).toBeTruthy();
  });

  it("is closed to a MEMBER", () => {
    renderAdmin(<ToolsPage />, { path: "/admin/tools", granted: ROLE_PERMISSIONS.MEMBER });
    expect(screen.getByText("Your role cannot open this page")).toBeTruthy();
  });
});
