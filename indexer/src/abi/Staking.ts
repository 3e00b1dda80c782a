import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    PoolAdded: event("0x1c2a9788c76613ad4739f9f159b170bfa8074f7d918df6f0e3223ceb7ce9d9a8", "PoolAdded(address,uint16,uint8)", {"pool": indexed(p.address), "weight": p.uint16, "stakingType": p.uint8}),
    PoolUpdated: event("0xd17d806fa9295f978c3e024425c3d48677af4bfd3ecb1811e2564345258d0bcf", "PoolUpdated(address,uint16)", {"pool": indexed(p.address), "weight": p.uint16}),
    RewardCycleUpdated: event("0x2d98276399b295f6f95e5fb6e7e3d1dbb35bb20c63abc0a4dceeccf6dbefd17a", "RewardCycleUpdated(uint256)", {"rewardCycle": p.uint256}),
    RewardsFunded: event("0xd53214ca07be5520e229c395f05a3e5c0697ec6279184ffbe2758d304fd322cc", "RewardsFunded(address,uint256)", {"from": indexed(p.address), "amount": p.uint256}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoundEnded: event("0xcb350ee3c78ce4f2bc35db52a2b3961f1ca3bb044ec94427a4364fceaf7bfcec", "RoundEnded(uint256,uint256,uint256,uint256,uint256)", {"round": indexed(p.uint256), "blockEndedAt": p.uint256, "endedAt": p.uint256, "totalReward": p.uint256, "distributed": p.uint256}),
    RoundStarted: event("0xa359b664a68acd8839e42112eb50eff3408165e15074fde89ddb58a0db2e691d", "RoundStarted(uint256,uint256,uint256)", {"round": indexed(p.uint256), "blockStartedAt": p.uint256, "startedAt": p.uint256}),
    Staked: event("0x5dac0c1b1112564a045ba943c9d50270893e8e826c49be8e7073adc713ab7bd7", "Staked(address,address,uint256)", {"user": indexed(p.address), "pool": indexed(p.address), "amount": p.uint256}),
    TokenClaimed: event("0x990d30728a5954132436e3fcf632738b5b51bebabcd7f3b6b704dad5977f41b6", "TokenClaimed(address,uint256,uint8)", {"user": indexed(p.address), "amount": p.uint256, "stakingType": p.uint8}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
    Unstaked: event("0xd8654fcc8cf5b36d30b3f5e4688fc78118e6d68de60b9994e09902268b57c3e3", "Unstaked(address,address,uint256)", {"user": indexed(p.address), "pool": indexed(p.address), "amount": p.uint256}),
}

export const functions = {
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    addPool: fun("0xd8da051c", "addPool(address,uint16,uint8)", {"token": p.address, "weight": p.uint16, "stakingType": p.uint8}, ),
    claim: fun("0x1e83409a", "claim(address)", {"pool": p.address}, ),
    dust: viewFun("0xfad9aba3", "dust()", {}, p.uint256),
    endRound: fun("0x5a1e6ca1", "endRound(uint256)", {"totalReward": p.uint256}, ),
    fundRewards: fun("0x93707a19", "fundRewards(uint256)", {"amount": p.uint256}, ),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    pendingReward: viewFun("0x9ced7e76", "pendingReward(address,address)", {"pool": p.address, "user": p.address}, p.uint256),
    pointsOf: viewFun("0x5d4a55c0", "pointsOf(address,address)", {"pool": p.address, "user": p.address}, p.uint256),
    poolCount: viewFun("0xf525cb68", "poolCount()", {}, p.uint256),
    poolList: viewFun("0x2a48235b", "poolList(uint256)", {"_0": p.uint256}, p.address),
    pools: viewFun("0xa4063dbc", "pools(address)", {"pool": p.address}, {"token": p.address, "weight": p.uint16, "stakingType": p.uint8, "totalStaked": p.uint256, "accRewardPerShare": p.uint256, "exists": p.bool}),
    profitOf: viewFun("0x54198ce9", "profitOf(address)", {"user": p.address}, p.uint256),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    rewardCycle: viewFun("0x6ee010ae", "rewardCycle()", {}, p.uint256),
    rewardToken: viewFun("0xf7c618c1", "rewardToken()", {}, p.address),
    roundCount: viewFun("0x127f0b3f", "roundCount()", {}, p.uint256),
    rounds: viewFun("0x8c65c81f", "rounds(uint256)", {"_0": p.uint256}, {"blockStartedAt": p.uint256, "startedAt": p.uint256, "blockEndedAt": p.uint256, "endedAt": p.uint256, "totalReward": p.uint256}),
    stake: fun("0xadc9772e", "stake(address,uint256)", {"pool": p.address, "amount": p.uint256}, ),
    staked: viewFun("0xc6d3afc9", "staked(address,address)", {"pool": p.address, "user": p.address}, p.uint256),
    startRound: fun("0x55e3f086", "startRound()", {}, ),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    totalStaked: viewFun("0x9bfd8d61", "totalStaked(address)", {"pool": p.address}, p.uint256),
    unallocatedRewards: viewFun("0x2b6fdc7e", "unallocatedRewards()", {}, p.uint256),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    unstake: fun("0xc2a672e0", "unstake(address,uint256)", {"pool": p.address, "amount": p.uint256}, ),
    updatePool: fun("0xb193a541", "updatePool(address,uint16)", {"token": p.address, "weight": p.uint16}, ),
    updateRewardCycle: fun("0x82afee15", "updateRewardCycle(uint256)", {"seconds_": p.uint256}, ),
}

export class Contract extends ContractBase {

    DEFAULT_ADMIN_ROLE() {
        return this.eth_call(functions.DEFAULT_ADMIN_ROLE, {})
    }

    OPERATOR_ROLE() {
        return this.eth_call(functions.OPERATOR_ROLE, {})
    }

    PAUSER_ROLE() {
        return this.eth_call(functions.PAUSER_ROLE, {})
    }

    dust() {
        return this.eth_call(functions.dust, {})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    pendingReward(pool: PendingRewardParams["pool"], user: PendingRewardParams["user"]) {
        return this.eth_call(functions.pendingReward, {pool, user})
    }

    pointsOf(pool: PointsOfParams["pool"], user: PointsOfParams["user"]) {
        return this.eth_call(functions.pointsOf, {pool, user})
    }

    poolCount() {
        return this.eth_call(functions.poolCount, {})
    }

    poolList(_0: PoolListParams["_0"]) {
        return this.eth_call(functions.poolList, {_0})
    }

    pools(pool: PoolsParams["pool"]) {
        return this.eth_call(functions.pools, {pool})
    }

    profitOf(user: ProfitOfParams["user"]) {
        return this.eth_call(functions.profitOf, {user})
    }

    rewardCycle() {
        return this.eth_call(functions.rewardCycle, {})
    }

    rewardToken() {
        return this.eth_call(functions.rewardToken, {})
    }

    roundCount() {
        return this.eth_call(functions.roundCount, {})
    }

    rounds(_0: RoundsParams["_0"]) {
        return this.eth_call(functions.rounds, {_0})
    }

    staked(pool: StakedParams["pool"], user: StakedParams["user"]) {
        return this.eth_call(functions.staked, {pool, user})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    totalStaked(pool: TotalStakedParams["pool"]) {
        return this.eth_call(functions.totalStaked, {pool})
    }

    unallocatedRewards() {
        return this.eth_call(functions.unallocatedRewards, {})
    }
}

/// Event types
export type PausedEventArgs = EParams<typeof events.Paused>
export type PoolAddedEventArgs = EParams<typeof events.PoolAdded>
export type PoolUpdatedEventArgs = EParams<typeof events.PoolUpdated>
export type RewardCycleUpdatedEventArgs = EParams<typeof events.RewardCycleUpdated>
export type RewardsFundedEventArgs = EParams<typeof events.RewardsFunded>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type RoundEndedEventArgs = EParams<typeof events.RoundEnded>
export type RoundStartedEventArgs = EParams<typeof events.RoundStarted>
export type StakedEventArgs = EParams<typeof events.Staked>
export type TokenClaimedEventArgs = EParams<typeof events.TokenClaimed>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>
export type UnstakedEventArgs = EParams<typeof events.Unstaked>

/// Function types
export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type AddPoolParams = FunctionArguments<typeof functions.addPool>
export type AddPoolReturn = FunctionReturn<typeof functions.addPool>

export type ClaimParams = FunctionArguments<typeof functions.claim>
export type ClaimReturn = FunctionReturn<typeof functions.claim>

export type DustParams = FunctionArguments<typeof functions.dust>
export type DustReturn = FunctionReturn<typeof functions.dust>

export type EndRoundParams = FunctionArguments<typeof functions.endRound>
export type EndRoundReturn = FunctionReturn<typeof functions.endRound>

export type FundRewardsParams = FunctionArguments<typeof functions.fundRewards>
export type FundRewardsReturn = FunctionReturn<typeof functions.fundRewards>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type PendingRewardParams = FunctionArguments<typeof functions.pendingReward>
export type PendingRewardReturn = FunctionReturn<typeof functions.pendingReward>

export type PointsOfParams = FunctionArguments<typeof functions.pointsOf>
export type PointsOfReturn = FunctionReturn<typeof functions.pointsOf>

export type PoolCountParams = FunctionArguments<typeof functions.poolCount>
export type PoolCountReturn = FunctionReturn<typeof functions.poolCount>

export type PoolListParams = FunctionArguments<typeof functions.poolList>
export type PoolListReturn = FunctionReturn<typeof functions.poolList>

export type PoolsParams = FunctionArguments<typeof functions.pools>
export type PoolsReturn = FunctionReturn<typeof functions.pools>

export type ProfitOfParams = FunctionArguments<typeof functions.profitOf>
export type ProfitOfReturn = FunctionReturn<typeof functions.profitOf>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type RewardCycleParams = FunctionArguments<typeof functions.rewardCycle>
export type RewardCycleReturn = FunctionReturn<typeof functions.rewardCycle>

export type RewardTokenParams = FunctionArguments<typeof functions.rewardToken>
export type RewardTokenReturn = FunctionReturn<typeof functions.rewardToken>

export type RoundCountParams = FunctionArguments<typeof functions.roundCount>
export type RoundCountReturn = FunctionReturn<typeof functions.roundCount>

export type RoundsParams = FunctionArguments<typeof functions.rounds>
export type RoundsReturn = FunctionReturn<typeof functions.rounds>

export type StakeParams = FunctionArguments<typeof functions.stake>
export type StakeReturn = FunctionReturn<typeof functions.stake>

export type StakedParams = FunctionArguments<typeof functions.staked>
export type StakedReturn = FunctionReturn<typeof functions.staked>

export type StartRoundParams = FunctionArguments<typeof functions.startRound>
export type StartRoundReturn = FunctionReturn<typeof functions.startRound>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TotalStakedParams = FunctionArguments<typeof functions.totalStaked>
export type TotalStakedReturn = FunctionReturn<typeof functions.totalStaked>

export type UnallocatedRewardsParams = FunctionArguments<typeof functions.unallocatedRewards>
export type UnallocatedRewardsReturn = FunctionReturn<typeof functions.unallocatedRewards>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type UnstakeParams = FunctionArguments<typeof functions.unstake>
export type UnstakeReturn = FunctionReturn<typeof functions.unstake>

export type UpdatePoolParams = FunctionArguments<typeof functions.updatePool>
export type UpdatePoolReturn = FunctionReturn<typeof functions.updatePool>

export type UpdateRewardCycleParams = FunctionArguments<typeof functions.updateRewardCycle>
export type UpdateRewardCycleReturn = FunctionReturn<typeof functions.updateRewardCycle>

