import "reflect-metadata";
import { buildSchema, getMetadataStorage, type AuthChecker, type PubSub } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context.js";
import { unauthenticated } from "../errors.js";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { BalancesResolver } from "../modules/balances/balances.resolver.js";
import { BridgeResolver } from "../modules/bridge/bridge.resolver.js";
import { UsdcResolver } from "../modules/usdc/usdc.resolver.js";
import { ChainResolver } from "../modules/chain/chain.resolver.js";
import { UserResolver } from "../modules/users/user.resolver.js";
import { BonusResolver } from "../modules/bonus/bonus.resolver.js";
import { StakingResolver } from "../modules/staking/staking.resolver.js";
import { StakingProgramResolver } from "../modules/staking/staking-program.resolver.js";
import { AffiliatesResolver } from "../modules/affiliates/affiliates.resolver.js";
import { AdminAffiliatesResolver } from "../modules/affiliates/admin-affiliates.resolver.js";
import { UserAffiliateResolver } from "../modules/affiliates/user-affiliate.resolver.js";
import { TablesResolver } from "../modules/tables/tables.resolver.js";
import { StatsResolver } from "../modules/stats/stats.resolver.js";
import { TableResolver } from "../modules/tables/table.resolver.js";
import { BetResolver, RoundResolver } from "../modules/tables/round.resolver.js";
import { GamesResolver } from "../modules/games/games.resolver.js";
import { AreasResolver } from "../modules/areas/areas.resolver.js";
import { FavoritesResolver } from "../modules/favorites/favorites.resolver.js";
import { bannedError } from "../modules/auth/banned.js";
import { adminResolvers } from "../modules/admin/admin.resolvers.js";
import { adminOpsResolvers } from "../modules/admin-ops/admin-ops.resolvers.js";
import { SystemResolver } from "../modules/system/system.resolver.js";
import { MaintenanceResolver } from "../modules/system/maintenance.resolver.js";
import { checkAccess } from "../modules/admin/access/check-access.js";
import { ProfileResolver } from "../modules/uploads/profile.resolver.js";
import { MessagesResolver } from "../modules/messages/messages.resolver.js";
import { AdminMessagesResolver } from "../modules/messages/admin-messages.resolver.js";
import { PopupsResolver } from "../modules/popups/popups.resolver.js";
import { BannersResolver } from "../modules/banners/banners.resolver.js";
import { CategoriesResolver } from "../modules/categories/categories.resolver.js";
import { RankingsResolver } from "../modules/rankings/rankings.resolver.js";
import { MyHistoryResolver } from "../modules/account/my-history.resolver.js";
import { JackpotsResolver } from "../modules/jackpots/jackpots.resolver.js";
import { ResponsibleGamingResolver } from "../modules/responsible-gaming/responsible-gaming.resolver.js";
import { ResponsibleGamingStaffResolver } from "../modules/responsible-gaming/responsible-gaming-staff.resolver.js";
import { isPermission } from "../modules/admin/permissions.js";
import { ChatResolver } from "../modules/chat/chat.resolver.js";
import { ChatModerationResolver } from "../modules/chat/chat-moderation.resolver.js";
import { SignedDecisionsResolver } from "../modules/signed-decisions/signed-decisions.resolver.js";

/**
 * The one auth checker. `@Authorized()` needs a session of an account that is not banned;
 * `@RequirePermission(p)` (`@Authorized(p)`) also a staff type, the request's IP in its allow-list
 * and `p` in the matrix (modules/admin/permissions.ts), checked in that order.
 */
const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (context.bannedSession) throw bannedError();
  if (!context.viewer) throw unauthenticated();
  for (const role of roles.map(String)) checkAccess(context, isPermission(role) ? role : undefined);
  return true;
};

/** Every role an `@Authorized` names must be a permission of the matrix: a typo would lock a field for everyone. */
function assertKnownPermissions(): void {
  const named = [...getMetadataStorage().authorizedFields, ...getMetadataStorage().authorizedResolver].flatMap((a) => a.roles as unknown[]);
  const unknown = named.filter((r) => !isPermission(String(r)));
  if (unknown.length) throw new Error(`@Authorized names roles that are not permissions: ${unknown.join(", ")}`);
}

export const resolvers = [
  AuthResolver, UserResolver, ChainResolver, BalancesResolver, BridgeResolver, UsdcResolver, BonusResolver, StakingResolver,
  TablesResolver, TableResolver, RoundResolver, BetResolver, SignedDecisionsResolver, GamesResolver, AreasResolver, FavoritesResolver, StatsResolver,
  ...adminResolvers,
  ...adminOpsResolvers,
  SystemResolver,
  MaintenanceResolver,
  ProfileResolver, MessagesResolver, AdminMessagesResolver, PopupsResolver, BannersResolver, CategoriesResolver, RankingsResolver,
  MyHistoryResolver, JackpotsResolver, ResponsibleGamingResolver, ResponsibleGamingStaffResolver, ChatResolver, ChatModerationResolver,
  StakingProgramResolver, AffiliatesResolver, AdminAffiliatesResolver, UserAffiliateResolver,
] as const;

export function createSchema(pubSub: PubSub, emitSchemaFile?: string): Promise<GraphQLSchema> {
  assertKnownPermissions();
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
