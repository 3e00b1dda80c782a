import type { GatewayEnv } from "./env.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { BalancesService } from "./modules/balances/balances.service.js";
import { BridgeService } from "./modules/bridge/bridge.service.js";
import { ChainService } from "./modules/chain/chain.service.js";
import { ChainHealthMonitor } from "./modules/chain/chain-health.js";
import { UsdcService } from "./modules/usdc/usdc.service.js";
import { UserService } from "./modules/users/user.service.js";
import { BonusService } from "./modules/bonus/bonus.service.js";
import { StakingService } from "./modules/staking/staking.service.js";
import { StakingProgramService } from "./modules/staking/staking-program.service.js";
import { AffiliatesService } from "./modules/affiliates/affiliates.service.js";
import { AdminAffiliatesService } from "./modules/affiliates/admin-affiliates.service.js";
import { TablesService } from "./modules/tables/tables.service.js";
import { ShoesService } from "./modules/tables/shoes.service.js";
import { StatsService } from "./modules/stats/stats.service.js";
import { GamesService } from "./modules/games/games.service.js";
import { AreasService } from "./modules/areas/areas.service.js";
import { FavoritesService } from "./modules/favorites/favorites.service.js";
import { TableConfigService } from "./modules/tables/table-configs.service.js";
import { BetFeed } from "./modules/tables/bet-feed.js";
import { LiveBalances } from "./modules/balances/live-balances.js";
import { createAdminServices, type AdminServices } from "./modules/admin/admin.services.js";
import { createAdminOpsServices, type AdminOpsServices } from "./modules/admin-ops/admin-ops.services.js";
import { UploadsService } from "./modules/uploads/uploads.service.js";
import { createMessagesServices, type MessagesServices } from "./modules/messages/messages.services.js";
import { createPopupsServices, type PopupsServices } from "./modules/popups/popups.services.js";
import { BannersService } from "./modules/banners/banners.service.js";
import { CategoriesService } from "./modules/categories/categories.service.js";
import { RankingsService } from "./modules/rankings/rankings.service.js";
import { JackpotsService } from "./modules/jackpots/jackpots.service.js";
import { ResponsibleGamingService } from "./modules/responsible-gaming/responsible-gaming.service.js";
import { StaffProtectionService } from "./modules/responsible-gaming/staff-protection.service.js";
import type { ResponsibleGamingType } from "./modules/responsible-gaming/responsible-gaming.type.js";
import { createChatServices, type ChatServices } from "./modules/chat/chat.services.js";
import { SystemService } from "./modules/system/system.service.js";
import { MaintenanceService } from "./modules/system/maintenance.service.js";
import { SignedDecisionsService } from "./modules/signed-decisions/signed-decisions.service.js";

export interface Services {
  auth: AuthService;
  users: UserService;
  bridge: BridgeService;
  chain: ChainService;
  /** Whether each chain's RPC answers (probed by this replica). */
  chainHealth: ChainHealthMonitor;
  /** USDC flows 1–3: reserves, withdrawal ETAs, the claim's gas. */
  usdc: UsdcService;
  balances: BalancesService;
  bonus: BonusService;
  staking: StakingService;
  /** The /reward page: pools, rounds and their figures, a player's position on the contract. */
  stakingProgram: StakingProgramService;
  /** Affiliates: codes, referrals, daily commission, withdrawals. */
  affiliates: AffiliatesService;
  /** Back office: affiliates' rates and suspensions, the staking schedule. */
  adminAffiliates: AdminAffiliatesService;
  /** Rounds and bets as indexed. */
  tables: TablesService;
  /** Shoes of the shoe games' tables as indexed. */
  shoes: ShoesService;
  /** Tables as the product manages them (lobby, limits, area, floor). */
  tableConfigs: TableConfigService;
  games: GamesService;
  areas: AreasService;
  favorites: FavoritesService;
  betFeed: BetFeed;
  liveBalances: LiveBalances;
  stats: StatsService;
  /** Back office: access, operation log, games, tables, areas, membership, administrators. */
  admin: AdminServices;
  /** Back office: on-chain tasks, tools and transfers, game results, bridge history, transactions. */
  adminOps: AdminOpsServices;
  /** Uploaded images (player photos, popup and banner pictures). */
  uploads: UploadsService;
  messages: MessagesServices;
  popups: PopupsServices;
  banners: BannersService;
  categories: CategoriesService;
  rankings: RankingsService;
  /** Back office: jackpots and their tickets. */
  jackpots: JackpotsService;
  /** Players' responsible-gaming rules read from the Cashier, with their indexed history. */
  responsibleGaming: ResponsibleGamingService;
  /** Viewers subscribed to their responsible-gaming figures on this replica. */
  liveResponsibleGaming: LiveBalances<ResponsibleGamingType>;
  /** Back office: staff time-outs. */
  staffProtection: StaffProtectionService;
  /** Table chat: players' side and moderation. */
  chat: ChatServices;
  /** Back office: the system page (chains, dealer, validators, queues, replicas). */
  system: SystemService;
  /** The maintenance notice's switch (back office: Tools). */
  maintenance: MaintenanceService;
  /** Decisions players sign at hold'em and blackjack tables for the dealer to send. */
  signedDecisions: SignedDecisionsService;
}

export function createServices(env: GatewayEnv): Services {
  const chain = new ChainService(env);
  const bonus = new BonusService();
  const tables = new TablesService();
  const bonusToken = env.BONUS_GAME_TOKEN?.toLowerCase() ?? null;
  const games = new GamesService(() => bonusToken);
  const balances = new BalancesService(chain, bonus);
  const uploads = new UploadsService();
  return {
    auth: new AuthService(env),
    users: new UserService(),
    bridge: new BridgeService(() => chain.assetChainNow()),
    chain,
    chainHealth: new ChainHealthMonitor({ asset: env.ASSET_RPC_URL, game: env.GAME_RPC_URL }),
    usdc: new UsdcService(chain),
    balances,
    bonus,
    staking: new StakingService(),
    stakingProgram: new StakingProgramService(chain),
    affiliates: new AffiliatesService(chain),
    adminAffiliates: new AdminAffiliatesService(),
    tables,
    shoes: new ShoesService(),
    tableConfigs: new TableConfigService(games),
    games,
    areas: new AreasService(),
    favorites: new FavoritesService(),
    betFeed: new BetFeed(tables),
    liveBalances: new LiveBalances(),
    stats: new StatsService(),
    admin: createAdminServices({ balances, bonus }),
    adminOps: createAdminOpsServices({ chain }),
    uploads,
    messages: createMessagesServices(),
    popups: createPopupsServices(uploads),
    banners: new BannersService(uploads),
    categories: new CategoriesService(),
    rankings: new RankingsService(),
    jackpots: new JackpotsService(),
    responsibleGaming: new ResponsibleGamingService(chain),
    liveResponsibleGaming: new LiveBalances<ResponsibleGamingType>(),
    staffProtection: new StaffProtectionService(),
    chat: createChatServices({ messages: env.CHAT_RATE_LIMIT_MESSAGES, windowSeconds: env.CHAT_RATE_LIMIT_SECONDS }, env.CHAT_RETENTION_DAYS),
    system: new SystemService({ asset: env.ASSET_RPC_URL, game: env.GAME_RPC_URL, timeoutMs: env.READY_TIMEOUT_MS }),
    maintenance: new MaintenanceService(),
    signedDecisions: new SignedDecisionsService(chain, env.SIGNED_DECISION_WAIT_MS),
  };
}
