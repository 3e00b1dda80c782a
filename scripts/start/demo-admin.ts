import { User, UserTypeCode, type Orm } from "@sunrise/db";

/** The Local wallet's account 5 is the demo back-office ADMIN (accounts 1 and 2 are the end-to-end tests' players). */
export const DEMO_ADMIN_ACCOUNT_INDEX = 5;

/**
 * Makes the documented development account an ADMIN with no IP list (and not banned), every start:
 * whoever tries the back office locally can always get in. The account's player data is kept; a
 * wallet that has not registered yet gets its row now and completes registration on first visit.
 */
export async function seedDemoAdmin(orm: Orm, address: string): Promise<"created" | "updated" | "unchanged"> {
  const em = orm.em.fork();
  const lower = address.toLowerCase();
  const user = await em.findOne(User, { address: lower });
  if (!user) {
    em.create(User, { address: lower, userType: UserTypeCode.ADMIN, ips: [] });
    await em.flush();
    return "created";
  }
  if (user.userType === UserTypeCode.ADMIN && user.ips.length === 0 && !user.banned) return "unchanged";
  Object.assign(user, { userType: UserTypeCode.ADMIN, ips: [], banned: false });
  await em.flush();
  return "updated";
}
