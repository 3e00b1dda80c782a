import { Authorized, Extensions } from "type-graphql";
import type { Permission } from "../permissions.js";

/** The schema extension naming the permission a field needs (read by tests and tools from the built schema). */
export const PERMISSION_EXTENSION = "permission";

/**
 * Declares the permission an admin query, mutation, subscription or field needs: enforced by the
 * one auth checker (`@Authorized`) and visible on the built schema's field extensions.
 */
export function RequirePermission(permission: Permission): MethodDecorator & PropertyDecorator {
  const authorized = Authorized(permission);
  const extension = Extensions({ [PERMISSION_EXTENSION]: permission });
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor as never);
    extension(target, key, descriptor as never);
  };
}
