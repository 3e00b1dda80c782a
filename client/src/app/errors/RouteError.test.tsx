import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderWithIntl } from "../../testing/render.js";
import { lazyPage } from "../lazy-page.js";
import { CHUNK_TIMEOUT_MS } from "./chunk-load.js";
import { RouteError } from "./RouteError.js";

function Broken(): never {
  throw new Error("boom");
}

const show = (element: React.ReactNode) =>
  renderWithIntl(<RouterProvider router={createMemoryRouter([{ path: "/", element, errorElement: <RouteError /> }])} />);

describe("route errors", () => {
  afterEach(() => vi.useRealTimers());

  it("says an error has occurred when a page fails to render, with Reload and the way home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    show(<Broken />);
    expect((await screen.findByTestId("route-error")).textContent).toContain("An error has occurred.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the lobby" })).toBeTruthy();
  });

  it("reports a page whose code does not load after 120 seconds and offers Reload", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    show(lazyPage(load, () => () => null));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000));
    expect(screen.queryByTestId("chunk-error")).toBeNull();
    expect(screen.getByTestId("page-loading")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId("chunk-error").textContent).toContain("This page could not be loaded");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThan(1);
  });
});
