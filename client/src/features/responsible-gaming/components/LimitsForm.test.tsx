import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { NO_LIMITS } from "../logic/limits.js";
import { LimitsForm } from "./LimitsForm.js";
import { renderRg } from "./test-render.js";

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });

describe("the limits form", () => {
  it("explains the ordering and sends nothing when the weekly loss limit is not above the daily one", () => {
    const onSubmit = vi.fn();
    renderRg(<LimitsForm current={NO_LIMITS} tx={null} onSubmit={onSubmit} />);
    type(/Daily loss/, "100");
    type(/Weekly loss/, "80");
    fireEvent.click(screen.getByRole("button", { name: "Save limits" }));
    expect(screen.getByRole("alert").textContent).toMatch(/monthly limit must be above the weekly and daily ones, and the weekly above the daily/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the limits in token units when they rise from daily to monthly", () => {
    const onSubmit = vi.fn();
    renderRg(<LimitsForm current={NO_LIMITS} tx={null} onSubmit={onSubmit} />);
    type(/Daily loss/, "100");
    type(/Monthly loss/, "1000");
    type(/Daily play time/, "90");
    fireEvent.click(screen.getByRole("button", { name: "Save limits" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...NO_LIMITS, dailyLoss: 100_000_000n, monthlyLoss: 1_000_000_000n, dailyMinutes: 90 });
  });

  it("warns that a looser request waits 7 days, and shows the transaction going through", () => {
    const { rerender } = renderRg(<LimitsForm current={{ ...NO_LIMITS, dailyLoss: 50_000_000n }} tx={null} onSubmit={() => undefined} />);
    expect(screen.queryByTestId("rg-looser")).toBeNull();
    type(/Daily loss/, "80");
    expect(screen.getByTestId("rg-looser").textContent).toMatch(/apply in 7 days/);
    rerender(<LimitsForm current={{ ...NO_LIMITS, dailyLoss: 50_000_000n }} tx={{ action: "limits", phase: "pending" }} onSubmit={() => undefined} />);
    expect(screen.getByRole("status").textContent).toMatch(/waiting for the game chain/);
    expect(screen.getByRole("button", { name: "Save limits" })).toHaveProperty("disabled", true);
  });
});
