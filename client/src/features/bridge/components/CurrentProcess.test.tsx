import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithIntl } from "../../../testing/render.js";
import { CurrentProcess } from "./CurrentProcess.js";
import type { Process } from "../hooks/useCurrentBridge.js";

const process = (over: Partial<Process>): Process => ({
  id: "0x1", address: "0xa", processType: 91, status: 0, step: 1, amount: "100000000", votes: 0, withdrawTxHash: "0xt", mintTxHash: null, withdrawalId: "1", transactionState: "processing", releaseAt: null, queueState: null, queueReasons: [], rejectReason: null,
  createdAt: "2026-11-22T10:00:00Z", updatedAt: "2026-11-22T10:00:00Z", ...over,
});

describe("current transfer", () => {
  it("shows nothing when no transfer is in flight", () => {
    renderWithIntl(<CurrentProcess process={null} submitted={false} live minValidator={2} />);
    expect(screen.queryByTestId("bridge-current")).toBeNull();
  });

  it("shows step 1 right after submitting, before the indexer reports the withdrawal", () => {
    renderWithIntl(<CurrentProcess process={null} submitted live minValidator={2} />);
    expect(screen.getByTestId("bridge-current").dataset.step).toBe("1");
  });

  it("follows the validators' votes on step 2 and says it is live", () => {
    renderWithIntl(<CurrentProcess process={process({ step: 2, votes: 1 })} submitted={false} live minValidator={2} />);
    const el = screen.getByTestId("bridge-current");
    expect(el.dataset.step).toBe("2");
    expect(el.dataset.status).toBe("0");
    expect(screen.getByText("1 of 2 validator votes")).toBeTruthy();
    expect(screen.getByText("Live")).toBeTruthy();
  });

  it("shows step 3 once done and the polling notice while the socket is down", () => {
    renderWithIntl(<CurrentProcess process={process({ status: 2, step: 3, votes: 2 })} submitted={false} live={false} minValidator={2} />);
    expect(screen.getByTestId("bridge-current").dataset.step).toBe("3");
    expect(screen.getByText("Reconnecting — checking every 3 s")).toBeTruthy();
  });
});
