/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminBridgeTransferFilter = {
  direction?: BridgeDirection | null | undefined;
  /** Withdrawn from this time (inclusive) */
  from?: string | null | undefined;
  /** A player's wallet, or a game wallet that sent or received */
  player?: string | null | undefined;
  /** 0 waiting, 1 claim, 2 done */
  status?: number | null | undefined;
  /** Withdrawn before this time */
  to?: string | null | undefined;
  /** A transaction of the transfer: its withdrawal, its mint or one of its votes */
  txHash?: string | null | undefined;
};

export type AdminJackpotFilter = {
  /** Drawn from this time (inclusive) */
  from?: string | null | undefined;
  level?: number | null | undefined;
  state?: JackpotState | null | undefined;
  /** Drawn before this time */
  to?: string | null | undefined;
};

export type AdminMessageFilter = {
  /** Words of the title or content */
  search?: string | null | undefined;
  state?: MessageState | null | undefined;
};

export type AdminRoundFilter = {
  /** Opened from this time (inclusive) */
  from?: string | null | undefined;
  /** Round IDs (numbers, with tableId to name one table) or round keys (<table contract>:<round id>), at most 100 */
  roundKeys?: Array<string> | null | undefined;
  /** open, closed, revealed, settled, refunded or forfeited */
  state?: string | null | undefined;
  tableId?: number | null | undefined;
  /** Opened before this time */
  to?: string | null | undefined;
};

export type AdminTaskFilter = {
  /** The staff wallet that queued it */
  createdBy?: string | null | undefined;
  /** Queued from this time (inclusive) */
  from?: string | null | undefined;
  /** A kind (contract.pause), or every kind of a family with a trailing dot (staking.) */
  kind?: string | null | undefined;
  state?: AdminTaskState | null | undefined;
  /** table:<id>, contract:<name>, round:<key>, user:<address> */
  target?: string | null | undefined;
  /** Queued before this time */
  to?: string | null | undefined;
};

/** SPEC task states: new, running, success, failed */
export type AdminTaskState =
  | 'FAILED'
  | 'NEW'
  | 'RUNNING'
  | 'SUCCESS';

export type AdminTicketFilter = {
  /** The owner's wallet address */
  owner?: string | null | undefined;
  source?: TicketSource | null | undefined;
};

/** What runTool sends on chain */
export type AdminTool =
  | 'BONUS_SETTINGS'
  | 'PAUSE_CONTRACT'
  | 'STAKING_END_ROUND'
  | 'STAKING_START_ROUND'
  | 'UNPAUSE_CONTRACT';

export type AdminTransactionFilter = {
  /** From this time (inclusive) */
  from?: string | null | undefined;
  kind?: AdminTransactionKind | null | undefined;
  /** A player's wallet address: their game wallet's transactions are included */
  player?: string | null | undefined;
  state?: TransactionState | null | undefined;
  /** Before this time */
  to?: string | null | undefined;
};

/** BRIDGE transfers, BONUS deposits, STAKING reward claims, TABLE_BET bets */
export type AdminTransactionKind =
  | 'BONUS'
  | 'BRIDGE'
  | 'STAKING'
  | 'TABLE_BET';

/** TO_ASSET_CHAIN (process type 90) or TO_GAME_CHAIN (91) */
export type BridgeDirection =
  | 'TO_ASSET_CHAIN'
  | 'TO_GAME_CHAIN';

export type CreateAreaInput = {
  enable?: boolean;
  endUTCHour: number;
  /** Slug: 2 to 32 lowercase letters, digits and dashes */
  id: string;
  name: string;
  startUTCHour: number;
};

export type CreateBannerInput = {
  display?: boolean;
  endDate?: string | null | undefined;
  /** Uploaded desktop image at the type's ratio (within 2%) */
  imageId: string | number;
  link?: string | null | undefined;
  /** 11 for the lobby; 21–25 for staking */
  location: number;
  /** Uploaded phone image at 768:1046 (within 2%) */
  mobileImageId?: string | number | null | undefined;
  sortOrder?: number;
  startDate?: string | null | undefined;
  title: string;
  /** 1 staking, 2 lobby */
  type: number;
};

export type CreateCategoryInput = {
  enabled?: boolean;
  /** Its games, in the order the lobby lists them */
  gameIds?: Array<string | number>;
  /** Slug: 2 to 32 lowercase letters, digits and dashes */
  id: string;
  nameEn: string;
  nameJa: string;
  sortOrder?: number;
};

export type CreateGameInput = {
  categories?: Array<GameCategory>;
  enabled?: boolean;
  erc20Address: string;
  /** Slug: 2 to 32 lowercase letters, digits and dashes */
  id: string;
  image: string;
  isHot?: boolean;
  isNew?: boolean;
  name: string;
  sortOrder?: number;
  type: number;
};

export type CreateJackpotInput = {
  drawAt: string;
  /** Game types that earn tickets; empty: every game */
  gameTypes?: Array<number>;
  /** 1 mega, 2 major, 3 minor, 4 mini */
  level: number;
  name: string;
  opensAt: string;
  /** Token units, above zero */
  prize: string;
  /** Token units of stake per earned ticket; 0: issued tickets only */
  wagerPerTicket?: string;
  winnersCount?: number;
};

export type CreateMessageInput = {
  /** Plain text; required (SPEC §5) */
  content: string;
  /** HTML for the overlay; sanitised on the server (allowed tags, attributes and https/mailto/site URLs only) */
  htmlContent?: string | null | undefined;
  /** Send date; null sends it when published */
  sendAt?: string | null | undefined;
  /** Wallet addresses when targetAll is false */
  targetAddresses?: Array<string>;
  targetAll?: boolean;
  title: string;
};

export type CreatePopupInput = {
  display?: boolean;
  displayTimes?: number;
  endDate: string;
  /** Internal path, e.g. /bonus */
  link?: string | null | undefined;
  /** An uploaded image (POST /api/v1/uploads) */
  pcImageId: string | number;
  /** 1 center, 2 bottom center */
  position?: number;
  spImageId?: string | number | null | undefined;
  startDate: string;
  title: string;
  /** 1 immediate, 2 after connect */
  type: number;
};

