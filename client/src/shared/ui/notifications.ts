import { useSyncExternalStore } from "react";

/** SPEC §4/§9: store notifications time out after 20 seconds unless told otherwise. */
export const STORE_NOTIFICATION_MS = 20_000;

export type NoticeKind = "info" | "success" | "error";
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** An in-app path the notice opens when clicked. */
  to?: string;
}

/**
 * Notifications kept in a store (not tied to a component): things the player should act on or may
 * want to open — approve in the wallet, a new message — each removed after its timeout or when dismissed.
 */
export function createNotificationStore() {
  let notices: readonly Notice[] = [];
  let next = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let navigate: ((to: string) => void) | undefined;
  const set = (list: readonly Notice[]) => {
    notices = list;
    listeners.forEach((l) => l());
  };
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (notices.some((n) => n.id === id)) set(notices.filter((n) => n.id !== id));
  };
  return {
    /** Adds a notice; returns its id, to dismiss it once it no longer applies. */
    push(notice: Omit<Notice, "id">, timeoutMs = STORE_NOTIFICATION_MS): number {
      const id = next++;
      set([...notices, { ...notice, id }]);
      timers.set(id, setTimeout(() => dismiss(id), timeoutMs));
      return id;
    },
    dismiss,
    /** Opens a notice's path in the app (the router registers how); false when it cannot. */
    open(to: string): boolean {
      if (!navigate) return false;
      navigate(to);
      return true;
    },
    /** The layout inside the router lends its navigate; the stack itself sits outside the router. */
    setNavigator(fn: ((to: string) => void) | undefined) {
      navigate = fn;
    },
    get: () => notices,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  };
}

export const notificationStore = createNotificationStore();

export const useNotices = () => useSyncExternalStore(notificationStore.subscribe, notificationStore.get);
