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
    "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    walletConnectProjectId\n    walletConnectRelayUrl\n    walletConnectVerify\n    stakingContract\n    cashier\n  }\n}": typeof types.ChainConfigDocument,
    "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    isAffiliate\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}": typeof types.MeDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}": typeof types.RequestSignInDocument,
    "mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}": typeof types.BonusFieldsFragmentDoc,
    "query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}": typeof types.BalancesDocument,
    "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  withdrawalId\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  rejectReason\n  createdAt\n  updatedAt\n}": typeof types.BridgeProcessFieldsFragmentDoc,
    "subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}": typeof types.BridgeProcessUpdatedDocument,
    "query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}": typeof types.BridgeProcessesDocument,
    "query ClaimGasEstimate($withdrawalId: String!) {\n  claimGasEstimate(withdrawalId: $withdrawalId) {\n    withdrawalId\n    gas\n    feePerGasWei\n    costWei\n    costAt10GweiWei\n  }\n}": typeof types.ClaimGasEstimateDocument,
    "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": typeof types.ClaimHistoryDocument,
    "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}": typeof types.ClaimUpdatedDocument,
    "query Reserves {\n  reserves {\n    id\n    usdcHeld\n    liabilities\n    surplus\n    holds\n    assetBlock\n    gameBlock\n  }\n}": typeof types.ReservesDocument,
    "query UsdcConfig {\n  chainConfig {\n    id\n    usdc\n    usdcVault\n  }\n}": typeof types.UsdcConfigDocument,
    "query WithdrawalQuote($amount: TokenAmount!) {\n  withdrawalQuote(amount: $amount) {\n    amount\n    delaySeconds\n    reasons\n    releaseAt\n  }\n}": typeof types.WithdrawalQuoteDocument,
    "query FavoriteGames {\n  favoriteGames {\n    ...LobbyGameFields\n  }\n}": typeof types.FavoriteGamesDocument,
    "query LobbyCategories {\n  categories {\n    id\n    nameEn\n    nameJa\n    sortOrder\n    builtIn\n    gameIds\n  }\n}": typeof types.LobbyCategoriesDocument,
    "fragment LobbyTableFields on Table {\n  id\n  name\n  nameJa\n  gameType\n  minBet\n  maxBet\n  floor\n  enabled\n  isOpen\n  opensAt\n  noCommission\n  bettingSeconds\n  playersThisRound\n  area {\n    id\n    name\n    nameJa\n    isOpen\n    opensAt\n  }\n  round {\n    ...LiveRoundFields\n  }\n  recentResults(limit: 24)\n}\n\nfragment LobbyGameFields on Game {\n  id\n  type\n  name\n  nameJa\n  image\n  isHot\n  isNew\n  categories\n  isFavorite\n  isBonusGame\n  playable\n  tables {\n    ...LobbyTableFields\n  }\n}\n\nquery LobbyGames($showBonusGames: Boolean!) {\n  games(showBonusGames: $showBonusGames) {\n    ...LobbyGameFields\n  }\n}": typeof types.LobbyTableFieldsFragmentDoc,
    "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  shoeId\n  openedAt\n  closesAt\n  result\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}": typeof types.LiveRoundFieldsFragmentDoc,
    "mutation SetFavorite($gameId: ID!, $favorite: Boolean!) {\n  setFavorite(gameId: $gameId, favorite: $favorite) {\n    id\n    isFavorite\n  }\n}": typeof types.SetFavoriteDocument,
    "subscription LobbyTableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    id\n    roundKey\n  }\n}": typeof types.LobbyTableBetPlacedDocument,
    "query TablePlayers($id: Int!) {\n  table(id: $id) {\n    id\n    playersThisRound\n  }\n}": typeof types.TablePlayersDocument,
    "subscription MessageReceived {\n  messageReceived {\n    id\n    title\n    read\n  }\n}": typeof types.MessageReceivedDocument,
    "query UnreadMessageCount {\n  unreadMessageCount\n}": typeof types.UnreadMessageCountDocument,
    "mutation SubmitDecision($input: SignedDecisionInput!) {\n  submitDecision(input: $input) {\n    id\n    state\n    txHash\n    reason\n  }\n}": typeof types.SubmitDecisionDocument,
    "subscription TableBalanceChanged {\n  balanceChanged {\n    id\n    g1Susd\n  }\n}": typeof types.TableBalanceChangedDocument,
    "query TableBalance {\n  balances {\n    id\n    g1Susd\n  }\n}": typeof types.TableBalanceDocument,
    "fragment TableBetFields on TableBet {\n  id\n  roundKey\n  tableId\n  betIndex\n  player\n  kind\n  numbers\n  amount\n  payout\n  extraStake\n  refunded\n  placedAt\n}": typeof types.TableBetFieldsFragmentDoc,
    "subscription TableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    ...TableBetFields\n  }\n}": typeof types.TableBetPlacedDocument,
    "query TableHistory($tableId: Int!, $first: Int = 20, $after: String) {\n  tableRounds(tableId: $tableId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.TableHistoryDocument,
    "fragment TableRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  openedAt\n  closesAt\n  closedAt\n  settledAt\n  commitment\n  serverSeed\n  clientSeed\n  result\n  shoeId\n  shoe {\n    ...TableShoeFields\n  }\n  myBets {\n    ...TableBetFields\n  }\n  window\n  windowClosesAt\n  cardProofs {\n    position\n    card\n    window\n  }\n  decisions {\n    id\n    betIndex\n    hand\n    window\n    action\n    extraStake\n  }\n}": typeof types.TableRoundFieldsFragmentDoc,
    "subscription TableRoundUpdated($tableId: Int!) {\n  roundUpdated(tableId: $tableId) {\n    ...TableRoundFields\n  }\n}": typeof types.TableRoundUpdatedDocument,
    "fragment TableShoeFields on TableShoe {\n  id\n  shoeId\n  state\n  position\n  cutIndex\n  firstPosition\n  lastPosition\n}": typeof types.TableShoeFieldsFragmentDoc,
    "query TableShoeStatus($id: Int!) {\n  table(id: $id) {\n    id\n    currentShoe {\n      ...TableShoeFields\n    }\n  }\n}": typeof types.TableShoeStatusDocument,
    "query Table($id: Int!) {\n  table(id: $id) {\n    id\n    name\n    nameJa\n    gameType\n    contractAddress\n    minBet\n    maxBet\n    floor\n    enabled\n    isOpen\n    opensAt\n    noCommission\n    bettingSeconds\n    playersThisRound\n    recentResults(limit: 100)\n    currentShoe {\n      ...TableShoeFields\n    }\n    game {\n      id\n      name\n      nameJa\n      erc20Address\n      playable\n    }\n    area {\n      id\n      name\n      nameJa\n      isOpen\n      opensAt\n    }\n    round {\n      ...TableRoundFields\n      bets {\n        ...TableBetFields\n      }\n    }\n  }\n}": typeof types.TableDocument,
    "mutation ReportStakeRefusal($rule: LimitRule!) {\n  reportStakeRefusal(rule: $rule)\n}": typeof types.ReportStakeRefusalDocument,
    "query ChainHealth {\n  chainHealth {\n    id\n    reachable\n    since\n  }\n}\n\nsubscription ChainHealthChanged {\n  chainHealthChanged {\n    id\n    reachable\n    since\n  }\n}": typeof types.ChainHealthDocument,
    "fragment PastRound on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  result\n  shoeId\n  settledAt\n}": typeof types.PastRoundFragmentDoc,
    "query RecentTableRounds($tableId: Int!, $first: Int = 5) {\n  tableRounds(tableId: $tableId, first: $first) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n  }\n}": typeof types.RecentTableRoundsDocument,
    "fragment VerifiableRound on TableRound {\n  id\n  table\n  tableId\n  gameType\n  roundId\n  state\n  commitment\n  clientSeed\n  serverSeed\n  result\n  outcome\n  settledAt\n  playerSeeds {\n    id\n    player\n    seed\n  }\n  shoeId\n  firstPosition\n  cardProofs {\n    position\n    card\n    salt\n    proof\n    window\n  }\n  root\n  window\n  windowClosesAt\n  settledInWindow\n  decisions {\n    id\n    betIndex\n    player\n    hand\n    window\n    action\n    extraStake\n  }\n  shoe {\n    ...VerifiableShoe\n  }\n  bets {\n    id\n    betIndex\n    player\n    kind\n    numbers\n    amount\n    payout\n    extraStake\n  }\n}": typeof types.VerifiableRoundFragmentDoc,
    "fragment VerifiableShoe on TableShoe {\n  id\n  shoeId\n  state\n  commitment\n  clientSeed\n  root\n  cutIndex\n  burnCard\n  firstPosition\n  lastPosition\n  serverSeed\n}": typeof types.VerifiableShoeFragmentDoc,
    "query VerifyTableRound($tableId: Int!, $roundId: Int!) {\n  tableRound(tableId: $tableId, roundId: $roundId) {\n    ...VerifiableRound\n  }\n}": typeof types.VerifyTableRoundDocument,
};
const documents: Documents = {
    "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    walletConnectProjectId\n    walletConnectRelayUrl\n    walletConnectVerify\n    stakingContract\n    cashier\n  }\n}": types.ChainConfigDocument,
    "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    isAffiliate\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}": types.MeDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}": types.RegisterDocument,
    "mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}": types.RequestSignInDocument,
    "mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}": types.BonusFieldsFragmentDoc,
    "query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}": types.BalancesDocument,
    "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  withdrawalId\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  rejectReason\n  createdAt\n  updatedAt\n}": types.BridgeProcessFieldsFragmentDoc,
    "subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}": types.BridgeProcessUpdatedDocument,
    "query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}": types.BridgeProcessesDocument,
    "query ClaimGasEstimate($withdrawalId: String!) {\n  claimGasEstimate(withdrawalId: $withdrawalId) {\n    withdrawalId\n    gas\n    feePerGasWei\n    costWei\n    costAt10GweiWei\n  }\n}": types.ClaimGasEstimateDocument,
    "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": types.ClaimHistoryDocument,
    "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}": types.ClaimUpdatedDocument,
    "query Reserves {\n  reserves {\n    id\n    usdcHeld\n    liabilities\n    surplus\n    holds\n    assetBlock\n    gameBlock\n  }\n}": types.ReservesDocument,
    "query UsdcConfig {\n  chainConfig {\n    id\n    usdc\n    usdcVault\n  }\n}": types.UsdcConfigDocument,
    "query WithdrawalQuote($amount: TokenAmount!) {\n  withdrawalQuote(amount: $amount) {\n    amount\n    delaySeconds\n    reasons\n    releaseAt\n  }\n}": types.WithdrawalQuoteDocument,
    "query FavoriteGames {\n  favoriteGames {\n    ...LobbyGameFields\n  }\n}": types.FavoriteGamesDocument,
    "query LobbyCategories {\n  categories {\n    id\n    nameEn\n    nameJa\n    sortOrder\n    builtIn\n    gameIds\n  }\n}": types.LobbyCategoriesDocument,
    "fragment LobbyTableFields on Table {\n  id\n  name\n  nameJa\n  gameType\n  minBet\n  maxBet\n  floor\n  enabled\n  isOpen\n  opensAt\n  noCommission\n  bettingSeconds\n  playersThisRound\n  area {\n    id\n    name\n    nameJa\n    isOpen\n    opensAt\n  }\n  round {\n    ...LiveRoundFields\n  }\n  recentResults(limit: 24)\n}\n\nfragment LobbyGameFields on Game {\n  id\n  type\n  name\n  nameJa\n  image\n  isHot\n  isNew\n  categories\n  isFavorite\n  isBonusGame\n  playable\n  tables {\n    ...LobbyTableFields\n  }\n}\n\nquery LobbyGames($showBonusGames: Boolean!) {\n  games(showBonusGames: $showBonusGames) {\n    ...LobbyGameFields\n  }\n}": types.LobbyTableFieldsFragmentDoc,
    "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  shoeId\n  openedAt\n  closesAt\n  result\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}": types.LiveRoundFieldsFragmentDoc,
    "mutation SetFavorite($gameId: ID!, $favorite: Boolean!) {\n  setFavorite(gameId: $gameId, favorite: $favorite) {\n    id\n    isFavorite\n  }\n}": types.SetFavoriteDocument,
    "subscription LobbyTableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    id\n    roundKey\n  }\n}": types.LobbyTableBetPlacedDocument,
    "query TablePlayers($id: Int!) {\n  table(id: $id) {\n    id\n    playersThisRound\n  }\n}": types.TablePlayersDocument,
    "subscription MessageReceived {\n  messageReceived {\n    id\n    title\n    read\n  }\n}": types.MessageReceivedDocument,
    "query UnreadMessageCount {\n  unreadMessageCount\n}": types.UnreadMessageCountDocument,
    "mutation SubmitDecision($input: SignedDecisionInput!) {\n  submitDecision(input: $input) {\n    id\n    state\n    txHash\n    reason\n  }\n}": types.SubmitDecisionDocument,
    "subscription TableBalanceChanged {\n  balanceChanged {\n    id\n    g1Susd\n  }\n}": types.TableBalanceChangedDocument,
    "query TableBalance {\n  balances {\n    id\n    g1Susd\n  }\n}": types.TableBalanceDocument,
    "fragment TableBetFields on TableBet {\n  id\n  roundKey\n  tableId\n  betIndex\n  player\n  kind\n  numbers\n  amount\n  payout\n  extraStake\n  refunded\n  placedAt\n}": types.TableBetFieldsFragmentDoc,
    "subscription TableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    ...TableBetFields\n  }\n}": types.TableBetPlacedDocument,
    "query TableHistory($tableId: Int!, $first: Int = 20, $after: String) {\n  tableRounds(tableId: $tableId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.TableHistoryDocument,
    "fragment TableRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  openedAt\n  closesAt\n  closedAt\n  settledAt\n  commitment\n  serverSeed\n  clientSeed\n  result\n  shoeId\n  shoe {\n    ...TableShoeFields\n  }\n  myBets {\n    ...TableBetFields\n  }\n  window\n  windowClosesAt\n  cardProofs {\n    position\n    card\n    window\n  }\n  decisions {\n    id\n    betIndex\n    hand\n    window\n    action\n    extraStake\n  }\n}": types.TableRoundFieldsFragmentDoc,
    "subscription TableRoundUpdated($tableId: Int!) {\n  roundUpdated(tableId: $tableId) {\n    ...TableRoundFields\n  }\n}": types.TableRoundUpdatedDocument,
    "fragment TableShoeFields on TableShoe {\n  id\n  shoeId\n  state\n  position\n  cutIndex\n  firstPosition\n  lastPosition\n}": types.TableShoeFieldsFragmentDoc,
    "query TableShoeStatus($id: Int!) {\n  table(id: $id) {\n    id\n    currentShoe {\n      ...TableShoeFields\n    }\n  }\n}": types.TableShoeStatusDocument,
    "query Table($id: Int!) {\n  table(id: $id) {\n    id\n    name\n    nameJa\n    gameType\n    contractAddress\n    minBet\n    maxBet\n    floor\n    enabled\n    isOpen\n    opensAt\n    noCommission\n    bettingSeconds\n    playersThisRound\n    recentResults(limit: 100)\n    currentShoe {\n      ...TableShoeFields\n    }\n    game {\n      id\n      name\n      nameJa\n      erc20Address\n      playable\n    }\n    area {\n      id\n      name\n      nameJa\n      isOpen\n      opensAt\n    }\n    round {\n      ...TableRoundFields\n      bets {\n        ...TableBetFields\n      }\n    }\n  }\n}": types.TableDocument,
    "mutation ReportStakeRefusal($rule: LimitRule!) {\n  reportStakeRefusal(rule: $rule)\n}": types.ReportStakeRefusalDocument,
    "query ChainHealth {\n  chainHealth {\n    id\n    reachable\n    since\n  }\n}\n\nsubscription ChainHealthChanged {\n  chainHealthChanged {\n    id\n    reachable\n    since\n  }\n}": types.ChainHealthDocument,
    "fragment PastRound on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  result\n  shoeId\n  settledAt\n}": types.PastRoundFragmentDoc,
    "query RecentTableRounds($tableId: Int!, $first: Int = 5) {\n  tableRounds(tableId: $tableId, first: $first) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n  }\n}": types.RecentTableRoundsDocument,
    "fragment VerifiableRound on TableRound {\n  id\n  table\n  tableId\n  gameType\n  roundId\n  state\n  commitment\n  clientSeed\n  serverSeed\n  result\n  outcome\n  settledAt\n  playerSeeds {\n    id\n    player\n    seed\n  }\n  shoeId\n  firstPosition\n  cardProofs {\n    position\n    card\n    salt\n    proof\n    window\n  }\n  root\n  window\n  windowClosesAt\n  settledInWindow\n  decisions {\n    id\n    betIndex\n    player\n    hand\n    window\n    action\n    extraStake\n  }\n  shoe {\n    ...VerifiableShoe\n  }\n  bets {\n    id\n    betIndex\n    player\n    kind\n    numbers\n    amount\n    payout\n    extraStake\n  }\n}": types.VerifiableRoundFragmentDoc,
    "fragment VerifiableShoe on TableShoe {\n  id\n  shoeId\n  state\n  commitment\n  clientSeed\n  root\n  cutIndex\n  burnCard\n  firstPosition\n  lastPosition\n  serverSeed\n}": types.VerifiableShoeFragmentDoc,
    "query VerifyTableRound($tableId: Int!, $roundId: Int!) {\n  tableRound(tableId: $tableId, roundId: $roundId) {\n    ...VerifiableRound\n  }\n}": types.VerifyTableRoundDocument,
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
export function graphql(source: "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    walletConnectProjectId\n    walletConnectRelayUrl\n    walletConnectVerify\n    stakingContract\n    cashier\n  }\n}"): (typeof documents)["query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    walletConnectProjectId\n    walletConnectRelayUrl\n    walletConnectVerify\n    stakingContract\n    cashier\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    isAffiliate\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    isAffiliate\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}"): (typeof documents)["mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}"): (typeof documents)["mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}"): (typeof documents)["fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}"): (typeof documents)["query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  withdrawalId\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  rejectReason\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  withdrawalId\n  transactionState\n  releaseAt\n  queueState\n  queueReasons\n  rejectReason\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}"): (typeof documents)["subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}"): (typeof documents)["query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimGasEstimate($withdrawalId: String!) {\n  claimGasEstimate(withdrawalId: $withdrawalId) {\n    withdrawalId\n    gas\n    feePerGasWei\n    costWei\n    costAt10GweiWei\n  }\n}"): (typeof documents)["query ClaimGasEstimate($withdrawalId: String!) {\n  claimGasEstimate(withdrawalId: $withdrawalId) {\n    withdrawalId\n    gas\n    feePerGasWei\n    costWei\n    costAt10GweiWei\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"): (typeof documents)["query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}"): (typeof documents)["subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Reserves {\n  reserves {\n    id\n    usdcHeld\n    liabilities\n    surplus\n    holds\n    assetBlock\n    gameBlock\n  }\n}"): (typeof documents)["query Reserves {\n  reserves {\n    id\n    usdcHeld\n    liabilities\n    surplus\n    holds\n    assetBlock\n    gameBlock\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsdcConfig {\n  chainConfig {\n    id\n    usdc\n    usdcVault\n  }\n}"): (typeof documents)["query UsdcConfig {\n  chainConfig {\n    id\n    usdc\n    usdcVault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WithdrawalQuote($amount: TokenAmount!) {\n  withdrawalQuote(amount: $amount) {\n    amount\n    delaySeconds\n    reasons\n    releaseAt\n  }\n}"): (typeof documents)["query WithdrawalQuote($amount: TokenAmount!) {\n  withdrawalQuote(amount: $amount) {\n    amount\n    delaySeconds\n    reasons\n    releaseAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FavoriteGames {\n  favoriteGames {\n    ...LobbyGameFields\n  }\n}"): (typeof documents)["query FavoriteGames {\n  favoriteGames {\n    ...LobbyGameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LobbyCategories {\n  categories {\n    id\n    nameEn\n    nameJa\n    sortOrder\n    builtIn\n    gameIds\n  }\n}"): (typeof documents)["query LobbyCategories {\n  categories {\n    id\n    nameEn\n    nameJa\n    sortOrder\n    builtIn\n    gameIds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LobbyTableFields on Table {\n  id\n  name\n  nameJa\n  gameType\n  minBet\n  maxBet\n  floor\n  enabled\n  isOpen\n  opensAt\n  noCommission\n  bettingSeconds\n  playersThisRound\n  area {\n    id\n    name\n    nameJa\n    isOpen\n    opensAt\n  }\n  round {\n    ...LiveRoundFields\n  }\n  recentResults(limit: 24)\n}\n\nfragment LobbyGameFields on Game {\n  id\n  type\n  name\n  nameJa\n  image\n  isHot\n  isNew\n  categories\n  isFavorite\n  isBonusGame\n  playable\n  tables {\n    ...LobbyTableFields\n  }\n}\n\nquery LobbyGames($showBonusGames: Boolean!) {\n  games(showBonusGames: $showBonusGames) {\n    ...LobbyGameFields\n  }\n}"): (typeof documents)["fragment LobbyTableFields on Table {\n  id\n  name\n  nameJa\n  gameType\n  minBet\n  maxBet\n  floor\n  enabled\n  isOpen\n  opensAt\n  noCommission\n  bettingSeconds\n  playersThisRound\n  area {\n    id\n    name\n    nameJa\n    isOpen\n    opensAt\n  }\n  round {\n    ...LiveRoundFields\n  }\n  recentResults(limit: 24)\n}\n\nfragment LobbyGameFields on Game {\n  id\n  type\n  name\n  nameJa\n  image\n  isHot\n  isNew\n  categories\n  isFavorite\n  isBonusGame\n  playable\n  tables {\n    ...LobbyTableFields\n  }\n}\n\nquery LobbyGames($showBonusGames: Boolean!) {\n  games(showBonusGames: $showBonusGames) {\n    ...LobbyGameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  shoeId\n  openedAt\n  closesAt\n  result\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}"): (typeof documents)["fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  shoeId\n  openedAt\n  closesAt\n  result\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetFavorite($gameId: ID!, $favorite: Boolean!) {\n  setFavorite(gameId: $gameId, favorite: $favorite) {\n    id\n    isFavorite\n  }\n}"): (typeof documents)["mutation SetFavorite($gameId: ID!, $favorite: Boolean!) {\n  setFavorite(gameId: $gameId, favorite: $favorite) {\n    id\n    isFavorite\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LobbyTableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    id\n    roundKey\n  }\n}"): (typeof documents)["subscription LobbyTableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    id\n    roundKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TablePlayers($id: Int!) {\n  table(id: $id) {\n    id\n    playersThisRound\n  }\n}"): (typeof documents)["query TablePlayers($id: Int!) {\n  table(id: $id) {\n    id\n    playersThisRound\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageReceived {\n  messageReceived {\n    id\n    title\n    read\n  }\n}"): (typeof documents)["subscription MessageReceived {\n  messageReceived {\n    id\n    title\n    read\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadMessageCount {\n  unreadMessageCount\n}"): (typeof documents)["query UnreadMessageCount {\n  unreadMessageCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitDecision($input: SignedDecisionInput!) {\n  submitDecision(input: $input) {\n    id\n    state\n    txHash\n    reason\n  }\n}"): (typeof documents)["mutation SubmitDecision($input: SignedDecisionInput!) {\n  submitDecision(input: $input) {\n    id\n    state\n    txHash\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TableBalanceChanged {\n  balanceChanged {\n    id\n    g1Susd\n  }\n}"): (typeof documents)["subscription TableBalanceChanged {\n  balanceChanged {\n    id\n    g1Susd\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TableBalance {\n  balances {\n    id\n    g1Susd\n  }\n}"): (typeof documents)["query TableBalance {\n  balances {\n    id\n    g1Susd\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TableBetFields on TableBet {\n  id\n  roundKey\n  tableId\n  betIndex\n  player\n  kind\n  numbers\n  amount\n  payout\n  extraStake\n  refunded\n  placedAt\n}"): (typeof documents)["fragment TableBetFields on TableBet {\n  id\n  roundKey\n  tableId\n  betIndex\n  player\n  kind\n  numbers\n  amount\n  payout\n  extraStake\n  refunded\n  placedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    ...TableBetFields\n  }\n}"): (typeof documents)["subscription TableBetPlaced($tableId: Int!) {\n  tableBetPlaced(tableId: $tableId) {\n    ...TableBetFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TableHistory($tableId: Int!, $first: Int = 20, $after: String) {\n  tableRounds(tableId: $tableId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query TableHistory($tableId: Int!, $first: Int = 20, $after: String) {\n  tableRounds(tableId: $tableId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TableRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  openedAt\n  closesAt\n  closedAt\n  settledAt\n  commitment\n  serverSeed\n  clientSeed\n  result\n  shoeId\n  shoe {\n    ...TableShoeFields\n  }\n  myBets {\n    ...TableBetFields\n  }\n  window\n  windowClosesAt\n  cardProofs {\n    position\n    card\n    window\n  }\n  decisions {\n    id\n    betIndex\n    hand\n    window\n    action\n    extraStake\n  }\n}"): (typeof documents)["fragment TableRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  openedAt\n  closesAt\n  closedAt\n  settledAt\n  commitment\n  serverSeed\n  clientSeed\n  result\n  shoeId\n  shoe {\n    ...TableShoeFields\n  }\n  myBets {\n    ...TableBetFields\n  }\n  window\n  windowClosesAt\n  cardProofs {\n    position\n    card\n    window\n  }\n  decisions {\n    id\n    betIndex\n    hand\n    window\n    action\n    extraStake\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TableRoundUpdated($tableId: Int!) {\n  roundUpdated(tableId: $tableId) {\n    ...TableRoundFields\n  }\n}"): (typeof documents)["subscription TableRoundUpdated($tableId: Int!) {\n  roundUpdated(tableId: $tableId) {\n    ...TableRoundFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TableShoeFields on TableShoe {\n  id\n  shoeId\n  state\n  position\n  cutIndex\n  firstPosition\n  lastPosition\n}"): (typeof documents)["fragment TableShoeFields on TableShoe {\n  id\n  shoeId\n  state\n  position\n  cutIndex\n  firstPosition\n  lastPosition\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TableShoeStatus($id: Int!) {\n  table(id: $id) {\n    id\n    currentShoe {\n      ...TableShoeFields\n    }\n  }\n}"): (typeof documents)["query TableShoeStatus($id: Int!) {\n  table(id: $id) {\n    id\n    currentShoe {\n      ...TableShoeFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Table($id: Int!) {\n  table(id: $id) {\n    id\n    name\n    nameJa\n    gameType\n    contractAddress\n    minBet\n    maxBet\n    floor\n    enabled\n    isOpen\n    opensAt\n    noCommission\n    bettingSeconds\n    playersThisRound\n    recentResults(limit: 100)\n    currentShoe {\n      ...TableShoeFields\n    }\n    game {\n      id\n      name\n      nameJa\n      erc20Address\n      playable\n    }\n    area {\n      id\n      name\n      nameJa\n      isOpen\n      opensAt\n    }\n    round {\n      ...TableRoundFields\n      bets {\n        ...TableBetFields\n      }\n    }\n  }\n}"): (typeof documents)["query Table($id: Int!) {\n  table(id: $id) {\n    id\n    name\n    nameJa\n    gameType\n    contractAddress\n    minBet\n    maxBet\n    floor\n    enabled\n    isOpen\n    opensAt\n    noCommission\n    bettingSeconds\n    playersThisRound\n    recentResults(limit: 100)\n    currentShoe {\n      ...TableShoeFields\n    }\n    game {\n      id\n      name\n      nameJa\n      erc20Address\n      playable\n    }\n    area {\n      id\n      name\n      nameJa\n      isOpen\n      opensAt\n    }\n    round {\n      ...TableRoundFields\n      bets {\n        ...TableBetFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportStakeRefusal($rule: LimitRule!) {\n  reportStakeRefusal(rule: $rule)\n}"): (typeof documents)["mutation ReportStakeRefusal($rule: LimitRule!) {\n  reportStakeRefusal(rule: $rule)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChainHealth {\n  chainHealth {\n    id\n    reachable\n    since\n  }\n}\n\nsubscription ChainHealthChanged {\n  chainHealthChanged {\n    id\n    reachable\n    since\n  }\n}"): (typeof documents)["query ChainHealth {\n  chainHealth {\n    id\n    reachable\n    since\n  }\n}\n\nsubscription ChainHealthChanged {\n  chainHealthChanged {\n    id\n    reachable\n    since\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PastRound on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  result\n  shoeId\n  settledAt\n}"): (typeof documents)["fragment PastRound on TableRound {\n  id\n  tableId\n  gameType\n  roundId\n  state\n  result\n  shoeId\n  settledAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentTableRounds($tableId: Int!, $first: Int = 5) {\n  tableRounds(tableId: $tableId, first: $first) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n  }\n}"): (typeof documents)["query RecentTableRounds($tableId: Int!, $first: Int = 5) {\n  tableRounds(tableId: $tableId, first: $first) {\n    edges {\n      cursor\n      node {\n        ...PastRound\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VerifiableRound on TableRound {\n  id\n  table\n  tableId\n  gameType\n  roundId\n  state\n  commitment\n  clientSeed\n  serverSeed\n  result\n  outcome\n  settledAt\n  playerSeeds {\n    id\n    player\n    seed\n  }\n  shoeId\n  firstPosition\n  cardProofs {\n    position\n    card\n    salt\n    proof\n    window\n  }\n  root\n  window\n  windowClosesAt\n  settledInWindow\n  decisions {\n    id\n    betIndex\n    player\n    hand\n    window\n    action\n    extraStake\n  }\n  shoe {\n    ...VerifiableShoe\n  }\n  bets {\n    id\n    betIndex\n    player\n    kind\n    numbers\n    amount\n    payout\n    extraStake\n  }\n}"): (typeof documents)["fragment VerifiableRound on TableRound {\n  id\n  table\n  tableId\n  gameType\n  roundId\n  state\n  commitment\n  clientSeed\n  serverSeed\n  result\n  outcome\n  settledAt\n  playerSeeds {\n    id\n    player\n    seed\n  }\n  shoeId\n  firstPosition\n  cardProofs {\n    position\n    card\n    salt\n    proof\n    window\n  }\n  root\n  window\n  windowClosesAt\n  settledInWindow\n  decisions {\n    id\n    betIndex\n    player\n    hand\n    window\n    action\n    extraStake\n  }\n  shoe {\n    ...VerifiableShoe\n  }\n  bets {\n    id\n    betIndex\n    player\n    kind\n    numbers\n    amount\n    payout\n    extraStake\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VerifiableShoe on TableShoe {\n  id\n  shoeId\n  state\n  commitment\n  clientSeed\n  root\n  cutIndex\n  burnCard\n  firstPosition\n  lastPosition\n  serverSeed\n}"): (typeof documents)["fragment VerifiableShoe on TableShoe {\n  id\n  shoeId\n  state\n  commitment\n  clientSeed\n  root\n  cutIndex\n  burnCard\n  firstPosition\n  lastPosition\n  serverSeed\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VerifyTableRound($tableId: Int!, $roundId: Int!) {\n  tableRound(tableId: $tableId, roundId: $roundId) {\n    ...VerifiableRound\n  }\n}"): (typeof documents)["query VerifyTableRound($tableId: Int!, $roundId: Int!) {\n  tableRound(tableId: $tableId, roundId: $roundId) {\n    ...VerifiableRound\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;