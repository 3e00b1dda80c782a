import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { tableControls } from "./table-controls.js";
import { ToastProvider } from "./toasts.js";

describe("toasts on a table screen", () => {
  it("move to where they cover none of the table's controls while a table is shown, and back after", () => {
    render(<ToastProvider><p>page</p></ToastProvider>);
    expect(screen.getByTestId("toasts").className).toBe("toasts");
    let leave = () => {};
    act(() => void (leave = tableControls.enter()));
    expect(screen.getByTestId("toasts").className).toBe("toasts toasts--table");
    act(() => leave());
    act(() => leave());
    expect(screen.getByTestId("toasts").className).toBe("toasts");
  });
});
