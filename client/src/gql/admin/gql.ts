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
    "query ViewerPermissions {\n  viewerPermissions\n}": typeof types.ViewerPermissionsDocument,
    "mutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffFields\n  }\n}": typeof types.CreateStaffDocument,
    "mutation DeleteStaff($address: String!) {\n  deleteStaff(address: $address)\n}": typeof types.DeleteStaffDocument,
    "fragment StaffFields on StaffMember {\n  id\n  address\n  name\n  registered\n  self\n  type\n  ips\n  lastIp\n  lastLoginAt\n  createdAt\n}": typeof types.StaffFieldsFragmentDoc,
    "query StaffMember($address: String!) {\n  staffMember(address: $address) {\n    ...StaffFields\n  }\n}": typeof types.StaffMemberDocument,
    "query Staff {\n  staff {\n    ...StaffFields\n  }\n}": typeof types.StaffDocument,
    "mutation UpdateStaff($address: String!, $input: UpdateStaffInput!) {\n  updateStaff(address: $address, input: $input) {\n    ...StaffFields\n  }\n}": typeof types.UpdateStaffDocument,
    "query AdminAffiliates {\n  adminAffiliates {\n    id\n    address\n    rateBps\n    suspended\n    suspendReason\n    suspendedAt\n    codes\n    referrals\n    wagered\n    commission\n    paid\n    createdAt\n  }\n  affiliateRateTiers\n}": typeof types.AdminAffiliatesDocument,
    "query AdminStakingRounds {\n  stakingProgram {\n    id\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n  }\n  stakingRoundHistory(limit: 50) {\n    id\n    roundId\n    startedAt\n    endsAt\n    endedAt\n    totalReward\n    distributed\n    figures {\n      from\n      to\n      bets\n      wagered\n      paidOut\n      houseNet\n      revenueShareBps\n      reward\n      fundTaskId\n      fundTaskState\n      endTaskId\n      endTaskState\n    }\n  }\n}": typeof types.AdminStakingRoundsDocument,
    "mutation SetAffiliateRate($address: String!, $rateBps: Int!, $reason: String!) {\n  setAffiliateRate(address: $address, rateBps: $rateBps, reason: $reason) {\n    id\n    rateBps\n  }\n}": typeof types.SetAffiliateRateDocument,
    "mutation SetAffiliateSuspended($address: String!, $suspended: Boolean!, $reason: String!) {\n  setAffiliateSuspended(address: $address, suspended: $suspended, reason: $reason) {\n    id\n    suspended\n    suspendReason\n    suspendedAt\n  }\n}": typeof types.SetAffiliateSuspendedDocument,
    "mutation SetStakingSchedulePaused($paused: Boolean!, $reason: String!) {\n  setStakingSchedulePaused(paused: $paused, reason: $reason)\n}": typeof types.SetStakingSchedulePausedDocument,
    "fragment AdminAreaFields on AdminArea {\n  id\n  name\n  nameJa\n  enable\n  startUTCHour\n  endUTCHour\n  isOpen\n  opensAt\n  tableCount\n}": typeof types.AdminAreaFieldsFragmentDoc,
    "query AdminArea($id: ID!) {\n  adminArea(id: $id) {\n    ...AdminAreaFields\n  }\n}": typeof types.AdminAreaDocument,
    "query AdminAreas {\n  adminAreas {\n    ...AdminAreaFields\n  }\n}": typeof types.AdminAreasDocument,
    "mutation CreateArea($input: CreateAreaInput!) {\n  createArea(input: $input) {\n    ...AdminAreaFields\n  }\n}": typeof types.CreateAreaDocument,
    "mutation DeleteArea($id: ID!) {\n  deleteArea(id: $id)\n}": typeof types.DeleteAreaDocument,
    "mutation UpdateArea($id: ID!, $input: UpdateAreaInput!) {\n  updateArea(id: $id, input: $input) {\n    ...AdminAreaFields\n  }\n}": typeof types.UpdateAreaDocument,
    "fragment AdminBannerFields on AdminBanner {\n  id\n  title\n  type\n  location\n  image {\n    ...UploadedImageFields\n  }\n  mobileImage {\n    ...UploadedImageFields\n  }\n  sortOrder\n  display\n  startDate\n  endDate\n  link\n  live\n  createdAt\n  updatedAt\n}": typeof types.AdminBannerFieldsFragmentDoc,
    "query AdminBanner($id: ID!) {\n  adminBanner(id: $id) {\n    ...AdminBannerFields\n  }\n}": typeof types.AdminBannerDocument,
    "query AdminBanners($type: Int, $location: Int) {\n  adminBanners(type: $type, location: $location) {\n    ...AdminBannerFields\n  }\n}": typeof types.AdminBannersDocument,
    "mutation CreateBanner($input: CreateBannerInput!) {\n  createBanner(input: $input) {\n    ...AdminBannerFields\n  }\n}": typeof types.CreateBannerDocument,
    "mutation DeleteBanner($id: ID!) {\n  deleteBanner(id: $id)\n}": typeof types.DeleteBannerDocument,
    "mutation UpdateBanner($id: ID!, $input: UpdateBannerInput!) {\n  updateBanner(id: $id, input: $input) {\n    ...AdminBannerFields\n  }\n}": typeof types.UpdateBannerDocument,
    "fragment AdminBridgeTransferFields on AdminBridgeTransfer {\n  id\n  player\n  fromAddress\n  toAddress\n  amount\n  processType\n  status\n  step\n  sourceChainId\n  targetChainId\n  voteCount\n  withdrawTxHash\n  withdrawBlock\n  mintTxHash\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  reviewable\n  rejectReason\n  createdAt\n  updatedAt\n}": typeof types.AdminBridgeTransferFieldsFragmentDoc,
    "query AdminBridgeTransfer($id: ID!) {\n  adminBridgeTransfer(id: $id) {\n    ...AdminBridgeTransferFields\n    votes {\n      id\n      validator\n      chainId\n      txHash\n      blockNumber\n      votedAt\n    }\n  }\n}": typeof types.AdminBridgeTransferDocument,
    "query AdminBridgeTransfers($filter: AdminBridgeTransferFilter, $first: Int!, $after: String) {\n  adminBridgeTransfers(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminBridgeTransferFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.AdminBridgeTransfersDocument,
    "mutation AdminRejectWithdrawal($id: ID!, $reason: String!) {\n  adminRejectWithdrawal(id: $id, reason: $reason) {\n    ...AdminTaskFields\n  }\n}": typeof types.AdminRejectWithdrawalDocument,
    "mutation AdminReleaseWithdrawal($id: ID!) {\n  adminReleaseWithdrawal(id: $id) {\n    ...AdminTaskFields\n  }\n}": typeof types.AdminReleaseWithdrawalDocument,
    "query AdminCategories {\n  adminCategories {\n    ...AdminCategoryFields\n  }\n}": typeof types.AdminCategoriesDocument,
    "fragment AdminCategoryFields on AdminCategory {\n  id\n  nameEn\n  nameJa\n  sortOrder\n  enabled\n  builtIn\n  gameIds\n  createdAt\n  updatedAt\n}": typeof types.AdminCategoryFieldsFragmentDoc,
    "query AdminCategory($id: ID!) {\n  adminCategory(id: $id) {\n    ...AdminCategoryFields\n  }\n}": typeof types.AdminCategoryDocument,
    "mutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}": typeof types.CreateCategoryDocument,
    "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id)\n}": typeof types.DeleteCategoryDocument,
    "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}": typeof types.UpdateCategoryDocument,
    "mutation ChatBan($address: String!, $hours: Int, $reason: String!) {\n  chatBan(address: $address, hours: $hours, reason: $reason) {\n    id\n    banned\n    bannedUntil\n  }\n}": typeof types.ChatBanDocument,
    "fragment ChatLogEntryFields on ChatLogEntry {\n  id\n  tableId\n  kind\n  original\n  shown\n  amount\n  postedAt\n  deletedAt\n  deletedBy\n  openReports\n  authorChatBanned\n  authorImageBanned\n  author {\n    id\n    name\n    imageUrl\n  }\n}": typeof types.ChatLogEntryFieldsFragmentDoc,
    "query ChatLog($filter: ChatLogFilter, $first: Int!, $after: String) {\n  chatLog(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...ChatLogEntryFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ChatLogDocument,
    "query ChatReports($first: Int!) {\n  chatReports(open: true, first: $first) {\n    nodes {\n      id\n      reporter\n      reason\n      reportedAt\n      message {\n        ...ChatLogEntryFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ChatReportsDocument,
    "query ChatSettings {\n  chatSettings {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}": typeof types.ChatSettingsDocument,
    "mutation DeleteChatMessage($id: ID!) {\n  deleteChatMessage(id: $id) {\n    ...ChatLogEntryFields\n  }\n}": typeof types.DeleteChatMessageDocument,
    "mutation DismissChatReport($id: ID!) {\n  dismissChatReport(id: $id)\n}": typeof types.DismissChatReportDocument,
    "mutation LiftChatBan($address: String!) {\n  liftChatBan(address: $address) {\n    id\n    banned\n  }\n}": typeof types.LiftChatBanDocument,
    "mutation SetChatImageBan($address: String!, $banned: Boolean!) {\n  setChatImageBan(address: $address, banned: $banned)\n}": typeof types.SetChatImageBanDocument,
    "mutation UpdateChatSettings($bigWinThreshold: TokenAmount) {\n  updateChatSettings(bigWinThreshold: $bigWinThreshold) {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}": typeof types.UpdateChatSettingsDocument,
    "query DashboardGroupNames {\n  adminAreas {\n    id\n    name\n  }\n  adminTables {\n    id\n    name\n  }\n}": typeof types.DashboardGroupNamesDocument,
    "query AdminStats($input: StatsInput!) {\n  stats(input: $input) {\n    bucket\n    gameType\n    tableId\n    areaId\n    activePlayers\n    newPlayers\n    bets\n    wagered\n    paidOut\n    revenue\n    bridgeIn\n    bridgeOut\n  }\n}": typeof types.AdminStatsDocument,
    "fragment AdminGameFields on AdminGame {\n  id\n  type\n  name\n  nameJa\n  image\n  erc20Address\n  isHot\n  isNew\n  categories\n  sortOrder\n  enabled\n  tableCount\n}": typeof types.AdminGameFieldsFragmentDoc,
    "query AdminGame($id: ID!) {\n  adminGame(id: $id) {\n    ...AdminGameFields\n  }\n  adminTables(gameId: $id) {\n    ...AdminTableFields\n  }\n  adminAreas {\n    id\n    name\n  }\n}": typeof types.AdminGameDocument,
    "query AdminGames {\n  adminGames {\n    ...AdminGameFields\n  }\n}": typeof types.AdminGamesDocument,
    "fragment AdminTableFields on AdminTable {\n  id\n  name\n  nameJa\n  gameId\n  areaId\n  floor\n  contractAddress\n  minBet\n  maxBet\n  roundTimeout\n  paused\n  noCommission\n  enabled\n  bettingSeconds\n}": typeof types.AdminTableFieldsFragmentDoc,
    "mutation CreateGame($input: CreateGameInput!) {\n  createGame(input: $input) {\n    ...AdminGameFields\n  }\n}": typeof types.CreateGameDocument,
    "mutation CreateTable($input: CreateTableInput!) {\n  createTable(input: $input) {\n    ...AdminTableFields\n  }\n}": typeof types.CreateTableDocument,
    "query GameTokens {\n  chainConfig {\n    id\n    assetSusd\n    gameSusd\n  }\n}": typeof types.GameTokensDocument,
    "mutation SetTablePaused($id: Int!, $paused: Boolean!) {\n  setTablePaused(id: $id, paused: $paused)\n}": typeof types.SetTablePausedDocument,
    "mutation UpdateGame($id: ID!, $input: UpdateGameInput!) {\n  updateGame(id: $id, input: $input) {\n    ...AdminGameFields\n  }\n}": typeof types.UpdateGameDocument,
    "mutation UpdateTable($id: Int!, $input: UpdateTableInput!) {\n  updateTable(id: $id, input: $input) {\n    ...AdminTableFields\n  }\n}": typeof types.UpdateTableDocument,
    "query AdminJackpotEntries($id: ID!) {\n  adminJackpotEntries(id: $id)\n}": typeof types.AdminJackpotEntriesDocument,
    "fragment AdminJackpotFields on AdminJackpot {\n  id\n  name\n  level\n  prize\n  winnersCount\n  wagerPerTicket\n  gameTypes\n  opensAt\n  drawAt\n  state\n  commitment\n  ticketCount\n  publishedAt\n  closedAt\n  drawnAt\n  paidAt\n  cancelledAt\n  cancelReason\n  createdBy\n  createdAt\n  updatedAt\n}": typeof types.AdminJackpotFieldsFragmentDoc,
    "query AdminJackpot($id: ID!) {\n  adminJackpot(id: $id) {\n    ...AdminJackpotFields\n    serverSeed\n    clientSeed\n    clientSeedBlock\n    entriesHash\n    winners {\n      ...JackpotWinnerFields\n    }\n    history {\n      at\n      action\n      actor\n      summary\n    }\n  }\n}": typeof types.AdminJackpotDocument,
    "query AdminJackpots($filter: AdminJackpotFilter, $first: Int!, $after: String) {\n  adminJackpots(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminJackpotFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminJackpotsDocument,
    "mutation CancelJackpot($id: ID!, $reason: String!) {\n  cancelJackpot(id: $id, reason: $reason) {\n    ...AdminJackpotFields\n  }\n}": typeof types.CancelJackpotDocument,
    "mutation CreateJackpot($input: CreateJackpotInput!) {\n  createJackpot(input: $input) {\n    ...AdminJackpotFields\n  }\n}": typeof types.CreateJackpotDocument,
    "fragment JackpotWinnerFields on JackpotWinner {\n  k\n  ticket\n  ticketId\n  owner\n  to\n  amount\n  taskId\n  task {\n    ...AdminTaskFields\n  }\n}": typeof types.JackpotWinnerFieldsFragmentDoc,
    "mutation PublishJackpot($id: ID!) {\n  publishJackpot(id: $id) {\n    ...AdminJackpotFields\n  }\n}": typeof types.PublishJackpotDocument,
    "mutation RetryJackpotPayout($id: ID!, $ticket: Int!) {\n  retryJackpotPayout(id: $id, ticket: $ticket) {\n    id\n    state\n    winners {\n      ...JackpotWinnerFields\n    }\n  }\n}": typeof types.RetryJackpotPayoutDocument,
    "mutation UpdateJackpot($id: ID!, $input: UpdateJackpotInput!) {\n  updateJackpot(id: $id, input: $input) {\n    ...AdminJackpotFields\n  }\n}": typeof types.UpdateJackpotDocument,
    "fragment MemberFields on Member {\n  id\n  address\n  gameWallet\n  name\n  email\n  userType\n  registeredAt\n  lastLoginAt\n  lastIp\n  banned\n  chatBanned\n  imageBanned\n  betCount\n  wagered\n  paidOut\n}": typeof types.MemberFieldsFragmentDoc,
    "query Member($address: String!) {\n  member(address: $address) {\n    ...MemberFields\n    balances {\n      mainWallet\n      gameWallet\n      bonusLocked\n      bridgedToGame\n      bridgedToMain\n    }\n  }\n}": typeof types.MemberDocument,
    "query Members($filter: MemberFilter, $first: Int!, $after: String) {\n  members(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MemberFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.MembersDocument,
    "mutation SetMemberBan($address: String!, $banned: Boolean, $chatBanned: Boolean, $imageBanned: Boolean) {\n  setMemberBan(\n    address: $address\n    banned: $banned\n    chatBanned: $chatBanned\n    imageBanned: $imageBanned\n  ) {\n    ...MemberFields\n  }\n}": typeof types.SetMemberBanDocument,
    "fragment GamingLimitsFields on GamingLimits {\n  singleBet\n  dailyLoss\n  weeklyLoss\n  monthlyLoss\n  dailyMinutes\n}": typeof types.GamingLimitsFieldsFragmentDoc,
    "query MemberRules($address: String!) {\n  member(address: $address) {\n    id\n    responsibleGaming {\n      id\n      wallet\n      limits {\n        ...GamingLimitsFields\n      }\n      pendingLimits {\n        ...GamingLimitsFields\n      }\n      pendingAt\n      usage {\n        day {\n          limit\n          loss\n          resetsAt\n        }\n        week {\n          limit\n          loss\n          resetsAt\n        }\n        month {\n          limit\n          loss\n          resetsAt\n        }\n      }\n      playSecondsLeft\n      status {\n        blockedUntil\n        selfExcluded\n        resumeAt\n        banned\n      }\n      history {\n        id\n        kind\n        at\n        byStaff\n        limits {\n          ...GamingLimitsFields\n        }\n        effectiveAt\n        period\n        until\n        selfExclusion\n        banned\n        txHash\n      }\n    }\n  }\n}": typeof types.MemberRulesDocument,
    "mutation StaffTimeOut($address: String!, $period: Int!, $reason: String!) {\n  staffTimeOut(address: $address, period: $period, reason: $reason) {\n    ...AdminTaskFields\n  }\n}": typeof types.StaffTimeOutDocument,
    "fragment AdminMessageFields on AdminMessage {\n  id\n  title\n  content\n  htmlContent\n  targetAll\n  targetAddresses\n  sendAt\n  state\n  sentAt\n  createdBy\n  createdAt\n  updatedAt\n  readCount\n}": typeof types.AdminMessageFieldsFragmentDoc,
    "query AdminMessage($id: ID!) {\n  adminMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": typeof types.AdminMessageDocument,
    "query AdminMessages($filter: AdminMessageFilter, $first: Int!, $after: String) {\n  adminMessages(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminMessagesDocument,
    "mutation CreateMessage($input: CreateMessageInput!) {\n  createMessage(input: $input) {\n    ...AdminMessageFields\n  }\n}": typeof types.CreateMessageDocument,
    "mutation DeleteMessage($id: ID!) {\n  deleteMessage(id: $id)\n}": typeof types.DeleteMessageDocument,
    "mutation PublishMessage($id: ID!) {\n  publishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": typeof types.PublishMessageDocument,
    "mutation UnpublishMessage($id: ID!) {\n  unpublishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": typeof types.UnpublishMessageDocument,
    "mutation UpdateMessage($id: ID!, $input: UpdateMessageInput!) {\n  updateMessage(id: $id, input: $input) {\n    ...AdminMessageFields\n  }\n}": typeof types.UpdateMessageDocument,
    "query OperationLogEntry($id: ID!) {\n  operationLogEntry(id: $id) {\n    id\n    at\n    actorAddress\n    actorType\n    actorIp\n    action\n    targetType\n    targetId\n    summary\n    before\n    after\n    changes {\n      field\n      before\n      after\n    }\n  }\n}": typeof types.OperationLogEntryDocument,
    "query OperationLogTargetTypes {\n  operationLogTargetTypes\n}": typeof types.OperationLogTargetTypesDocument,
    "query OperationLog($filter: OperationLogFilter, $first: Int!, $after: String) {\n  operationLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        at\n        actorAddress\n        actorType\n        actorIp\n        action\n        targetType\n        targetId\n        summary\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.OperationLogDocument,
    "fragment UploadedImageFields on UploadedImage {\n  id\n  url\n  contentType\n  width\n  height\n  byteSize\n}\n\nfragment AdminPopupFields on AdminPopup {\n  id\n  title\n  type\n  display\n  startDate\n  endDate\n  displayTimes\n  position\n  pcImage {\n    ...UploadedImageFields\n  }\n  spImage {\n    ...UploadedImageFields\n  }\n  link\n  live\n  viewers\n  createdAt\n  updatedAt\n}": typeof types.UploadedImageFieldsFragmentDoc,
    "query AdminPopup($id: ID!) {\n  adminPopup(id: $id) {\n    ...AdminPopupFields\n  }\n}": typeof types.AdminPopupDocument,
    "query AdminPopups {\n  adminPopups {\n    ...AdminPopupFields\n  }\n}": typeof types.AdminPopupsDocument,
    "mutation CreatePopup($input: CreatePopupInput!) {\n  createPopup(input: $input) {\n    ...AdminPopupFields\n  }\n}": typeof types.CreatePopupDocument,
    "mutation DeletePopup($id: ID!) {\n  deletePopup(id: $id)\n}": typeof types.DeletePopupDocument,
    "mutation UpdatePopup($id: ID!, $input: UpdatePopupInput!) {\n  updatePopup(id: $id, input: $input) {\n    ...AdminPopupFields\n  }\n}": typeof types.UpdatePopupDocument,
    "query ResponsibleGamingReport($weeks: Int!) {\n  responsibleGamingReport(weeks: $weeks) {\n    id\n    weekStart\n    timeOuts\n    staffTimeOuts\n    selfExclusions\n    limitHits\n  }\n}": typeof types.ResponsibleGamingReportDocument,
    "fragment AdminRoundFields on AdminRound {\n  id\n  tableName\n  betCount\n  playerCount\n  refundableFrom\n  canRefund\n  round {\n    id\n    roundId\n    tableId\n    table\n    gameType\n    state\n    openedAt\n    closedAt\n    settledAt\n    totalStaked\n    totalPaid\n    result\n  }\n}": typeof types.AdminRoundFieldsFragmentDoc,
    "query AdminRound($key: String!) {\n  adminRound(key: $key) {\n    ...AdminRoundFields\n    round {\n      id\n      commitment\n      serverSeed\n      clientSeed\n      outcome\n      shoeId\n      bets {\n        id\n        betIndex\n        player\n        kind\n        numbers\n        amount\n        payout\n        refunded\n        placedAt\n      }\n    }\n    refundTasks {\n      ...AdminTaskFields\n    }\n  }\n}": typeof types.AdminRoundDocument,
    "query AdminRounds($filter: AdminRoundFilter, $first: Int!, $after: String) {\n  adminRounds(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminRoundFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.AdminRoundsDocument,
    "mutation RefundRound($key: String!) {\n  refundRound(key: $key) {\n    ...AdminTaskFields\n  }\n}": typeof types.RefundRoundDocument,
    "query ResultTables {\n  adminTables {\n    id\n    name\n    gameId\n  }\n}": typeof types.ResultTablesDocument,
    "query SystemStatus {\n  systemStatus {\n    id\n    checkedAt\n    chains {\n      id\n      chainId\n      head\n      headAt\n      indexed\n      lagBlocks\n      lagSeconds\n      error\n    }\n    tables {\n      id\n      tableId\n      name\n      enabled\n      paused\n      lastRoundId\n      lastRoundState\n      lastRoundOpenedAt\n      bettingClosesAt\n      nextRoundInSeconds\n      stuckRounds\n    }\n    validators {\n      id\n      address\n      votes\n      lastVoteAt\n      lastWithdrawalId\n      lastChainId\n    }\n    taskQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    bridgeQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    replicas {\n      id\n      url\n      startedAt\n      heartbeatAt\n      websocketConnections\n      subscriptions\n      stale\n      current\n    }\n  }\n}": typeof types.SystemStatusDocument,
    "fragment AdminTaskFields on AdminTask {\n  id\n  kind\n  params\n  state\n  target\n  chain\n  txHash\n  error\n  attempts\n  createdBy\n  createdAt\n  startedAt\n  finishedAt\n  updatedAt\n  transactions {\n    step\n    chain\n    hash\n    state\n    blockNumber\n  }\n}": typeof types.AdminTaskFieldsFragmentDoc,
    "subscription AdminTaskUpdated($ids: [ID!]) {\n  adminTaskUpdated(ids: $ids) {\n    ...AdminTaskFields\n  }\n}": typeof types.AdminTaskUpdatedDocument,
    "query AdminTasks($filter: AdminTaskFilter, $first: Int!, $after: String) {\n  adminTasks(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminTaskFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.AdminTasksDocument,
    "fragment AdminTicketFields on AdminTicket {\n  id\n  jackpotId\n  jackpotName\n  jackpotState\n  owner\n  source\n  reason\n  issuedBy\n  number\n  won\n  prize\n  voidable\n  voidedAt\n  voidedBy\n  voidReason\n  createdAt\n}": typeof types.AdminTicketFieldsFragmentDoc,
    "query AdminTicket($id: ID!) {\n  adminTicket(id: $id) {\n    ...AdminTicketFields\n  }\n}": typeof types.AdminTicketDocument,
    "query AdminTickets($jackpotId: ID!, $filter: AdminTicketFilter, $first: Int!, $after: String) {\n  adminTickets(\n    jackpotId: $jackpotId\n    filter: $filter\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminTicketFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminTicketsDocument,
    "mutation IssueTickets($input: IssueTicketsInput!) {\n  issueTickets(input: $input) {\n    ...AdminTicketFields\n  }\n}": typeof types.IssueTicketsDocument,
    "mutation VoidTicket($id: ID!, $reason: String!) {\n  voidTicket(id: $id, reason: $reason) {\n    ...AdminTicketFields\n  }\n}": typeof types.VoidTicketDocument,
    "query AdminContracts {\n  adminContracts {\n    contracts {\n      id\n      contract\n      tableId\n      tableName\n      chain\n      address\n      paused\n    }\n    staking {\n      rewardCycleSeconds\n      roundCount\n      roundInProgress\n      roundStartedAt\n      roundEndedAt\n      unallocatedRewards\n    }\n    bonus {\n      rewardRate\n      rewardMaximum\n      minValidator\n    }\n  }\n}": typeof types.AdminContractsDocument,
    "query AdminMaintenance {\n  adminMaintenance\n}\n\nmutation SetMaintenance($on: Boolean!) {\n  setMaintenance(on: $on)\n}": typeof types.AdminMaintenanceDocument,
    "mutation RunTool($input: RunToolInput!) {\n  runTool(input: $input) {\n    ...AdminTaskFields\n  }\n}": typeof types.RunToolDocument,
    "query AdminTransactions($filter: AdminTransactionFilter, $first: Int!, $after: String) {\n  adminTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        player\n        gameWallet\n        wallet\n        amount\n        payout\n        chain\n        txHash\n        completionTxHash\n        reference\n        roundKey\n        note\n        at\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.AdminTransactionsDocument,
    "mutation CreateTransfer($input: CreateTransferInput!) {\n  createTransfer(input: $input) {\n    ...AdminTaskFields\n  }\n}": typeof types.CreateTransferDocument,
};
const documents: Documents = {
    "query ViewerPermissions {\n  viewerPermissions\n}": types.ViewerPermissionsDocument,
    "mutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffFields\n  }\n}": types.CreateStaffDocument,
    "mutation DeleteStaff($address: String!) {\n  deleteStaff(address: $address)\n}": types.DeleteStaffDocument,
    "fragment StaffFields on StaffMember {\n  id\n  address\n  name\n  registered\n  self\n  type\n  ips\n  lastIp\n  lastLoginAt\n  createdAt\n}": types.StaffFieldsFragmentDoc,
    "query StaffMember($address: String!) {\n  staffMember(address: $address) {\n    ...StaffFields\n  }\n}": types.StaffMemberDocument,
    "query Staff {\n  staff {\n    ...StaffFields\n  }\n}": types.StaffDocument,
    "mutation UpdateStaff($address: String!, $input: UpdateStaffInput!) {\n  updateStaff(address: $address, input: $input) {\n    ...StaffFields\n  }\n}": types.UpdateStaffDocument,
    "query AdminAffiliates {\n  adminAffiliates {\n    id\n    address\n    rateBps\n    suspended\n    suspendReason\n    suspendedAt\n    codes\n    referrals\n    wagered\n    commission\n    paid\n    createdAt\n  }\n  affiliateRateTiers\n}": types.AdminAffiliatesDocument,
    "query AdminStakingRounds {\n  stakingProgram {\n    id\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n  }\n  stakingRoundHistory(limit: 50) {\n    id\n    roundId\n    startedAt\n    endsAt\n    endedAt\n    totalReward\n    distributed\n    figures {\n      from\n      to\n      bets\n      wagered\n      paidOut\n      houseNet\n      revenueShareBps\n      reward\n      fundTaskId\n      fundTaskState\n      endTaskId\n      endTaskState\n    }\n  }\n}": types.AdminStakingRoundsDocument,
    "mutation SetAffiliateRate($address: String!, $rateBps: Int!, $reason: String!) {\n  setAffiliateRate(address: $address, rateBps: $rateBps, reason: $reason) {\n    id\n    rateBps\n  }\n}": types.SetAffiliateRateDocument,
    "mutation SetAffiliateSuspended($address: String!, $suspended: Boolean!, $reason: String!) {\n  setAffiliateSuspended(address: $address, suspended: $suspended, reason: $reason) {\n    id\n    suspended\n    suspendReason\n    suspendedAt\n  }\n}": types.SetAffiliateSuspendedDocument,
    "mutation SetStakingSchedulePaused($paused: Boolean!, $reason: String!) {\n  setStakingSchedulePaused(paused: $paused, reason: $reason)\n}": types.SetStakingSchedulePausedDocument,
    "fragment AdminAreaFields on AdminArea {\n  id\n  name\n  nameJa\n  enable\n  startUTCHour\n  endUTCHour\n  isOpen\n  opensAt\n  tableCount\n}": types.AdminAreaFieldsFragmentDoc,
    "query AdminArea($id: ID!) {\n  adminArea(id: $id) {\n    ...AdminAreaFields\n  }\n}": types.AdminAreaDocument,
    "query AdminAreas {\n  adminAreas {\n    ...AdminAreaFields\n  }\n}": types.AdminAreasDocument,
    "mutation CreateArea($input: CreateAreaInput!) {\n  createArea(input: $input) {\n    ...AdminAreaFields\n  }\n}": types.CreateAreaDocument,
    "mutation DeleteArea($id: ID!) {\n  deleteArea(id: $id)\n}": types.DeleteAreaDocument,
    "mutation UpdateArea($id: ID!, $input: UpdateAreaInput!) {\n  updateArea(id: $id, input: $input) {\n    ...AdminAreaFields\n  }\n}": types.UpdateAreaDocument,
    "fragment AdminBannerFields on AdminBanner {\n  id\n  title\n  type\n  location\n  image {\n    ...UploadedImageFields\n  }\n  mobileImage {\n    ...UploadedImageFields\n  }\n  sortOrder\n  display\n  startDate\n  endDate\n  link\n  live\n  createdAt\n  updatedAt\n}": types.AdminBannerFieldsFragmentDoc,
    "query AdminBanner($id: ID!) {\n  adminBanner(id: $id) {\n    ...AdminBannerFields\n  }\n}": types.AdminBannerDocument,
    "query AdminBanners($type: Int, $location: Int) {\n  adminBanners(type: $type, location: $location) {\n    ...AdminBannerFields\n  }\n}": types.AdminBannersDocument,
    "mutation CreateBanner($input: CreateBannerInput!) {\n  createBanner(input: $input) {\n    ...AdminBannerFields\n  }\n}": types.CreateBannerDocument,
    "mutation DeleteBanner($id: ID!) {\n  deleteBanner(id: $id)\n}": types.DeleteBannerDocument,
    "mutation UpdateBanner($id: ID!, $input: UpdateBannerInput!) {\n  updateBanner(id: $id, input: $input) {\n    ...AdminBannerFields\n  }\n}": types.UpdateBannerDocument,
    "fragment AdminBridgeTransferFields on AdminBridgeTransfer {\n  id\n  player\n  fromAddress\n  toAddress\n  amount\n  processType\n  status\n  step\n  sourceChainId\n  targetChainId\n  voteCount\n  withdrawTxHash\n  withdrawBlock\n  mintTxHash\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  reviewable\n  rejectReason\n  createdAt\n  updatedAt\n}": types.AdminBridgeTransferFieldsFragmentDoc,
    "query AdminBridgeTransfer($id: ID!) {\n  adminBridgeTransfer(id: $id) {\n    ...AdminBridgeTransferFields\n    votes {\n      id\n      validator\n      chainId\n      txHash\n      blockNumber\n      votedAt\n    }\n  }\n}": types.AdminBridgeTransferDocument,
    "query AdminBridgeTransfers($filter: AdminBridgeTransferFilter, $first: Int!, $after: String) {\n  adminBridgeTransfers(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminBridgeTransferFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.AdminBridgeTransfersDocument,
    "mutation AdminRejectWithdrawal($id: ID!, $reason: String!) {\n  adminRejectWithdrawal(id: $id, reason: $reason) {\n    ...AdminTaskFields\n  }\n}": types.AdminRejectWithdrawalDocument,
    "mutation AdminReleaseWithdrawal($id: ID!) {\n  adminReleaseWithdrawal(id: $id) {\n    ...AdminTaskFields\n  }\n}": types.AdminReleaseWithdrawalDocument,
    "query AdminCategories {\n  adminCategories {\n    ...AdminCategoryFields\n  }\n}": types.AdminCategoriesDocument,
    "fragment AdminCategoryFields on AdminCategory {\n  id\n  nameEn\n  nameJa\n  sortOrder\n  enabled\n  builtIn\n  gameIds\n  createdAt\n  updatedAt\n}": types.AdminCategoryFieldsFragmentDoc,
    "query AdminCategory($id: ID!) {\n  adminCategory(id: $id) {\n    ...AdminCategoryFields\n  }\n}": types.AdminCategoryDocument,
    "mutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}": types.CreateCategoryDocument,
    "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id)\n}": types.DeleteCategoryDocument,
    "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}": types.UpdateCategoryDocument,
    "mutation ChatBan($address: String!, $hours: Int, $reason: String!) {\n  chatBan(address: $address, hours: $hours, reason: $reason) {\n    id\n    banned\n    bannedUntil\n  }\n}": types.ChatBanDocument,
    "fragment ChatLogEntryFields on ChatLogEntry {\n  id\n  tableId\n  kind\n  original\n  shown\n  amount\n  postedAt\n  deletedAt\n  deletedBy\n  openReports\n  authorChatBanned\n  authorImageBanned\n  author {\n    id\n    name\n    imageUrl\n  }\n}": types.ChatLogEntryFieldsFragmentDoc,
    "query ChatLog($filter: ChatLogFilter, $first: Int!, $after: String) {\n  chatLog(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...ChatLogEntryFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ChatLogDocument,
    "query ChatReports($first: Int!) {\n  chatReports(open: true, first: $first) {\n    nodes {\n      id\n      reporter\n      reason\n      reportedAt\n      message {\n        ...ChatLogEntryFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ChatReportsDocument,
    "query ChatSettings {\n  chatSettings {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}": types.ChatSettingsDocument,
    "mutation DeleteChatMessage($id: ID!) {\n  deleteChatMessage(id: $id) {\n    ...ChatLogEntryFields\n  }\n}": types.DeleteChatMessageDocument,
    "mutation DismissChatReport($id: ID!) {\n  dismissChatReport(id: $id)\n}": types.DismissChatReportDocument,
    "mutation LiftChatBan($address: String!) {\n  liftChatBan(address: $address) {\n    id\n    banned\n  }\n}": types.LiftChatBanDocument,
    "mutation SetChatImageBan($address: String!, $banned: Boolean!) {\n  setChatImageBan(address: $address, banned: $banned)\n}": types.SetChatImageBanDocument,
    "mutation UpdateChatSettings($bigWinThreshold: TokenAmount) {\n  updateChatSettings(bigWinThreshold: $bigWinThreshold) {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}": types.UpdateChatSettingsDocument,
    "query DashboardGroupNames {\n  adminAreas {\n    id\n    name\n  }\n  adminTables {\n    id\n    name\n  }\n}": types.DashboardGroupNamesDocument,
    "query AdminStats($input: StatsInput!) {\n  stats(input: $input) {\n    bucket\n    gameType\n    tableId\n    areaId\n    activePlayers\n    newPlayers\n    bets\n    wagered\n    paidOut\n    revenue\n    bridgeIn\n    bridgeOut\n  }\n}": types.AdminStatsDocument,
    "fragment AdminGameFields on AdminGame {\n  id\n  type\n  name\n  nameJa\n  image\n  erc20Address\n  isHot\n  isNew\n  categories\n  sortOrder\n  enabled\n  tableCount\n}": types.AdminGameFieldsFragmentDoc,
    "query AdminGame($id: ID!) {\n  adminGame(id: $id) {\n    ...AdminGameFields\n  }\n  adminTables(gameId: $id) {\n    ...AdminTableFields\n  }\n  adminAreas {\n    id\n    name\n  }\n}": types.AdminGameDocument,
    "query AdminGames {\n  adminGames {\n    ...AdminGameFields\n  }\n}": types.AdminGamesDocument,
    "fragment AdminTableFields on AdminTable {\n  id\n  name\n  nameJa\n  gameId\n  areaId\n  floor\n  contractAddress\n  minBet\n  maxBet\n  roundTimeout\n  paused\n  noCommission\n  enabled\n  bettingSeconds\n}": types.AdminTableFieldsFragmentDoc,
    "mutation CreateGame($input: CreateGameInput!) {\n  createGame(input: $input) {\n    ...AdminGameFields\n  }\n}": types.CreateGameDocument,
    "mutation CreateTable($input: CreateTableInput!) {\n  createTable(input: $input) {\n    ...AdminTableFields\n  }\n}": types.CreateTableDocument,
    "query GameTokens {\n  chainConfig {\n    id\n    assetSusd\n    gameSusd\n  }\n}": types.GameTokensDocument,
    "mutation SetTablePaused($id: Int!, $paused: Boolean!) {\n  setTablePaused(id: $id, paused: $paused)\n}": types.SetTablePausedDocument,
    "mutation UpdateGame($id: ID!, $input: UpdateGameInput!) {\n  updateGame(id: $id, input: $input) {\n    ...AdminGameFields\n  }\n}": types.UpdateGameDocument,
    "mutation UpdateTable($id: Int!, $input: UpdateTableInput!) {\n  updateTable(id: $id, input: $input) {\n    ...AdminTableFields\n  }\n}": types.UpdateTableDocument,
    "query AdminJackpotEntries($id: ID!) {\n  adminJackpotEntries(id: $id)\n}": types.AdminJackpotEntriesDocument,
    "fragment AdminJackpotFields on AdminJackpot {\n  id\n  name\n  level\n  prize\n  winnersCount\n  wagerPerTicket\n  gameTypes\n  opensAt\n  drawAt\n  state\n  commitment\n  ticketCount\n  publishedAt\n  closedAt\n  drawnAt\n  paidAt\n  cancelledAt\n  cancelReason\n  createdBy\n  createdAt\n  updatedAt\n}": types.AdminJackpotFieldsFragmentDoc,
    "query AdminJackpot($id: ID!) {\n  adminJackpot(id: $id) {\n    ...AdminJackpotFields\n    serverSeed\n    clientSeed\n    clientSeedBlock\n    entriesHash\n    winners {\n      ...JackpotWinnerFields\n    }\n    history {\n      at\n      action\n      actor\n      summary\n    }\n  }\n}": types.AdminJackpotDocument,
    "query AdminJackpots($filter: AdminJackpotFilter, $first: Int!, $after: String) {\n  adminJackpots(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminJackpotFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminJackpotsDocument,
    "mutation CancelJackpot($id: ID!, $reason: String!) {\n  cancelJackpot(id: $id, reason: $reason) {\n    ...AdminJackpotFields\n  }\n}": types.CancelJackpotDocument,
    "mutation CreateJackpot($input: CreateJackpotInput!) {\n  createJackpot(input: $input) {\n    ...AdminJackpotFields\n  }\n}": types.CreateJackpotDocument,
    "fragment JackpotWinnerFields on JackpotWinner {\n  k\n  ticket\n  ticketId\n  owner\n  to\n  amount\n  taskId\n  task {\n    ...AdminTaskFields\n  }\n}": types.JackpotWinnerFieldsFragmentDoc,
    "mutation PublishJackpot($id: ID!) {\n  publishJackpot(id: $id) {\n    ...AdminJackpotFields\n  }\n}": types.PublishJackpotDocument,
    "mutation RetryJackpotPayout($id: ID!, $ticket: Int!) {\n  retryJackpotPayout(id: $id, ticket: $ticket) {\n    id\n    state\n    winners {\n      ...JackpotWinnerFields\n    }\n  }\n}": types.RetryJackpotPayoutDocument,
    "mutation UpdateJackpot($id: ID!, $input: UpdateJackpotInput!) {\n  updateJackpot(id: $id, input: $input) {\n    ...AdminJackpotFields\n  }\n}": types.UpdateJackpotDocument,
    "fragment MemberFields on Member {\n  id\n  address\n  gameWallet\n  name\n  email\n  userType\n  registeredAt\n  lastLoginAt\n  lastIp\n  banned\n  chatBanned\n  imageBanned\n  betCount\n  wagered\n  paidOut\n}": types.MemberFieldsFragmentDoc,
    "query Member($address: String!) {\n  member(address: $address) {\n    ...MemberFields\n    balances {\n      mainWallet\n      gameWallet\n      bonusLocked\n      bridgedToGame\n      bridgedToMain\n    }\n  }\n}": types.MemberDocument,
    "query Members($filter: MemberFilter, $first: Int!, $after: String) {\n  members(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MemberFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.MembersDocument,
    "mutation SetMemberBan($address: String!, $banned: Boolean, $chatBanned: Boolean, $imageBanned: Boolean) {\n  setMemberBan(\n    address: $address\n    banned: $banned\n    chatBanned: $chatBanned\n    imageBanned: $imageBanned\n  ) {\n    ...MemberFields\n  }\n}": types.SetMemberBanDocument,
    "fragment GamingLimitsFields on GamingLimits {\n  singleBet\n  dailyLoss\n  weeklyLoss\n  monthlyLoss\n  dailyMinutes\n}": types.GamingLimitsFieldsFragmentDoc,
    "query MemberRules($address: String!) {\n  member(address: $address) {\n    id\n    responsibleGaming {\n      id\n      wallet\n      limits {\n        ...GamingLimitsFields\n      }\n      pendingLimits {\n        ...GamingLimitsFields\n      }\n      pendingAt\n      usage {\n        day {\n          limit\n          loss\n          resetsAt\n        }\n        week {\n          limit\n          loss\n          resetsAt\n        }\n        month {\n          limit\n          loss\n          resetsAt\n        }\n      }\n      playSecondsLeft\n      status {\n        blockedUntil\n        selfExcluded\n        resumeAt\n        banned\n      }\n      history {\n        id\n        kind\n        at\n        byStaff\n        limits {\n          ...GamingLimitsFields\n        }\n        effectiveAt\n        period\n        until\n        selfExclusion\n        banned\n        txHash\n      }\n    }\n  }\n}": types.MemberRulesDocument,
    "mutation StaffTimeOut($address: String!, $period: Int!, $reason: String!) {\n  staffTimeOut(address: $address, period: $period, reason: $reason) {\n    ...AdminTaskFields\n  }\n}": types.StaffTimeOutDocument,
    "fragment AdminMessageFields on AdminMessage {\n  id\n  title\n  content\n  htmlContent\n  targetAll\n  targetAddresses\n  sendAt\n  state\n  sentAt\n  createdBy\n  createdAt\n  updatedAt\n  readCount\n}": types.AdminMessageFieldsFragmentDoc,
    "query AdminMessage($id: ID!) {\n  adminMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": types.AdminMessageDocument,
    "query AdminMessages($filter: AdminMessageFilter, $first: Int!, $after: String) {\n  adminMessages(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminMessagesDocument,
    "mutation CreateMessage($input: CreateMessageInput!) {\n  createMessage(input: $input) {\n    ...AdminMessageFields\n  }\n}": types.CreateMessageDocument,
    "mutation DeleteMessage($id: ID!) {\n  deleteMessage(id: $id)\n}": types.DeleteMessageDocument,
    "mutation PublishMessage($id: ID!) {\n  publishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": types.PublishMessageDocument,
    "mutation UnpublishMessage($id: ID!) {\n  unpublishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}": types.UnpublishMessageDocument,
    "mutation UpdateMessage($id: ID!, $input: UpdateMessageInput!) {\n  updateMessage(id: $id, input: $input) {\n    ...AdminMessageFields\n  }\n}": types.UpdateMessageDocument,
    "query OperationLogEntry($id: ID!) {\n  operationLogEntry(id: $id) {\n    id\n    at\n    actorAddress\n    actorType\n    actorIp\n    action\n    targetType\n    targetId\n    summary\n    before\n    after\n    changes {\n      field\n      before\n      after\n    }\n  }\n}": types.OperationLogEntryDocument,
    "query OperationLogTargetTypes {\n  operationLogTargetTypes\n}": types.OperationLogTargetTypesDocument,
    "query OperationLog($filter: OperationLogFilter, $first: Int!, $after: String) {\n  operationLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        at\n        actorAddress\n        actorType\n        actorIp\n        action\n        targetType\n        targetId\n        summary\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.OperationLogDocument,
    "fragment UploadedImageFields on UploadedImage {\n  id\n  url\n  contentType\n  width\n  height\n  byteSize\n}\n\nfragment AdminPopupFields on AdminPopup {\n  id\n  title\n  type\n  display\n  startDate\n  endDate\n  displayTimes\n  position\n  pcImage {\n    ...UploadedImageFields\n  }\n  spImage {\n    ...UploadedImageFields\n  }\n  link\n  live\n  viewers\n  createdAt\n  updatedAt\n}": types.UploadedImageFieldsFragmentDoc,
    "query AdminPopup($id: ID!) {\n  adminPopup(id: $id) {\n    ...AdminPopupFields\n  }\n}": types.AdminPopupDocument,
    "query AdminPopups {\n  adminPopups {\n    ...AdminPopupFields\n  }\n}": types.AdminPopupsDocument,
    "mutation CreatePopup($input: CreatePopupInput!) {\n  createPopup(input: $input) {\n    ...AdminPopupFields\n  }\n}": types.CreatePopupDocument,
    "mutation DeletePopup($id: ID!) {\n  deletePopup(id: $id)\n}": types.DeletePopupDocument,
    "mutation UpdatePopup($id: ID!, $input: UpdatePopupInput!) {\n  updatePopup(id: $id, input: $input) {\n    ...AdminPopupFields\n  }\n}": types.UpdatePopupDocument,
    "query ResponsibleGamingReport($weeks: Int!) {\n  responsibleGamingReport(weeks: $weeks) {\n    id\n    weekStart\n    timeOuts\n    staffTimeOuts\n    selfExclusions\n    limitHits\n  }\n}": types.ResponsibleGamingReportDocument,
    "fragment AdminRoundFields on AdminRound {\n  id\n  tableName\n  betCount\n  playerCount\n  refundableFrom\n  canRefund\n  round {\n    id\n    roundId\n    tableId\n    table\n    gameType\n    state\n    openedAt\n    closedAt\n    settledAt\n    totalStaked\n    totalPaid\n    result\n  }\n}": types.AdminRoundFieldsFragmentDoc,
    "query AdminRound($key: String!) {\n  adminRound(key: $key) {\n    ...AdminRoundFields\n    round {\n      id\n      commitment\n      serverSeed\n      clientSeed\n      outcome\n      shoeId\n      bets {\n        id\n        betIndex\n        player\n        kind\n        numbers\n        amount\n        payout\n        refunded\n        placedAt\n      }\n    }\n    refundTasks {\n      ...AdminTaskFields\n    }\n  }\n}": types.AdminRoundDocument,
    "query AdminRounds($filter: AdminRoundFilter, $first: Int!, $after: String) {\n  adminRounds(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminRoundFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.AdminRoundsDocument,
    "mutation RefundRound($key: String!) {\n  refundRound(key: $key) {\n    ...AdminTaskFields\n  }\n}": types.RefundRoundDocument,
    "query ResultTables {\n  adminTables {\n    id\n    name\n    gameId\n  }\n}": types.ResultTablesDocument,
    "query SystemStatus {\n  systemStatus {\n    id\n    checkedAt\n    chains {\n      id\n      chainId\n      head\n      headAt\n      indexed\n      lagBlocks\n      lagSeconds\n      error\n    }\n    tables {\n      id\n      tableId\n      name\n      enabled\n      paused\n      lastRoundId\n      lastRoundState\n      lastRoundOpenedAt\n      bettingClosesAt\n      nextRoundInSeconds\n      stuckRounds\n    }\n    validators {\n      id\n      address\n      votes\n      lastVoteAt\n      lastWithdrawalId\n      lastChainId\n    }\n    taskQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    bridgeQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    replicas {\n      id\n      url\n      startedAt\n      heartbeatAt\n      websocketConnections\n      subscriptions\n      stale\n      current\n    }\n  }\n}": types.SystemStatusDocument,
    "fragment AdminTaskFields on AdminTask {\n  id\n  kind\n  params\n  state\n  target\n  chain\n  txHash\n  error\n  attempts\n  createdBy\n  createdAt\n  startedAt\n  finishedAt\n  updatedAt\n  transactions {\n    step\n    chain\n    hash\n    state\n    blockNumber\n  }\n}": types.AdminTaskFieldsFragmentDoc,
    "subscription AdminTaskUpdated($ids: [ID!]) {\n  adminTaskUpdated(ids: $ids) {\n    ...AdminTaskFields\n  }\n}": types.AdminTaskUpdatedDocument,
    "query AdminTasks($filter: AdminTaskFilter, $first: Int!, $after: String) {\n  adminTasks(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminTaskFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.AdminTasksDocument,
    "fragment AdminTicketFields on AdminTicket {\n  id\n  jackpotId\n  jackpotName\n  jackpotState\n  owner\n  source\n  reason\n  issuedBy\n  number\n  won\n  prize\n  voidable\n  voidedAt\n  voidedBy\n  voidReason\n  createdAt\n}": types.AdminTicketFieldsFragmentDoc,
    "query AdminTicket($id: ID!) {\n  adminTicket(id: $id) {\n    ...AdminTicketFields\n  }\n}": types.AdminTicketDocument,
    "query AdminTickets($jackpotId: ID!, $filter: AdminTicketFilter, $first: Int!, $after: String) {\n  adminTickets(\n    jackpotId: $jackpotId\n    filter: $filter\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminTicketFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminTicketsDocument,
    "mutation IssueTickets($input: IssueTicketsInput!) {\n  issueTickets(input: $input) {\n    ...AdminTicketFields\n  }\n}": types.IssueTicketsDocument,
    "mutation VoidTicket($id: ID!, $reason: String!) {\n  voidTicket(id: $id, reason: $reason) {\n    ...AdminTicketFields\n  }\n}": types.VoidTicketDocument,
    "query AdminContracts {\n  adminContracts {\n    contracts {\n      id\n      contract\n      tableId\n      tableName\n      chain\n      address\n      paused\n    }\n    staking {\n      rewardCycleSeconds\n      roundCount\n      roundInProgress\n      roundStartedAt\n      roundEndedAt\n      unallocatedRewards\n    }\n    bonus {\n      rewardRate\n      rewardMaximum\n      minValidator\n    }\n  }\n}": types.AdminContractsDocument,
    "query AdminMaintenance {\n  adminMaintenance\n}\n\nmutation SetMaintenance($on: Boolean!) {\n  setMaintenance(on: $on)\n}": types.AdminMaintenanceDocument,
    "mutation RunTool($input: RunToolInput!) {\n  runTool(input: $input) {\n    ...AdminTaskFields\n  }\n}": types.RunToolDocument,
    "query AdminTransactions($filter: AdminTransactionFilter, $first: Int!, $after: String) {\n  adminTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        player\n        gameWallet\n        wallet\n        amount\n        payout\n        chain\n        txHash\n        completionTxHash\n        reference\n        roundKey\n        note\n        at\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.AdminTransactionsDocument,
    "mutation CreateTransfer($input: CreateTransferInput!) {\n  createTransfer(input: $input) {\n    ...AdminTaskFields\n  }\n}": types.CreateTransferDocument,
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
export function graphql(source: "query ViewerPermissions {\n  viewerPermissions\n}"): (typeof documents)["query ViewerPermissions {\n  viewerPermissions\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffFields\n  }\n}"): (typeof documents)["mutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStaff($address: String!) {\n  deleteStaff(address: $address)\n}"): (typeof documents)["mutation DeleteStaff($address: String!) {\n  deleteStaff(address: $address)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffFields on StaffMember {\n  id\n  address\n  name\n  registered\n  self\n  type\n  ips\n  lastIp\n  lastLoginAt\n  createdAt\n}"): (typeof documents)["fragment StaffFields on StaffMember {\n  id\n  address\n  name\n  registered\n  self\n  type\n  ips\n  lastIp\n  lastLoginAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMember($address: String!) {\n  staffMember(address: $address) {\n    ...StaffFields\n  }\n}"): (typeof documents)["query StaffMember($address: String!) {\n  staffMember(address: $address) {\n    ...StaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Staff {\n  staff {\n    ...StaffFields\n  }\n}"): (typeof documents)["query Staff {\n  staff {\n    ...StaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStaff($address: String!, $input: UpdateStaffInput!) {\n  updateStaff(address: $address, input: $input) {\n    ...StaffFields\n  }\n}"): (typeof documents)["mutation UpdateStaff($address: String!, $input: UpdateStaffInput!) {\n  updateStaff(address: $address, input: $input) {\n    ...StaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAffiliates {\n  adminAffiliates {\n    id\n    address\n    rateBps\n    suspended\n    suspendReason\n    suspendedAt\n    codes\n    referrals\n    wagered\n    commission\n    paid\n    createdAt\n  }\n  affiliateRateTiers\n}"): (typeof documents)["query AdminAffiliates {\n  adminAffiliates {\n    id\n    address\n    rateBps\n    suspended\n    suspendReason\n    suspendedAt\n    codes\n    referrals\n    wagered\n    commission\n    paid\n    createdAt\n  }\n  affiliateRateTiers\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStakingRounds {\n  stakingProgram {\n    id\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n  }\n  stakingRoundHistory(limit: 50) {\n    id\n    roundId\n    startedAt\n    endsAt\n    endedAt\n    totalReward\n    distributed\n    figures {\n      from\n      to\n      bets\n      wagered\n      paidOut\n      houseNet\n      revenueShareBps\n      reward\n      fundTaskId\n      fundTaskState\n      endTaskId\n      endTaskState\n    }\n  }\n}"): (typeof documents)["query AdminStakingRounds {\n  stakingProgram {\n    id\n    schedule {\n      roundSeconds\n      revenueShareBps\n      paused\n    }\n  }\n  stakingRoundHistory(limit: 50) {\n    id\n    roundId\n    startedAt\n    endsAt\n    endedAt\n    totalReward\n    distributed\n    figures {\n      from\n      to\n      bets\n      wagered\n      paidOut\n      houseNet\n      revenueShareBps\n      reward\n      fundTaskId\n      fundTaskState\n      endTaskId\n      endTaskState\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAffiliateRate($address: String!, $rateBps: Int!, $reason: String!) {\n  setAffiliateRate(address: $address, rateBps: $rateBps, reason: $reason) {\n    id\n    rateBps\n  }\n}"): (typeof documents)["mutation SetAffiliateRate($address: String!, $rateBps: Int!, $reason: String!) {\n  setAffiliateRate(address: $address, rateBps: $rateBps, reason: $reason) {\n    id\n    rateBps\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAffiliateSuspended($address: String!, $suspended: Boolean!, $reason: String!) {\n  setAffiliateSuspended(address: $address, suspended: $suspended, reason: $reason) {\n    id\n    suspended\n    suspendReason\n    suspendedAt\n  }\n}"): (typeof documents)["mutation SetAffiliateSuspended($address: String!, $suspended: Boolean!, $reason: String!) {\n  setAffiliateSuspended(address: $address, suspended: $suspended, reason: $reason) {\n    id\n    suspended\n    suspendReason\n    suspendedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStakingSchedulePaused($paused: Boolean!, $reason: String!) {\n  setStakingSchedulePaused(paused: $paused, reason: $reason)\n}"): (typeof documents)["mutation SetStakingSchedulePaused($paused: Boolean!, $reason: String!) {\n  setStakingSchedulePaused(paused: $paused, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminAreaFields on AdminArea {\n  id\n  name\n  nameJa\n  enable\n  startUTCHour\n  endUTCHour\n  isOpen\n  opensAt\n  tableCount\n}"): (typeof documents)["fragment AdminAreaFields on AdminArea {\n  id\n  name\n  nameJa\n  enable\n  startUTCHour\n  endUTCHour\n  isOpen\n  opensAt\n  tableCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminArea($id: ID!) {\n  adminArea(id: $id) {\n    ...AdminAreaFields\n  }\n}"): (typeof documents)["query AdminArea($id: ID!) {\n  adminArea(id: $id) {\n    ...AdminAreaFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAreas {\n  adminAreas {\n    ...AdminAreaFields\n  }\n}"): (typeof documents)["query AdminAreas {\n  adminAreas {\n    ...AdminAreaFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateArea($input: CreateAreaInput!) {\n  createArea(input: $input) {\n    ...AdminAreaFields\n  }\n}"): (typeof documents)["mutation CreateArea($input: CreateAreaInput!) {\n  createArea(input: $input) {\n    ...AdminAreaFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteArea($id: ID!) {\n  deleteArea(id: $id)\n}"): (typeof documents)["mutation DeleteArea($id: ID!) {\n  deleteArea(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateArea($id: ID!, $input: UpdateAreaInput!) {\n  updateArea(id: $id, input: $input) {\n    ...AdminAreaFields\n  }\n}"): (typeof documents)["mutation UpdateArea($id: ID!, $input: UpdateAreaInput!) {\n  updateArea(id: $id, input: $input) {\n    ...AdminAreaFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBannerFields on AdminBanner {\n  id\n  title\n  type\n  location\n  image {\n    ...UploadedImageFields\n  }\n  mobileImage {\n    ...UploadedImageFields\n  }\n  sortOrder\n  display\n  startDate\n  endDate\n  link\n  live\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminBannerFields on AdminBanner {\n  id\n  title\n  type\n  location\n  image {\n    ...UploadedImageFields\n  }\n  mobileImage {\n    ...UploadedImageFields\n  }\n  sortOrder\n  display\n  startDate\n  endDate\n  link\n  live\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBanner($id: ID!) {\n  adminBanner(id: $id) {\n    ...AdminBannerFields\n  }\n}"): (typeof documents)["query AdminBanner($id: ID!) {\n  adminBanner(id: $id) {\n    ...AdminBannerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBanners($type: Int, $location: Int) {\n  adminBanners(type: $type, location: $location) {\n    ...AdminBannerFields\n  }\n}"): (typeof documents)["query AdminBanners($type: Int, $location: Int) {\n  adminBanners(type: $type, location: $location) {\n    ...AdminBannerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBanner($input: CreateBannerInput!) {\n  createBanner(input: $input) {\n    ...AdminBannerFields\n  }\n}"): (typeof documents)["mutation CreateBanner($input: CreateBannerInput!) {\n  createBanner(input: $input) {\n    ...AdminBannerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBanner($id: ID!) {\n  deleteBanner(id: $id)\n}"): (typeof documents)["mutation DeleteBanner($id: ID!) {\n  deleteBanner(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBanner($id: ID!, $input: UpdateBannerInput!) {\n  updateBanner(id: $id, input: $input) {\n    ...AdminBannerFields\n  }\n}"): (typeof documents)["mutation UpdateBanner($id: ID!, $input: UpdateBannerInput!) {\n  updateBanner(id: $id, input: $input) {\n    ...AdminBannerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBridgeTransferFields on AdminBridgeTransfer {\n  id\n  player\n  fromAddress\n  toAddress\n  amount\n  processType\n  status\n  step\n  sourceChainId\n  targetChainId\n  voteCount\n  withdrawTxHash\n  withdrawBlock\n  mintTxHash\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  reviewable\n  rejectReason\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminBridgeTransferFields on AdminBridgeTransfer {\n  id\n  player\n  fromAddress\n  toAddress\n  amount\n  processType\n  status\n  step\n  sourceChainId\n  targetChainId\n  voteCount\n  withdrawTxHash\n  withdrawBlock\n  mintTxHash\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  reviewable\n  rejectReason\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBridgeTransfer($id: ID!) {\n  adminBridgeTransfer(id: $id) {\n    ...AdminBridgeTransferFields\n    votes {\n      id\n      validator\n      chainId\n      txHash\n      blockNumber\n      votedAt\n    }\n  }\n}"): (typeof documents)["query AdminBridgeTransfer($id: ID!) {\n  adminBridgeTransfer(id: $id) {\n    ...AdminBridgeTransferFields\n    votes {\n      id\n      validator\n      chainId\n      txHash\n      blockNumber\n      votedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBridgeTransfers($filter: AdminBridgeTransferFilter, $first: Int!, $after: String) {\n  adminBridgeTransfers(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminBridgeTransferFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query AdminBridgeTransfers($filter: AdminBridgeTransferFilter, $first: Int!, $after: String) {\n  adminBridgeTransfers(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminBridgeTransferFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRejectWithdrawal($id: ID!, $reason: String!) {\n  adminRejectWithdrawal(id: $id, reason: $reason) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation AdminRejectWithdrawal($id: ID!, $reason: String!) {\n  adminRejectWithdrawal(id: $id, reason: $reason) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReleaseWithdrawal($id: ID!) {\n  adminReleaseWithdrawal(id: $id) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation AdminReleaseWithdrawal($id: ID!) {\n  adminReleaseWithdrawal(id: $id) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategories {\n  adminCategories {\n    ...AdminCategoryFields\n  }\n}"): (typeof documents)["query AdminCategories {\n  adminCategories {\n    ...AdminCategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminCategoryFields on AdminCategory {\n  id\n  nameEn\n  nameJa\n  sortOrder\n  enabled\n  builtIn\n  gameIds\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminCategoryFields on AdminCategory {\n  id\n  nameEn\n  nameJa\n  sortOrder\n  enabled\n  builtIn\n  gameIds\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategory($id: ID!) {\n  adminCategory(id: $id) {\n    ...AdminCategoryFields\n  }\n}"): (typeof documents)["query AdminCategory($id: ID!) {\n  adminCategory(id: $id) {\n    ...AdminCategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}"): (typeof documents)["mutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id)\n}"): (typeof documents)["mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}"): (typeof documents)["mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatBan($address: String!, $hours: Int, $reason: String!) {\n  chatBan(address: $address, hours: $hours, reason: $reason) {\n    id\n    banned\n    bannedUntil\n  }\n}"): (typeof documents)["mutation ChatBan($address: String!, $hours: Int, $reason: String!) {\n  chatBan(address: $address, hours: $hours, reason: $reason) {\n    id\n    banned\n    bannedUntil\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatLogEntryFields on ChatLogEntry {\n  id\n  tableId\n  kind\n  original\n  shown\n  amount\n  postedAt\n  deletedAt\n  deletedBy\n  openReports\n  authorChatBanned\n  authorImageBanned\n  author {\n    id\n    name\n    imageUrl\n  }\n}"): (typeof documents)["fragment ChatLogEntryFields on ChatLogEntry {\n  id\n  tableId\n  kind\n  original\n  shown\n  amount\n  postedAt\n  deletedAt\n  deletedBy\n  openReports\n  authorChatBanned\n  authorImageBanned\n  author {\n    id\n    name\n    imageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatLog($filter: ChatLogFilter, $first: Int!, $after: String) {\n  chatLog(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...ChatLogEntryFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ChatLog($filter: ChatLogFilter, $first: Int!, $after: String) {\n  chatLog(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...ChatLogEntryFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatReports($first: Int!) {\n  chatReports(open: true, first: $first) {\n    nodes {\n      id\n      reporter\n      reason\n      reportedAt\n      message {\n        ...ChatLogEntryFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ChatReports($first: Int!) {\n  chatReports(open: true, first: $first) {\n    nodes {\n      id\n      reporter\n      reason\n      reportedAt\n      message {\n        ...ChatLogEntryFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatSettings {\n  chatSettings {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}"): (typeof documents)["query ChatSettings {\n  chatSettings {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteChatMessage($id: ID!) {\n  deleteChatMessage(id: $id) {\n    ...ChatLogEntryFields\n  }\n}"): (typeof documents)["mutation DeleteChatMessage($id: ID!) {\n  deleteChatMessage(id: $id) {\n    ...ChatLogEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissChatReport($id: ID!) {\n  dismissChatReport(id: $id)\n}"): (typeof documents)["mutation DismissChatReport($id: ID!) {\n  dismissChatReport(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiftChatBan($address: String!) {\n  liftChatBan(address: $address) {\n    id\n    banned\n  }\n}"): (typeof documents)["mutation LiftChatBan($address: String!) {\n  liftChatBan(address: $address) {\n    id\n    banned\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetChatImageBan($address: String!, $banned: Boolean!) {\n  setChatImageBan(address: $address, banned: $banned)\n}"): (typeof documents)["mutation SetChatImageBan($address: String!, $banned: Boolean!) {\n  setChatImageBan(address: $address, banned: $banned)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateChatSettings($bigWinThreshold: TokenAmount) {\n  updateChatSettings(bigWinThreshold: $bigWinThreshold) {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}"): (typeof documents)["mutation UpdateChatSettings($bigWinThreshold: TokenAmount) {\n  updateChatSettings(bigWinThreshold: $bigWinThreshold) {\n    id\n    bigWinThreshold\n    retentionDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardGroupNames {\n  adminAreas {\n    id\n    name\n  }\n  adminTables {\n    id\n    name\n  }\n}"): (typeof documents)["query DashboardGroupNames {\n  adminAreas {\n    id\n    name\n  }\n  adminTables {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStats($input: StatsInput!) {\n  stats(input: $input) {\n    bucket\n    gameType\n    tableId\n    areaId\n    activePlayers\n    newPlayers\n    bets\n    wagered\n    paidOut\n    revenue\n    bridgeIn\n    bridgeOut\n  }\n}"): (typeof documents)["query AdminStats($input: StatsInput!) {\n  stats(input: $input) {\n    bucket\n    gameType\n    tableId\n    areaId\n    activePlayers\n    newPlayers\n    bets\n    wagered\n    paidOut\n    revenue\n    bridgeIn\n    bridgeOut\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminGameFields on AdminGame {\n  id\n  type\n  name\n  nameJa\n  image\n  erc20Address\n  isHot\n  isNew\n  categories\n  sortOrder\n  enabled\n  tableCount\n}"): (typeof documents)["fragment AdminGameFields on AdminGame {\n  id\n  type\n  name\n  nameJa\n  image\n  erc20Address\n  isHot\n  isNew\n  categories\n  sortOrder\n  enabled\n  tableCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGame($id: ID!) {\n  adminGame(id: $id) {\n    ...AdminGameFields\n  }\n  adminTables(gameId: $id) {\n    ...AdminTableFields\n  }\n  adminAreas {\n    id\n    name\n  }\n}"): (typeof documents)["query AdminGame($id: ID!) {\n  adminGame(id: $id) {\n    ...AdminGameFields\n  }\n  adminTables(gameId: $id) {\n    ...AdminTableFields\n  }\n  adminAreas {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGames {\n  adminGames {\n    ...AdminGameFields\n  }\n}"): (typeof documents)["query AdminGames {\n  adminGames {\n    ...AdminGameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminTableFields on AdminTable {\n  id\n  name\n  nameJa\n  gameId\n  areaId\n  floor\n  contractAddress\n  minBet\n  maxBet\n  roundTimeout\n  paused\n  noCommission\n  enabled\n  bettingSeconds\n}"): (typeof documents)["fragment AdminTableFields on AdminTable {\n  id\n  name\n  nameJa\n  gameId\n  areaId\n  floor\n  contractAddress\n  minBet\n  maxBet\n  roundTimeout\n  paused\n  noCommission\n  enabled\n  bettingSeconds\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateGame($input: CreateGameInput!) {\n  createGame(input: $input) {\n    ...AdminGameFields\n  }\n}"): (typeof documents)["mutation CreateGame($input: CreateGameInput!) {\n  createGame(input: $input) {\n    ...AdminGameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTable($input: CreateTableInput!) {\n  createTable(input: $input) {\n    ...AdminTableFields\n  }\n}"): (typeof documents)["mutation CreateTable($input: CreateTableInput!) {\n  createTable(input: $input) {\n    ...AdminTableFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GameTokens {\n  chainConfig {\n    id\n    assetSusd\n    gameSusd\n  }\n}"): (typeof documents)["query GameTokens {\n  chainConfig {\n    id\n    assetSusd\n    gameSusd\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetTablePaused($id: Int!, $paused: Boolean!) {\n  setTablePaused(id: $id, paused: $paused)\n}"): (typeof documents)["mutation SetTablePaused($id: Int!, $paused: Boolean!) {\n  setTablePaused(id: $id, paused: $paused)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateGame($id: ID!, $input: UpdateGameInput!) {\n  updateGame(id: $id, input: $input) {\n    ...AdminGameFields\n  }\n}"): (typeof documents)["mutation UpdateGame($id: ID!, $input: UpdateGameInput!) {\n  updateGame(id: $id, input: $input) {\n    ...AdminGameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTable($id: Int!, $input: UpdateTableInput!) {\n  updateTable(id: $id, input: $input) {\n    ...AdminTableFields\n  }\n}"): (typeof documents)["mutation UpdateTable($id: Int!, $input: UpdateTableInput!) {\n  updateTable(id: $id, input: $input) {\n    ...AdminTableFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJackpotEntries($id: ID!) {\n  adminJackpotEntries(id: $id)\n}"): (typeof documents)["query AdminJackpotEntries($id: ID!) {\n  adminJackpotEntries(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminJackpotFields on AdminJackpot {\n  id\n  name\n  level\n  prize\n  winnersCount\n  wagerPerTicket\n  gameTypes\n  opensAt\n  drawAt\n  state\n  commitment\n  ticketCount\n  publishedAt\n  closedAt\n  drawnAt\n  paidAt\n  cancelledAt\n  cancelReason\n  createdBy\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminJackpotFields on AdminJackpot {\n  id\n  name\n  level\n  prize\n  winnersCount\n  wagerPerTicket\n  gameTypes\n  opensAt\n  drawAt\n  state\n  commitment\n  ticketCount\n  publishedAt\n  closedAt\n  drawnAt\n  paidAt\n  cancelledAt\n  cancelReason\n  createdBy\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJackpot($id: ID!) {\n  adminJackpot(id: $id) {\n    ...AdminJackpotFields\n    serverSeed\n    clientSeed\n    clientSeedBlock\n    entriesHash\n    winners {\n      ...JackpotWinnerFields\n    }\n    history {\n      at\n      action\n      actor\n      summary\n    }\n  }\n}"): (typeof documents)["query AdminJackpot($id: ID!) {\n  adminJackpot(id: $id) {\n    ...AdminJackpotFields\n    serverSeed\n    clientSeed\n    clientSeedBlock\n    entriesHash\n    winners {\n      ...JackpotWinnerFields\n    }\n    history {\n      at\n      action\n      actor\n      summary\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJackpots($filter: AdminJackpotFilter, $first: Int!, $after: String) {\n  adminJackpots(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminJackpotFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminJackpots($filter: AdminJackpotFilter, $first: Int!, $after: String) {\n  adminJackpots(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminJackpotFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelJackpot($id: ID!, $reason: String!) {\n  cancelJackpot(id: $id, reason: $reason) {\n    ...AdminJackpotFields\n  }\n}"): (typeof documents)["mutation CancelJackpot($id: ID!, $reason: String!) {\n  cancelJackpot(id: $id, reason: $reason) {\n    ...AdminJackpotFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateJackpot($input: CreateJackpotInput!) {\n  createJackpot(input: $input) {\n    ...AdminJackpotFields\n  }\n}"): (typeof documents)["mutation CreateJackpot($input: CreateJackpotInput!) {\n  createJackpot(input: $input) {\n    ...AdminJackpotFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JackpotWinnerFields on JackpotWinner {\n  k\n  ticket\n  ticketId\n  owner\n  to\n  amount\n  taskId\n  task {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["fragment JackpotWinnerFields on JackpotWinner {\n  k\n  ticket\n  ticketId\n  owner\n  to\n  amount\n  taskId\n  task {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishJackpot($id: ID!) {\n  publishJackpot(id: $id) {\n    ...AdminJackpotFields\n  }\n}"): (typeof documents)["mutation PublishJackpot($id: ID!) {\n  publishJackpot(id: $id) {\n    ...AdminJackpotFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryJackpotPayout($id: ID!, $ticket: Int!) {\n  retryJackpotPayout(id: $id, ticket: $ticket) {\n    id\n    state\n    winners {\n      ...JackpotWinnerFields\n    }\n  }\n}"): (typeof documents)["mutation RetryJackpotPayout($id: ID!, $ticket: Int!) {\n  retryJackpotPayout(id: $id, ticket: $ticket) {\n    id\n    state\n    winners {\n      ...JackpotWinnerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJackpot($id: ID!, $input: UpdateJackpotInput!) {\n  updateJackpot(id: $id, input: $input) {\n    ...AdminJackpotFields\n  }\n}"): (typeof documents)["mutation UpdateJackpot($id: ID!, $input: UpdateJackpotInput!) {\n  updateJackpot(id: $id, input: $input) {\n    ...AdminJackpotFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFields on Member {\n  id\n  address\n  gameWallet\n  name\n  email\n  userType\n  registeredAt\n  lastLoginAt\n  lastIp\n  banned\n  chatBanned\n  imageBanned\n  betCount\n  wagered\n  paidOut\n}"): (typeof documents)["fragment MemberFields on Member {\n  id\n  address\n  gameWallet\n  name\n  email\n  userType\n  registeredAt\n  lastLoginAt\n  lastIp\n  banned\n  chatBanned\n  imageBanned\n  betCount\n  wagered\n  paidOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Member($address: String!) {\n  member(address: $address) {\n    ...MemberFields\n    balances {\n      mainWallet\n      gameWallet\n      bonusLocked\n      bridgedToGame\n      bridgedToMain\n    }\n  }\n}"): (typeof documents)["query Member($address: String!) {\n  member(address: $address) {\n    ...MemberFields\n    balances {\n      mainWallet\n      gameWallet\n      bonusLocked\n      bridgedToGame\n      bridgedToMain\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Members($filter: MemberFilter, $first: Int!, $after: String) {\n  members(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MemberFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query Members($filter: MemberFilter, $first: Int!, $after: String) {\n  members(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MemberFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMemberBan($address: String!, $banned: Boolean, $chatBanned: Boolean, $imageBanned: Boolean) {\n  setMemberBan(\n    address: $address\n    banned: $banned\n    chatBanned: $chatBanned\n    imageBanned: $imageBanned\n  ) {\n    ...MemberFields\n  }\n}"): (typeof documents)["mutation SetMemberBan($address: String!, $banned: Boolean, $chatBanned: Boolean, $imageBanned: Boolean) {\n  setMemberBan(\n    address: $address\n    banned: $banned\n    chatBanned: $chatBanned\n    imageBanned: $imageBanned\n  ) {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GamingLimitsFields on GamingLimits {\n  singleBet\n  dailyLoss\n  weeklyLoss\n  monthlyLoss\n  dailyMinutes\n}"): (typeof documents)["fragment GamingLimitsFields on GamingLimits {\n  singleBet\n  dailyLoss\n  weeklyLoss\n  monthlyLoss\n  dailyMinutes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberRules($address: String!) {\n  member(address: $address) {\n    id\n    responsibleGaming {\n      id\n      wallet\n      limits {\n        ...GamingLimitsFields\n      }\n      pendingLimits {\n        ...GamingLimitsFields\n      }\n      pendingAt\n      usage {\n        day {\n          limit\n          loss\n          resetsAt\n        }\n        week {\n          limit\n          loss\n          resetsAt\n        }\n        month {\n          limit\n          loss\n          resetsAt\n        }\n      }\n      playSecondsLeft\n      status {\n        blockedUntil\n        selfExcluded\n        resumeAt\n        banned\n      }\n      history {\n        id\n        kind\n        at\n        byStaff\n        limits {\n          ...GamingLimitsFields\n        }\n        effectiveAt\n        period\n        until\n        selfExclusion\n        banned\n        txHash\n      }\n    }\n  }\n}"): (typeof documents)["query MemberRules($address: String!) {\n  member(address: $address) {\n    id\n    responsibleGaming {\n      id\n      wallet\n      limits {\n        ...GamingLimitsFields\n      }\n      pendingLimits {\n        ...GamingLimitsFields\n      }\n      pendingAt\n      usage {\n        day {\n          limit\n          loss\n          resetsAt\n        }\n        week {\n          limit\n          loss\n          resetsAt\n        }\n        month {\n          limit\n          loss\n          resetsAt\n        }\n      }\n      playSecondsLeft\n      status {\n        blockedUntil\n        selfExcluded\n        resumeAt\n        banned\n      }\n      history {\n        id\n        kind\n        at\n        byStaff\n        limits {\n          ...GamingLimitsFields\n        }\n        effectiveAt\n        period\n        until\n        selfExclusion\n        banned\n        txHash\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffTimeOut($address: String!, $period: Int!, $reason: String!) {\n  staffTimeOut(address: $address, period: $period, reason: $reason) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation StaffTimeOut($address: String!, $period: Int!, $reason: String!) {\n  staffTimeOut(address: $address, period: $period, reason: $reason) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminMessageFields on AdminMessage {\n  id\n  title\n  content\n  htmlContent\n  targetAll\n  targetAddresses\n  sendAt\n  state\n  sentAt\n  createdBy\n  createdAt\n  updatedAt\n  readCount\n}"): (typeof documents)["fragment AdminMessageFields on AdminMessage {\n  id\n  title\n  content\n  htmlContent\n  targetAll\n  targetAddresses\n  sendAt\n  state\n  sentAt\n  createdBy\n  createdAt\n  updatedAt\n  readCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMessage($id: ID!) {\n  adminMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"): (typeof documents)["query AdminMessage($id: ID!) {\n  adminMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMessages($filter: AdminMessageFilter, $first: Int!, $after: String) {\n  adminMessages(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminMessages($filter: AdminMessageFilter, $first: Int!, $after: String) {\n  adminMessages(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMessage($input: CreateMessageInput!) {\n  createMessage(input: $input) {\n    ...AdminMessageFields\n  }\n}"): (typeof documents)["mutation CreateMessage($input: CreateMessageInput!) {\n  createMessage(input: $input) {\n    ...AdminMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMessage($id: ID!) {\n  deleteMessage(id: $id)\n}"): (typeof documents)["mutation DeleteMessage($id: ID!) {\n  deleteMessage(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishMessage($id: ID!) {\n  publishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"): (typeof documents)["mutation PublishMessage($id: ID!) {\n  publishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpublishMessage($id: ID!) {\n  unpublishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"): (typeof documents)["mutation UnpublishMessage($id: ID!) {\n  unpublishMessage(id: $id) {\n    ...AdminMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMessage($id: ID!, $input: UpdateMessageInput!) {\n  updateMessage(id: $id, input: $input) {\n    ...AdminMessageFields\n  }\n}"): (typeof documents)["mutation UpdateMessage($id: ID!, $input: UpdateMessageInput!) {\n  updateMessage(id: $id, input: $input) {\n    ...AdminMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationLogEntry($id: ID!) {\n  operationLogEntry(id: $id) {\n    id\n    at\n    actorAddress\n    actorType\n    actorIp\n    action\n    targetType\n    targetId\n    summary\n    before\n    after\n    changes {\n      field\n      before\n      after\n    }\n  }\n}"): (typeof documents)["query OperationLogEntry($id: ID!) {\n  operationLogEntry(id: $id) {\n    id\n    at\n    actorAddress\n    actorType\n    actorIp\n    action\n    targetType\n    targetId\n    summary\n    before\n    after\n    changes {\n      field\n      before\n      after\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationLogTargetTypes {\n  operationLogTargetTypes\n}"): (typeof documents)["query OperationLogTargetTypes {\n  operationLogTargetTypes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationLog($filter: OperationLogFilter, $first: Int!, $after: String) {\n  operationLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        at\n        actorAddress\n        actorType\n        actorIp\n        action\n        targetType\n        targetId\n        summary\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query OperationLog($filter: OperationLogFilter, $first: Int!, $after: String) {\n  operationLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        at\n        actorAddress\n        actorType\n        actorIp\n        action\n        targetType\n        targetId\n        summary\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UploadedImageFields on UploadedImage {\n  id\n  url\n  contentType\n  width\n  height\n  byteSize\n}\n\nfragment AdminPopupFields on AdminPopup {\n  id\n  title\n  type\n  display\n  startDate\n  endDate\n  displayTimes\n  position\n  pcImage {\n    ...UploadedImageFields\n  }\n  spImage {\n    ...UploadedImageFields\n  }\n  link\n  live\n  viewers\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment UploadedImageFields on UploadedImage {\n  id\n  url\n  contentType\n  width\n  height\n  byteSize\n}\n\nfragment AdminPopupFields on AdminPopup {\n  id\n  title\n  type\n  display\n  startDate\n  endDate\n  displayTimes\n  position\n  pcImage {\n    ...UploadedImageFields\n  }\n  spImage {\n    ...UploadedImageFields\n  }\n  link\n  live\n  viewers\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPopup($id: ID!) {\n  adminPopup(id: $id) {\n    ...AdminPopupFields\n  }\n}"): (typeof documents)["query AdminPopup($id: ID!) {\n  adminPopup(id: $id) {\n    ...AdminPopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPopups {\n  adminPopups {\n    ...AdminPopupFields\n  }\n}"): (typeof documents)["query AdminPopups {\n  adminPopups {\n    ...AdminPopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePopup($input: CreatePopupInput!) {\n  createPopup(input: $input) {\n    ...AdminPopupFields\n  }\n}"): (typeof documents)["mutation CreatePopup($input: CreatePopupInput!) {\n  createPopup(input: $input) {\n    ...AdminPopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePopup($id: ID!) {\n  deletePopup(id: $id)\n}"): (typeof documents)["mutation DeletePopup($id: ID!) {\n  deletePopup(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePopup($id: ID!, $input: UpdatePopupInput!) {\n  updatePopup(id: $id, input: $input) {\n    ...AdminPopupFields\n  }\n}"): (typeof documents)["mutation UpdatePopup($id: ID!, $input: UpdatePopupInput!) {\n  updatePopup(id: $id, input: $input) {\n    ...AdminPopupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResponsibleGamingReport($weeks: Int!) {\n  responsibleGamingReport(weeks: $weeks) {\n    id\n    weekStart\n    timeOuts\n    staffTimeOuts\n    selfExclusions\n    limitHits\n  }\n}"): (typeof documents)["query ResponsibleGamingReport($weeks: Int!) {\n  responsibleGamingReport(weeks: $weeks) {\n    id\n    weekStart\n    timeOuts\n    staffTimeOuts\n    selfExclusions\n    limitHits\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminRoundFields on AdminRound {\n  id\n  tableName\n  betCount\n  playerCount\n  refundableFrom\n  canRefund\n  round {\n    id\n    roundId\n    tableId\n    table\n    gameType\n    state\n    openedAt\n    closedAt\n    settledAt\n    totalStaked\n    totalPaid\n    result\n  }\n}"): (typeof documents)["fragment AdminRoundFields on AdminRound {\n  id\n  tableName\n  betCount\n  playerCount\n  refundableFrom\n  canRefund\n  round {\n    id\n    roundId\n    tableId\n    table\n    gameType\n    state\n    openedAt\n    closedAt\n    settledAt\n    totalStaked\n    totalPaid\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRound($key: String!) {\n  adminRound(key: $key) {\n    ...AdminRoundFields\n    round {\n      id\n      commitment\n      serverSeed\n      clientSeed\n      outcome\n      shoeId\n      bets {\n        id\n        betIndex\n        player\n        kind\n        numbers\n        amount\n        payout\n        refunded\n        placedAt\n      }\n    }\n    refundTasks {\n      ...AdminTaskFields\n    }\n  }\n}"): (typeof documents)["query AdminRound($key: String!) {\n  adminRound(key: $key) {\n    ...AdminRoundFields\n    round {\n      id\n      commitment\n      serverSeed\n      clientSeed\n      outcome\n      shoeId\n      bets {\n        id\n        betIndex\n        player\n        kind\n        numbers\n        amount\n        payout\n        refunded\n        placedAt\n      }\n    }\n    refundTasks {\n      ...AdminTaskFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRounds($filter: AdminRoundFilter, $first: Int!, $after: String) {\n  adminRounds(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminRoundFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query AdminRounds($filter: AdminRoundFilter, $first: Int!, $after: String) {\n  adminRounds(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminRoundFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundRound($key: String!) {\n  refundRound(key: $key) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation RefundRound($key: String!) {\n  refundRound(key: $key) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultTables {\n  adminTables {\n    id\n    name\n    gameId\n  }\n}"): (typeof documents)["query ResultTables {\n  adminTables {\n    id\n    name\n    gameId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemStatus {\n  systemStatus {\n    id\n    checkedAt\n    chains {\n      id\n      chainId\n      head\n      headAt\n      indexed\n      lagBlocks\n      lagSeconds\n      error\n    }\n    tables {\n      id\n      tableId\n      name\n      enabled\n      paused\n      lastRoundId\n      lastRoundState\n      lastRoundOpenedAt\n      bettingClosesAt\n      nextRoundInSeconds\n      stuckRounds\n    }\n    validators {\n      id\n      address\n      votes\n      lastVoteAt\n      lastWithdrawalId\n      lastChainId\n    }\n    taskQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    bridgeQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    replicas {\n      id\n      url\n      startedAt\n      heartbeatAt\n      websocketConnections\n      subscriptions\n      stale\n      current\n    }\n  }\n}"): (typeof documents)["query SystemStatus {\n  systemStatus {\n    id\n    checkedAt\n    chains {\n      id\n      chainId\n      head\n      headAt\n      indexed\n      lagBlocks\n      lagSeconds\n      error\n    }\n    tables {\n      id\n      tableId\n      name\n      enabled\n      paused\n      lastRoundId\n      lastRoundState\n      lastRoundOpenedAt\n      bettingClosesAt\n      nextRoundInSeconds\n      stuckRounds\n    }\n    validators {\n      id\n      address\n      votes\n      lastVoteAt\n      lastWithdrawalId\n      lastChainId\n    }\n    taskQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    bridgeQueue {\n      id\n      pending\n      inProgress\n      oldestAgeSeconds\n    }\n    replicas {\n      id\n      url\n      startedAt\n      heartbeatAt\n      websocketConnections\n      subscriptions\n      stale\n      current\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminTaskFields on AdminTask {\n  id\n  kind\n  params\n  state\n  target\n  chain\n  txHash\n  error\n  attempts\n  createdBy\n  createdAt\n  startedAt\n  finishedAt\n  updatedAt\n  transactions {\n    step\n    chain\n    hash\n    state\n    blockNumber\n  }\n}"): (typeof documents)["fragment AdminTaskFields on AdminTask {\n  id\n  kind\n  params\n  state\n  target\n  chain\n  txHash\n  error\n  attempts\n  createdBy\n  createdAt\n  startedAt\n  finishedAt\n  updatedAt\n  transactions {\n    step\n    chain\n    hash\n    state\n    blockNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminTaskUpdated($ids: [ID!]) {\n  adminTaskUpdated(ids: $ids) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["subscription AdminTaskUpdated($ids: [ID!]) {\n  adminTaskUpdated(ids: $ids) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTasks($filter: AdminTaskFilter, $first: Int!, $after: String) {\n  adminTasks(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminTaskFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query AdminTasks($filter: AdminTaskFilter, $first: Int!, $after: String) {\n  adminTasks(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminTaskFields\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminTicketFields on AdminTicket {\n  id\n  jackpotId\n  jackpotName\n  jackpotState\n  owner\n  source\n  reason\n  issuedBy\n  number\n  won\n  prize\n  voidable\n  voidedAt\n  voidedBy\n  voidReason\n  createdAt\n}"): (typeof documents)["fragment AdminTicketFields on AdminTicket {\n  id\n  jackpotId\n  jackpotName\n  jackpotState\n  owner\n  source\n  reason\n  issuedBy\n  number\n  won\n  prize\n  voidable\n  voidedAt\n  voidedBy\n  voidReason\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTicket($id: ID!) {\n  adminTicket(id: $id) {\n    ...AdminTicketFields\n  }\n}"): (typeof documents)["query AdminTicket($id: ID!) {\n  adminTicket(id: $id) {\n    ...AdminTicketFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTickets($jackpotId: ID!, $filter: AdminTicketFilter, $first: Int!, $after: String) {\n  adminTickets(\n    jackpotId: $jackpotId\n    filter: $filter\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminTicketFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminTickets($jackpotId: ID!, $filter: AdminTicketFilter, $first: Int!, $after: String) {\n  adminTickets(\n    jackpotId: $jackpotId\n    filter: $filter\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminTicketFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueTickets($input: IssueTicketsInput!) {\n  issueTickets(input: $input) {\n    ...AdminTicketFields\n  }\n}"): (typeof documents)["mutation IssueTickets($input: IssueTicketsInput!) {\n  issueTickets(input: $input) {\n    ...AdminTicketFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoidTicket($id: ID!, $reason: String!) {\n  voidTicket(id: $id, reason: $reason) {\n    ...AdminTicketFields\n  }\n}"): (typeof documents)["mutation VoidTicket($id: ID!, $reason: String!) {\n  voidTicket(id: $id, reason: $reason) {\n    ...AdminTicketFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminContracts {\n  adminContracts {\n    contracts {\n      id\n      contract\n      tableId\n      tableName\n      chain\n      address\n      paused\n    }\n    staking {\n      rewardCycleSeconds\n      roundCount\n      roundInProgress\n      roundStartedAt\n      roundEndedAt\n      unallocatedRewards\n    }\n    bonus {\n      rewardRate\n      rewardMaximum\n      minValidator\n    }\n  }\n}"): (typeof documents)["query AdminContracts {\n  adminContracts {\n    contracts {\n      id\n      contract\n      tableId\n      tableName\n      chain\n      address\n      paused\n    }\n    staking {\n      rewardCycleSeconds\n      roundCount\n      roundInProgress\n      roundStartedAt\n      roundEndedAt\n      unallocatedRewards\n    }\n    bonus {\n      rewardRate\n      rewardMaximum\n      minValidator\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMaintenance {\n  adminMaintenance\n}\n\nmutation SetMaintenance($on: Boolean!) {\n  setMaintenance(on: $on)\n}"): (typeof documents)["query AdminMaintenance {\n  adminMaintenance\n}\n\nmutation SetMaintenance($on: Boolean!) {\n  setMaintenance(on: $on)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RunTool($input: RunToolInput!) {\n  runTool(input: $input) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation RunTool($input: RunToolInput!) {\n  runTool(input: $input) {\n    ...AdminTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTransactions($filter: AdminTransactionFilter, $first: Int!, $after: String) {\n  adminTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        player\n        gameWallet\n        wallet\n        amount\n        payout\n        chain\n        txHash\n        completionTxHash\n        reference\n        roundKey\n        note\n        at\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query AdminTransactions($filter: AdminTransactionFilter, $first: Int!, $after: String) {\n  adminTransactions(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        kind\n        state\n        player\n        gameWallet\n        wallet\n        amount\n        payout\n        chain\n        txHash\n        completionTxHash\n        reference\n        roundKey\n        note\n        at\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTransfer($input: CreateTransferInput!) {\n  createTransfer(input: $input) {\n    ...AdminTaskFields\n  }\n}"): (typeof documents)["mutation CreateTransfer($input: CreateTransferInput!) {\n  createTransfer(input: $input) {\n    ...AdminTaskFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;