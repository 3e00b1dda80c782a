import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "../../../testing/render.js";
import { DatePicker } from "./DatePicker.js";

/** A field as a form holds it: the ISO value in state, every change reported. */
function Field({ initial, onChange, max }: { initial: string; onChange: (v: string) => void; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DatePicker id="day" value={value} max={max} onChange={(v) => { setValue(v); onChange(v); }} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText("Day") as HTMLInputElement;

describe("DatePicker in English", () => {
  it("shows the day as English writes it and takes a typed day once it is whole", async () => {
    const onChange = vi.fn();
    renderWithIntl(<Field initial="2026-11-29" onChange={onChange} />);
    expect(field().value).toBe("11/29/2026");
    expect(field().placeholder).toBe("MM/DD/YYYY");
    await userEvent.clear(field());
    expect(onChange).toHaveBeenLastCalledWith("");
    await userEvent.type(field(), "12/01/202");
    expect(onChange).toHaveBeenCalledTimes(1); // a three-digit year is not a day yet
    await userEvent.type(field(), "6");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-01");
    expect(field().value).toBe("12/01/2026");
  });

  it("puts back the last whole day when the field is left with something that is not one", async () => {
    renderWithIntl(<Field initial="2026-11-29" onChange={() => {}} />);
    await userEvent.clear(field());
    await userEvent.type(field(), "13/45/2026");
    await userEvent.tab();
    expect(screen.getByTestId("value").textContent).toBe("");
    expect(field().value).toBe("");
  });

  it("picks a day in the calendar with the keyboard alone and gives the focus back", async () => {
    const onChange = vi.fn();
    renderWithIntl(<Field initial="2026-11-29" onChange={onChange} />);
    const toggle = screen.getByRole("button", { name: "Choose a date" });
    await userEvent.click(toggle);
    const calendar = screen.getByRole("dialog", { name: "Choose a date" });
    expect(within(calendar).getByRole("grid", { name: "November 2026" })).toBeTruthy();
    expect(within(calendar).getByLabelText("Sunday")).toBeTruthy();
    // The chosen day has the focus; the arrows move it, Enter picks.
    expect(document.activeElement?.getAttribute("aria-label")).toContain("November 29th, 2026");
    await userEvent.keyboard("{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-30");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(field().value).toBe("11/30/2026");
  });

  it("closes on Escape without changing the day, and offers no day after max", async () => {
    const onChange = vi.fn();
    renderWithIntl(<Field initial="2026-11-10" max="2026-11-12" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Choose a date" }));
    const calendar = screen.getByRole("dialog");
    expect((within(calendar).getByRole("button", { name: /November 13th, 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(calendar).getByRole("button", { name: /November 12th, 2026/ }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens from the text box with Alt+Down and closes with Escape there too", async () => {
    renderWithIntl(<Field initial="" onChange={() => {}} />);
    await userEvent.click(field());
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(screen.getByRole("dialog", { name: "Choose a date" })).toBeTruthy();
    field().focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("DatePicker in Japanese", () => {
  it("writes and reads the day as Japanese does (year first) and names months and weekdays in Japanese", async () => {
    const onChange = vi.fn();
    renderWithIntl(<Field initial="2026-11-29" onChange={onChange} />, "ja");
    expect(field().value).toBe("2026/11/29");
    expect(field().placeholder).toBe("YYYY/MM/DD");
    await userEvent.clear(field());
    await userEvent.type(field(), "2026/12/05");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-05");

    await userEvent.click(screen.getByRole("button", { name: "日付を選ぶ" }));
    const calendar = screen.getByRole("dialog", { name: "日付を選ぶ" });
    expect(within(calendar).getByRole("grid", { name: "2026年12月" })).toBeTruthy();
    expect(within(calendar).getByLabelText("日曜日")).toBeTruthy();
    await userEvent.keyboard("{ArrowLeft}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-04");
    expect(field().value).toBe("2026/12/04");
  });
});
