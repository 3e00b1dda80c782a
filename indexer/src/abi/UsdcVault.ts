import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    ReserveSet: event("0xfbebf27e430f83725e26527d071ece14a3542fb0ab947b63747e1739708378b5", "ReserveSet(address)", {"reserve": p.address}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    SweptToReserve: event("0x28ff6e86d7ccf0802c0ba4c7c1ad3e74b4a394aa3eb66f6217567c63cd306b71", "SweptToReserve(address,uint256)", {"operator": indexed(p.address), "amount": p.uint256}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
    UsdcDeposited: event("0x960f854bf1db841af524254df53958c1a584cc076286ecca117f0d4d63a0ff9b", "UsdcDeposited(bytes32,address,address,uint256)", {"id": indexed(p.bytes32), "from": indexed(p.address), "to": indexed(p.address), "amount": p.uint256}),
    WithdrawalClaimed: event("0xd2c42ccae3e645fcfc7e42470407614f9ad2291ba43ca37d9ee09e48acc80ba8", "WithdrawalClaimed(bytes32,bytes32,address,uint256)", {"id": indexed(p.bytes32), "claimId": indexed(p.bytes32), "player": indexed(p.address), "amount": p.uint256}),
    WithdrawalRejected: event("0x5391e864c97aee2572ae225dbc8ffed61aa4b69054e5f5cc9d06401850a1e999", "WithdrawalRejected(bytes32,address,string)", {"id": indexed(p.bytes32), "by": indexed(p.address), "reason": p.string}),
    WithdrawalReleased: event("0xda25acf1f78ef11f8d155718ce58d5f367b8c49783042917f4d2dd7d83e2e3e7", "WithdrawalReleased(bytes32,address)", {"id": indexed(p.bytes32), "by": indexed(p.address)}),
    WithdrawalRequested: event("0xe8f14fe0cba729e7407846ddf42559936996ecdffe3c253812b13863eca0936c", "WithdrawalRequested(bytes32,address,uint256,uint64,uint8)", {"id": indexed(p.bytes32), "player": indexed(p.address), "amount": p.uint256, "releaseAt": p.uint64, "reasons": p.uint8}),
}

export const functions = {
    DAILY_DELAY: viewFun("0x1f385371", "DAILY_DELAY()", {}, p.uint64),
    DAILY_THRESHOLD: viewFun("0x9672faf9", "DAILY_THRESHOLD()", {}, p.uint256),
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    MAX_AMOUNT: viewFun("0xd40dc870", "MAX_AMOUNT()", {}, p.uint256),
    MIN_AMOUNT: viewFun("0xddbcb5fa", "MIN_AMOUNT()", {}, p.uint256),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    REASON_DAILY: viewFun("0xb62d698b", "REASON_DAILY()", {}, p.uint8),
    REASON_LIQUIDITY: viewFun("0x400504c2", "REASON_LIQUIDITY()", {}, p.uint8),
    REASON_REVIEW: viewFun("0xf0d121af", "REASON_REVIEW()", {}, p.uint8),
    REFILL_DELAY: viewFun("0x45def73f", "REFILL_DELAY()", {}, p.uint64),
    REVIEWER_ROLE: viewFun("0x3b129a56", "REVIEWER_ROLE()", {}, p.bytes32),
    REVIEW_DELAY: viewFun("0xdd35424b", "REVIEW_DELAY()", {}, p.uint64),
    REVIEW_THRESHOLD: viewFun("0x6bf8eaf2", "REVIEW_THRESHOLD()", {}, p.uint256),
    claim: fun("0xbd66528a", "claim(bytes32)", {"id": p.bytes32}, ),
    claimIdOf: viewFun("0xe1c6cbc0", "claimIdOf(bytes32)", {"id": p.bytes32}, p.bytes32),
    deposit: fun("0xb6b55f25", "deposit(uint256)", {"amount": p.uint256}, p.bytes32),
    depositTo: fun("0xffaad6a5", "depositTo(address,uint256)", {"to": p.address, "amount": p.uint256}, p.bytes32),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    isClaimable: viewFun("0x455f468f", "isClaimable(bytes32)", {"id": p.bytes32}, p.bool),
    nonce: viewFun("0xaffed0e0", "nonce()", {}, p.uint256),
    onHand: viewFun("0x7ea13f35", "onHand()", {}, p.uint256),
    outstanding: viewFun("0xe50d33e3", "outstanding()", {}, p.uint256),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    quoteDelay: viewFun("0xffaec963", "quoteDelay(address,uint256)", {"player": p.address, "amount": p.uint256}, {"delay": p.uint64, "reasons": p.uint8}),
    reject: fun("0xa1df190e", "reject(bytes32,string)", {"id": p.bytes32, "reason": p.string}, ),
    release: fun("0x67d42a8b", "release(bytes32)", {"id": p.bytes32}, ),
    releaseFunded: fun("0x70603d5f", "releaseFunded(bytes32)", {"id": p.bytes32}, ),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    requestWithdrawal: fun("0x9ee679e8", "requestWithdrawal(uint256)", {"amount": p.uint256}, p.bytes32),
    reserve: viewFun("0xcd3293de", "reserve()", {}, p.address),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    setReserve: fun("0x9cecc80a", "setReserve(address)", {"reserve_": p.address}, ),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    susd: viewFun("0xc9257775", "susd()", {}, p.address),
    sweepToReserve: fun("0x40d1749c", "sweepToReserve(uint256)", {"amount": p.uint256}, ),
    totalReserves: viewFun("0x8f840ddd", "totalReserves()", {}, p.uint256),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    usdc: viewFun("0x3e413bee", "usdc()", {}, p.address),
    withdrawalOf: viewFun("0x8cc065cc", "withdrawalOf(bytes32)", {"id": p.bytes32}, p.struct({"player": p.address, "requestedAt": p.uint64, "releaseAt": p.uint64, "status": p.uint8, "reasons": p.uint8, "amount": p.uint256})),
    withdrawnOnDay: viewFun("0x0294b5e1", "withdrawnOnDay(address,uint256)", {"player": p.address, "day": p.uint256}, p.uint256),
}

export class Contract extends ContractBase {

    DAILY_DELAY() {
        return this.eth_call(functions.DAILY_DELAY, {})
    }

    DAILY_THRESHOLD() {
        return this.eth_call(functions.DAILY_THRESHOLD, {})
    }

    DEFAULT_ADMIN_ROLE() {
        return this.eth_call(functions.DEFAULT_ADMIN_ROLE, {})
    }

    MAX_AMOUNT() {
        return this.eth_call(functions.MAX_AMOUNT, {})
    }

    MIN_AMOUNT() {
        return this.eth_call(functions.MIN_AMOUNT, {})
    }

    OPERATOR_ROLE() {
        return this.eth_call(functions.OPERATOR_ROLE, {})
    }

    PAUSER_ROLE() {
        return this.eth_call(functions.PAUSER_ROLE, {})
    }

    REASON_DAILY() {
        return this.eth_call(functions.REASON_DAILY, {})
    }

    REASON_LIQUIDITY() {
        return this.eth_call(functions.REASON_LIQUIDITY, {})
    }

    REASON_REVIEW() {
        return this.eth_call(functions.REASON_REVIEW, {})
    }

    REFILL_DELAY() {
        return this.eth_call(functions.REFILL_DELAY, {})
    }

    REVIEWER_ROLE() {
        return this.eth_call(functions.REVIEWER_ROLE, {})
    }

    REVIEW_DELAY() {
        return this.eth_call(functions.REVIEW_DELAY, {})
    }

    REVIEW_THRESHOLD() {
        return this.eth_call(functions.REVIEW_THRESHOLD, {})
    }

    claimIdOf(id: ClaimIdOfParams["id"]) {
        return this.eth_call(functions.claimIdOf, {id})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    isClaimable(id: IsClaimableParams["id"]) {
        return this.eth_call(functions.isClaimable, {id})
    }

    nonce() {
        return this.eth_call(functions.nonce, {})
    }

    onHand() {
        return this.eth_call(functions.onHand, {})
    }

    outstanding() {
        return this.eth_call(functions.outstanding, {})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    quoteDelay(player: QuoteDelayParams["player"], amount: QuoteDelayParams["amount"]) {
        return this.eth_call(functions.quoteDelay, {player, amount})
    }

    reserve() {
        return this.eth_call(functions.reserve, {})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    susd() {
        return this.eth_call(functions.susd, {})
    }

    totalReserves() {
        return this.eth_call(functions.totalReserves, {})
    }

    usdc() {
        return this.eth_call(functions.usdc, {})
    }

    withdrawalOf(id: WithdrawalOfParams["id"]) {
        return this.eth_call(functions.withdrawalOf, {id})
    }

    withdrawnOnDay(player: WithdrawnOnDayParams["player"], day: WithdrawnOnDayParams["day"]) {
        return this.eth_call(functions.withdrawnOnDay, {player, day})
    }
}

/// Event types
export type PausedEventArgs = EParams<typeof events.Paused>
export type ReserveSetEventArgs = EParams<typeof events.ReserveSet>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type SweptToReserveEventArgs = EParams<typeof events.SweptToReserve>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>
export type UsdcDepositedEventArgs = EParams<typeof events.UsdcDeposited>
export type WithdrawalClaimedEventArgs = EParams<typeof events.WithdrawalClaimed>
export type WithdrawalRejectedEventArgs = EParams<typeof events.WithdrawalRejected>
export type WithdrawalReleasedEventArgs = EParams<typeof events.WithdrawalReleased>
export type WithdrawalRequestedEventArgs = EParams<typeof events.WithdrawalRequested>

/// Function types
export type DAILY_DELAYParams = FunctionArguments<typeof functions.DAILY_DELAY>
export type DAILY_DELAYReturn = FunctionReturn<typeof functions.DAILY_DELAY>

export type DAILY_THRESHOLDParams = FunctionArguments<typeof functions.DAILY_THRESHOLD>
export type DAILY_THRESHOLDReturn = FunctionReturn<typeof functions.DAILY_THRESHOLD>

export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type MAX_AMOUNTParams = FunctionArguments<typeof functions.MAX_AMOUNT>
export type MAX_AMOUNTReturn = FunctionReturn<typeof functions.MAX_AMOUNT>

export type MIN_AMOUNTParams = FunctionArguments<typeof functions.MIN_AMOUNT>
export type MIN_AMOUNTReturn = FunctionReturn<typeof functions.MIN_AMOUNT>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type REASON_DAILYParams = FunctionArguments<typeof functions.REASON_DAILY>
export type REASON_DAILYReturn = FunctionReturn<typeof functions.REASON_DAILY>

export type REASON_LIQUIDITYParams = FunctionArguments<typeof functions.REASON_LIQUIDITY>
export type REASON_LIQUIDITYReturn = FunctionReturn<typeof functions.REASON_LIQUIDITY>

export type REASON_REVIEWParams = FunctionArguments<typeof functions.REASON_REVIEW>
export type REASON_REVIEWReturn = FunctionReturn<typeof functions.REASON_REVIEW>

export type REFILL_DELAYParams = FunctionArguments<typeof functions.REFILL_DELAY>
export type REFILL_DELAYReturn = FunctionReturn<typeof functions.REFILL_DELAY>

export type REVIEWER_ROLEParams = FunctionArguments<typeof functions.REVIEWER_ROLE>
export type REVIEWER_ROLEReturn = FunctionReturn<typeof functions.REVIEWER_ROLE>

export type REVIEW_DELAYParams = FunctionArguments<typeof functions.REVIEW_DELAY>
export type REVIEW_DELAYReturn = FunctionReturn<typeof functions.REVIEW_DELAY>

export type REVIEW_THRESHOLDParams = FunctionArguments<typeof functions.REVIEW_THRESHOLD>
export type REVIEW_THRESHOLDReturn = FunctionReturn<typeof functions.REVIEW_THRESHOLD>

export type ClaimParams = FunctionArguments<typeof functions.claim>
export type ClaimReturn = FunctionReturn<typeof functions.claim>

export type ClaimIdOfParams = FunctionArguments<typeof functions.claimIdOf>
export type ClaimIdOfReturn = FunctionReturn<typeof functions.claimIdOf>

export type DepositParams = FunctionArguments<typeof functions.deposit>
export type DepositReturn = FunctionReturn<typeof functions.deposit>

export type DepositToParams = FunctionArguments<typeof functions.depositTo>
export type DepositToReturn = FunctionReturn<typeof functions.depositTo>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type IsClaimableParams = FunctionArguments<typeof functions.isClaimable>
export type IsClaimableReturn = FunctionReturn<typeof functions.isClaimable>

export type NonceParams = FunctionArguments<typeof functions.nonce>
export type NonceReturn = FunctionReturn<typeof functions.nonce>

export type OnHandParams = FunctionArguments<typeof functions.onHand>
export type OnHandReturn = FunctionReturn<typeof functions.onHand>

export type OutstandingParams = FunctionArguments<typeof functions.outstanding>
export type OutstandingReturn = FunctionReturn<typeof functions.outstanding>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type QuoteDelayParams = FunctionArguments<typeof functions.quoteDelay>
export type QuoteDelayReturn = FunctionReturn<typeof functions.quoteDelay>

export type RejectParams = FunctionArguments<typeof functions.reject>
export type RejectReturn = FunctionReturn<typeof functions.reject>

export type ReleaseParams = FunctionArguments<typeof functions.release>
export type ReleaseReturn = FunctionReturn<typeof functions.release>

export type ReleaseFundedParams = FunctionArguments<typeof functions.releaseFunded>
export type ReleaseFundedReturn = FunctionReturn<typeof functions.releaseFunded>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RequestWithdrawalParams = FunctionArguments<typeof functions.requestWithdrawal>
export type RequestWithdrawalReturn = FunctionReturn<typeof functions.requestWithdrawal>

export type ReserveParams = FunctionArguments<typeof functions.reserve>
export type ReserveReturn = FunctionReturn<typeof functions.reserve>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type SetReserveParams = FunctionArguments<typeof functions.setReserve>
export type SetReserveReturn = FunctionReturn<typeof functions.setReserve>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type SusdParams = FunctionArguments<typeof functions.susd>
export type SusdReturn = FunctionReturn<typeof functions.susd>

export type SweepToReserveParams = FunctionArguments<typeof functions.sweepToReserve>
export type SweepToReserveReturn = FunctionReturn<typeof functions.sweepToReserve>

export type TotalReservesParams = FunctionArguments<typeof functions.totalReserves>
export type TotalReservesReturn = FunctionReturn<typeof functions.totalReserves>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type UsdcParams = FunctionArguments<typeof functions.usdc>
export type UsdcReturn = FunctionReturn<typeof functions.usdc>

export type WithdrawalOfParams = FunctionArguments<typeof functions.withdrawalOf>
export type WithdrawalOfReturn = FunctionReturn<typeof functions.withdrawalOf>

export type WithdrawnOnDayParams = FunctionArguments<typeof functions.withdrawnOnDay>
export type WithdrawnOnDayReturn = FunctionReturn<typeof functions.withdrawnOnDay>

