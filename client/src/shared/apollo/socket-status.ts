import { useSyncExternalStore } from "react";

/** Whether the GraphQL WebSocket is connected: the bridge polls only while it is not. */
let connected = false;
const listeners = new Set<() => void>();

export function setSocketConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  listeners.forEach((l) => l());
}

export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => connected,
  );
}
