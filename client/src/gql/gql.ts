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
    "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    stakingContract\n  }\n}": typeof types.ChainConfigDocument,
    "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}": typeof types.MeDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}": typeof types.RequestSignInDocument,
    "mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}": typeof types.BonusFieldsFragmentDoc,
    "query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}": typeof types.BalancesDocument,
    "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  createdAt\n  updatedAt\n}": typeof types.BridgeProcessFieldsFragmentDoc,
    "subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}": typeof types.BridgeProcessUpdatedDocument,
    "query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}": typeof types.BridgeProcessesDocument,
    "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": typeof types.ClaimHistoryDocument,
    "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}": typeof types.ClaimUpdatedDocument,
    "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  openedAt\n  result\n}\n\nquery Lobby {\n  lobby {\n    tableId\n    gameType\n    table\n    round {\n      ...LiveRoundFields\n    }\n    recentResults\n  }\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}": typeof types.LiveRoundFieldsFragmentDoc,
    "query RecentTableRounds($tableId: Int!, $limit: Int! = 5) {\n  tableRounds(tableId: $tableId, limit: $limit) {\n    id\n    tableId\n    gameType\n    roundId\n    state\n    commitment\n    clientSeed\n    serverSeed\n    result\n    settledAt\n  }\n}": typeof types.RecentTableRoundsDocument,
};
const documents: Documents = {
    "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    stakingContract\n  }\n}": types.ChainConfigDocument,
    "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}": types.MeDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    address\n    sunc {\n      address\n    }\n  }\n}": types.RegisterDocument,
    "mutation RequestSignIn($address: String!, $chainId: Int!) {\n  requestSignIn(address: $address, chainId: $chainId) {\n    nonce\n    message\n    expiresAt\n  }\n}": types.RequestSignInDocument,
    "mutation SignIn($message: String!, $signature: String!) {\n  signIn(message: $message, signature: $signature) {\n    token\n    address\n    expiresAt\n    user {\n      id\n      address\n    }\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "fragment BonusFields on Bonus {\n  id\n  depositAmount\n  bonusAmount\n  depositTx\n  claimTx\n  status\n  depositedAt\n  expiredAt\n  wagered\n  wagerRequirement\n}\n\nquery BonusPage {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n  bonusState {\n    id\n    initialBonusUSD\n    claimableBonus\n    expiringBonus\n    estimateSwappableAmount\n    totalBet\n    depositAmount\n    bonusAmount\n  }\n  bonuses(limit: 100) {\n    ...BonusFields\n  }\n  bonusProgram {\n    bonusManager\n    listener\n    rewardRateBps\n    rewardMaximum\n    wagerMultiplier\n    expiryDays\n    paused\n  }\n}\n\nsubscription BonusUpdated {\n  bonusUpdated {\n    ...BonusFields\n  }\n}\n\nmutation SyncBonus {\n  syncBonus {\n    upToDate\n    latestTxId\n  }\n}": types.BonusFieldsFragmentDoc,
    "query Balances {\n  balances {\n    id\n    susd\n    g1Susd\n    bsusd\n    total\n  }\n}": types.BalancesDocument,
    "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  createdAt\n  updatedAt\n}": types.BridgeProcessFieldsFragmentDoc,
    "subscription BridgeProcessUpdated {\n  bridgeProcessUpdated {\n    ...BridgeProcessFields\n  }\n}": types.BridgeProcessUpdatedDocument,
    "query BridgeProcesses($filter: BridgeProcessFilter, $limit: Int! = 100) {\n  bridgeProcesses(filter: $filter, limit: $limit) {\n    ...BridgeProcessFields\n  }\n}": types.BridgeProcessesDocument,
    "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}": types.ClaimHistoryDocument,
    "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}": types.ClaimUpdatedDocument,
    "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  openedAt\n  result\n}\n\nquery Lobby {\n  lobby {\n    tableId\n    gameType\n    table\n    round {\n      ...LiveRoundFields\n    }\n    recentResults\n  }\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}": types.LiveRoundFieldsFragmentDoc,
    "query RecentTableRounds($tableId: Int!, $limit: Int! = 5) {\n  tableRounds(tableId: $tableId, limit: $limit) {\n    id\n    tableId\n    gameType\n    roundId\n    state\n    commitment\n    clientSeed\n    serverSeed\n    result\n    settledAt\n  }\n}": types.RecentTableRoundsDocument,
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
export function graphql(source: "query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    stakingContract\n  }\n}"): (typeof documents)["query ChainConfig {\n  chainConfig {\n    id\n    walletChainId\n    assetChainId\n    gameChainId\n    assetRpcUrl\n    gameRpcUrl\n    assetSusd\n    gameSusd\n    assetBridge\n    gameBridge\n    minBridgeAmount\n    maxBridgeAmount\n    minValidator\n    devWallet\n    stakingContract\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    address\n    name\n    banned\n    isAdmin\n    userType\n    refCode\n    sunc {\n      address\n      encryptedPrivateKey\n      version\n    }\n  }\n}"];
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
export function graphql(source: "fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment BridgeProcessFields on BridgeProcess {\n  id\n  address\n  processType\n  status\n  step\n  amount\n  votes\n  withdrawTxHash\n  mintTxHash\n  createdAt\n  updatedAt\n}"];
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
export function graphql(source: "query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"): (typeof documents)["query ClaimHistory($account: String, $contract: String, $page: Int! = 1) {\n  claimHistory(account: $account, contract: $contract, page: $page) {\n    total\n    page\n    pageSize\n    items {\n      id\n      timestamp\n      transactionHash\n      amount\n      stakingType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}"): (typeof documents)["subscription ClaimUpdated {\n  claimUpdated {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  openedAt\n  result\n}\n\nquery Lobby {\n  lobby {\n    tableId\n    gameType\n    table\n    round {\n      ...LiveRoundFields\n    }\n    recentResults\n  }\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}"): (typeof documents)["fragment LiveRoundFields on TableRound {\n  id\n  tableId\n  gameType\n  table\n  roundId\n  state\n  openedAt\n  result\n}\n\nquery Lobby {\n  lobby {\n    tableId\n    gameType\n    table\n    round {\n      ...LiveRoundFields\n    }\n    recentResults\n  }\n}\n\nsubscription RoundUpdated {\n  roundUpdated {\n    ...LiveRoundFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentTableRounds($tableId: Int!, $limit: Int! = 5) {\n  tableRounds(tableId: $tableId, limit: $limit) {\n    id\n    tableId\n    gameType\n    roundId\n    state\n    commitment\n    clientSeed\n    serverSeed\n    result\n    settledAt\n  }\n}"): (typeof documents)["query RecentTableRounds($tableId: Int!, $limit: Int! = 5) {\n  tableRounds(tableId: $tableId, limit: $limit) {\n    id\n    tableId\n    gameType\n    roundId\n    state\n    commitment\n    clientSeed\n    serverSeed\n    result\n    settledAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;