import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminBridgeTransfersDocument, AdminRejectWithdrawalDocument, AdminReleaseWithdrawalDocument, AdminTaskUpdatedDocument, type AdminBridgeTransferFieldsFragment } from "../../gql/admin/graphql.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { typed } from "../testing/graphql-errors.js";
import { renderAdmin } from "../testing/render-admin.js";
import { task } from "../testing/tasks.js";
import { REVIEW_PAGE, ReviewQueuePage } from "./ReviewQueuePage.js";

const ID = "0x" + "ab".repeat(32);
const queued = (over: Partial<AdminBridgeTransferFieldsFragment> = {}): AdminBridgeTransferFieldsFragment =>
  typed("AdminBridgeTransfer", {
    id: ID, player: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", fromAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", toAddress: null, amount: "6000000000000", processType: 2, status: 0, step: 1,
    sourceChainId: 31337, targetChainId: 31337, voteCount: 0, withdrawTxHash: "0x11", withdrawBlock: 9, mintTxHash: null, createdAt: "2026-11-29T05:00:00.000Z", updatedAt: "2026-11-29T05:00:00.000Z",
    transactionState: "processing", releaseAt: "2026-11-29T17:00:00.000Z", queueState: "pending", queueReasons: ["review"], reviewable: true, rejectReason: null, ...over,
  } satisfies AdminBridgeTransferFieldsFragment);
const page = (nodes: AdminBridgeTransferFieldsFragment[]) => ({ adminBridgeTransfers: { __typename: "AdminBridgeTransferConnection", edges: nodes.map((n) => ({ __typename: "AdminBridgeTransferEdge", cursor: n.id, node: n })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } } });
const inReview = { request: { query: AdminBridgeTransfersDocument, variables: { filter: { queueState: "IN_REVIEW" }, first: REVIEW_PAGE, after: null } }, result: { data: page([queued()]) } };
const path = "/admin/bridge-review";

describe("withdrawal review queue", () => {
  it("releases a withdrawal in review early and follows its task until it succeeds", async () => {
    const released = task({ id: "t7", kind: "withdrawal.release", state: "NEW", target: `withdrawal:${ID}` });
    const mocks = [
      inReview,
      { request: { query: AdminReleaseWithdrawalDocument, variables: { id: ID } }, result: { data: { adminReleaseWithdrawal: released } } },
      { request: { query: AdminTaskUpdatedDocument, variables: { ids: ["t7"] } }, result: { data: { adminTaskUpdated: { ...released, state: "SUCCESS" } } }, delay: 100 },
      { request: { query: AdminBridgeTransfersDocument, variables: { filter: { queueState: "IN_REVIEW" }, first: REVIEW_PAGE, after: null } }, result: { data: page([]) } },
    ];
    renderAdmin(<ReviewQueuePage />, { path, mocks });
    const row = (await screen.findByText("6,000,000")).closest("tr")!;
    expect(within(row).getByText(/Pending · ETA .* \(review\)/)).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Release early" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Release early" }));
    expect((await screen.findByTestId("task-state")).dataset.state).toMatch(/new|success/);
    expect(await screen.findByText("Nothing waiting")).toBeTruthy();
  });

  it("rejects only with a reason, which goes to the API", async () => {
    const rejected = task({ id: "t8", kind: "withdrawal.reject", state: "NEW", target: `withdrawal:${ID}` });
    const mocks = [inReview, { request: { query: AdminRejectWithdrawalDocument, variables: { id: ID, reason: "source of funds unclear" } }, result: { data: { adminRejectWithdrawal: rejected } } }];
    renderAdmin(<ReviewQueuePage />, { path, mocks });
    const row = (await screen.findByText("6,000,000")).closest("tr")!;
    await userEvent.click(within(row).getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Enter a reason");
    await userEvent.type(within(dialog).getByLabelText("Reason (shown to the player)"), "source of funds unclear");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    const state = await screen.findByTestId("review-task");
    expect(state.textContent).toContain("Rejection");
  });

  it("is read-only for staff without bridge.review", async () => {
    renderAdmin(<ReviewQueuePage />, { path, mocks: [inReview], granted: ROLE_PERMISSIONS.SUPPORT });
    expect(await screen.findByText("6,000,000")).toBeTruthy();
    expect(screen.getByTestId("review-read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Release early" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });
});
