import { Channel, notify, ProcessType, User, UserTypeCode, LockMode, type EntityManager, type FilterQuery } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { decodeCursor, encodeCursor, pageSize } from "../../../graphql/paging.js";
import { UserTypeName } from "../../users/user.type.js";
import type { BalancesService } from "../../balances/balances.service.js";
import type { BonusService } from "../../bonus/bonus.service.js";
import { adminMutation, nothingChanged, recordOperation } from "../operation-log/record.js";
import { dateRange, fieldError, walletAddress } from "../validation.js";
import { queueChainBan } from "../../responsible-gaming/staff-protection.service.js";
import { chatBanActive } from "../../chat/chat-authors.js";
import type { MemberBalancesType, MemberConnectionType, MemberType } from "./member.type.js";
import type { MemberFilterInput } from "./members.inputs.js";

const TYPE_NAMES: Record<number, UserTypeName> = { 0: UserTypeName.NORMAL, 1: UserTypeName.ADMIN, 2: UserTypeName.MEMBER, 3: UserTypeName.SUPPORT };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Chain reads for a member's balances give up after this long: the page still shows what the database knows. */
const CHAIN_READ_MS = 3_000;

interface BetTotals {
  bets: number;
  wagered: bigint;
  paid: bigint;
}

export interface BanChange {
  banned?: boolean | null;
  chatBanned?: boolean | null;
  imageBanned?: boolean | null;
}

export const memberSnapshot = (u: User) => ({ address: u.address, banned: u.banned, chatBanned: chatBanActive(u), imageBanned: u.imageBanned });

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toMember(u: User, totals: Map<string, BetTotals>): MemberType {
  const wallets = [u.address, u.suncAddress].filter((a): a is string => !!a);
  const sum = wallets.reduce((acc, w) => {
    const t = totals.get(w);
    return t ? { bets: acc.bets + t.bets, wagered: acc.wagered + t.wagered, paid: acc.paid + t.paid } : acc;
  }, { bets: 0, wagered: 0n, paid: 0n });
  return {
    id: u.id, address: u.address, name: u.name ?? null, email: u.email ?? null, gameWallet: u.suncAddress ?? null, suncAddress: u.suncAddress ?? null,
    userType: TYPE_NAMES[u.userType] ?? UserTypeName.NORMAL, banned: u.banned, chatBanned: chatBanActive(u), imageBanned: u.imageBanned,
    registeredAt: u.createdAt, lastLoginAt: u.lastLoginAt ?? null, lastIp: u.lastIp ?? null,
    betCount: sum.bets, wagered: sum.wagered.toString(), paidOut: sum.paid.toString(),
  };
}

function where(f: MemberFilterInput): FilterQuery<User> {
  dateRange(f.registeredFrom, f.registeredTo);
  const q: Record<string, unknown>[] = [];
  const search = f.search?.trim();
  if (search) {
    if (search.length > 100) throw fieldError("search", "Search with at most 100 characters");
    const lower = likeText(search.toLowerCase());
    q.push({ $or: [{ address: { $like: lower } }, { suncAddress: { $like: lower } }, { name: { $ilike: likeText(search) } }, { email: { $ilike: likeText(search) } }] });
  }
  if (f.banned != null) q.push({ banned: f.banned });
  if (f.registeredFrom) q.push({ createdAt: { $gte: f.registeredFrom } });
  if (f.registeredTo) q.push({ createdAt: { $lt: f.registeredTo } });
  return (q.length ? { $and: q } : {}) as FilterQuery<User>;
}

function afterCursor(after: string): FilterQuery<User> {
  const [at, id] = decodeCursor(after);
  const when = typeof at === "string" ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime()) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
  return { $or: [{ createdAt: { $lt: when } }, { createdAt: when, id: { $lt: id } }] } as FilterQuery<User>;
}

const timeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error("chain read timed out")), ms).unref())]);

/** Membership management (SPEC /admin/membership): search, totals, balances, bans. */
export class MembersService {
  constructor(
    private readonly balances: BalancesService,
    private readonly bonus: BonusService,
  ) {}

