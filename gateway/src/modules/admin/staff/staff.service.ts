import { LockMode, User, UserTypeCode, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { ipAllowed, normaliseIpList } from "../access/ip-allow-list.js";
import { adminMutation, nothingChanged, recordOperation } from "../operation-log/record.js";
import { fieldError, walletAddress } from "../validation.js";
import { StaffTypeName, type StaffMemberType } from "./staff.type.js";
import type { CreateStaffInput, UpdateStaffInput } from "./staff.inputs.js";
import { StaffRefusal, staffConflict } from "./staff.errors.js";

const CODES: Record<StaffTypeName, number> = { ADMIN: UserTypeCode.ADMIN, MEMBER: UserTypeCode.MEMBER, SUPPORT: UserTypeCode.SUPPORT };
const NAMES: Record<number, StaffTypeName> = { [UserTypeCode.ADMIN]: StaffTypeName.ADMIN, [UserTypeCode.MEMBER]: StaffTypeName.MEMBER, [UserTypeCode.SUPPORT]: StaffTypeName.SUPPORT };
const MAX_IPS = 50;

const staffSnapshot = (u: User) => ({ address: u.address, type: NAMES[u.userType] ?? "NORMAL", ips: [...u.ips] });

const toStaff = (u: User, viewer: string | undefined): StaffMemberType => ({
  id: u.id, address: u.address, name: u.name ?? null, registered: u.suncAddress != null, self: u.address === viewer, type: NAMES[u.userType]!, ips: [...u.ips],
  lastLoginAt: u.lastLoginAt ?? null, lastIp: u.lastIp ?? null, createdAt: u.createdAt,
});

function ipList(entries: readonly string[]): string[] {
  if (entries.length > MAX_IPS) throw fieldError("ips", `At most ${MAX_IPS} addresses or ranges`);
  const result = normaliseIpList(entries);
  if ("invalid" in result) throw fieldError("ips", `"${result.invalid}" is not an IP address or CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)`);
  return result.ok;
}

/**
 * Administrators (SPEC /admin/administrator): staff by address with type and IP list. Nobody can
 * leave the casino without an ADMIN who can use it, or take away their own rights (CONFLICT).
 */
export class StaffService {
  /** `viewer`: the address asking, so each row says whether it is theirs. */
  async list(em: EntityManager, viewer: string | undefined): Promise<StaffMemberType[]> {
    const rows = await em.find(User, { userType: { $ne: UserTypeCode.NORMAL } }, { orderBy: { userType: "asc", address: "asc" } });
    return rows.map((u) => toStaff(u, viewer));
  }

  async get(em: EntityManager, rawAddress: string, viewer: string | undefined): Promise<StaffMemberType> {
    const address = walletAddress(rawAddress);
    const user = await em.findOne(User, { address, userType: { $ne: UserTypeCode.NORMAL } });
    if (!user) throw notFound(`${address} is not a back-office account`);
    return toStaff(user, viewer);
  }

  async create(ctx: RequestContext, input: CreateStaffInput): Promise<StaffMemberType> {
    const address = walletAddress(input.address);
    const ips = ipList(input.ips);
    await adminMutation(ctx, async (em) => {
      const existing = await em.findOne(User, { address }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (existing && existing.userType !== UserTypeCode.NORMAL) throw conflict(`${address} is already a back-office account: edit it instead`);
      if (existing?.banned) throw conflict("This account is banned: lift the ban first");
      const before = existing ? staffSnapshot(existing) : null;
      const user = existing ?? em.create(User, { address });
      Object.assign(user, { userType: CODES[input.type], ips });
      recordOperation(em, ctx, { action: "staff.create", targetType: "staff", targetId: address, before, after: staffSnapshot(user), summary: `Made ${address} ${input.type}` });
    });
    return this.get(ctx.em.fork(), address, ctx.viewer?.address);
  }

  async update(ctx: RequestContext, rawAddress: string, input: UpdateStaffInput): Promise<StaffMemberType> {
    const address = walletAddress(rawAddress);
    const ips = input.ips != null ? ipList(input.ips) : undefined;
    await adminMutation(ctx, async (em) => {
      await this.lockAdmins(em);
      const user = await this.lockStaff(em, address);
      const before = staffSnapshot(user);
      if (input.type != null) user.userType = CODES[input.type];
      if (ips !== undefined) user.ips = ips;
      const after = staffSnapshot(user);
      if (JSON.stringify(before) === JSON.stringify(after)) return nothingChanged(em);
      if (address === ctx.viewer?.address) {
        if (after.type !== before.type) throw staffConflict(StaffRefusal.OWN_ACCOUNT, "You cannot change your own staff type");
        if (!ipAllowed(user.ips, ctx.ip)) throw fieldError("ips", `This list would lock you out: your IP ${ctx.ip} is not in it`);
      }
      await this.keepAnAdmin(em, before.type === "ADMIN" && after.type !== "ADMIN");
      recordOperation(em, ctx, { action: "staff.update", targetType: "staff", targetId: address, before, after, summary: `Updated ${address} (${after.type})` });
    });
    return this.get(ctx.em.fork(), address, ctx.viewer?.address);
  }

  /** Takes the staff rights away (the account stays a player, with its history). */
  async delete(ctx: RequestContext, rawAddress: string): Promise<boolean> {
    const address = walletAddress(rawAddress);
    return adminMutation(ctx, async (em) => {
      if (address === ctx.viewer?.address) throw staffConflict(StaffRefusal.OWN_ACCOUNT, "You cannot remove your own back-office rights");
      await this.lockAdmins(em);
      const user = await this.lockStaff(em, address);
      const before = staffSnapshot(user);
      Object.assign(user, { userType: UserTypeCode.NORMAL, ips: [] });
      await this.keepAnAdmin(em, before.type === "ADMIN");
      recordOperation(em, ctx, { action: "staff.delete", targetType: "staff", targetId: address, before, after: null, summary: `Removed ${address} (${before.type}) from the back office` });
      return true;
    });
  }

  private async lockStaff(em: EntityManager, address: string): Promise<User> {
    const user = await em.findOne(User, { address }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user || user.userType === UserTypeCode.NORMAL) throw notFound(`${address} is not a back-office account`);
    return user;
  }

  /**
   * Locks every ADMIN row, in one order, before a staff change reads anything: two administrators
   * demoting each other at once then run one after the other (no deadlock), and the second sees
   * the first's result when it counts.
   */
  private async lockAdmins(em: EntityManager): Promise<void> {
    await em.getConnection().execute(`select id from app_user where user_type = ? order by id for update`, [UserTypeCode.ADMIN], "all", em.getTransactionContext());
  }

  /** Refuses a change that would leave no ADMIN able to use the back office. */
  private async keepAnAdmin(em: EntityManager, losingAnAdmin: boolean): Promise<void> {
    if (!losingAnAdmin) return;
    await em.flush();
    const admins = await em.count(User, { userType: UserTypeCode.ADMIN, banned: false });
    if (admins === 0) throw staffConflict(StaffRefusal.LAST_ADMIN, "This is the last ADMIN: make another account ADMIN first");
  }
}
