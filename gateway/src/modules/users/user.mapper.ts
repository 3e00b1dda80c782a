import { UserTypeCode, type User } from "@sunrise/db";
import { UserTypeName, type UserType } from "./user.type.js";
import { isStaffType } from "../admin/permissions.js";
import { ipAllowed } from "../admin/access/ip-allow-list.js";

const names: Record<number, UserTypeName> = {
  [UserTypeCode.NORMAL]: UserTypeName.NORMAL,
  [UserTypeCode.ADMIN]: UserTypeName.ADMIN,
  [UserTypeCode.MEMBER]: UserTypeName.MEMBER,
  [UserTypeCode.SUPPORT]: UserTypeName.SUPPORT,
};

/** SPEC §5 admin check: a type other than normal and, when it lists IPs or ranges, the current IP among them. */
export function isAdmin(user: User, ip: string): boolean {
  return isStaffType(user.userType) && ipAllowed(user.ips, ip);
}

export function toUserType(user: User, ip: string): UserType {
  return {
    id: user.id,
    address: user.address,
    name: user.name ?? "Guest",
    email: user.email ?? null,
    banned: user.banned,
    userType: names[user.userType] ?? UserTypeName.NORMAL,
    isAdmin: isAdmin(user, ip),
    refCode: user.refCode ?? null,
    sunc:
      user.suncAddress && user.suncEncryptedPrivateKey
        ? { address: user.suncAddress, encryptedPrivateKey: user.suncEncryptedPrivateKey, version: user.suncVersion ?? 1 }
        : null,
    createdAt: user.createdAt,
  };
}