export type CreateStaffInput = {
  /** The wallet address; a player who has not registered yet can complete registration later */
  address: string;
  /** IP addresses or CIDR ranges; empty allows any IP */
  ips?: Array<string>;
  type: StaffType;
};

/** Lists a deployed GameTable contract the indexer follows; its limits are read from the contract */
export type CreateTableInput = {
  areaId: string;
  bettingSeconds?: number;
  contractAddress: string;
  enabled?: boolean;
  floor?: Floor;
  gameId: string;
  /** The contract's on-chain tableId */
  id: number;
  name: string;
  /** Baccarat without banker commission: must match the bet kinds the contract was deployed with */
  noCommission?: boolean;
};

/** SUSD from the treasury to a player (the client asks for confirmation first) */
export type CreateTransferInput = {
  /** The player's wallet address */
  address: string;
  /** Token units (6 decimals: 1 SUSD = 1000000), above zero */
  amount: string;
  chain: TransferChain;
};

export type Floor =
  | 'FIRST'
  | 'GROUND'
  | 'SECOND'
  | 'THIRD_VIP';

export type GameCategory =
  | 'FEATURE'
  | 'HOT'
  | 'RECOMMEND'
  | 'TOP'
  | 'VIP';

export type IssueTicketsInput = {
  /** A registered player's wallet address */
  address: string;
  /** 1 to 1000 */
  count: number;
  jackpotId: string | number;
  reason: string;
};

/** DRAFT → OPEN → DRAWING (entries closed) → DRAWN → PAID; a draft or open jackpot can be CANCELLED */
export type JackpotState =
  | 'CANCELLED'
  | 'DRAFT'
  | 'DRAWING'
  | 'DRAWN'
  | 'OPEN'
  | 'PAID';

export type MemberFilter = {
  /** Only banned (true) or only not banned (false) players */
  banned?: boolean | null | undefined;
  /** Registered from */
  registeredFrom?: string | null | undefined;
  /** Registered before */
  registeredTo?: string | null | undefined;
  /** Part of a wallet or game-wallet address, a name or an email */
  search?: string | null | undefined;
};

/** DRAFT, then PUBLISHED (waiting for its send date), then SENT (players see it) */
export type MessageState =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'SENT';

export type OperationLogFilter = {
  /** An action (game.update), or every action of a target type with a trailing dot (game.) */
  action?: string | null | undefined;
  /** The actor's wallet address */
  actor?: string | null | undefined;
  /** From this time (inclusive) */
  from?: string | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  /** Up to this time (exclusive) */
  to?: string | null | undefined;
};

/** A pausable contract of the suite; GAME_TABLE with a tableId */
export type PausableContract =
  | 'ASSET_BRIDGE'
  | 'BONUS_MANAGER'
  | 'GAME_BRIDGE'
  | 'GAME_TABLE'
  | 'STAKING';

/** One tool run; only the fields the tool uses may be given */
export type RunToolInput = {
  /** PAUSE_CONTRACT, UNPAUSE_CONTRACT */
  contract?: PausableContract | null | undefined;
  /** BONUS_SETTINGS: validator votes a deposit or claim needs */
  minValidator?: number | null | undefined;
  /** STAKING_START_ROUND: a new reward cycle in seconds (the current one stays when absent) */
  rewardCycleSeconds?: number | null | undefined;
  /** BONUS_SETTINGS: the most one deposit earns, token units */
  rewardMaximum?: string | null | undefined;
  /** BONUS_SETTINGS: bonus per deposit in basis points (0–10000) */
  rewardRate?: number | null | undefined;
  /** The table, with contract GAME_TABLE */
  tableId?: number | null | undefined;
  tool: AdminTool;
  /** STAKING_END_ROUND: the reward split across the pools, token units */
  totalReward?: string | null | undefined;
};

export type StaffType =
  | 'ADMIN'
  | 'MEMBER'
  | 'SUPPORT';

/** Bucket size, in UTC (weeks start on Monday) */
export type StatsGranularity =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** One row per bucket, or per bucket and game, table or area */
export type StatsGroupBy =
  | 'AREA'
  | 'GAME'
  | 'NONE'
  | 'TABLE';

export type StatsInput = {
  /** Inclusive; widened to the start of its bucket */
  from: string;
  granularity?: StatsGranularity;
  groupBy?: StatsGroupBy;
  /** Exclusive; widened to the end of its bucket */
  to: string;
};

/** EARNED by wagering (materialised when entries close) or ISSUED by staff */
export type TicketSource =
  | 'EARNED'
  | 'ISSUED';

/** SPEC §4 transaction states. Bridge: SENT (withdrawn), VERIFIED (validators voting), CONFIRMED (minted). Bonus: CONFIRMED (deposit accepted by the validators), CLAIMABLE (wagering done), CLAIMED. Staking: CLAIMED (reward claimed). Table bet: PROCESSING (round not paid yet), CONFIRMED (paid its payout), REJECTED (round refunded, stake returned) */
export type TransactionState =
  | 'CLAIMABLE'
  | 'CLAIMED'
  | 'CONFIRMED'
  | 'PROCESSING'
  | 'REJECTED'
  | 'SENT'
  | 'VERIFIED';

/** ASSET pays the player's wallet on the asset chain, GAME their game wallet on the game chain */
export type TransferChain =
  | 'ASSET'
  | 'GAME';

/** Only the fields given change */
export type UpdateAreaInput = {
  enable?: boolean | null | undefined;
  endUTCHour?: number | null | undefined;
  name?: string | null | undefined;
  startUTCHour?: number | null | undefined;
};

/** Only the fields given change; an empty mobileImageId or link removes it; clearDates removes both dates */
export type UpdateBannerInput = {
  clearDates?: boolean | null | undefined;
  display?: boolean | null | undefined;
  endDate?: string | null | undefined;
  imageId?: string | number | null | undefined;
  link?: string | null | undefined;
  location?: number | null | undefined;
  mobileImageId?: string | null | undefined;
  sortOrder?: number | null | undefined;
  startDate?: string | null | undefined;
  title?: string | null | undefined;
  type?: number | null | undefined;
};

