import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { BridgeProcessesDocument, type BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { renderPlayer } from "../../../testing/render-player.js";
import { testSession } from "../../../testing/session.js";
import { USDC_TYPES } from "../process-types.js";
import { useUsdcProcesses } from "./useUsdc.js";

const withdrawal = (transactionState: string): BridgeProcessFieldsFragment & { __typename: "BridgeProcess" } => ({
  __typename: "BridgeProcess", id: "31337-w1", address: "0xa", processType: 2, status: transactionState === "claimed" ? 2 : 1, step: 3, amount: "300000000", votes: 0,
  withdrawTxHash: "0xt", mintTxHash: null, withdrawalId: "0x" + "ab".repeat(32), transactionState, releaseAt: null, queueState: transactionState === "claimed" ? "claimed" : "pending",
  queueReasons: [], rejectReason: null, createdAt: "2026-11-29T05:00:00.000Z", updatedAt: "2026-11-29T05:00:00.000Z",
});
const read = (state: string, delay: number) => ({
  request: { query: BridgeProcessesDocument, variables: { filter: { processTypes: USDC_TYPES }, limit: 100 } },
  result: { data: { bridgeProcesses: [withdrawal(state)] } },
  delay,
});

function Processes() {
  const { rows, refetch } = useUsdcProcesses();
  return (
    <>
      <output data-testid="states">{rows.map((r) => r.transactionState).join(",")}</output>
      <button onClick={() => void refetch()}>read again</button>
    </>
  );
}

describe("the player's USDC processes", () => {
  it("end on the update's state when it arrives while a read from before it is still in flight", async () => {
    // The claim is mined and the page reads again (an answer from before the indexer saw it, slow to land);
    // then the update arrives and asks for a read of its own, which must not join the stale one.
    const { events } = renderPlayer(<Processes />, {
      session: testSession({ status: "signedIn" }),
      live: ["BridgeProcessUpdated"],
      mocks: [read("claimable", 0), read("claimable", 100), read("claimed", 200)],
    });
    await waitFor(() => expect(screen.getByTestId("states").textContent).toBe("claimable"));
    fireEvent.click(screen.getByText("read again"));
    act(() => events.simulateResult({ result: { data: { bridgeProcessUpdated: withdrawal("claimed") } } }));
    await waitFor(() => expect(screen.getByTestId("states").textContent).toBe("claimed"));
    await new Promise((r) => setTimeout(r, 400)); // every answer has landed
    expect(screen.getByTestId("states").textContent).toBe("claimed");
  });
});
