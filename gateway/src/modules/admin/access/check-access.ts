import type { RequestContext } from "../../../request-context.js";
import { unauthenticated } from "../../../errors.js";
import { AccessReason, accessDenied, bannedError } from "../../auth/banned.js";
import { isStaffType, permissionsOf, STAFF_TYPE_NAMES, type Permission } from "../permissions.js";
import { ipAllowed } from "./ip-allow-list.js";

/** A staff account allowed into the back office from this request's IP. */
export interface StaffViewer {
  address: string;
  type: number;
}

/**
 * The one access check, in order: a session (UNAUTHENTICATED), not banned, a staff type, the
 * request's IP in the type's allow-list, then the permission in the matrix (each FORBIDDEN with
 * its reason). Returns the staff member it let through.
 */
export function checkAccess(ctx: RequestContext, permission?: Permission): StaffViewer {
  if (ctx.bannedSession) throw bannedError();
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  const user = viewer.user;
  if (!user || !isStaffType(user.userType)) throw accessDenied(AccessReason.NOT_STAFF, "This needs a back-office account");
  if (!ipAllowed(user.ips, ctx.ip)) throw accessDenied(AccessReason.IP_NOT_ALLOWED, `This back-office account may not be used from ${ctx.ip || "an unknown address"}`);
  if (permission && !permissionsOf(user.userType).includes(permission)) {
    throw accessDenied(AccessReason.PERMISSION, `A ${STAFF_TYPE_NAMES[user.userType]} account may not use ${permission}`);
  }
  return { address: viewer.address, type: user.userType };
}

/** The permissions this request may use: none for guests, players, banned accounts and staff outside their IP list. */
export function viewerPermissions(ctx: RequestContext): readonly Permission[] {
  const user = ctx.viewer?.user;
  if (ctx.bannedSession || !user || !isStaffType(user.userType) || !ipAllowed(user.ips, ctx.ip)) return [];
  return permissionsOf(user.userType);
}
