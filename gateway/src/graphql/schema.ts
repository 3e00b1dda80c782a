import "reflect-metadata";
import { buildSchema, type AuthChecker, type PubSub } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context.js";
import { forbidden, unauthenticated } from "../errors.js";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { BalancesResolver } from "../modules/balances/balances.resolver.js";
import { BridgeResolver } from "../modules/bridge/bridge.resolver.js";
import { ChainResolver } from "../modules/chain/chain.resolver.js";
import { UserResolver } from "../modules/users/user.resolver.js";
import { BonusResolver } from "../modules/bonus/bonus.resolver.js";
import { StakingResolver } from "../modules/staking/staking.resolver.js";
import { TablesResolver } from "../modules/tables/tables.resolver.js";
import { StatsResolver } from "../modules/stats/stats.resolver.js";
import { isAdmin } from "../modules/users/user.mapper.js";

/**
 * One auth checker: `@Authorized()` needs a session; `@Authorized("STAFF")` a back-office user type
 * (admin, member or support) signing in from an allowed IP (SPEC §6).
 */
const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length === 0) return true;
  if (roles.includes("STAFF") && context.viewer.user && isAdmin(context.viewer.user, context.ip)) return true;
  throw forbidden("This needs a back-office account");
};

export const resolvers = [AuthResolver, UserResolver, ChainResolver, BalancesResolver, BridgeResolver, BonusResolver, StakingResolver, TablesResolver, StatsResolver] as const;

export function createSchema(pubSub: PubSub, emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
