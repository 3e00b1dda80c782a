import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { ApolloLink } from "@apollo/client";
import { MockLink, MockSubscriptionLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { BridgeProcessesDocument } from "../../../gql/graphql.js";
import { setSocketConnected } from "../../../shared/apollo/socket-status.js";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession } from "../../../testing/session.js";
import { CurrentProcess } from "../components/CurrentProcess.js";
import { CLEAR_AFTER_MS, POLL_MS, useCurrentBridge, type Process } from "./useCurrentBridge.js";

// __typename lets the cache match the BridgeProcessFields fragment, as the gateway's answers do.
const process = (over: Partial<Process>): Process & { __typename: "BridgeProcess" } => ({
  __typename: "BridgeProcess", id: "p1", address: "0xa", processType: 91, status: 0, step: 1, amount: "100000000", votes: 0,
  withdrawTxHash: "0xt1", mintTxHash: null, withdrawalId: "1", transactionState: "processing", releaseAt: null, queueState: null, queueReasons: [], rejectReason: null, createdAt: "2026-11-22T10:00:00Z", updatedAt: "2026-11-22T10:00:00Z", ...over,
});

function Harness({ onDone }: { onDone: () => void }) {
  const bridge = useCurrentBridge(onDone);
  return (
    <>
      <button onClick={() => bridge.markSubmitted("0xnew")}>submitted</button>
      <CurrentProcess process={bridge.current} submitted={bridge.submitted} live={bridge.live} minValidator={2} />
    </>
  );
}

/** Subscriptions go to a link the test drives; every bridgeProcesses query is counted and answered with `waiting`. */
function setup(waiting: () => Process[] = () => []) {
  const calls: unknown[] = [];
  const events = new MockSubscriptionLink();
  const queries = new MockLink([
    {
      request: { query: BridgeProcessesDocument, variables: (v: unknown) => (calls.push(v), true) },
      result: () => ({ data: { bridgeProcesses: waiting() } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 0,
    },
  ]);
  const link = ApolloLink.split(({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === "OperationDefinition" && def.operation === OperationTypeNode.SUBSCRIPTION;
  }, events, queries);
  const onDone = vi.fn();
  renderWithIntl(
    <MockedProvider link={link}>
      <SessionFixture session={testSession({ status: "signedIn" })}>
        <Harness onDone={onDone} />
      </SessionFixture>
    </MockedProvider>,
  );
  return { calls, events, onDone };
}

const step = () => screen.queryByTestId("bridge-current")?.dataset.step ?? null;
const flush = () => act(() => vi.advanceTimersByTimeAsync(10));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  setSocketConnected(false);
});

describe("current transfer over the subscription", () => {
  it("shows each step the subscription reports, reloads once when done and clears 5 s later", async () => {
    setSocketConnected(true);
    const { events, onDone } = setup();
    await flush();
    act(() => events.simulateResult({ result: { data: { bridgeProcessUpdated: process({ step: 1 }) } } }));
    await flush();
    expect(step()).toBe("1");
    act(() => events.simulateResult({ result: { data: { bridgeProcessUpdated: process({ step: 2, votes: 1 }) } } }));
    await flush();
    expect(step()).toBe("2");
    expect(screen.getByText("1 of 2 validator votes")).toBeTruthy();
    act(() => events.simulateResult({ result: { data: { bridgeProcessUpdated: process({ status: 2, step: 3, votes: 2 }) } } }));
    act(() => events.simulateResult({ result: { data: { bridgeProcessUpdated: process({ status: 2, step: 3, votes: 3 }) } } }));
    await flush();
    expect(step()).toBe("3");
    expect(screen.getByTestId("bridge-current").dataset.status).toBe("2");
    expect(onDone).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(CLEAR_AFTER_MS - 100));
    expect(step()).toBe("3");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(step()).toBeNull();
  });
});

describe("polling fallback", () => {
  it("polls the waiting process every 3 s only while the socket is down", async () => {
    const { calls } = setup(() => [process({ step: 2 })]);
    await flush();
    const resumed = calls.length; // the sign-in resume query
    fireEvent.click(screen.getByText("submitted"));
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS + 10));
    expect(calls.length - resumed).toBe(3);
    expect(calls.at(-1)).toEqual({ filter: { status: 0, processTypes: [90, 91] }, limit: 1 });
    expect(step()).toBe("2");

    act(() => setSocketConnected(true));
    await flush();
    const afterReconnect = calls.length; // one catch-up read on reconnection
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS));
    expect(calls.length).toBe(afterReconnect);
  });

  it("leaves the poll to the main window (SPEC §4) unless this tab sent the transfer", async () => {
    localStorage.setItem("windowID", JSON.stringify({ id: "another-tab", at: Date.now() }));
    const { calls } = setup(() => [process({ step: 2 })]);
    await flush();
    const resumed = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS + 10));
    expect(calls.length).toBe(resumed);
    fireEvent.click(screen.getByText("submitted"));
    await act(() => vi.advanceTimersByTimeAsync(2 * POLL_MS + 10));
    expect(calls.length - resumed).toBe(2);
    localStorage.removeItem("windowID");
  });

  it("does not poll while the socket is up, even with a transfer in flight", async () => {
    setSocketConnected(true);
    const { calls } = setup(() => [process({ step: 1 })]);
    await flush();
    const before = calls.length;
    fireEvent.click(screen.getByText("submitted"));
    await act(() => vi.advanceTimersByTimeAsync(4 * POLL_MS));
    expect(calls.length).toBe(before);
  });

  it("finishes the transfer on show once the poll no longer finds it waiting", async () => {
    let rows = [process({ step: 2 })];
    const { onDone } = setup(() => rows);
    await flush();
    expect(step()).toBe("2");
    rows = [process({ status: 2, step: 3, votes: 2 })];
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS + 10));
    expect(step()).toBe("3");
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
