import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    BetKindsSet: event("0x401f265b21efa442f9f1917b05db693fe4d146ae09355c692e146adf6939abd9", "BetKindsSet(uint32[],uint32[])", {"kinds": p.array(p.uint32), "maxReturnX100": p.array(p.uint32)}),
    BetPlaced: event("0x0014ea882298c87faceb49e11cedd7065335679a9513065edb64f3e72c95fbf5", "BetPlaced(uint256,uint256,uint256,address,uint32,uint8[],uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "betIndex": p.uint256, "player": indexed(p.address), "kind": p.uint32, "numbers": p.array(p.uint8), "amount": p.uint256}),
    BetSettled: event("0x69491b2358625a01528abfe138b11f68bc25e22e58e3211c860f1f4efccacc78", "BetSettled(uint256,uint256,uint256,address,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "betIndex": p.uint256, "player": indexed(p.address), "payout": p.uint256}),
    BettingClosed: event("0xc9510dc6699d0013f8ea61d7daf0ed2ebbc15612b906063dc0e149a8a7c786c3", "BettingClosed(uint256,uint256,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "closedBlock": p.uint256, "closedAt": p.uint256}),
    LimitsSet: event("0x413cd67004cf87db26db7dda972f65ebdc94ede365868d411463ceee90aeeae1", "LimitsSet(uint256,uint256,uint256)", {"minBet": p.uint256, "maxBet": p.uint256, "roundTimeout": p.uint256}),
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoundOpened: event("0x2054b2d51a57e56086d2fad24d49f5cc4a398eee68ed7b098e2711e72b5d644d", "RoundOpened(uint256,uint256,uint16,bytes32,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "gameType": p.uint16, "commitment": p.bytes32, "openedAt": p.uint256}),
    RoundRefunded: event("0x9c15c381df589f04fb5485dd5ac0b745c3c96addc79b633b42b446b87dfe16bc", "RoundRefunded(uint256,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "totalRefunded": p.uint256}),
    RoundSettled: event("0xf28f02b0d9c37c8c07dc1cb5e68452109fcb76bd94e105ef4e00e1616d586900", "RoundSettled(uint256,uint256,bytes32,bytes32,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "clientSeed": p.bytes32, "serverSeed": p.bytes32, "totalStaked": p.uint256, "totalPaid": p.uint256}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
}

export const functions = {
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    SEED_WINDOW: viewFun("0x1d6698bb", "SEED_WINDOW()", {}, p.uint256),
    betAt: viewFun("0x58385eac", "betAt(uint256,uint256)", {"roundId": p.uint256, "index": p.uint256}, p.struct({"player": p.address, "kind": p.uint32, "numbers": p.array(p.uint8), "amount": p.uint256, "maxReturn": p.uint256})),
    betCount: viewFun("0x65381a37", "betCount(uint256)", {"roundId": p.uint256}, p.uint256),
    closeBetting: fun("0xb4ad06a1", "closeBetting(uint256)", {"roundId": p.uint256}, ),
    freeBankroll: viewFun("0xfc958429", "freeBankroll()", {}, p.uint256),
    gameType: viewFun("0xbbdc02db", "gameType()", {}, p.uint16),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    maxBet: viewFun("0x2e5b2168", "maxBet()", {}, p.uint256),
    maxReturnX100: viewFun("0x38a84679", "maxReturnX100(uint32)", {"kind": p.uint32}, p.uint32),
    minBet: viewFun("0x9619367d", "minBet()", {}, p.uint256),
    openRound: fun("0xef5270f7", "openRound(bytes32)", {"commitment": p.bytes32}, p.uint256),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    placeBet: fun("0x7a234415", "placeBet(uint256,uint32,uint8[],uint256)", {"roundId": p.uint256, "kind": p.uint32, "numbers": p.array(p.uint8), "amount": p.uint256}, ),
    refund: fun("0x278ecde1", "refund(uint256)", {"roundId": p.uint256}, ),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    reserved: viewFun("0xfe60d12c", "reserved()", {}, p.uint256),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    roundCount: viewFun("0x127f0b3f", "roundCount()", {}, p.uint256),
    roundTimeout: viewFun("0x53c298d8", "roundTimeout()", {}, p.uint256),
    rounds: viewFun("0x8c65c81f", "rounds(uint256)", {"roundId": p.uint256}, {"commitment": p.bytes32, "clientSeed": p.bytes32, "serverSeed": p.bytes32, "state": p.uint8, "openedAt": p.uint64, "closedAt": p.uint64, "closedBlock": p.uint64, "exposure": p.uint256, "staked": p.uint256}),
    setBetKinds: fun("0x75f1fda5", "setBetKinds(uint32[],uint32[])", {"kinds": p.array(p.uint32), "returnsX100": p.array(p.uint32)}, ),
    setLimits: fun("0x189ae5f2", "setLimits(uint256,uint256,uint256)", {"minBet_": p.uint256, "maxBet_": p.uint256, "timeout": p.uint256}, ),
    settle: fun("0xbafc75b9", "settle(uint256,bytes32,uint256[])", {"roundId": p.uint256, "serverSeed": p.bytes32, "payouts": p.array(p.uint256)}, ),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    tableId: viewFun("0xc2c1e2cb", "tableId()", {}, p.uint256),
    token: viewFun("0xfc0c546a", "token()", {}, p.address),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
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

    SEED_WINDOW() {
        return this.eth_call(functions.SEED_WINDOW, {})
    }

    betAt(roundId: BetAtParams["roundId"], index: BetAtParams["index"]) {
        return this.eth_call(functions.betAt, {roundId, index})
    }

    betCount(roundId: BetCountParams["roundId"]) {
        return this.eth_call(functions.betCount, {roundId})
    }

    freeBankroll() {
        return this.eth_call(functions.freeBankroll, {})
    }

    gameType() {
        return this.eth_call(functions.gameType, {})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    maxBet() {
        return this.eth_call(functions.maxBet, {})
    }

    maxReturnX100(kind: MaxReturnX100Params["kind"]) {
        return this.eth_call(functions.maxReturnX100, {kind})
    }

    minBet() {
        return this.eth_call(functions.minBet, {})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    reserved() {
        return this.eth_call(functions.reserved, {})
    }

    roundCount() {
        return this.eth_call(functions.roundCount, {})
    }

    roundTimeout() {
        return this.eth_call(functions.roundTimeout, {})
    }

    rounds(roundId: RoundsParams["roundId"]) {
        return this.eth_call(functions.rounds, {roundId})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    tableId() {
        return this.eth_call(functions.tableId, {})
    }

    token() {
        return this.eth_call(functions.token, {})
    }
}

/// Event types
export type BetKindsSetEventArgs = EParams<typeof events.BetKindsSet>
export type BetPlacedEventArgs = EParams<typeof events.BetPlaced>
export type BetSettledEventArgs = EParams<typeof events.BetSettled>
export type BettingClosedEventArgs = EParams<typeof events.BettingClosed>
export type LimitsSetEventArgs = EParams<typeof events.LimitsSet>
export type PausedEventArgs = EParams<typeof events.Paused>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type RoundOpenedEventArgs = EParams<typeof events.RoundOpened>
export type RoundRefundedEventArgs = EParams<typeof events.RoundRefunded>
export type RoundSettledEventArgs = EParams<typeof events.RoundSettled>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>

/// Function types
export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type SEED_WINDOWParams = FunctionArguments<typeof functions.SEED_WINDOW>
export type SEED_WINDOWReturn = FunctionReturn<typeof functions.SEED_WINDOW>

export type BetAtParams = FunctionArguments<typeof functions.betAt>
export type BetAtReturn = FunctionReturn<typeof functions.betAt>

export type BetCountParams = FunctionArguments<typeof functions.betCount>
export type BetCountReturn = FunctionReturn<typeof functions.betCount>

export type CloseBettingParams = FunctionArguments<typeof functions.closeBetting>
export type CloseBettingReturn = FunctionReturn<typeof functions.closeBetting>

export type FreeBankrollParams = FunctionArguments<typeof functions.freeBankroll>
export type FreeBankrollReturn = FunctionReturn<typeof functions.freeBankroll>

export type GameTypeParams = FunctionArguments<typeof functions.gameType>
export type GameTypeReturn = FunctionReturn<typeof functions.gameType>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type MaxBetParams = FunctionArguments<typeof functions.maxBet>
export type MaxBetReturn = FunctionReturn<typeof functions.maxBet>

export type MaxReturnX100Params = FunctionArguments<typeof functions.maxReturnX100>
export type MaxReturnX100Return = FunctionReturn<typeof functions.maxReturnX100>

export type MinBetParams = FunctionArguments<typeof functions.minBet>
export type MinBetReturn = FunctionReturn<typeof functions.minBet>

export type OpenRoundParams = FunctionArguments<typeof functions.openRound>
export type OpenRoundReturn = FunctionReturn<typeof functions.openRound>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type PlaceBetParams = FunctionArguments<typeof functions.placeBet>
export type PlaceBetReturn = FunctionReturn<typeof functions.placeBet>

export type RefundParams = FunctionArguments<typeof functions.refund>
export type RefundReturn = FunctionReturn<typeof functions.refund>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type ReservedParams = FunctionArguments<typeof functions.reserved>
export type ReservedReturn = FunctionReturn<typeof functions.reserved>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type RoundCountParams = FunctionArguments<typeof functions.roundCount>
export type RoundCountReturn = FunctionReturn<typeof functions.roundCount>

export type RoundTimeoutParams = FunctionArguments<typeof functions.roundTimeout>
export type RoundTimeoutReturn = FunctionReturn<typeof functions.roundTimeout>

export type RoundsParams = FunctionArguments<typeof functions.rounds>
export type RoundsReturn = FunctionReturn<typeof functions.rounds>

export type SetBetKindsParams = FunctionArguments<typeof functions.setBetKinds>
export type SetBetKindsReturn = FunctionReturn<typeof functions.setBetKinds>

export type SetLimitsParams = FunctionArguments<typeof functions.setLimits>
export type SetLimitsReturn = FunctionReturn<typeof functions.setLimits>

export type SettleParams = FunctionArguments<typeof functions.settle>
export type SettleReturn = FunctionReturn<typeof functions.settle>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TableIdParams = FunctionArguments<typeof functions.tableId>
export type TableIdReturn = FunctionReturn<typeof functions.tableId>

export type TokenParams = FunctionArguments<typeof functions.token>
export type TokenReturn = FunctionReturn<typeof functions.token>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