/** Only the fields given change; gameIds replaces the games */
export type UpdateCategoryInput = {
  enabled?: boolean | null | undefined;
  gameIds?: Array<string | number> | null | undefined;
  nameEn?: string | null | undefined;
  nameJa?: string | null | undefined;
  sortOrder?: number | null | undefined;
};

/** Only the fields given change */
export type UpdateGameInput = {
  categories?: Array<GameCategory> | null | undefined;
  enabled?: boolean | null | undefined;
  erc20Address?: string | null | undefined;
  image?: string | null | undefined;
  isHot?: boolean | null | undefined;
  isNew?: boolean | null | undefined;
  name?: string | null | undefined;
  sortOrder?: number | null | undefined;
  type?: number | null | undefined;
};

/** Only the fields given change; an open jackpot may only move drawAt later */
export type UpdateJackpotInput = {
  drawAt?: string | null | undefined;
  gameTypes?: Array<number> | null | undefined;
  level?: number | null | undefined;
  name?: string | null | undefined;
  opensAt?: string | null | undefined;
  prize?: string | null | undefined;
  wagerPerTicket?: string | null | undefined;
  winnersCount?: number | null | undefined;
};

/** Only the fields given change; a sent message keeps its target and send date */
export type UpdateMessageInput = {
  /** True clears the send date (send when published) */
  clearSendAt?: boolean | null | undefined;
  content?: string | null | undefined;
  /** An empty string removes the HTML */
  htmlContent?: string | null | undefined;
  sendAt?: string | null | undefined;
  targetAddresses?: Array<string> | null | undefined;
  targetAll?: boolean | null | undefined;
  title?: string | null | undefined;
};

/** Only the fields given change; an empty link or spImageId removes it */
export type UpdatePopupInput = {
  display?: boolean | null | undefined;
  displayTimes?: number | null | undefined;
  endDate?: string | null | undefined;
  link?: string | null | undefined;
  pcImageId?: string | number | null | undefined;
  position?: number | null | undefined;
  spImageId?: string | null | undefined;
  startDate?: string | null | undefined;
  title?: string | null | undefined;
  type?: number | null | undefined;
};

/** Only the fields given change */
export type UpdateStaffInput = {
  ips?: Array<string> | null | undefined;
  type?: StaffType | null | undefined;
};

/** Only the fields given change; new limits are sent to the contract as a table.setLimits task */
export type UpdateTableInput = {
  areaId?: string | null | undefined;
  bettingSeconds?: number | null | undefined;
  enabled?: boolean | null | undefined;
  floor?: Floor | null | undefined;
  /** New maximum bet (token units); give both limits */
  maxBet?: string | null | undefined;
  /** New minimum bet (token units); give both limits */
  minBet?: string | null | undefined;
  name?: string | null | undefined;
};

export type UserType =
  | 'ADMIN'
  | 'MEMBER'
  | 'NORMAL'
  | 'SUPPORT';

export type ViewerPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerPermissionsQuery = { viewerPermissions: Array<string> };

export type CreateStaffMutationVariables = Exact<{
  input: CreateStaffInput;
}>;


export type CreateStaffMutation = { createStaff: { id: string, address: string, name: string | null, type: StaffType, ips: Array<string>, lastIp: string | null, lastLoginAt: string | null, createdAt: string } };

export type DeleteStaffMutationVariables = Exact<{
  address: string;
}>;


export type DeleteStaffMutation = { deleteStaff: boolean };

export type StaffFieldsFragment = { id: string, address: string, name: string | null, type: StaffType, ips: Array<string>, lastIp: string | null, lastLoginAt: string | null, createdAt: string };

export type StaffMemberQueryVariables = Exact<{
  address: string;
}>;


export type StaffMemberQuery = { staffMember: { id: string, address: string, name: string | null, type: StaffType, ips: Array<string>, lastIp: string | null, lastLoginAt: string | null, createdAt: string } };

export type StaffQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffQuery = { staff: Array<{ id: string, address: string, name: string | null, type: StaffType, ips: Array<string>, lastIp: string | null, lastLoginAt: string | null, createdAt: string }> };

export type UpdateStaffMutationVariables = Exact<{
  address: string;
  input: UpdateStaffInput;
}>;


export type UpdateStaffMutation = { updateStaff: { id: string, address: string, name: string | null, type: StaffType, ips: Array<string>, lastIp: string | null, lastLoginAt: string | null, createdAt: string } };

export type AdminAreaFieldsFragment = { id: string, name: string, enable: boolean, startUTCHour: number, endUTCHour: number, isOpen: boolean, opensAt: string | null, tableCount: number };

export type AdminAreaQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAreaQuery = { adminArea: { id: string, name: string, enable: boolean, startUTCHour: number, endUTCHour: number, isOpen: boolean, opensAt: string | null, tableCount: number } };

export type AdminAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAreasQuery = { adminAreas: Array<{ id: string, name: string, enable: boolean, startUTCHour: number, endUTCHour: number, isOpen: boolean, opensAt: string | null, tableCount: number }> };

export type CreateAreaMutationVariables = Exact<{
  input: CreateAreaInput;
}>;


export type CreateAreaMutation = { createArea: { id: string, name: string, enable: boolean, startUTCHour: number, endUTCHour: number, isOpen: boolean, opensAt: string | null, tableCount: number } };

export type DeleteAreaMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAreaMutation = { deleteArea: boolean };

export type UpdateAreaMutationVariables = Exact<{
  id: string | number;
  input: UpdateAreaInput;
}>;


export type UpdateAreaMutation = { updateArea: { id: string, name: string, enable: boolean, startUTCHour: number, endUTCHour: number, isOpen: boolean, opensAt: string | null, tableCount: number } };

export type AdminBannerFieldsFragment = { id: string, title: string, type: number, location: number, sortOrder: number, display: boolean, startDate: string | null, endDate: string | null, link: string | null, live: boolean, createdAt: string, updatedAt: string, image: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number }, mobileImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null };

export type AdminBannerQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBannerQuery = { adminBanner: { id: string, title: string, type: number, location: number, sortOrder: number, display: boolean, startDate: string | null, endDate: string | null, link: string | null, live: boolean, createdAt: string, updatedAt: string, image: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number }, mobileImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type AdminBannersQueryVariables = Exact<{
  type?: number | null | undefined;
  location?: number | null | undefined;
}>;


export type AdminBannersQuery = { adminBanners: Array<{ id: string, title: string, type: number, location: number, sortOrder: number, display: boolean, startDate: string | null, endDate: string | null, link: string | null, live: boolean, createdAt: string, updatedAt: string, image: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number }, mobileImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null }> };

