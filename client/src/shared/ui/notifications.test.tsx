import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "../../testing/render.js";
import { createNotificationStore, notificationStore, STORE_NOTIFICATION_MS } from "./notifications.js";
import { MAX_TOASTS, ToastProvider, useToast } from "./toasts.js";

function Burst() {
  const toast = useToast();
  return <button onClick={() => ["one", "two", "three", "four"].forEach((t) => toast.success(t))}>burst</button>;
}

describe("store notifications", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("time out after 20 seconds by default, not before", () => {
    const store = createNotificationStore();
    store.push({ kind: "info", text: "Approve in your wallet" });
    vi.advanceTimersByTime(STORE_NOTIFICATION_MS - 1);
    expect(store.get().map((n) => n.text)).toEqual(["Approve in your wallet"]);
    vi.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
    expect(STORE_NOTIFICATION_MS).toBe(20_000);
  });

  it("are shown in the toast stack with their kind and open their path through the router's navigate", () => {
    const navigate = vi.fn();
    notificationStore.setNavigator(navigate);
    renderWithIntl(<ToastProvider><p>page</p></ToastProvider>);
    act(() => void notificationStore.push({ kind: "info", text: "New message: Maintenance", to: "/messages/m1" }));
    const notice = screen.getByTestId("notice");
    expect(notice.dataset.kind).toBe("info");
    fireEvent.click(screen.getByRole("link", { name: "New message: Maintenance" }));
    expect(navigate).toHaveBeenCalledWith("/messages/m1");
    // Opening it also dismisses it.
    expect(screen.queryByTestId("notice")).toBeNull();
    notificationStore.setNavigator(undefined);
  });
});

describe("toast stack", () => {
  it(`keeps at most ${MAX_TOASTS} toasts, the newest`, () => {
    renderWithIntl(<ToastProvider><Burst /></ToastProvider>);
    fireEvent.click(screen.getByText("burst"));
    expect(screen.getAllByTestId("toast").map((t) => t.textContent?.slice(1))).toEqual(["two", "three", "four"]);
  });
});
