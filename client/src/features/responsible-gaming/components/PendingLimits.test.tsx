import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { NO_LIMITS } from "../logic/limits.js";
import { PendingLimits } from "./PendingLimits.js";
import { renderRg } from "./test-render.js";

describe("a pending limits change", () => {
  it("shows when it applies, in the player's time and UTC, with the values it will set", () => {
    const at = Date.UTC(2026, 11, 5, 22, 10) / 1000;
    renderRg(<PendingLimits pending={{ ...NO_LIMITS, dailyLoss: 200_000_000n, dailyMinutes: 120 }} at={at} tx={null} onCancel={() => undefined} />);
    const box = screen.getByTestId("rg-pending");
    expect(box.textContent).toContain("Applies on Dec 6, 2026, 07:10 (Dec 5, 2026, 22:10 UTC)");
    expect(box.textContent).toContain("200 SUSD");
    expect(box.textContent).toContain("120 minutes");
  });

  it("cancels it on request and reports a refusal in words", () => {
    const onCancel = vi.fn();
    const { rerender } = renderRg(<PendingLimits pending={NO_LIMITS} at={1} tx={null} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel this change" }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<PendingLimits pending={NO_LIMITS} at={1} tx={{ action: "cancel", phase: "failed", message: "There is no pending change to cancel." }} onCancel={onCancel} />);
    expect(screen.getByRole("alert").textContent).toBe("There is no pending change to cancel.");
  });
});