export type CreateBannerMutationVariables = Exact<{
  input: CreateBannerInput;
}>;


export type CreateBannerMutation = { createBanner: { id: string, title: string, type: number, location: number, sortOrder: number, display: boolean, startDate: string | null, endDate: string | null, link: string | null, live: boolean, createdAt: string, updatedAt: string, image: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number }, mobileImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type DeleteBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBannerMutation = { deleteBanner: boolean };

export type UpdateBannerMutationVariables = Exact<{
  id: string | number;
  input: UpdateBannerInput;
}>;


export type UpdateBannerMutation = { updateBanner: { id: string, title: string, type: number, location: number, sortOrder: number, display: boolean, startDate: string | null, endDate: string | null, link: string | null, live: boolean, createdAt: string, updatedAt: string, image: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number }, mobileImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type AdminBridgeTransferFieldsFragment = { id: string, player: string | null, fromAddress: string | null, toAddress: string | null, amount: string, processType: number, status: number, step: number, sourceChainId: number | null, targetChainId: number, voteCount: number, withdrawTxHash: string | null, withdrawBlock: number | null, mintTxHash: string | null, createdAt: string, updatedAt: string };

export type AdminBridgeTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBridgeTransferQuery = { adminBridgeTransfer: { id: string, player: string | null, fromAddress: string | null, toAddress: string | null, amount: string, processType: number, status: number, step: number, sourceChainId: number | null, targetChainId: number, voteCount: number, withdrawTxHash: string | null, withdrawBlock: number | null, mintTxHash: string | null, createdAt: string, updatedAt: string, votes: Array<{ id: string, validator: string, chainId: number, txHash: string, blockNumber: number, votedAt: string }> } };

export type AdminBridgeTransfersQueryVariables = Exact<{
  filter?: AdminBridgeTransferFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminBridgeTransfersQuery = { adminBridgeTransfers: { edges: Array<{ cursor: string, node: { id: string, player: string | null, fromAddress: string | null, toAddress: string | null, amount: string, processType: number, status: number, step: number, sourceChainId: number | null, targetChainId: number, voteCount: number, withdrawTxHash: string | null, withdrawBlock: number | null, mintTxHash: string | null, createdAt: string, updatedAt: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { adminCategories: Array<{ id: string, nameEn: string, nameJa: string, sortOrder: number, enabled: boolean, builtIn: boolean, gameIds: Array<string>, createdAt: string, updatedAt: string }> };

export type AdminCategoryFieldsFragment = { id: string, nameEn: string, nameJa: string, sortOrder: number, enabled: boolean, builtIn: boolean, gameIds: Array<string>, createdAt: string, updatedAt: string };

export type AdminCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCategoryQuery = { adminCategory: { id: string, nameEn: string, nameJa: string, sortOrder: number, enabled: boolean, builtIn: boolean, gameIds: Array<string>, createdAt: string, updatedAt: string } };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, nameEn: string, nameJa: string, sortOrder: number, enabled: boolean, builtIn: boolean, gameIds: Array<string>, createdAt: string, updatedAt: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: boolean };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, nameEn: string, nameJa: string, sortOrder: number, enabled: boolean, builtIn: boolean, gameIds: Array<string>, createdAt: string, updatedAt: string } };

export type DashboardGroupNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardGroupNamesQuery = { adminAreas: Array<{ id: string, name: string }>, adminTables: Array<{ id: number, name: string }> };

export type AdminStatsQueryVariables = Exact<{
  input: StatsInput;
}>;


export type AdminStatsQuery = { stats: Array<{ bucket: string, gameType: number | null, tableId: number | null, areaId: string | null, activePlayers: number, newPlayers: number, bets: number, wagered: string, paidOut: string, revenue: string, bridgeIn: string | null, bridgeOut: string | null }> };

export type AdminGameFieldsFragment = { id: string, type: number, name: string, image: string, erc20Address: string, isHot: boolean, isNew: boolean, categories: Array<GameCategory>, sortOrder: number, enabled: boolean, tableCount: number };

export type AdminGameQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGameQuery = { adminGame: { id: string, type: number, name: string, image: string, erc20Address: string, isHot: boolean, isNew: boolean, categories: Array<GameCategory>, sortOrder: number, enabled: boolean, tableCount: number }, adminTables: Array<{ id: number, name: string, gameId: string, areaId: string, floor: Floor, contractAddress: string, minBet: string, maxBet: string, roundTimeout: number | null, noCommission: boolean, enabled: boolean, bettingSeconds: number }>, adminAreas: Array<{ id: string, name: string }> };

export type AdminGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGamesQuery = { adminGames: Array<{ id: string, type: number, name: string, image: string, erc20Address: string, isHot: boolean, isNew: boolean, categories: Array<GameCategory>, sortOrder: number, enabled: boolean, tableCount: number }> };

export type AdminTableFieldsFragment = { id: number, name: string, gameId: string, areaId: string, floor: Floor, contractAddress: string, minBet: string, maxBet: string, roundTimeout: number | null, noCommission: boolean, enabled: boolean, bettingSeconds: number };

export type CreateGameMutationVariables = Exact<{
  input: CreateGameInput;
}>;


export type CreateGameMutation = { createGame: { id: string, type: number, name: string, image: string, erc20Address: string, isHot: boolean, isNew: boolean, categories: Array<GameCategory>, sortOrder: number, enabled: boolean, tableCount: number } };

export type CreateTableMutationVariables = Exact<{
  input: CreateTableInput;
}>;


export type CreateTableMutation = { createTable: { id: number, name: string, gameId: string, areaId: string, floor: Floor, contractAddress: string, minBet: string, maxBet: string, roundTimeout: number | null, noCommission: boolean, enabled: boolean, bettingSeconds: number } };

export type SetTablePausedMutationVariables = Exact<{
  id: number;
  paused: boolean;
}>;


export type SetTablePausedMutation = { setTablePaused: string };

export type UpdateGameMutationVariables = Exact<{
  id: string | number;
  input: UpdateGameInput;
}>;


export type UpdateGameMutation = { updateGame: { id: string, type: number, name: string, image: string, erc20Address: string, isHot: boolean, isNew: boolean, categories: Array<GameCategory>, sortOrder: number, enabled: boolean, tableCount: number } };

export type UpdateTableMutationVariables = Exact<{
  id: number;
  input: UpdateTableInput;
}>;


export type UpdateTableMutation = { updateTable: { id: number, name: string, gameId: string, areaId: string, floor: Floor, contractAddress: string, minBet: string, maxBet: string, roundTimeout: number | null, noCommission: boolean, enabled: boolean, bettingSeconds: number } };

export type AdminJackpotEntriesQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminJackpotEntriesQuery = { adminJackpotEntries: Array<string> };

export type AdminJackpotFieldsFragment = { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string };

export type AdminJackpotQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminJackpotQuery = { adminJackpot: { serverSeed: string | null, clientSeed: string | null, clientSeedBlock: number | null, entriesHash: string | null, id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string, winners: Array<{ k: number, ticket: number, ticketId: string, owner: string, to: string, amount: string, taskId: string, task: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } | null }>, history: Array<{ at: string, action: string, actor: string | null, summary: string }> } };

export type AdminJackpotsQueryVariables = Exact<{
  filter?: AdminJackpotFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminJackpotsQuery = { adminJackpots: { edges: Array<{ cursor: string, node: { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CancelJackpotMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CancelJackpotMutation = { cancelJackpot: { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string } };

export type CreateJackpotMutationVariables = Exact<{
  input: CreateJackpotInput;
}>;


export type CreateJackpotMutation = { createJackpot: { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string } };

export type PublishJackpotMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishJackpotMutation = { publishJackpot: { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string } };

export type UpdateJackpotMutationVariables = Exact<{
  id: string | number;
  input: UpdateJackpotInput;
}>;


export type UpdateJackpotMutation = { updateJackpot: { id: string, name: string, level: number, prize: string, winnersCount: number, wagerPerTicket: string, gameTypes: Array<number>, opensAt: string, drawAt: string, state: JackpotState, commitment: string | null, ticketCount: number, publishedAt: string | null, closedAt: string | null, drawnAt: string | null, paidAt: string | null, cancelledAt: string | null, cancelReason: string | null, createdBy: string, createdAt: string, updatedAt: string } };

export type MemberFieldsFragment = { id: string, address: string, gameWallet: string | null, name: string | null, email: string | null, userType: UserType, registeredAt: string, lastLoginAt: string | null, lastIp: string | null, banned: boolean, chatBanned: boolean, imageBanned: boolean, betCount: number, wagered: string, paidOut: string };

export type MemberQueryVariables = Exact<{
  address: string;
}>;


export type MemberQuery = { member: { id: string, address: string, gameWallet: string | null, name: string | null, email: string | null, userType: UserType, registeredAt: string, lastLoginAt: string | null, lastIp: string | null, banned: boolean, chatBanned: boolean, imageBanned: boolean, betCount: number, wagered: string, paidOut: string, balances: { mainWallet: string | null, gameWallet: string | null, bonusLocked: string, bridgedToGame: string, bridgedToMain: string } } };

export type MembersQueryVariables = Exact<{
  filter?: MemberFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type MembersQuery = { members: { edges: Array<{ cursor: string, node: { id: string, address: string, gameWallet: string | null, name: string | null, email: string | null, userType: UserType, registeredAt: string, lastLoginAt: string | null, lastIp: string | null, banned: boolean, chatBanned: boolean, imageBanned: boolean, betCount: number, wagered: string, paidOut: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SetMemberBanMutationVariables = Exact<{
  address: string;
  banned?: boolean | null | undefined;
  chatBanned?: boolean | null | undefined;
  imageBanned?: boolean | null | undefined;
}>;


export type SetMemberBanMutation = { setMemberBan: { id: string, address: string, gameWallet: string | null, name: string | null, email: string | null, userType: UserType, registeredAt: string, lastLoginAt: string | null, lastIp: string | null, banned: boolean, chatBanned: boolean, imageBanned: boolean, betCount: number, wagered: string, paidOut: string } };

export type AdminMessageFieldsFragment = { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number };

export type AdminMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMessageQuery = { adminMessage: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } };

export type AdminMessagesQueryVariables = Exact<{
  filter?: AdminMessageFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminMessagesQuery = { adminMessages: { edges: Array<{ cursor: string, node: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CreateMessageMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type CreateMessageMutation = { createMessage: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } };

export type DeleteMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMessageMutation = { deleteMessage: boolean };

export type PublishMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishMessageMutation = { publishMessage: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } };

export type UnpublishMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type UnpublishMessageMutation = { unpublishMessage: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } };

export type UpdateMessageMutationVariables = Exact<{
  id: string | number;
  input: UpdateMessageInput;
}>;


export type UpdateMessageMutation = { updateMessage: { id: string, title: string, content: string, htmlContent: string | null, targetAll: boolean, targetAddresses: Array<string>, sendAt: string | null, state: MessageState, sentAt: string | null, createdBy: string, createdAt: string, updatedAt: string, readCount: number } };

export type OperationLogEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type OperationLogEntryQuery = { operationLogEntry: { id: string, at: string, actorAddress: string, actorType: UserType, actorIp: string, action: string, targetType: string, targetId: string, summary: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, changes: Array<{ field: string, before: string | null, after: string | null }> } };

export type OperationLogQueryVariables = Exact<{
  filter?: OperationLogFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type OperationLogQuery = { operationLog: { edges: Array<{ cursor: string, node: { id: string, at: string, actorAddress: string, actorType: UserType, actorIp: string, action: string, targetType: string, targetId: string, summary: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type UploadedImageFieldsFragment = { id: string, url: string, contentType: string, width: number, height: number, byteSize: number };

export type AdminPopupFieldsFragment = { id: string, title: string, type: number, display: boolean, startDate: string, endDate: string, displayTimes: number, position: number, link: string | null, live: boolean, viewers: number, createdAt: string, updatedAt: string, pcImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null, spImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null };

export type AdminPopupQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPopupQuery = { adminPopup: { id: string, title: string, type: number, display: boolean, startDate: string, endDate: string, displayTimes: number, position: number, link: string | null, live: boolean, viewers: number, createdAt: string, updatedAt: string, pcImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null, spImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type AdminPopupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPopupsQuery = { adminPopups: Array<{ id: string, title: string, type: number, display: boolean, startDate: string, endDate: string, displayTimes: number, position: number, link: string | null, live: boolean, viewers: number, createdAt: string, updatedAt: string, pcImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null, spImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null }> };

export type CreatePopupMutationVariables = Exact<{
  input: CreatePopupInput;
}>;


export type CreatePopupMutation = { createPopup: { id: string, title: string, type: number, display: boolean, startDate: string, endDate: string, displayTimes: number, position: number, link: string | null, live: boolean, viewers: number, createdAt: string, updatedAt: string, pcImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null, spImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type DeletePopupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePopupMutation = { deletePopup: boolean };

export type UpdatePopupMutationVariables = Exact<{
  id: string | number;
  input: UpdatePopupInput;
}>;


export type UpdatePopupMutation = { updatePopup: { id: string, title: string, type: number, display: boolean, startDate: string, endDate: string, displayTimes: number, position: number, link: string | null, live: boolean, viewers: number, createdAt: string, updatedAt: string, pcImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null, spImage: { id: string, url: string, contentType: string, width: number, height: number, byteSize: number } | null } };

export type AdminRoundFieldsFragment = { id: string, tableName: string | null, betCount: number, playerCount: number, refundableFrom: string | null, canRefund: boolean, round: { id: string, roundId: number, tableId: number, table: string, gameType: number, state: string, openedAt: string, closedAt: string | null, settledAt: string | null, totalStaked: string | null, totalPaid: string | null, result: Record<string, unknown> | null } };

export type AdminRoundQueryVariables = Exact<{
  key: string;
}>;


export type AdminRoundQuery = { adminRound: { id: string, tableName: string | null, betCount: number, playerCount: number, refundableFrom: string | null, canRefund: boolean, round: { id: string, commitment: string, serverSeed: string | null, clientSeed: string | null, outcome: Array<number> | null, shoeId: number | null, roundId: number, tableId: number, table: string, gameType: number, state: string, openedAt: string, closedAt: string | null, settledAt: string | null, totalStaked: string | null, totalPaid: string | null, result: Record<string, unknown> | null, bets: Array<{ id: string, betIndex: number, player: string, kind: number, numbers: Array<number>, amount: string, payout: string | null, refunded: boolean, placedAt: string }> }, refundTasks: Array<{ id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> }> } };

export type AdminRoundsQueryVariables = Exact<{
  filter?: AdminRoundFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminRoundsQuery = { adminRounds: { edges: Array<{ cursor: string, node: { id: string, tableName: string | null, betCount: number, playerCount: number, refundableFrom: string | null, canRefund: boolean, round: { id: string, roundId: number, tableId: number, table: string, gameType: number, state: string, openedAt: string, closedAt: string | null, settledAt: string | null, totalStaked: string | null, totalPaid: string | null, result: Record<string, unknown> | null } } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type RefundRoundMutationVariables = Exact<{
  key: string;
}>;


export type RefundRoundMutation = { refundRound: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } };

export type ResultTablesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResultTablesQuery = { adminTables: Array<{ id: number, name: string, gameId: string }> };

export type AdminTaskFieldsFragment = { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> };

export type AdminTaskUpdatedSubscriptionVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type AdminTaskUpdatedSubscription = { adminTaskUpdated: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } };

export type AdminTasksQueryVariables = Exact<{
  filter?: AdminTaskFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminTasksQuery = { adminTasks: { edges: Array<{ cursor: string, node: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type AdminTicketFieldsFragment = { id: string, jackpotId: string, jackpotName: string, jackpotState: JackpotState, owner: string, source: TicketSource, reason: string | null, issuedBy: string | null, number: number | null, won: boolean, prize: string | null, voidable: boolean, voidedAt: string | null, voidedBy: string | null, voidReason: string | null, createdAt: string };

export type AdminTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminTicketQuery = { adminTicket: { id: string, jackpotId: string, jackpotName: string, jackpotState: JackpotState, owner: string, source: TicketSource, reason: string | null, issuedBy: string | null, number: number | null, won: boolean, prize: string | null, voidable: boolean, voidedAt: string | null, voidedBy: string | null, voidReason: string | null, createdAt: string } };

export type AdminTicketsQueryVariables = Exact<{
  jackpotId: string | number;
  filter?: AdminTicketFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminTicketsQuery = { adminTickets: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, jackpotId: string, jackpotName: string, jackpotState: JackpotState, owner: string, source: TicketSource, reason: string | null, issuedBy: string | null, number: number | null, won: boolean, prize: string | null, voidable: boolean, voidedAt: string | null, voidedBy: string | null, voidReason: string | null, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type IssueTicketsMutationVariables = Exact<{
  input: IssueTicketsInput;
}>;


export type IssueTicketsMutation = { issueTickets: Array<{ id: string, jackpotId: string, jackpotName: string, jackpotState: JackpotState, owner: string, source: TicketSource, reason: string | null, issuedBy: string | null, number: number | null, won: boolean, prize: string | null, voidable: boolean, voidedAt: string | null, voidedBy: string | null, voidReason: string | null, createdAt: string }> };

export type VoidTicketMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type VoidTicketMutation = { voidTicket: { id: string, jackpotId: string, jackpotName: string, jackpotState: JackpotState, owner: string, source: TicketSource, reason: string | null, issuedBy: string | null, number: number | null, won: boolean, prize: string | null, voidable: boolean, voidedAt: string | null, voidedBy: string | null, voidReason: string | null, createdAt: string } };

export type AdminContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContractsQuery = { adminContracts: { contracts: Array<{ id: string, contract: PausableContract, tableId: number | null, tableName: string | null, chain: string, address: string, paused: boolean }>, staking: { rewardCycleSeconds: number, roundCount: number, roundInProgress: boolean, roundStartedAt: string | null, roundEndedAt: string | null, unallocatedRewards: string } | null, bonus: { rewardRate: number, rewardMaximum: string, minValidator: number } | null } };

export type RunToolMutationVariables = Exact<{
  input: RunToolInput;
}>;


export type RunToolMutation = { runTool: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } };

export type AdminTransactionsQueryVariables = Exact<{
  filter?: AdminTransactionFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminTransactionsQuery = { adminTransactions: { edges: Array<{ cursor: string, node: { id: string, kind: AdminTransactionKind, state: TransactionState, player: string, amount: string, payout: string | null, chain: string, txHash: string, completionTxHash: string | null, reference: string | null, at: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CreateTransferMutationVariables = Exact<{
  input: CreateTransferInput;
}>;


export type CreateTransferMutation = { createTransfer: { id: string, kind: string, params: Record<string, unknown>, state: AdminTaskState, target: string | null, chain: string | null, txHash: string | null, error: string | null, attempts: number, createdBy: string, createdAt: string, startedAt: string | null, finishedAt: string | null, updatedAt: string, transactions: Array<{ step: string, chain: string, hash: string, state: string, blockNumber: number | null }> } };

export const StaffFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ips"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffFieldsFragment, unknown>;
export const AdminAreaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enable"}},{"kind":"Field","name":{"kind":"Name","value":"startUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"endUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<AdminAreaFieldsFragment, unknown>;
export const UploadedImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]} as unknown as DocumentNode<UploadedImageFieldsFragment, unknown>;
export const AdminBannerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]} as unknown as DocumentNode<AdminBannerFieldsFragment, unknown>;
export const AdminBridgeTransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBridgeTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBridgeTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"player"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"sourceChainId"}},{"kind":"Field","name":{"kind":"Name","value":"targetChainId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawBlock"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBridgeTransferFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameJa"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"gameIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCategoryFieldsFragment, unknown>;
export const AdminGameFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"erc20Address"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<AdminGameFieldsFragment, unknown>;
export const AdminTableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"areaId"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"minBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"roundTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"noCommission"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"bettingSeconds"}}]}}]} as unknown as DocumentNode<AdminTableFieldsFragment, unknown>;
export const AdminJackpotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminJackpotFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gameWallet"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"chatBanned"}},{"kind":"Field","name":{"kind":"Name","value":"imageBanned"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagered"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]} as unknown as DocumentNode<MemberFieldsFragment, unknown>;
export const AdminMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<AdminMessageFieldsFragment, unknown>;
export const AdminPopupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPopup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"displayTimes"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"pcImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]} as unknown as DocumentNode<AdminPopupFieldsFragment, unknown>;
export const AdminRoundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"playerCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"canRefund"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalStaked"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<AdminRoundFieldsFragment, unknown>;
export const AdminTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<AdminTaskFieldsFragment, unknown>;
export const AdminTicketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotId"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotName"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotState"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"voidable"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminTicketFieldsFragment, unknown>;
export const ViewerPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerPermissions"}}]}}]} as unknown as DocumentNode<ViewerPermissionsQuery, ViewerPermissionsQueryVariables>;
export const CreateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ips"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateStaffMutation, CreateStaffMutationVariables>;
export const DeleteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}]}]}}]} as unknown as DocumentNode<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const StaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ips"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffMemberQuery, StaffMemberQueryVariables>;
export const StaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ips"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffQuery, StaffQueryVariables>;
export const UpdateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ips"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const AdminAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enable"}},{"kind":"Field","name":{"kind":"Name","value":"startUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"endUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<AdminAreaQuery, AdminAreaQueryVariables>;
export const AdminAreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enable"}},{"kind":"Field","name":{"kind":"Name","value":"startUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"endUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<AdminAreasQuery, AdminAreasQueryVariables>;
export const CreateAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAreaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enable"}},{"kind":"Field","name":{"kind":"Name","value":"startUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"endUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<CreateAreaMutation, CreateAreaMutationVariables>;
export const DeleteAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAreaMutation, DeleteAreaMutationVariables>;
export const UpdateAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAreaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enable"}},{"kind":"Field","name":{"kind":"Name","value":"startUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"endUTCHour"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<UpdateAreaMutation, UpdateAreaMutationVariables>;
export const AdminBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBannerQuery, AdminBannerQueryVariables>;
export const AdminBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBannersQuery, AdminBannersQueryVariables>;
export const CreateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateBannerMutation, CreateBannerMutationVariables>;
export const DeleteBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const UpdateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateBannerMutation, UpdateBannerMutationVariables>;
export const AdminBridgeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBridgeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBridgeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBridgeTransferFields"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validator"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}},{"kind":"Field","name":{"kind":"Name","value":"votedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBridgeTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBridgeTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"player"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"sourceChainId"}},{"kind":"Field","name":{"kind":"Name","value":"targetChainId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawBlock"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBridgeTransferQuery, AdminBridgeTransferQueryVariables>;
export const AdminBridgeTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBridgeTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBridgeTransferFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBridgeTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBridgeTransferFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBridgeTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBridgeTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"player"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"sourceChainId"}},{"kind":"Field","name":{"kind":"Name","value":"targetChainId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawBlock"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBridgeTransfersQuery, AdminBridgeTransfersQueryVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameJa"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"gameIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AdminCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameJa"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"gameIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCategoryQuery, AdminCategoryQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameJa"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"gameIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameJa"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"gameIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DashboardGroupNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardGroupNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashboardGroupNamesQuery, DashboardGroupNamesQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"areaId"}},{"kind":"Field","name":{"kind":"Name","value":"activePlayers"}},{"kind":"Field","name":{"kind":"Name","value":"newPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"wagered"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeIn"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeOut"}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"erc20Address"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"areaId"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"minBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"roundTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"noCommission"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"bettingSeconds"}}]}}]} as unknown as DocumentNode<AdminGameQuery, AdminGameQueryVariables>;
export const AdminGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"erc20Address"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<AdminGamesQuery, AdminGamesQueryVariables>;
export const CreateGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"erc20Address"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<CreateGameMutation, CreateGameMutationVariables>;
export const CreateTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"areaId"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"minBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"roundTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"noCommission"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"bettingSeconds"}}]}}]} as unknown as DocumentNode<CreateTableMutation, CreateTableMutationVariables>;
export const SetTablePausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTablePaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTablePaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}]}}]} as unknown as DocumentNode<SetTablePausedMutation, SetTablePausedMutationVariables>;
export const UpdateGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"erc20Address"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode<UpdateGameMutation, UpdateGameMutationVariables>;
export const UpdateTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"areaId"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"minBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"roundTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"noCommission"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"bettingSeconds"}}]}}]} as unknown as DocumentNode<UpdateTableMutation, UpdateTableMutationVariables>;
export const AdminJackpotEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJackpotEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminJackpotEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminJackpotEntriesQuery, AdminJackpotEntriesQueryVariables>;
export const AdminJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeedBlock"}},{"kind":"Field","name":{"kind":"Name","value":"entriesHash"}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"k"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<AdminJackpotQuery, AdminJackpotQueryVariables>;
export const AdminJackpotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJackpots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpotFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminJackpots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminJackpotsQuery, AdminJackpotsQueryVariables>;
export const CancelJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CancelJackpotMutation, CancelJackpotMutationVariables>;
export const CreateJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateJackpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateJackpotMutation, CreateJackpotMutationVariables>;
export const PublishJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PublishJackpotMutation, PublishJackpotMutationVariables>;
export const UpdateJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateJackpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJackpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJackpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminJackpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"winnersCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagerPerTicket"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateJackpotMutation, UpdateJackpotMutationVariables>;
export const MemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Member"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainWallet"}},{"kind":"Field","name":{"kind":"Name","value":"gameWallet"}},{"kind":"Field","name":{"kind":"Name","value":"bonusLocked"}},{"kind":"Field","name":{"kind":"Name","value":"bridgedToGame"}},{"kind":"Field","name":{"kind":"Name","value":"bridgedToMain"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gameWallet"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"chatBanned"}},{"kind":"Field","name":{"kind":"Name","value":"imageBanned"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagered"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]} as unknown as DocumentNode<MemberQuery, MemberQueryVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gameWallet"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"chatBanned"}},{"kind":"Field","name":{"kind":"Name","value":"imageBanned"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagered"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const SetMemberBanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberBan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chatBanned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageBanned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberBan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"banned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banned"}}},{"kind":"Argument","name":{"kind":"Name","value":"chatBanned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chatBanned"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageBanned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageBanned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gameWallet"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"chatBanned"}},{"kind":"Field","name":{"kind":"Name","value":"imageBanned"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"wagered"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]} as unknown as DocumentNode<SetMemberBanMutation, SetMemberBanMutationVariables>;
export const AdminMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<AdminMessageQuery, AdminMessageQueryVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const CreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<CreateMessageMutation, CreateMessageMutationVariables>;
export const DeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const PublishMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<PublishMessageMutation, PublishMessageMutationVariables>;
export const UnpublishMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<UnpublishMessageMutation, UnpublishMessageMutationVariables>;
export const UpdateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}}]}}]} as unknown as DocumentNode<UpdateMessageMutation, UpdateMessageMutationVariables>;
export const OperationLogEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationLogEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationLogEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorIp"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<OperationLogEntryQuery, OperationLogEntryQueryVariables>;
export const OperationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OperationLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorIp"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<OperationLogQuery, OperationLogQueryVariables>;
export const AdminPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPopup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"displayTimes"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"pcImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPopupQuery, AdminPopupQueryVariables>;
export const AdminPopupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPopups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPopups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPopup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"displayTimes"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"pcImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPopupsQuery, AdminPopupsQueryVariables>;
export const CreatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPopup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"displayTimes"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"pcImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePopupMutation, CreatePopupMutationVariables>;
export const DeletePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePopupMutation, DeletePopupMutationVariables>;
export const UpdatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPopup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"displayTimes"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"pcImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePopupMutation, UpdatePopupMutationVariables>;
export const AdminRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoundFields"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"shoeId"}},{"kind":"Field","name":{"kind":"Name","value":"bets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"betIndex"}},{"kind":"Field","name":{"kind":"Name","value":"player"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"playerCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"canRefund"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalStaked"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<AdminRoundQuery, AdminRoundQueryVariables>;
export const AdminRoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRounds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRoundFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRounds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoundFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"playerCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"canRefund"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalStaked"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<AdminRoundsQuery, AdminRoundsQueryVariables>;
export const RefundRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<RefundRoundMutation, RefundRoundMutationVariables>;
export const ResultTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}}]}}]}}]} as unknown as DocumentNode<ResultTablesQuery, ResultTablesQueryVariables>;
export const AdminTaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminTaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTaskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<AdminTaskUpdatedSubscription, AdminTaskUpdatedSubscriptionVariables>;
export const AdminTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTaskFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<AdminTasksQuery, AdminTasksQueryVariables>;
export const AdminTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTicketFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotId"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotName"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotState"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"voidable"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminTicketQuery, AdminTicketQueryVariables>;
export const AdminTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jackpotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicketFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jackpotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jackpotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTicketFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotId"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotName"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotState"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"voidable"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminTicketsQuery, AdminTicketsQueryVariables>;
export const IssueTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueTicketsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTicketFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotId"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotName"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotState"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"voidable"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<IssueTicketsMutation, IssueTicketsMutationVariables>;
export const VoidTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTicketFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotId"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotName"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotState"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"voidable"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<VoidTicketMutation, VoidTicketMutationVariables>;
export const AdminContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contract"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardCycleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"roundCount"}},{"kind":"Field","name":{"kind":"Name","value":"roundInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"roundStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roundEndedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unallocatedRewards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardMaximum"}},{"kind":"Field","name":{"kind":"Name","value":"minValidator"}}]}}]}}]}}]} as unknown as DocumentNode<AdminContractsQuery, AdminContractsQueryVariables>;
export const RunToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<RunToolMutation, RunToolMutationVariables>;
export const AdminTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"player"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"completionTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTransactionsQuery, AdminTransactionsQueryVariables>;
export const CreateTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}}]}}]}}]} as unknown as DocumentNode<CreateTransferMutation, CreateTransferMutationVariables>;