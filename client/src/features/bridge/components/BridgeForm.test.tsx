import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "../../../testing/render.js";
import { BridgeForm } from "./BridgeForm.js";

const MIN = 85_000_000n;
const MAX = 20_000_000_000_000n;

function setup(available = 1_000_000_000n) {
  const onSubmit = vi.fn();
  const onDirection = vi.fn();
  renderWithIntl(<BridgeForm direction="toGame" onDirection={onDirection} available={available} min={MIN} max={MAX} busy={false} onSubmit={onSubmit} />);
  const amount = screen.getByTestId("bridge-amount");
  const submit = () => fireEvent.click(screen.getByTestId("bridge-submit"));
  return { onSubmit, onDirection, amount, submit };
}

describe("bridge form", () => {
  it("is titled with the chains it moves SUSD between", () => {
    setup();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Asset chain ⇄ game chain");
  });

  it("submits exact token units for a valid amount", () => {
    const { onSubmit, amount, submit } = setup();
    fireEvent.change(amount, { target: { value: "100.5" } });
    expect(screen.getByTestId("bridge-submit").textContent).toBe("Bridge 100.5 SUSD");
    submit();
    expect(onSubmit).toHaveBeenCalledWith(100_500_000n);
  });

  it("shows the SPEC's minimum message and does not submit below 85 SUSD", () => {
    const { onSubmit, amount, submit } = setup();
    fireEvent.change(amount, { target: { value: "84.99" } });
    submit();
    expect(screen.getByTestId("bridge-error").textContent).toBe("Minimum bridge amount is 85 SUSD");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses more than the available balance", () => {
    const { onSubmit, amount, submit } = setup(90_000_000n);
    fireEvent.change(amount, { target: { value: "95" } });
    submit();
    expect(screen.getByTestId("bridge-error").textContent).toBe("Insufficient balance");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("fills the maximum the balance allows and switches direction", () => {
    const { onSubmit, onDirection, amount, submit } = setup(123_456_789n);
    fireEvent.click(screen.getByText("Max"));
    expect((amount as HTMLInputElement).value).toBe("123.456789");
    submit();
    expect(onSubmit).toHaveBeenCalledWith(123_456_789n);
    fireEvent.click(screen.getByTestId("bridge-direction-to-asset"));
    expect(onDirection).toHaveBeenCalledWith("toAsset");
  });
});
