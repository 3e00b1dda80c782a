import type { Socket } from "node:net";

/**
 * Lets a busy connection's frames share system calls. A frame for a connection that wrote nothing
 * in the last `windowMs` goes out at once; a frame that follows within the window waits, corked,
 * for the window's end, when everything held for every connection goes out, one write each. On a
 * table where players chat, each socket gets a frame per line: at 20 lines a second and 1,000
 * sockets, writing each frame alone is 20,000 writes a second, most of the gateway's time.
 */
export class WriteCoalescer {
  private readonly lastWrite = new WeakMap<Socket, number>();
  private readonly held = new Set<Socket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** Call before writing a frame to `socket`. */
  beforeWrite(socket: Socket): void {
    if (this.windowMs <= 0 || this.held.has(socket)) return;
    const now = this.now();
    if (now - (this.lastWrite.get(socket) ?? -Infinity) >= this.windowMs) {
      this.lastWrite.set(socket, now);
      return;
    }
    socket.cork();
    this.held.add(socket);
    this.timer ??= setTimeout(() => this.flush(), this.windowMs);
  }

  /** Sends everything held now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.now();
    for (const socket of this.held) {
      this.lastWrite.set(socket, now);
      // An ended socket flushed its frames when it ended; uncorking it again does nothing.
      socket.uncork();
    }
    this.held.clear();
  }
}
