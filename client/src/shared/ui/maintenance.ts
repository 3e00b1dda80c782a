import { useSyncExternalStore } from "react";

/** The gateway's switch for the SPEC §2 maintenance notice: a response header on every answer. */
export const MAINTENANCE_HEADER = "x-maintenance";

/**
 * Whether the casino is under maintenance, as the gateway's latest answer said: the back office
 * turns it on, every response carries it, so players see the notice on their next request.
 */
export function createMaintenanceStore() {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    /** Reads the switch from an answer of the gateway's. */
    observe(res: Pick<Response, "headers">) {
      const next = res.headers.get(MAINTENANCE_HEADER) === "on";
      if (next === on) return;
      on = next;
      listeners.forEach((l) => l());
    },
    get: () => on,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  };
}

export const maintenanceStore = createMaintenanceStore();

export const useMaintenance = () => useSyncExternalStore(maintenanceStore.subscribe, maintenanceStore.get);
