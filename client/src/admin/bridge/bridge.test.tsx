import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminBridgeTransferDocument, AdminBridgeTransfersDocument, type AdminBridgeTransferFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { BRIDGE_PAGE, BridgeHistoryPage } from "./BridgeHistoryPage.js";
import { BridgeTransferPage } from "./BridgeTransferPage.js";

const PLAYER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const WITHDRAW = "0x1111111111111111111111111111111111111111111111111111111111111111";
const MINT = "0x2222222222222222222222222222222222222222222222222222222222222222";
const transfer = (over: Partial<AdminBridgeTransferFieldsFragment> = {}): AdminBridgeTransferFieldsFragment =>
  typed("AdminBridgeTransfer", {
    id: "31337-7", player: PLAYER, fromAddress: PLAYER, toAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc", amount: "100000000", processType: 91, status: 2, step: 3,
    sourceChainId: 31337, targetChainId: 31338, voteCount: 2, withdrawTxHash: WITHDRAW, withdrawBlock: 12, mintTxHash: MINT, createdAt: "2026-11-22T08:00:00.000Z", updatedAt: "2026-11-22T08:00:09.000Z",
    transactionState: "confirmed", releaseAt: null, queueState: null, queueReasons: [], reviewable: false, rejectReason: null, ...over,
  } satisfies AdminBridgeTransferFieldsFragment);
const page = (nodes: AdminBridgeTransferFieldsFragment[]) => ({ adminBridgeTransfers: { __typename: "AdminBridgeTransferConnection", edges: nodes.map((n) => ({ __typename: "AdminBridgeTransferEdge", cursor: n.id, node: n })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } } });
const none = { player: null, direction: null, status: null, txHash: null, from: null, to: null };

describe("bridge history", () => {
  it("lists transfers and filters by direction and status in the URL", async () => {
    const mocks = [
      { request: { query: AdminBridgeTransfersDocument, variables: { filter: none, first: BRIDGE_PAGE, after: null } }, result: { data: page([transfer(), transfer({ id: "31338-2", processType: 90, status: 0, step: 2, voteCount: 1, mintTxHash: null })]) } },
      { request: { query: AdminBridgeTransfersDocument, variables: { filter: { ...none, direction: "TO_ASSET_CHAIN", status: 0 }, first: BRIDGE_PAGE, after: null } }, result: { data: page([transfer({ id: "31338-2", processType: 90, status: 0, step: 2, voteCount: 1, mintTxHash: null })]) } },
    ];
    const { search } = renderAdmin(<BridgeHistoryPage />, { path: "/admin/bridge-history", mocks });
    expect(await screen.findByRole("cell", { name: "To the game chain" })).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText("Direction"), "TO_ASSET_CHAIN");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    const waiting = (await screen.findByRole("cell", { name: "Waiting" })).closest("tr")!;
    expect(within(waiting).getByText("To the asset chain")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(2);
    expect(search().get("direction")).toBe("TO_ASSET_CHAIN");
  });

  it("shows a USDC withdrawal's queue state, reasons and ETA", async () => {
    const queued = transfer({ id: "31337-9", processType: 2, status: 0, step: 1, voteCount: 0, mintTxHash: null, targetChainId: 31337, transactionState: "processing", queueState: "pending", queueReasons: ["review"], reviewable: true, releaseAt: "2026-11-22T20:00:00.000Z" });
    const mocks = [{ request: { query: AdminBridgeTransfersDocument, variables: { filter: none, first: BRIDGE_PAGE, after: null } }, result: { data: page([queued]) } }];
    renderAdmin(<BridgeHistoryPage />, { path: "/admin/bridge-history", mocks });
    const row = (await screen.findByRole("cell", { name: "SUSD → USDC withdrawal" })).closest("tr")!;
    expect(within(row).getByText(/^Pending · ETA .*20:00.* \(review\)$/)).toBeTruthy();
  });

  it("shows one transfer with both chains' hashes and each validator's vote", async () => {
    const votes = [
      { __typename: "AdminBridgeVote", id: "v1", validator: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", chainId: 31338, txHash: "0x3333333333333333333333333333333333333333333333333333333333333333", blockNumber: 40, votedAt: "2026-11-22T08:00:05.000Z" },
      { __typename: "AdminBridgeVote", id: "v2", validator: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", chainId: 31338, txHash: MINT, blockNumber: 41, votedAt: "2026-11-22T08:00:09.000Z" },
    ];
    renderAdmin(<BridgeTransferPage />, { path: "/admin/bridge-history/:id", url: "/admin/bridge-history/31337-7", mocks: [{ request: { query: AdminBridgeTransferDocument, variables: { id: "31337-7" } }, result: { data: { adminBridgeTransfer: { ...transfer(), votes } } } }] });
    expect((await screen.findByTestId("withdraw-tx")).textContent).toContain(WITHDRAW);
    expect(screen.getByTestId("mint-tx").textContent).toBe(MINT);
    expect(screen.getByRole("heading", { name: "Validator votes (2)" })).toBeTruthy();
    expect(screen.getByText("0x15d34aaf54267db7d7c367839aaf71a00a2c6a65")).toBeTruthy();
    expect(screen.getByText("Minted on the target chain")).toBeTruthy();
  });
});
