import { afterEach, describe, expect, it, vi } from "vitest";
import type { Socket } from "node:net";
import { WriteCoalescer } from "./write-coalescer.js";

/** A socket that counts how deep it is corked, as net.Socket does. */
const fakeSocket = () => {
  const s = { corked: 0, flushes: 0, cork: () => void s.corked++, uncork: () => void (s.corked && --s.corked === 0 && s.flushes++) };
  return s;
};

afterEach(() => vi.useRealTimers());

describe("WriteCoalescer", () => {
  it("writes a quiet socket's frame at once and holds the frames that follow within the window until it ends", () => {
    vi.useFakeTimers();
    let now = 0;
    const coalescer = new WriteCoalescer(100, () => now);
    const socket = fakeSocket();
    coalescer.beforeWrite(socket as unknown as Socket);
    expect(socket.corked).toBe(0);
    now = 30;
    coalescer.beforeWrite(socket as unknown as Socket);
    now = 60;
    coalescer.beforeWrite(socket as unknown as Socket);
    expect(socket.corked).toBe(1);
    now = 130;
    vi.advanceTimersByTime(100);
    expect([socket.corked, socket.flushes]).toEqual([0, 1]);
    // Quiet for a window after its last write: the next frame goes out at once again.
    now = 230;
    coalescer.beforeWrite(socket as unknown as Socket);
    expect(socket.corked).toBe(0);
  });

  it("releases every held socket in one pass, and holds nothing with a window of 0", () => {
    let now = 0;
    const coalescer = new WriteCoalescer(100, () => now);
    const sockets = [fakeSocket(), fakeSocket()];
    for (const s of sockets) coalescer.beforeWrite(s as unknown as Socket);
    now = 10;
    for (const s of sockets) coalescer.beforeWrite(s as unknown as Socket);
    expect(sockets.map((s) => s.corked)).toEqual([1, 1]);
    coalescer.flush();
    expect(sockets.map((s) => s.flushes)).toEqual([1, 1]);
    const off = new WriteCoalescer(0, () => now);
    const s = fakeSocket();
    off.beforeWrite(s as unknown as Socket);
    off.beforeWrite(s as unknown as Socket);
    expect(s.corked).toBe(0);
  });
});
