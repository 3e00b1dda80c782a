import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { BreakCard } from "./BreakCard.js";
import { renderRg } from "./test-render.js";

const NOW = Date.UTC(2026, 10, 28, 22, 0) / 1000;

describe("taking a break", () => {
  it("says exactly what a time-out does and until when before it is started", () => {
    const onTake = vi.fn();
    renderRg(<BreakCard now={NOW} blockedUntil={0} excluded={false} tx={null} onTake={onTake} />, "UTC");
    fireEvent.click(screen.getByRole("radio", { name: "7 days" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const confirm = screen.getByTestId("rg-break-confirm");
    expect(confirm.textContent).toContain("From now until Dec 5, 2026, 22:00 (Dec 5, 2026, 22:00 UTC) you cannot place any bet");
    expect(confirm.textContent).toContain("You can still withdraw, bridge SUSD out and claim");
    expect(onTake).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Start the time-out" }));
    expect(onTake).toHaveBeenCalledWith(2);
  });

  it("tells a self-exclusion needs a resume request afterwards, and going back sends nothing", () => {
    const onTake = vi.fn();
    renderRg(<BreakCard now={NOW} blockedUntil={0} excluded={false} tx={null} onTake={onTake} />, "UTC");
    fireEvent.click(screen.getByRole("radio", { name: "6 months" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const confirm = screen.getByTestId("rg-break-confirm");
    expect(confirm.textContent).toContain("until May 30, 2027, 22:00");
    expect(confirm.textContent).toContain("play resumes 24 hours after you ask");
    fireEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.queryByTestId("rg-break-confirm")).toBeNull();
    expect(onTake).not.toHaveBeenCalled();
  });

  it("shows a running time-out, and keeps its later end when a shorter one is chosen", () => {
    const until = NOW + 10 * 86_400;
    renderRg(<BreakCard now={NOW} blockedUntil={until} excluded={false} tx={null} onTake={() => undefined} />, "UTC");
    expect(screen.getByTestId("rg-blocked").textContent).toBe("You are on a time-out until Dec 8, 2026, 22:00 (Dec 8, 2026, 22:00 UTC).");
    fireEvent.click(screen.getByRole("radio", { name: "24 hours" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("rg-break-confirm").textContent).toContain("until Dec 8, 2026, 22:00");
  });
});
