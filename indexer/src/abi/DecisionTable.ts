import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    BetPlaced: event("0x0014ea882298c87faceb49e11cedd7065335679a9513065edb64f3e72c95fbf5", "BetPlaced(uint256,uint256,uint256,address,uint32,uint8[],uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "betIndex": p.uint256, "player": indexed(p.address), "kind": p.uint32, "numbers": p.array(p.uint8), "amount": p.uint256}),
    BettingClosed: event("0xc9510dc6699d0013f8ea61d7daf0ed2ebbc15612b906063dc0e149a8a7c786c3", "BettingClosed(uint256,uint256,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "closedBlock": p.uint256, "closedAt": p.uint256}),
    CardsProven: event("0xd09d427572f27867ea8749a4c1c8ef1ad4841cdd684e0bb14f8d6d1ea1958c05", "CardsProven(uint256,uint256,uint8,uint16[],uint8[],bytes32[],bytes32[][])", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "window": p.uint8, "positions": p.array(p.uint16), "cards": p.array(p.uint8), "salts": p.array(p.bytes32), "proofs": p.array(p.array(p.bytes32))}),
    Decision: event("0x0326f9aecdc019f528aceaddbbe6edf2d7e59b105fcc0229617720f5e45b6a30", "Decision(uint256,uint256,uint256,address,uint8,uint8,uint8,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "betIndex": p.uint256, "player": indexed(p.address), "hand": p.uint8, "window": p.uint8, "action": p.uint8, "extraStake": p.uint256}),
    DecisionSecondsSet: event("0x5cc55a9b8bde48575abbf0f2fcd1c7320445db68070873d63ebb392893712763", "DecisionSecondsSet(uint256)", {"decisionSeconds": p.uint256}),
    DecisionsRelayed: event("0x5ea700b2c4a2811630d1fa9cf4877700c503072152383ee85164a5f85553bf99", "DecisionsRelayed(uint256,uint256,uint8,uint256[])", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "window": p.uint8, "decisions": p.array(p.uint256)}),
    LimitsSet: event("0x413cd67004cf87db26db7dda972f65ebdc94ede365868d411463ceee90aeeae1", "LimitsSet(uint256,uint256,uint256)", {"minBet": p.uint256, "maxBet": p.uint256, "roundTimeout": p.uint256}),
    PagePaid: event("0x4603dad427dda509a66e504f0dc428b695b9e985bde31ed1b921ecfc66ad9fea", "PagePaid(uint256,uint256,uint256,uint256[])", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "fromBet": p.uint256, "payouts": p.array(p.uint256)}),
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    PlayerSeed: event("0xb0e1388bbf4dd3103a6a73aaec07b3ecbb3ad9ac03fda91f842c3f6a5dc80608", "PlayerSeed(uint256,uint256,address,bytes32)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "player": indexed(p.address), "seed": p.bytes32}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoundDealt: event("0x04c31d4a1b48af5adc0f1ef4abd65a51914cdcfdbb8e6404324f53c6c019b129", "RoundDealt(uint256,uint256,bytes32,bytes32)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "clientSeed": p.bytes32, "root": p.bytes32}),
    RoundForfeited: event("0x9ae190a62b5bd4f0e14c455d0cc07f0622e80e617bd38922a3abf16915d62b74", "RoundForfeited(uint256,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "totalOwed": p.uint256}),
    RoundOpened: event("0xb4f12b876df89c3faeee2553545a6e196471239ea4e344a9776017ef0a0ed487", "RoundOpened(uint256,uint256,uint16,bytes32,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "gameType": p.uint16, "commitment": p.bytes32, "openedAt": p.uint256, "closesAt": p.uint256}),
    RoundRefunded: event("0x9c15c381df589f04fb5485dd5ac0b745c3c96addc79b633b42b446b87dfe16bc", "RoundRefunded(uint256,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "totalRefunded": p.uint256}),
    RoundRevealed: event("0x06150f0ec06c2da548016db1a6af7582c9cc932cc41f22960a9a528b64445c73", "RoundRevealed(uint256,uint256,bytes32,bytes32,uint8[])", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "clientSeed": p.bytes32, "serverSeed": p.bytes32, "outcome": p.array(p.uint8)}),
    RoundSettled: event("0xf28f02b0d9c37c8c07dc1cb5e68452109fcb76bd94e105ef4e00e1616d586900", "RoundSettled(uint256,uint256,bytes32,bytes32,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "clientSeed": p.bytes32, "serverSeed": p.bytes32, "totalStaked": p.uint256, "totalPaid": p.uint256}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
    WindowOpened: event("0xb0c37627affa741f15d0aaeb35507f345f447b7491a97a4f54d8389c7f44b5a6", "WindowOpened(uint256,uint256,uint8,uint256,uint256)", {"tableId": indexed(p.uint256), "roundId": indexed(p.uint256), "window": p.uint8, "closesAt": p.uint256, "settleBy": p.uint256}),
}

export const functions = {
    BET_SETS: viewFun("0xd68cb315", "BET_SETS()", {}, p.uint256),
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    MAX_BETS_PER_CALL: viewFun("0x8ce77c37", "MAX_BETS_PER_CALL()", {}, p.uint256),
    MAX_BETS_PER_ROUND: viewFun("0xc5055d99", "MAX_BETS_PER_ROUND()", {}, p.uint256),
    MAX_BETTING_SECONDS: viewFun("0x11ea36f0", "MAX_BETTING_SECONDS()", {}, p.uint256),
    MAX_ROUND_TIMEOUT: viewFun("0x8058031f", "MAX_ROUND_TIMEOUT()", {}, p.uint256),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    SEED_WINDOW: viewFun("0x1d6698bb", "SEED_WINDOW()", {}, p.uint256),
    SETTLE_PAGE: viewFun("0x21495372", "SETTLE_PAGE()", {}, p.uint256),
    betAt: viewFun("0x58385eac", "betAt(uint256,uint256)", {"roundId": p.uint256, "index": p.uint256}, p.struct({"player": p.address, "kind": p.uint32, "amount": p.uint256, "extraStake": p.uint256, "maxReturn": p.uint256, "actions": p.array(p.uint8)})),
    betCount: viewFun("0x65381a37", "betCount(uint256)", {"roundId": p.uint256}, p.uint256),
    cashier: viewFun("0xed740e97", "cashier()", {}, p.address),
    closeBetting: fun("0xb4ad06a1", "closeBetting(uint256)", {"roundId": p.uint256}, ),
    deal: fun("0x3ac902f5", "deal(uint256,bytes32,(uint8,bytes32,bytes32[])[])", {"roundId": p.uint256, "root": p.bytes32, "cards": p.array(p.struct({"card": p.uint8, "salt": p.bytes32, "proof": p.array(p.bytes32)}))}, ),
    dealPositions: viewFun("0xbd9efbcc", "dealPositions()", {}, p.array(p.uint16)),
    decide: fun("0x9b992cd1", "decide(uint256,uint256,uint8,uint8)", {"roundId": p.uint256, "betIndex": p.uint256, "hand": p.uint8, "action": p.uint8}, ),
    decideFor: fun("0x46891389", "decideFor(uint256,uint8,uint256[])", {"roundId": p.uint256, "window": p.uint8, "decisions": p.array(p.uint256)}, ),
    decisionRelay: viewFun("0xbe1800ca", "decisionRelay()", {}, p.address),
    decisionSeconds: viewFun("0x3b1f4541", "decisionSeconds()", {}, p.uint256),
    deckSize: viewFun("0xdde2ae48", "deckSize()", {}, p.uint16),
    extraBase: viewFun("0x968bf74b", "extraBase()", {}, p.uint16),
    forfeit: fun("0x3ed546ab", "forfeit(uint256)", {"roundId": p.uint256}, ),
    freeBankroll: viewFun("0xfc958429", "freeBankroll()", {}, p.uint256),
    gameType: viewFun("0xbbdc02db", "gameType()", {}, p.uint16),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    maxBet: viewFun("0x2e5b2168", "maxBet()", {}, p.uint256),
    maxWindows: viewFun("0xc320dfe5", "maxWindows()", {}, p.uint8),
    minBet: viewFun("0x9619367d", "minBet()", {}, p.uint256),
    nextWindow: fun("0x6f1c6644", "nextWindow(uint256,(uint8,bytes32,bytes32[])[])", {"roundId": p.uint256, "cards": p.array(p.struct({"card": p.uint8, "salt": p.bytes32, "proof": p.array(p.bytes32)}))}, ),
    openRound: fun("0x6bf108e5", "openRound(bytes32,uint64)", {"commitment": p.bytes32, "bettingSeconds": p.uint64}, p.uint256),
    outcomeOf: viewFun("0xbb79ea6a", "outcomeOf(uint256)", {"roundId": p.uint256}, p.array(p.uint8)),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    payBets: fun("0xa4bb0d6a", "payBets(uint256,uint256)", {"roundId": p.uint256, "maxBets": p.uint256}, ),
    placeBets: fun("0x4b021748", "placeBets(uint256,(uint32,uint8[],uint256)[],bytes32)", {"roundId": p.uint256, "bets": p.array(p.struct({"kind": p.uint32, "numbers": p.array(p.uint8), "amount": p.uint256})), "playerSeed": p.bytes32}, ),
    refund: fun("0x278ecde1", "refund(uint256)", {"roundId": p.uint256}, ),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    roundCount: viewFun("0x127f0b3f", "roundCount()", {}, p.uint256),
    roundTimeout: viewFun("0x53c298d8", "roundTimeout()", {}, p.uint256),
    rounds: viewFun("0x8c65c81f", "rounds(uint256)", {"roundId": p.uint256}, p.struct({"commitment": p.bytes32, "clientSeed": p.bytes32, "serverSeed": p.bytes32, "entropy": p.bytes32, "root": p.bytes32, "state": p.uint8, "openedAt": p.uint64, "closesAt": p.uint64, "settleBy": p.uint64, "closedAt": p.uint64, "closedBlock": p.uint64, "windowClosesAt": p.uint64, "decisionSeconds": p.uint32, "timeout": p.uint32, "window": p.uint8, "settledInWindow": p.bool, "extraCards": p.uint16, "extraShown": p.uint16, "paidCount": p.uint32, "exposure": p.uint128, "staked": p.uint128, "totalPaid": p.uint128})),
    rules: viewFun("0x52f6747a", "rules()", {}, p.address),
    setDecisionSeconds: fun("0x16c99601", "setDecisionSeconds(uint256)", {"seconds_": p.uint256}, ),
    setLimits: fun("0x189ae5f2", "setLimits(uint256,uint256,uint256)", {"minBet_": p.uint256, "maxBet_": p.uint256, "timeout": p.uint256}, ),
    settle: fun("0xc54fc656", "settle(uint256,bytes32)", {"roundId": p.uint256, "serverSeed": p.bytes32}, ),
    shownCards: viewFun("0xe635879e", "shownCards(uint256)", {"roundId": p.uint256}, p.array(p.uint8)),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    tableId: viewFun("0xc2c1e2cb", "tableId()", {}, p.uint256),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    variant: viewFun("0x05bc64eb", "variant()", {}, p.uint8),
}

export class Contract extends ContractBase {

    BET_SETS() {
        return this.eth_call(functions.BET_SETS, {})
    }

    DEFAULT_ADMIN_ROLE() {
        return this.eth_call(functions.DEFAULT_ADMIN_ROLE, {})
    }

    MAX_BETS_PER_CALL() {
        return this.eth_call(functions.MAX_BETS_PER_CALL, {})
    }

    MAX_BETS_PER_ROUND() {
        return this.eth_call(functions.MAX_BETS_PER_ROUND, {})
    }

    MAX_BETTING_SECONDS() {
        return this.eth_call(functions.MAX_BETTING_SECONDS, {})
    }

    MAX_ROUND_TIMEOUT() {
        return this.eth_call(functions.MAX_ROUND_TIMEOUT, {})
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

    SETTLE_PAGE() {
        return this.eth_call(functions.SETTLE_PAGE, {})
    }

    betAt(roundId: BetAtParams["roundId"], index: BetAtParams["index"]) {
        return this.eth_call(functions.betAt, {roundId, index})
    }

    betCount(roundId: BetCountParams["roundId"]) {
        return this.eth_call(functions.betCount, {roundId})
    }

    cashier() {
        return this.eth_call(functions.cashier, {})
    }

    dealPositions() {
        return this.eth_call(functions.dealPositions, {})
    }

    decisionRelay() {
        return this.eth_call(functions.decisionRelay, {})
    }

    decisionSeconds() {
        return this.eth_call(functions.decisionSeconds, {})
    }

    deckSize() {
        return this.eth_call(functions.deckSize, {})
    }

    extraBase() {
        return this.eth_call(functions.extraBase, {})
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

    maxWindows() {
        return this.eth_call(functions.maxWindows, {})
    }

    minBet() {
        return this.eth_call(functions.minBet, {})
    }

    outcomeOf(roundId: OutcomeOfParams["roundId"]) {
        return this.eth_call(functions.outcomeOf, {roundId})
    }

    paused() {
        return this.eth_call(functions.paused, {})
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

    rules() {
        return this.eth_call(functions.rules, {})
    }

    shownCards(roundId: ShownCardsParams["roundId"]) {
        return this.eth_call(functions.shownCards, {roundId})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    tableId() {
        return this.eth_call(functions.tableId, {})
    }

    variant() {
        return this.eth_call(functions.variant, {})
    }
}

/// Event types
export type BetPlacedEventArgs = EParams<typeof events.BetPlaced>
export type BettingClosedEventArgs = EParams<typeof events.BettingClosed>
export type CardsProvenEventArgs = EParams<typeof events.CardsProven>
export type DecisionEventArgs = EParams<typeof events.Decision>
export type DecisionSecondsSetEventArgs = EParams<typeof events.DecisionSecondsSet>
export type DecisionsRelayedEventArgs = EParams<typeof events.DecisionsRelayed>
export type LimitsSetEventArgs = EParams<typeof events.LimitsSet>
export type PagePaidEventArgs = EParams<typeof events.PagePaid>
export type PausedEventArgs = EParams<typeof events.Paused>
export type PlayerSeedEventArgs = EParams<typeof events.PlayerSeed>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type RoundDealtEventArgs = EParams<typeof events.RoundDealt>
export type RoundForfeitedEventArgs = EParams<typeof events.RoundForfeited>
export type RoundOpenedEventArgs = EParams<typeof events.RoundOpened>
export type RoundRefundedEventArgs = EParams<typeof events.RoundRefunded>
export type RoundRevealedEventArgs = EParams<typeof events.RoundRevealed>
export type RoundSettledEventArgs = EParams<typeof events.RoundSettled>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>
export type WindowOpenedEventArgs = EParams<typeof events.WindowOpened>

/// Function types
export type BET_SETSParams = FunctionArguments<typeof functions.BET_SETS>
export type BET_SETSReturn = FunctionReturn<typeof functions.BET_SETS>

export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type MAX_BETS_PER_CALLParams = FunctionArguments<typeof functions.MAX_BETS_PER_CALL>
export type MAX_BETS_PER_CALLReturn = FunctionReturn<typeof functions.MAX_BETS_PER_CALL>

export type MAX_BETS_PER_ROUNDParams = FunctionArguments<typeof functions.MAX_BETS_PER_ROUND>
export type MAX_BETS_PER_ROUNDReturn = FunctionReturn<typeof functions.MAX_BETS_PER_ROUND>

export type MAX_BETTING_SECONDSParams = FunctionArguments<typeof functions.MAX_BETTING_SECONDS>
export type MAX_BETTING_SECONDSReturn = FunctionReturn<typeof functions.MAX_BETTING_SECONDS>

export type MAX_ROUND_TIMEOUTParams = FunctionArguments<typeof functions.MAX_ROUND_TIMEOUT>
export type MAX_ROUND_TIMEOUTReturn = FunctionReturn<typeof functions.MAX_ROUND_TIMEOUT>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type SEED_WINDOWParams = FunctionArguments<typeof functions.SEED_WINDOW>
export type SEED_WINDOWReturn = FunctionReturn<typeof functions.SEED_WINDOW>

export type SETTLE_PAGEParams = FunctionArguments<typeof functions.SETTLE_PAGE>
export type SETTLE_PAGEReturn = FunctionReturn<typeof functions.SETTLE_PAGE>

export type BetAtParams = FunctionArguments<typeof functions.betAt>
export type BetAtReturn = FunctionReturn<typeof functions.betAt>

export type BetCountParams = FunctionArguments<typeof functions.betCount>
export type BetCountReturn = FunctionReturn<typeof functions.betCount>

export type CashierParams = FunctionArguments<typeof functions.cashier>
export type CashierReturn = FunctionReturn<typeof functions.cashier>

export type CloseBettingParams = FunctionArguments<typeof functions.closeBetting>
export type CloseBettingReturn = FunctionReturn<typeof functions.closeBetting>

export type DealParams = FunctionArguments<typeof functions.deal>
export type DealReturn = FunctionReturn<typeof functions.deal>

export type DealPositionsParams = FunctionArguments<typeof functions.dealPositions>
export type DealPositionsReturn = FunctionReturn<typeof functions.dealPositions>

export type DecideParams = FunctionArguments<typeof functions.decide>
export type DecideReturn = FunctionReturn<typeof functions.decide>

export type DecideForParams = FunctionArguments<typeof functions.decideFor>
export type DecideForReturn = FunctionReturn<typeof functions.decideFor>

export type DecisionRelayParams = FunctionArguments<typeof functions.decisionRelay>
export type DecisionRelayReturn = FunctionReturn<typeof functions.decisionRelay>

export type DecisionSecondsParams = FunctionArguments<typeof functions.decisionSeconds>
export type DecisionSecondsReturn = FunctionReturn<typeof functions.decisionSeconds>

export type DeckSizeParams = FunctionArguments<typeof functions.deckSize>
export type DeckSizeReturn = FunctionReturn<typeof functions.deckSize>

export type ExtraBaseParams = FunctionArguments<typeof functions.extraBase>
export type ExtraBaseReturn = FunctionReturn<typeof functions.extraBase>

export type ForfeitParams = FunctionArguments<typeof functions.forfeit>
export type ForfeitReturn = FunctionReturn<typeof functions.forfeit>

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

export type MaxWindowsParams = FunctionArguments<typeof functions.maxWindows>
export type MaxWindowsReturn = FunctionReturn<typeof functions.maxWindows>

export type MinBetParams = FunctionArguments<typeof functions.minBet>
export type MinBetReturn = FunctionReturn<typeof functions.minBet>

export type NextWindowParams = FunctionArguments<typeof functions.nextWindow>
export type NextWindowReturn = FunctionReturn<typeof functions.nextWindow>

export type OpenRoundParams = FunctionArguments<typeof functions.openRound>
export type OpenRoundReturn = FunctionReturn<typeof functions.openRound>

export type OutcomeOfParams = FunctionArguments<typeof functions.outcomeOf>
export type OutcomeOfReturn = FunctionReturn<typeof functions.outcomeOf>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type PayBetsParams = FunctionArguments<typeof functions.payBets>
export type PayBetsReturn = FunctionReturn<typeof functions.payBets>

export type PlaceBetsParams = FunctionArguments<typeof functions.placeBets>
export type PlaceBetsReturn = FunctionReturn<typeof functions.placeBets>

export type RefundParams = FunctionArguments<typeof functions.refund>
export type RefundReturn = FunctionReturn<typeof functions.refund>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type RoundCountParams = FunctionArguments<typeof functions.roundCount>
export type RoundCountReturn = FunctionReturn<typeof functions.roundCount>

export type RoundTimeoutParams = FunctionArguments<typeof functions.roundTimeout>
export type RoundTimeoutReturn = FunctionReturn<typeof functions.roundTimeout>

export type RoundsParams = FunctionArguments<typeof functions.rounds>
export type RoundsReturn = FunctionReturn<typeof functions.rounds>

export type RulesParams = FunctionArguments<typeof functions.rules>
export type RulesReturn = FunctionReturn<typeof functions.rules>

export type SetDecisionSecondsParams = FunctionArguments<typeof functions.setDecisionSeconds>
export type SetDecisionSecondsReturn = FunctionReturn<typeof functions.setDecisionSeconds>

export type SetLimitsParams = FunctionArguments<typeof functions.setLimits>
export type SetLimitsReturn = FunctionReturn<typeof functions.setLimits>

export type SettleParams = FunctionArguments<typeof functions.settle>
export type SettleReturn = FunctionReturn<typeof functions.settle>

export type ShownCardsParams = FunctionArguments<typeof functions.shownCards>
export type ShownCardsReturn = FunctionReturn<typeof functions.shownCards>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TableIdParams = FunctionArguments<typeof functions.tableId>
export type TableIdReturn = FunctionReturn<typeof functions.tableId>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type VariantParams = FunctionArguments<typeof functions.variant>
export type VariantReturn = FunctionReturn<typeof functions.variant>

