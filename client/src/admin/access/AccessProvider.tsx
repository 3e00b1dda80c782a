import { createContext, useContext, useMemo, type ReactNode } from "react";
import { knownPermissions, type Permission } from "./permissions.js";

export type Can = (permission: Permission) => boolean;

const AccessContext = createContext<Can>(() => false);

/** What the signed-in staff member may do; every menu entry, route and action asks it. */
export function AccessProvider({ granted, children }: { granted: readonly string[]; children: ReactNode }) {
  const can = useMemo<Can>(() => {
    const set = knownPermissions(granted);
    return (p) => set.has(p);
  }, [granted]);
  return <AccessContext.Provider value={can}>{children}</AccessContext.Provider>;
}

export const useCan = () => useContext(AccessContext);

/** Renders its children only with the permission (actions a role cannot take are not shown). */
export function IfCan({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan()(permission) ? <>{children}</> : null;
}
