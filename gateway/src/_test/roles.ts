import { Wallet } from "ethers";
import { User, UserTypeCode } from "@sunrise/db";
import { gql, signInAs, type GqlResult } from "./client.js";
import type { TestGateway } from "./gateway.js";

/** Someone calling the gateway over real HTTP: a guest, a player or a staff member. */
export interface Actor {
  /** Lowercase wallet address; empty for a guest. */
  address: string;
  headers: Record<string, string>;
  token?: string;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
}

export interface AccountOptions {
  /** Staff IP allow-list (the test gateway sees requests from 127.0.0.1). */
  ips?: string[];
  name?: string;
  email?: string;
}

/** An IP list that leaves out the loopback address tests call from. */
export const ELSEWHERE = ["198.51.100.0/24"];

const actor = (t: TestGateway, address: string, headers: Record<string, string>, token?: string): Actor => ({
  address,
  headers,
  token,
  gql: (query, variables = {}) => gql(t.url, query, variables, headers),
});

/** Writes (or updates) the account's row the way registration and the back office would. */
export async function saveAccount(t: TestGateway, address: string, fields: Partial<Pick<User, "userType" | "ips" | "banned" | "name" | "email" | "suncAddress">>): Promise<void> {
  const em = t.db.orm.em.fork();
  const user = (await em.findOne(User, { address })) ?? em.create(User, { address });
  Object.assign(user, fields);
  await em.flush();
}

async function signedIn(t: TestGateway, type: number, opts: AccountOptions = {}): Promise<Actor> {
  const wallet = Wallet.createRandom();
  const address = wallet.address.toLowerCase();
  await saveAccount(t, address, { userType: type, ips: opts.ips ?? [], name: opts.name ?? null, email: opts.email ?? null, suncAddress: Wallet.createRandom().address.toLowerCase() });
  const s = await signInAs(t.url, wallet);
  return actor(t, address, s.headers, s.token);
}

export const asGuest = (t: TestGateway): Actor => actor(t, "", {});
export const asPlayer = (t: TestGateway, opts?: AccountOptions) => signedIn(t, UserTypeCode.NORMAL, opts);
export const asAdmin = (t: TestGateway, opts?: AccountOptions) => signedIn(t, UserTypeCode.ADMIN, opts);
export const asMember = (t: TestGateway, opts?: AccountOptions) => signedIn(t, UserTypeCode.MEMBER, opts);
export const asSupport = (t: TestGateway, opts?: AccountOptions) => signedIn(t, UserTypeCode.SUPPORT, opts);

/** An ADMIN whose IP list leaves out the address the tests call from. */
export const asAdminElsewhere = (t: TestGateway) => signedIn(t, UserTypeCode.ADMIN, { ips: ELSEWHERE });

/** A player banned after signing in: the session still exists and its next request must be refused. */
export async function asBanned(t: TestGateway): Promise<Actor> {
  const player = await asPlayer(t);
  await saveAccount(t, player.address, { banned: true });
  return player;
}

/** Every kind of caller the access checks tell apart, by name. */
export async function everyRole(t: TestGateway): Promise<Record<RoleName, Actor>> {
  const [player, admin, member, support, banned, adminElsewhere] = await Promise.all([asPlayer(t), asAdmin(t), asMember(t), asSupport(t), asBanned(t), asAdminElsewhere(t)]);
  return { guest: asGuest(t), player, banned, admin, member, support, adminElsewhere };
}
export type RoleName = "guest" | "player" | "banned" | "admin" | "member" | "support" | "adminElsewhere";

/** The first error's code and reason, for `expect(...).toEqual(...)`. */
export const refusal = (r: GqlResult) => ({ code: r.errors?.[0]?.extensions?.code, reason: (r.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason });
