import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "../../testing/render.js";
import { ConfirmProvider, useConfirm } from "./confirm.js";
import { TOAST_MS, ToastProvider, useToast } from "./toasts.js";

function AskButton({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return <button onClick={() => void confirm().then(onAnswer)}>ask</button>;
}

function ToastButton() {
  const toast = useToast();
  return <button onClick={() => toast.success("Saved")}>toast</button>;
}

describe("confirm dialog", () => {
  it("defaults its title to 'Are you sure?' and resolves OK", async () => {
    const onAnswer = vi.fn();
    renderWithIntl(<ConfirmProvider><AskButton onAnswer={onAnswer} /></ConfirmProvider>);
    fireEvent.click(screen.getByText("ask"));
    expect(screen.getByRole("dialog").textContent).toContain("Are you sure?");
    await act(async () => fireEvent.click(screen.getByText("OK")));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancels on Escape", async () => {
    const onAnswer = vi.fn();
    renderWithIntl(<ConfirmProvider><AskButton onAnswer={onAnswer} /></ConfirmProvider>);
    fireEvent.click(screen.getByText("ask"));
    await act(async () => fireEvent.keyDown(window, { key: "Escape" }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("close themselves after 3 seconds", () => {
    renderWithIntl(<ToastProvider><ToastButton /></ToastProvider>);
    fireEvent.click(screen.getByText("toast"));
    expect(screen.getByTestId("toast").textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByTestId("toast")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("toast")).toBeNull();
  });
});
