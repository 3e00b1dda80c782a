import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderWithIntl as render } from "../../testing/render.js";
import { LOADING_RELEASE_MS, LoadingIndicator, loadingCounter, PageLoading, SPINNER_DELAY_MS } from "./loading.js";

const SRC = join(import.meta.dirname, "../..");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });

describe("the global loading spinner", () => {
  afterEach(() => vi.useRealTimers());

  it("shows once while loading lasts and goes 200 ms after the response", () => {
    vi.useFakeTimers();
    render(<LoadingIndicator />);
    expect(screen.queryByTestId("spinner")).toBeNull();
    act(() => loadingCounter.begin());
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getAllByTestId("spinner")).toHaveLength(1);
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy(); // named for screen readers (axe: aria-progressbar-name)
    act(() => loadingCounter.end());
    expect(screen.getByTestId("spinner")).toBeTruthy();
    act(() => vi.advanceTimersByTime(LOADING_RELEASE_MS));
    expect(screen.queryByTestId("spinner")).toBeNull();
  });

  it("does not flash for a quick background request (a poll during play)", () => {
    vi.useFakeTimers();
    render(<LoadingIndicator />);
    act(() => loadingCounter.begin());
    act(() => vi.advanceTimersByTime(50));
    act(() => loadingCounter.end());
    act(() => vi.advanceTimersByTime(LOADING_RELEASE_MS));
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.queryByTestId("spinner")).toBeNull();
  });

  it("spins for a page whose code is still arriving, without a second spinner of the page's own", () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<><LoadingIndicator /><PageLoading /></>);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getByTestId("spinner")).toBeTruthy();
    expect(container.querySelectorAll(".spinner")).toHaveLength(1);
    rerender(<LoadingIndicator />);
    act(() => vi.advanceTimersByTime(LOADING_RELEASE_MS));
    expect(screen.queryByTestId("spinner")).toBeNull();
  });

  it("is the only full-size spinner in the client: pages leave loading to it", () => {
    const own = sources(SRC)
      .filter((path) => !path.endsWith(join("shared", "ui", "loading.tsx")))
      .filter((path) => /className="spinner"/.test(readFileSync(path, "utf8")))
      .map((path) => relative(SRC, path));
    expect(own).toEqual([]);
  });
});
