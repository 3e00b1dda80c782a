import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "../../../testing/render.js";
import { DateTimePicker, parseTime } from "./DateTimePicker.js";

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="at">Starts</label>
      <DateTimePicker id="at" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("DateTimePicker", () => {
  it("reads a 24-hour time and nothing else", () => {
    expect(parseTime("9:05")).toBe("09:05");
    expect(parseTime("23:59")).toBe("23:59");
    expect(parseTime("24:00")).toBeNull();
    expect(parseTime("7:5")).toBeNull();
  });

  it("edits the day as English writes it and the time in 24 hours, as one datetime-local value", async () => {
    renderWithIntl(<Field initial="2026-11-29T14:30" />);
    const day = screen.getByLabelText("Starts") as HTMLInputElement;
    const time = screen.getByLabelText("Time (24 h)") as HTMLInputElement;
    expect(day.value).toBe("11/29/2026");
    expect(time.value).toBe("14:30");
    await userEvent.clear(day);
    await userEvent.type(day, "12/01/2026");
    expect(screen.getByTestId("value").textContent).toBe("2026-12-01T14:30");
    await userEvent.clear(time);
    await userEvent.type(time, "9:05");
    expect(screen.getByTestId("value").textContent).toBe("2026-12-01T09:05");
    await userEvent.tab();
    expect(time.value).toBe("09:05");
  });

  it("writes the day year first on Japanese pages", async () => {
    renderWithIntl(<Field initial="2026-11-29T08:00" />, "ja");
    expect((screen.getByLabelText("Starts") as HTMLInputElement).value).toBe("2026/11/29");
    expect((screen.getByLabelText("時刻（24 時間）") as HTMLInputElement).value).toBe("08:00");
  });
});