  async list(em: EntityManager, filter: MemberFilterInput, first: number, after?: string | null): Promise<MemberConnectionType> {
    const size = pageSize(first);
    const q = after ? { $and: [where(filter), afterCursor(after)] } : where(filter);
    const rows = await em.find(User, q as FilterQuery<User>, { orderBy: { createdAt: "desc", id: "desc" }, limit: size + 1 });
    const page = rows.slice(0, size);
    const totals = await this.betTotals(em, page);
    const edges = page.map((u) => ({ cursor: encodeCursor([u.createdAt.toISOString(), u.id]), node: toMember(u, totals) }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async get(em: EntityManager, rawAddress: string): Promise<MemberType> {
    const address = walletAddress(rawAddress);
    const user = await em.findOne(User, { address });
    if (!user) throw notFound(`No player ${address}`);
    return toMember(user, await this.betTotals(em, [user]));
  }

  /** Balances: wallets read from chain (null when it cannot be read), the rest from the indexed database. */
  async balancesOf(em: EntityManager, member: MemberType): Promise<MemberBalancesType> {
    const viewer = { address: member.address, sessionId: "", user: { suncAddress: member.suncAddress } as User };
    const [chain, bonusLocked, bridged] = await Promise.all([
      timeout(this.balances.forViewer(em.fork(), viewer), CHAIN_READ_MS).catch(() => null),
      this.bonus.lockedOf(em, member.address),
      em.getConnection().execute<{ process_type: number; total: string }[]>(
        `select process_type, coalesce(sum(amount), 0)::text as total from bridge_process where address = ? and status = 2 group by process_type`, [member.address]),
    ]);
    const bridgedOf = (type: number) => bridged.find((r) => Number(r.process_type) === type)?.total ?? "0";
    return {
      mainWallet: chain?.susd ?? null,
      gameWallet: member.suncAddress ? (chain?.g1Susd ?? null) : null,
      bonusLocked: bonusLocked.toString(),
      bridgedToGame: bridgedOf(ProcessType.SWAP_TO_GAME_CHAIN),
      bridgedToMain: bridgedOf(ProcessType.SWAP_TO_ASSET_CHAIN),
    };
  }

  /** Bans or lifts bans (account, chat, images). Staff are managed under Administrators and cannot be banned here. */
  async setBan(ctx: RequestContext, rawAddress: string, change: BanChange): Promise<MemberType> {
    const address = walletAddress(rawAddress);
    if (change.banned == null && change.chatBanned == null && change.imageBanned == null) throw fieldError("banned", "Say which ban to set: banned, chatBanned or imageBanned");
    await adminMutation(ctx, async (em) => {
      const user = await em.findOne(User, { address }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw notFound(`No player ${address}`);
      if (address === ctx.viewer?.address) throw conflict("You cannot ban your own account");
      if (user.userType !== UserTypeCode.NORMAL) throw conflict("This is a staff account: remove its staff rights under Administrators first");
      const before = memberSnapshot(user);
      if (change.banned != null) user.banned = change.banned;
      if (change.chatBanned != null && change.chatBanned !== chatBanActive(user)) Object.assign(user, { chatBanned: change.chatBanned, chatBannedUntil: null, chatBanReason: null });
      if (change.imageBanned != null) user.imageBanned = change.imageBanned;
      const after = memberSnapshot(user);
      const turnedOn = (["banned", "chatBanned", "imageBanned"] as const).filter((k) => after[k] && !before[k]);
      const turnedOff = (["banned", "chatBanned", "imageBanned"] as const).filter((k) => !after[k] && before[k]);
      if (!turnedOn.length && !turnedOff.length) return nothingChanged(em);
      // The chat hears both at once: a photo goes from every screen, a banned player's input closes.
      if (before.imageBanned !== after.imageBanned) await notify(em, Channel.chat, { kind: "author", address });
      if (before.chatBanned !== after.chatBanned) await notify(em, Channel.chat, { kind: "ban", address });
      const words = [...turnedOn.map((k) => `set ${k}`), ...turnedOff.map((k) => `lifted ${k}`)].join(", ");
      const log = { action: turnedOn.length ? "member.ban" : "member.unban", targetType: "user" as const, targetId: address, before, after, summary: `${words} for ${address}` };
      // The account ban also holds on chain: the Cashier refuses the game wallet's stakes.
      if (before.banned !== after.banned && user.suncAddress) await queueChainBan(em, ctx, user, after.banned, log);
      else recordOperation(em, ctx, log);
    });
    return this.get(ctx.em.fork(), address);
  }

  /** Bets, stakes and payouts per wallet (main and game) of the given users, in one statement. */
  private async betTotals(em: EntityManager, users: User[]): Promise<Map<string, BetTotals>> {
    const wallets = users.flatMap((u) => [u.address, u.suncAddress]).filter((a): a is string => !!a);
    if (!wallets.length) return new Map();
    const rows = await em.getConnection().execute<{ player: string; bets: string; wagered: string; paid: string }[]>(
      `select player, count(*)::text as bets,
              coalesce(sum(amount) filter (where not refunded), 0)::text as wagered,
              coalesce(sum(payout) filter (where not refunded), 0)::text as paid
         from table_bet where player in (?) group by player`,
      [wallets],
    );
    return new Map(rows.map((r) => [r.player, { bets: Number(r.bets), wagered: BigInt(r.wagered), paid: BigInt(r.paid) }]));
  }
}
