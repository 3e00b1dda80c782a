/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query MyBetHistory($filter: MyBetFilter, $first: Int!, $after: String) {\n  myBetHistory(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        tableId\n        tableName\n        tableNameJa\n        gameType\n        roundId\n        roundState\n        result\n        amount\n        extraStake\n        payout\n        refunded\n        placedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.MyBetHistoryDocument,
    "query MyBonusSummary {\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    id\n    status\n    bonusAmount\n    depositAmount\n    depositedAt\n    expiredAt\n  }\n}": typeof types.MyBonusSummaryDocument,
    "query MyProfile {\n  me {\n    id\n    address\n    name\n    email\n    imageUrl\n    createdAt\n  }\n}": typeof types.MyProfileDocument,
    "query MyTransactions($filter: MyTransactionFilter, $first: Int!, $after: String) {\n  myTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        chain\n        txHash\n        completionTxHash\n        amount\n        payout\n        reference\n        at\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.MyTransactionsDocument,
    "mutation SetMyImage($uploadId: ID) {\n  setMyImage(uploadId: $uploadId) {\n    id\n    imageUrl\n  }\n}": typeof types.SetMyImageDocument,
    "mutation UpdateMyEmail($email: String) {\n  updateMyEmail(email: $email) {\n    id\n    email\n  }\n}": typeof types.UpdateMyEmailDocument,
    "mutation UpdateMyName($name: String!) {\n  updateMyName(name: $name) {\n    id\n    name\n  }\n}": typeof types.UpdateMyNameDocument,
    "fragment AffiliateFields on Affiliate {\n  id\n  address\n  rateBps\n  suspended\n  earnings\n  withdrawn\n  inFlight\n  available\n  codes {\n    id\n    code\n    createdAt\n    referrals\n  }\n  referrals {\n    id\n    maskedAddress\n    code\n    registeredAt\n    wagered\n    commission\n    days {\n      id\n      day\n      bets\n      wagered\n      commission\n    }\n  }\n  today {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n  days {\n    id\n    day\n    bets\n    wagered\n    commission\n  }\n  withdrawals {\n    id\n    amount\n    to\n    createdAt\n    state\n    txHash\n  }\n}": typeof types.AffiliateFieldsFragmentDoc,
    "subscription AffiliateTodayUpdated {\n  affiliateTodayUpdated {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n}": typeof types.AffiliateTodayUpdatedDocument,
    "mutation BecomeAffiliate {\n  becomeAffiliate {\n    ...AffiliateFields\n  }\n}": typeof types.BecomeAffiliateDocument,
    "mutation CreateAffiliateCode($code: String!) {\n  createAffiliateCode(code: $code) {\n    ...AffiliateFields\n  }\n}": typeof types.CreateAffiliateCodeDocument,
    "query MyAffiliate {\n  myAffiliate {\n    ...AffiliateFields\n  }\n}": typeof types.MyAffiliateDocument,
    "mutation WithdrawAffiliateCommission {\n  withdrawAffiliateCommission {\n    id\n    amount\n    state\n    txHash\n  }\n}": typeof types.WithdrawAffiliateCommissionDocument,
    "subscription ChatAuthorUpdated {\n  chatAuthorUpdated {\n    id\n    name\n    imageUrl\n  }\n}": typeof types.ChatAuthorUpdatedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  tableId\n  kind\n  text\n  amount\n  postedAt\n  author {\n    id\n    name\n    imageUrl\n  }\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "subscription ChatMessagePosted($tableId: Int!) {\n  chatMessagePosted(tableId: $tableId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessagePostedDocument,
    "subscription ChatMessagesDeleted($tableId: Int!) {\n  chatMessagesDeleted(tableId: $tableId) {\n    tableId\n    ids\n  }\n}": typeof types.ChatMessagesDeletedDocument,
    "query ChatMessages($tableId: Int!, $first: Int) {\n  chatMessages(tableId: $tableId, first: $first) {\n    nodes {\n      ...ChatMessageFields\n    }\n  }\n}": typeof types.ChatMessagesDocument,
    "subscription MyChatStatusChanged {\n  myChatStatusChanged {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}": typeof types.MyChatStatusChangedDocument,
    "query MyChatStatus {\n  myChatStatus {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}": typeof types.MyChatStatusDocument,
    "mutation PostChatMessage($tableId: Int!, $text: String!) {\n  postChatMessage(tableId: $tableId, text: $text) {\n    ...ChatMessageFields\n  }\n}": typeof types.PostChatMessageDocument,
    "mutation ReportChatMessage($id: ID!) {\n  reportChatMessage(id: $id)\n}": typeof types.ReportChatMessageDocument,
    "query LobbyBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n    sortOrder\n  }\n}": typeof types.LobbyBannersDocument,
    "mutation MarkAllMessagesRead {\n  markAllMessagesRead\n}": typeof types.MarkAllMessagesReadDocument,
    "mutation MarkMessageRead($id: ID!) {\n  markMessageRead(id: $id) {\n    ...PlayerMessageFields\n  }\n}": typeof types.MarkMessageReadDocument,
    "fragment PlayerMessageFields on Message {\n  id\n  title\n  content\n  htmlContent\n  sentAt\n  read\n  readAt\n}": typeof types.PlayerMessageFieldsFragmentDoc,
    "query PlayerMessage($id: ID!) {\n  message(id: $id) {\n    ...PlayerMessageFields\n  }\n}": typeof types.PlayerMessageDocument,
    "query PlayerMessages($first: Int!, $after: String) {\n  messages(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PlayerMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    unreadCount\n  }\n}": typeof types.PlayerMessagesDocument,
    "fragment PopupFields on Popup {\n  id\n  type\n  position\n  pcImageUrl\n  spImageUrl\n  link\n  displayTimes\n  startDate\n  endDate\n  remaining\n}": typeof types.PopupFieldsFragmentDoc,
    "mutation PopupShown($id: ID!) {\n  popupShown(id: $id) {\n    ...PopupFields\n  }\n}": typeof types.PopupShownDocument,
    "query CurrentPopups {\n  popups {\n    ...PopupFields\n  }\n}": typeof types.CurrentPopupsDocument,
    "fragment RankingFields on Ranking {\n  id\n  period\n  kind\n  periodStart\n  periodEnd\n  popular {\n    rank\n    gameType\n    gameId\n    gameName\n    players\n    bets\n    wagered\n    tables {\n      rank\n      tableId\n      tableName\n      tableNameJa\n      players\n      bets\n      wagered\n    }\n  }\n  volatility {\n    rank\n    player\n    gameType\n    gameId\n    gameName\n    tableId\n    tableName\n    tableNameJa\n    amount\n    payout\n    multiplier\n    placedAt\n  }\n}": typeof types.RankingFieldsFragmentDoc,
    "subscription RankingUpdated($period: RankingPeriod!, $kind: RankingKind!) {\n  rankingUpdated(period: $period, kind: $kind) {\n    ...RankingFields\n  }\n}": typeof types.RankingUpdatedDocument,
    "query Ranking($period: RankingPeriod!, $kind: RankingKind!, $first: Int! = 20) {\n  rankings(period: $period, kind: $kind, first: $first) {\n    ...RankingFields\n  }\n}": typeof types.RankingDocument,
    "query MyStaking {\n  myStaking {\n    id\n    totalClaimable\n    totalPending\n    stakes {\n      id\n      pool\n      stakingType\n      points\n      walletBalance\n      claimable\n      pending\n    }\n  }\n}": typeof types.MyStakingDocument,
    "subscription RewardClaimUpdated {\n  claimUpdated {\n    id\n    timestamp\n    transactionHash\n    amount\n    stakingType\n  }\n}": typeof types.RewardClaimUpdatedDocument,
    "query RewardClaims($account: String, $contract: String, $page: Int! = 1, $pageSize: Int! = 10) {\n  claimHistory(\n    account: $account\n    contract: $contract\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": typeof types.RewardClaimsDocument,
    "query StakingBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n  }\n}": typeof types.StakingBannersDocument,
    "query StakingProgram {\n  stakingProgram {\n    id\n    contract\n    runningHouseNet\n    estimatedReward\n    aprRounds\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n    pools {\n      id\n      address\n      stakingType\n      weight\n      weightBps\n      totalStaked\n      aprBps\n    }\n    currentRound {\n      ...StakingRoundFields\n    }\n  }\n}": typeof types.StakingProgramDocument,
    "fragment StakingRoundFields on StakingRoundView {\n  id\n  roundId\n  startedAt\n  endsAt\n  endedAt\n  totalReward\n  figures {\n    from\n    to\n    bets\n    wagered\n    paidOut\n    houseNet\n    revenueShareBps\n    reward\n  }\n}": typeof types.StakingRoundFieldsFragmentDoc,
    "subscription StakingRoundUpdated {\n  stakingRoundUpdated {\n    ...StakingRoundFields\n  }\n}": typeof types.StakingRoundUpdatedDocument,
    "query StakingRoundHistory($limit: Int! = 5) {\n  stakingRoundHistory(limit: $limit) {\n    ...StakingRoundFields\n  }\n}": typeof types.StakingRoundHistoryDocument,
};
const documents: Documents = {
    "query MyBetHistory($filter: MyBetFilter, $first: Int!, $after: String) {\n  myBetHistory(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        tableId\n        tableName\n        tableNameJa\n        gameType\n        roundId\n        roundState\n        result\n        amount\n        extraStake\n        payout\n        refunded\n        placedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.MyBetHistoryDocument,
    "query MyBonusSummary {\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    id\n    status\n    bonusAmount\n    depositAmount\n    depositedAt\n    expiredAt\n  }\n}": types.MyBonusSummaryDocument,
    "query MyProfile {\n  me {\n    id\n    address\n    name\n    email\n    imageUrl\n    createdAt\n  }\n}": types.MyProfileDocument,
    "query MyTransactions($filter: MyTransactionFilter, $first: Int!, $after: String) {\n  myTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        chain\n        txHash\n        completionTxHash\n        amount\n        payout\n        reference\n        at\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.MyTransactionsDocument,
    "mutation SetMyImage($uploadId: ID) {\n  setMyImage(uploadId: $uploadId) {\n    id\n    imageUrl\n  }\n}": types.SetMyImageDocument,
    "mutation UpdateMyEmail($email: String) {\n  updateMyEmail(email: $email) {\n    id\n    email\n  }\n}": types.UpdateMyEmailDocument,
    "mutation UpdateMyName($name: String!) {\n  updateMyName(name: $name) {\n    id\n    name\n  }\n}": types.UpdateMyNameDocument,
    "fragment AffiliateFields on Affiliate {\n  id\n  address\n  rateBps\n  suspended\n  earnings\n  withdrawn\n  inFlight\n  available\n  codes {\n    id\n    code\n    createdAt\n    referrals\n  }\n  referrals {\n    id\n    maskedAddress\n    code\n    registeredAt\n    wagered\n    commission\n    days {\n      id\n      day\n      bets\n      wagered\n      commission\n    }\n  }\n  today {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n  days {\n    id\n    day\n    bets\n    wagered\n    commission\n  }\n  withdrawals {\n    id\n    amount\n    to\n    createdAt\n    state\n    txHash\n  }\n}": types.AffiliateFieldsFragmentDoc,
    "subscription AffiliateTodayUpdated {\n  affiliateTodayUpdated {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n}": types.AffiliateTodayUpdatedDocument,
    "mutation BecomeAffiliate {\n  becomeAffiliate {\n    ...AffiliateFields\n  }\n}": types.BecomeAffiliateDocument,
    "mutation CreateAffiliateCode($code: String!) {\n  createAffiliateCode(code: $code) {\n    ...AffiliateFields\n  }\n}": types.CreateAffiliateCodeDocument,
    "query MyAffiliate {\n  myAffiliate {\n    ...AffiliateFields\n  }\n}": types.MyAffiliateDocument,
    "mutation WithdrawAffiliateCommission {\n  withdrawAffiliateCommission {\n    id\n    amount\n    state\n    txHash\n  }\n}": types.WithdrawAffiliateCommissionDocument,
    "subscription ChatAuthorUpdated {\n  chatAuthorUpdated {\n    id\n    name\n    imageUrl\n  }\n}": types.ChatAuthorUpdatedDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  tableId\n  kind\n  text\n  amount\n  postedAt\n  author {\n    id\n    name\n    imageUrl\n  }\n}": types.ChatMessageFieldsFragmentDoc,
    "subscription ChatMessagePosted($tableId: Int!) {\n  chatMessagePosted(tableId: $tableId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessagePostedDocument,
    "subscription ChatMessagesDeleted($tableId: Int!) {\n  chatMessagesDeleted(tableId: $tableId) {\n    tableId\n    ids\n  }\n}": types.ChatMessagesDeletedDocument,
    "query ChatMessages($tableId: Int!, $first: Int) {\n  chatMessages(tableId: $tableId, first: $first) {\n    nodes {\n      ...ChatMessageFields\n    }\n  }\n}": types.ChatMessagesDocument,
    "subscription MyChatStatusChanged {\n  myChatStatusChanged {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}": types.MyChatStatusChangedDocument,
    "query MyChatStatus {\n  myChatStatus {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}": types.MyChatStatusDocument,
    "mutation PostChatMessage($tableId: Int!, $text: String!) {\n  postChatMessage(tableId: $tableId, text: $text) {\n    ...ChatMessageFields\n  }\n}": types.PostChatMessageDocument,
    "mutation ReportChatMessage($id: ID!) {\n  reportChatMessage(id: $id)\n}": types.ReportChatMessageDocument,
    "query LobbyBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n    sortOrder\n  }\n}": types.LobbyBannersDocument,
    "mutation MarkAllMessagesRead {\n  markAllMessagesRead\n}": types.MarkAllMessagesReadDocument,
    "mutation MarkMessageRead($id: ID!) {\n  markMessageRead(id: $id) {\n    ...PlayerMessageFields\n  }\n}": types.MarkMessageReadDocument,
    "fragment PlayerMessageFields on Message {\n  id\n  title\n  content\n  htmlContent\n  sentAt\n  read\n  readAt\n}": types.PlayerMessageFieldsFragmentDoc,
    "query PlayerMessage($id: ID!) {\n  message(id: $id) {\n    ...PlayerMessageFields\n  }\n}": types.PlayerMessageDocument,
    "query PlayerMessages($first: Int!, $after: String) {\n  messages(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PlayerMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    unreadCount\n  }\n}": types.PlayerMessagesDocument,
    "fragment PopupFields on Popup {\n  id\n  type\n  position\n  pcImageUrl\n  spImageUrl\n  link\n  displayTimes\n  startDate\n  endDate\n  remaining\n}": types.PopupFieldsFragmentDoc,
    "mutation PopupShown($id: ID!) {\n  popupShown(id: $id) {\n    ...PopupFields\n  }\n}": types.PopupShownDocument,
    "query CurrentPopups {\n  popups {\n    ...PopupFields\n  }\n}": types.CurrentPopupsDocument,
    "fragment RankingFields on Ranking {\n  id\n  period\n  kind\n  periodStart\n  periodEnd\n  popular {\n    rank\n    gameType\n    gameId\n    gameName\n    players\n    bets\n    wagered\n    tables {\n      rank\n      tableId\n      tableName\n      tableNameJa\n      players\n      bets\n      wagered\n    }\n  }\n  volatility {\n    rank\n    player\n    gameType\n    gameId\n    gameName\n    tableId\n    tableName\n    tableNameJa\n    amount\n    payout\n    multiplier\n    placedAt\n  }\n}": types.RankingFieldsFragmentDoc,
    "subscription RankingUpdated($period: RankingPeriod!, $kind: RankingKind!) {\n  rankingUpdated(period: $period, kind: $kind) {\n    ...RankingFields\n  }\n}": types.RankingUpdatedDocument,
    "query Ranking($period: RankingPeriod!, $kind: RankingKind!, $first: Int! = 20) {\n  rankings(period: $period, kind: $kind, first: $first) {\n    ...RankingFields\n  }\n}": types.RankingDocument,
    "query MyStaking {\n  myStaking {\n    id\n    totalClaimable\n    totalPending\n    stakes {\n      id\n      pool\n      stakingType\n      points\n      walletBalance\n      claimable\n      pending\n    }\n  }\n}": types.MyStakingDocument,
    "subscription RewardClaimUpdated {\n  claimUpdated {\n    id\n    timestamp\n    transactionHash\n    amount\n    stakingType\n  }\n}": types.RewardClaimUpdatedDocument,
    "query RewardClaims($account: String, $contract: String, $page: Int! = 1, $pageSize: Int! = 10) {\n  claimHistory(\n    account: $account\n    contract: $contract\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": types.RewardClaimsDocument,
    "query StakingBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n  }\n}": types.StakingBannersDocument,
    "query StakingProgram {\n  stakingProgram {\n    id\n    contract\n    runningHouseNet\n    estimatedReward\n    aprRounds\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n    pools {\n      id\n      address\n      stakingType\n      weight\n      weightBps\n      totalStaked\n      aprBps\n    }\n    currentRound {\n      ...StakingRoundFields\n    }\n  }\n}": types.StakingProgramDocument,
    "fragment StakingRoundFields on StakingRoundView {\n  id\n  roundId\n  startedAt\n  endsAt\n  endedAt\n  totalReward\n  figures {\n    from\n    to\n    bets\n    wagered\n    paidOut\n    houseNet\n    revenueShareBps\n    reward\n  }\n}": types.StakingRoundFieldsFragmentDoc,
    "subscription StakingRoundUpdated {\n  stakingRoundUpdated {\n    ...StakingRoundFields\n  }\n}": types.StakingRoundUpdatedDocument,
    "query StakingRoundHistory($limit: Int! = 5) {\n  stakingRoundHistory(limit: $limit) {\n    ...StakingRoundFields\n  }\n}": types.StakingRoundHistoryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyBetHistory($filter: MyBetFilter, $first: Int!, $after: String) {\n  myBetHistory(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        tableId\n        tableName\n        tableNameJa\n        gameType\n        roundId\n        roundState\n        result\n        amount\n        extraStake\n        payout\n        refunded\n        placedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query MyBetHistory($filter: MyBetFilter, $first: Int!, $after: String) {\n  myBetHistory(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        tableId\n        tableName\n        tableNameJa\n        gameType\n        roundId\n        roundState\n        result\n        amount\n        extraStake\n        payout\n        refunded\n        placedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyBonusSummary {\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    id\n    status\n    bonusAmount\n    depositAmount\n    depositedAt\n    expiredAt\n  }\n}"): (typeof documents)["query MyBonusSummary {\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    id\n    status\n    bonusAmount\n    depositAmount\n    depositedAt\n    expiredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyProfile {\n  me {\n    id\n    address\n    name\n    email\n    imageUrl\n    createdAt\n  }\n}"): (typeof documents)["query MyProfile {\n  me {\n    id\n    address\n    name\n    email\n    imageUrl\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTransactions($filter: MyTransactionFilter, $first: Int!, $after: String) {\n  myTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        chain\n        txHash\n        completionTxHash\n        amount\n        payout\n        reference\n        at\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query MyTransactions($filter: MyTransactionFilter, $first: Int!, $after: String) {\n  myTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        chain\n        txHash\n        completionTxHash\n        amount\n        payout\n        reference\n        at\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMyImage($uploadId: ID) {\n  setMyImage(uploadId: $uploadId) {\n    id\n    imageUrl\n  }\n}"): (typeof documents)["mutation SetMyImage($uploadId: ID) {\n  setMyImage(uploadId: $uploadId) {\n    id\n    imageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyEmail($email: String) {\n  updateMyEmail(email: $email) {\n    id\n    email\n  }\n}"): (typeof documents)["mutation UpdateMyEmail($email: String) {\n  updateMyEmail(email: $email) {\n    id\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyName($name: String!) {\n  updateMyName(name: $name) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation UpdateMyName($name: String!) {\n  updateMyName(name: $name) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AffiliateFields on Affiliate {\n  id\n  address\n  rateBps\n  suspended\n  earnings\n  withdrawn\n  inFlight\n  available\n  codes {\n    id\n    code\n    createdAt\n    referrals\n  }\n  referrals {\n    id\n    maskedAddress\n    code\n    registeredAt\n    wagered\n    commission\n    days {\n      id\n      day\n      bets\n      wagered\n      commission\n    }\n  }\n  today {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n  days {\n    id\n    day\n    bets\n    wagered\n    commission\n  }\n  withdrawals {\n    id\n    amount\n    to\n    createdAt\n    state\n    txHash\n  }\n}"): (typeof documents)["fragment AffiliateFields on Affiliate {\n  id\n  address\n  rateBps\n  suspended\n  earnings\n  withdrawn\n  inFlight\n  available\n  codes {\n    id\n    code\n    createdAt\n    referrals\n  }\n  referrals {\n    id\n    maskedAddress\n    code\n    registeredAt\n    wagered\n    commission\n    days {\n      id\n      day\n      bets\n      wagered\n      commission\n    }\n  }\n  today {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n  days {\n    id\n    day\n    bets\n    wagered\n    commission\n  }\n  withdrawals {\n    id\n    amount\n    to\n    createdAt\n    state\n    txHash\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AffiliateTodayUpdated {\n  affiliateTodayUpdated {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n}"): (typeof documents)["subscription AffiliateTodayUpdated {\n  affiliateTodayUpdated {\n    id\n    day\n    bets\n    wagered\n    commission\n    publishesAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BecomeAffiliate {\n  becomeAffiliate {\n    ...AffiliateFields\n  }\n}"): (typeof documents)["mutation BecomeAffiliate {\n  becomeAffiliate {\n    ...AffiliateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAffiliateCode($code: String!) {\n  createAffiliateCode(code: $code) {\n    ...AffiliateFields\n  }\n}"): (typeof documents)["mutation CreateAffiliateCode($code: String!) {\n  createAffiliateCode(code: $code) {\n    ...AffiliateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyAffiliate {\n  myAffiliate {\n    ...AffiliateFields\n  }\n}"): (typeof documents)["query MyAffiliate {\n  myAffiliate {\n    ...AffiliateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawAffiliateCommission {\n  withdrawAffiliateCommission {\n    id\n    amount\n    state\n    txHash\n  }\n}"): (typeof documents)["mutation WithdrawAffiliateCommission {\n  withdrawAffiliateCommission {\n    id\n    amount\n    state\n    txHash\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatAuthorUpdated {\n  chatAuthorUpdated {\n    id\n    name\n    imageUrl\n  }\n}"): (typeof documents)["subscription ChatAuthorUpdated {\n  chatAuthorUpdated {\n    id\n    name\n    imageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  tableId\n  kind\n  text\n  amount\n  postedAt\n  author {\n    id\n    name\n    imageUrl\n  }\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  id\n  tableId\n  kind\n  text\n  amount\n  postedAt\n  author {\n    id\n    name\n    imageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatMessagePosted($tableId: Int!) {\n  chatMessagePosted(tableId: $tableId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["subscription ChatMessagePosted($tableId: Int!) {\n  chatMessagePosted(tableId: $tableId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatMessagesDeleted($tableId: Int!) {\n  chatMessagesDeleted(tableId: $tableId) {\n    tableId\n    ids\n  }\n}"): (typeof documents)["subscription ChatMessagesDeleted($tableId: Int!) {\n  chatMessagesDeleted(tableId: $tableId) {\n    tableId\n    ids\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($tableId: Int!, $first: Int) {\n  chatMessages(tableId: $tableId, first: $first) {\n    nodes {\n      ...ChatMessageFields\n    }\n  }\n}"): (typeof documents)["query ChatMessages($tableId: Int!, $first: Int) {\n  chatMessages(tableId: $tableId, first: $first) {\n    nodes {\n      ...ChatMessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyChatStatusChanged {\n  myChatStatusChanged {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}"): (typeof documents)["subscription MyChatStatusChanged {\n  myChatStatusChanged {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyChatStatus {\n  myChatStatus {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}"): (typeof documents)["query MyChatStatus {\n  myChatStatus {\n    id\n    canPost\n    banned\n    bannedUntil\n    banReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostChatMessage($tableId: Int!, $text: String!) {\n  postChatMessage(tableId: $tableId, text: $text) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["mutation PostChatMessage($tableId: Int!, $text: String!) {\n  postChatMessage(tableId: $tableId, text: $text) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportChatMessage($id: ID!) {\n  reportChatMessage(id: $id)\n}"): (typeof documents)["mutation ReportChatMessage($id: ID!) {\n  reportChatMessage(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LobbyBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n    sortOrder\n  }\n}"): (typeof documents)["query LobbyBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n    sortOrder\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllMessagesRead {\n  markAllMessagesRead\n}"): (typeof documents)["mutation MarkAllMessagesRead {\n  markAllMessagesRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkMessageRead($id: ID!) {\n  markMessageRead(id: $id) {\n    ...PlayerMessageFields\n  }\n}"): (typeof documents)["mutation MarkMessageRead($id: ID!) {\n  markMessageRead(id: $id) {\n    ...PlayerMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlayerMessageFields on Message {\n  id\n  title\n  content\n  htmlContent\n  sentAt\n  read\n  readAt\n}"): (typeof documents)["fragment PlayerMessageFields on Message {\n  id\n  title\n  content\n  htmlContent\n  sentAt\n  read\n  readAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlayerMessage($id: ID!) {\n  message(id: $id) {\n    ...PlayerMessageFields\n  }\n}"): (typeof documents)["query PlayerMessage($id: ID!) {\n  message(id: $id) {\n    ...PlayerMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlayerMessages($first: Int!, $after: String) {\n  messages(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PlayerMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    unreadCount\n  }\n}"): (typeof documents)["query PlayerMessages($first: Int!, $after: String) {\n  messages(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PlayerMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    unreadCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PopupFields on Popup {\n  id\n  type\n  position\n  pcImageUrl\n  spImageUrl\n  link\n  displayTimes\n  startDate\n  endDate\n  remaining\n}"): (typeof documents)["fragment PopupFields on Popup {\n  id\n  type\n  position\n  pcImageUrl\n  spImageUrl\n  link\n  displayTimes\n  startDate\n  endDate\n  remaining\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PopupShown($id: ID!) {\n  popupShown(id: $id) {\n    ...PopupFields\n  }\n}"): (typeof documents)["mutation PopupShown($id: ID!) {\n  popupShown(id: $id) {\n    ...PopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentPopups {\n  popups {\n    ...PopupFields\n  }\n}"): (typeof documents)["query CurrentPopups {\n  popups {\n    ...PopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RankingFields on Ranking {\n  id\n  period\n  kind\n  periodStart\n  periodEnd\n  popular {\n    rank\n    gameType\n    gameId\n    gameName\n    players\n    bets\n    wagered\n    tables {\n      rank\n      tableId\n      tableName\n      tableNameJa\n      players\n      bets\n      wagered\n    }\n  }\n  volatility {\n    rank\n    player\n    gameType\n    gameId\n    gameName\n    tableId\n    tableName\n    tableNameJa\n    amount\n    payout\n    multiplier\n    placedAt\n  }\n}"): (typeof documents)["fragment RankingFields on Ranking {\n  id\n  period\n  kind\n  periodStart\n  periodEnd\n  popular {\n    rank\n    gameType\n    gameId\n    gameName\n    players\n    bets\n    wagered\n    tables {\n      rank\n      tableId\n      tableName\n      tableNameJa\n      players\n      bets\n      wagered\n    }\n  }\n  volatility {\n    rank\n    player\n    gameType\n    gameId\n    gameName\n    tableId\n    tableName\n    tableNameJa\n    amount\n    payout\n    multiplier\n    placedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RankingUpdated($period: RankingPeriod!, $kind: RankingKind!) {\n  rankingUpdated(period: $period, kind: $kind) {\n    ...RankingFields\n  }\n}"): (typeof documents)["subscription RankingUpdated($period: RankingPeriod!, $kind: RankingKind!) {\n  rankingUpdated(period: $period, kind: $kind) {\n    ...RankingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Ranking($period: RankingPeriod!, $kind: RankingKind!, $first: Int! = 20) {\n  rankings(period: $period, kind: $kind, first: $first) {\n    ...RankingFields\n  }\n}"): (typeof documents)["query Ranking($period: RankingPeriod!, $kind: RankingKind!, $first: Int! = 20) {\n  rankings(period: $period, kind: $kind, first: $first) {\n    ...RankingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyStaking {\n  myStaking {\n    id\n    totalClaimable\n    totalPending\n    stakes {\n      id\n      pool\n      stakingType\n      points\n      walletBalance\n      claimable\n      pending\n    }\n  }\n}"): (typeof documents)["query MyStaking {\n  myStaking {\n    id\n    totalClaimable\n    totalPending\n    stakes {\n      id\n      pool\n      stakingType\n      points\n      walletBalance\n      claimable\n      pending\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RewardClaimUpdated {\n  claimUpdated {\n    id\n    timestamp\n    transactionHash\n    amount\n    stakingType\n  }\n}"): (typeof documents)["subscription RewardClaimUpdated {\n  claimUpdated {\n    id\n    timestamp\n    transactionHash\n    amount\n    stakingType\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RewardClaims($account: String, $contract: String, $page: Int! = 1, $pageSize: Int! = 10) {\n  claimHistory(\n    account: $account\n    contract: $contract\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"): (typeof documents)["query RewardClaims($account: String, $contract: String, $page: Int! = 1, $pageSize: Int! = 10) {\n  claimHistory(\n    account: $account\n    contract: $contract\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StakingBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n  }\n}"): (typeof documents)["query StakingBanners($location: Int!) {\n  banners(location: $location) {\n    id\n    title\n    imageUrl\n    mobileImageUrl\n    link\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StakingProgram {\n  stakingProgram {\n    id\n    contract\n    runningHouseNet\n    estimatedReward\n    aprRounds\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n    pools {\n      id\n      address\n      stakingType\n      weight\n      weightBps\n      totalStaked\n      aprBps\n    }\n    currentRound {\n      ...StakingRoundFields\n    }\n  }\n}"): (typeof documents)["query StakingProgram {\n  stakingProgram {\n    id\n    contract\n    runningHouseNet\n    estimatedReward\n    aprRounds\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n    pools {\n      id\n      address\n      stakingType\n      weight\n      weightBps\n      totalStaked\n      aprBps\n    }\n    currentRound {\n      ...StakingRoundFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StakingRoundFields on StakingRoundView {\n  id\n  roundId\n  startedAt\n  endsAt\n  endedAt\n  totalReward\n  figures {\n    from\n    to\n    bets\n    wagered\n    paidOut\n    houseNet\n    revenueShareBps\n    reward\n  }\n}"): (typeof documents)["fragment StakingRoundFields on StakingRoundView {\n  id\n  roundId\n  startedAt\n  endsAt\n  endedAt\n  totalReward\n  figures {\n    from\n    to\n    bets\n    wagered\n    paidOut\n    houseNet\n    revenueShareBps\n    reward\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription StakingRoundUpdated {\n  stakingRoundUpdated {\n    ...StakingRoundFields\n  }\n}"): (typeof documents)["subscription StakingRoundUpdated {\n  stakingRoundUpdated {\n    ...StakingRoundFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StakingRoundHistory($limit: Int! = 5) {\n  stakingRoundHistory(limit: $limit) {\n    ...StakingRoundFields\n  }\n}"): (typeof documents)["query StakingRoundHistory($limit: Int! = 5) {\n  stakingRoundHistory(limit: $limit) {\n    ...StakingRoundFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;