/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BridgeProcessFilter = {
  createdFrom?: string | null | undefined;
  createdTo?: string | null | undefined;
  status?: number | null | undefined;
};

export type RegisterInput = {
  refCode?: string | null | undefined;
  sunc: SuncInput;
};

export type SuncInput = {
  address: string;
  encryptedPrivateKey: string;
  version: number;
};

export type UserType =
  | 'ADMIN'
  | 'MEMBER'
  | 'NORMAL'
  | 'SUPPORT';

export type ChainConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ChainConfigQuery = { chainConfig: { id: string, walletChainId: number, assetChainId: number, gameChainId: number, assetRpcUrl: string, gameRpcUrl: string, assetSusd: string, gameSusd: string, assetBridge: string, gameBridge: string, minBridgeAmount: string, maxBridgeAmount: string, minValidator: number, devWallet: boolean, stakingContract: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, address: string, name: string, banned: boolean, isAdmin: boolean, userType: UserType, refCode: string | null, sunc: { address: string, encryptedPrivateKey: string, version: number } | null } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, address: string, sunc: { address: string } | null } };

export type RequestSignInMutationVariables = Exact<{
  address: string;
  chainId: number;
}>;


export type RequestSignInMutation = { requestSignIn: { nonce: string, message: string, expiresAt: string } };

export type SignInMutationVariables = Exact<{
  message: string;
  signature: string;
}>;


export type SignInMutation = { signIn: { token: string, address: string, expiresAt: string, user: { id: string, address: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type BalancesQuery = { balances: { id: string, susd: string, g1Susd: string, bsusd: string, total: string } };

export type BridgeProcessFieldsFragment = { id: string, address: string, processType: number, status: number, step: number, amount: string, votes: number, withdrawTxHash: string, mintTxHash: string | null, createdAt: string, updatedAt: string };

export type BridgeProcessUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BridgeProcessUpdatedSubscription = { bridgeProcessUpdated: { id: string, address: string, processType: number, status: number, step: number, amount: string, votes: number, withdrawTxHash: string, mintTxHash: string | null, createdAt: string, updatedAt: string } };

export type BridgeProcessesQueryVariables = Exact<{
  filter?: BridgeProcessFilter | null | undefined;
  limit?: number;
}>;


export type BridgeProcessesQuery = { bridgeProcesses: Array<{ id: string, address: string, processType: number, status: number, step: number, amount: string, votes: number, withdrawTxHash: string, mintTxHash: string | null, createdAt: string, updatedAt: string }> };

export type ClaimHistoryQueryVariables = Exact<{
  account?: string | null | undefined;
  contract?: string | null | undefined;
  page?: number;
}>;


export type ClaimHistoryQuery = { claimHistory: { total: number, page: number, pageSize: number, items: Array<{ id: string, timestamp: string, transactionHash: string, amount: string, stakingType: string }> } };

export type ClaimUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ClaimUpdatedSubscription = { claimUpdated: { id: string } };

export type LiveRoundFieldsFragment = { id: string, tableId: number, gameType: number, table: string, roundId: number, state: string, openedAt: string, result: Record<string, unknown> | null };

export type LobbyQueryVariables = Exact<{ [key: string]: never; }>;


export type LobbyQuery = { lobby: Array<{ tableId: number, gameType: number, table: string, recentResults: Array<Record<string, unknown>>, round: { id: string, tableId: number, gameType: number, table: string, roundId: number, state: string, openedAt: string, result: Record<string, unknown> | null } }> };

export type RoundUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RoundUpdatedSubscription = { roundUpdated: { id: string, tableId: number, gameType: number, table: string, roundId: number, state: string, openedAt: string, result: Record<string, unknown> | null } };

export type RecentTableRoundsQueryVariables = Exact<{
  tableId: number;
  limit?: number;
}>;


export type RecentTableRoundsQuery = { tableRounds: Array<{ id: string, tableId: number, gameType: number, roundId: number, state: string, commitment: string, clientSeed: string | null, serverSeed: string | null, result: Record<string, unknown> | null, settledAt: string | null }> };

export const BridgeProcessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BridgeProcessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BridgeProcessFieldsFragment, unknown>;
export const LiveRoundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]} as unknown as DocumentNode<LiveRoundFieldsFragment, unknown>;
export const ChainConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChainConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"walletChainId"}},{"kind":"Field","name":{"kind":"Name","value":"assetChainId"}},{"kind":"Field","name":{"kind":"Name","value":"gameChainId"}},{"kind":"Field","name":{"kind":"Name","value":"assetRpcUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gameRpcUrl"}},{"kind":"Field","name":{"kind":"Name","value":"assetSusd"}},{"kind":"Field","name":{"kind":"Name","value":"gameSusd"}},{"kind":"Field","name":{"kind":"Name","value":"assetBridge"}},{"kind":"Field","name":{"kind":"Name","value":"gameBridge"}},{"kind":"Field","name":{"kind":"Name","value":"minBridgeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxBridgeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minValidator"}},{"kind":"Field","name":{"kind":"Name","value":"devWallet"}},{"kind":"Field","name":{"kind":"Name","value":"stakingContract"}}]}}]}}]} as unknown as DocumentNode<ChainConfigQuery, ChainConfigQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"refCode"}},{"kind":"Field","name":{"kind":"Name","value":"sunc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedPrivateKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"sunc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chainId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chainId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chainId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nonce"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RequestSignInMutation, RequestSignInMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const BalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"susd"}},{"kind":"Field","name":{"kind":"Name","value":"g1Susd"}},{"kind":"Field","name":{"kind":"Name","value":"bsusd"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BalancesQuery, BalancesQueryVariables>;
export const BridgeProcessUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BridgeProcessUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bridgeProcessUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BridgeProcessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BridgeProcessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BridgeProcessUpdatedSubscription, BridgeProcessUpdatedSubscriptionVariables>;
export const BridgeProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BridgeProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeProcessFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bridgeProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BridgeProcessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BridgeProcessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"mintTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BridgeProcessesQuery, BridgeProcessesQueryVariables>;
export const ClaimHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contract"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"contract"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contract"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stakingType"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimHistoryQuery, ClaimHistoryQueryVariables>;
export const ClaimUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClaimUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClaimUpdatedSubscription, ClaimUpdatedSubscriptionVariables>;
export const LobbyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lobby"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lobby"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveRoundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentResults"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]} as unknown as DocumentNode<LobbyQuery, LobbyQueryVariables>;
export const RoundUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoundUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveRoundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]} as unknown as DocumentNode<RoundUpdatedSubscription, RoundUpdatedSubscriptionVariables>;
export const RecentTableRoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentTableRounds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableRounds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}}]} as unknown as DocumentNode<RecentTableRoundsQuery, RecentTableRoundsQueryVariables>;