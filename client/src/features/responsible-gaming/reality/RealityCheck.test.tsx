import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderRg } from "../components/test-render.js";
import { RealityCheck } from "./RealityCheck.js";

const MINUTE = 60_000;

describe("the reality check", () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 22, 0) }));
  afterEach(() => vi.useRealTimers());

  it("shows every interval from sign-in the time played and the net result, and Continue counts the next interval from then", () => {
    renderRg(<RealityCheck minutes={15} startedAt={Date.now()} net={-12_500_000n} />);
    act(() => vi.advanceTimersByTime(15 * MINUTE - 1000));
    expect(screen.queryByTestId("reality-check")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    const panel = screen.getByTestId("reality-check");
    expect(panel.textContent).toContain("You have played 15 minutes since signing in · net result -12.5 SUSD");
    expect(panel.getAttribute("aria-modal")).toBe("false");

    act(() => vi.advanceTimersByTime(2 * MINUTE));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByTestId("reality-check")).toBeNull();
    act(() => vi.advanceTimersByTime(15 * MINUTE - 1000));
    expect(screen.queryByTestId("reality-check")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("reality-check").textContent).toContain("You have played 32 minutes");
  });

  it("keeps to the interval's beat from sign-in after a reload, in hours and minutes", () => {
    const startedAt = Date.now() - 70 * MINUTE;
    renderRg(<RealityCheck minutes={60} startedAt={startedAt} net={3_000_000n} />);
    act(() => vi.advanceTimersByTime(49 * MINUTE));
    expect(screen.queryByTestId("reality-check")).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByTestId("reality-check").textContent).toContain("You have played 2 hours 0 minutes since signing in · net result +3 SUSD");
  });

  it("stays quiet when turned off", () => {
    renderRg(<RealityCheck minutes={0} startedAt={Date.now()} net={0n} />);
    act(() => vi.advanceTimersByTime(24 * 60 * MINUTE));
    expect(screen.queryByTestId("reality-check")).toBeNull();
  });
});
