import { describe, expect, it, vi } from "vitest";
import { createNotificationStore } from "../../shared/ui/notifications.js";
import { transferProgress } from "./transfer-progress.js";

const TEXT = { "bridge.approve": "Please approve SUSD on Bridge Contract", "bridge.sent": "Transfer sent" } as const;

describe("a transfer's messages", () => {
  it("ask for the approval as an info notice (not a success), gone once the withdrawal is sent", () => {
    const store = createNotificationStore();
    const success = vi.fn();
    const onSent = vi.fn();
    const progress = transferProgress({ text: (id) => TEXT[id], success, onSent }, store);
    progress.onApprove();
    expect(store.get()).toEqual([expect.objectContaining({ kind: "info", text: "Please approve SUSD on Bridge Contract" })]);
    expect(success).not.toHaveBeenCalled();
    progress.onSent("0xabc");
    expect(store.get()).toEqual([]);
    expect(onSent).toHaveBeenCalledWith("0xabc");
    expect(success).toHaveBeenCalledWith("Transfer sent");
  });

  it("clear the approval request when the transfer fails", () => {
    const store = createNotificationStore();
    const progress = transferProgress({ text: (id) => TEXT[id], success: vi.fn(), onSent: vi.fn() }, store);
    progress.onApprove();
    progress.end();
    expect(store.get()).toEqual([]);
  });
});
