import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    AccountOpened: event("0xf2148403699fd875364cc4d0b6b58e2f749274318e8e27362c32bba57fed1201", "AccountOpened(address,uint256)", {"account": indexed(p.address), "accountId": p.uint256}),
    BanSet: event("0x42df7aa40dea3b06f961b7bbebebb019301ad863ee3b13126f12ddb339d022ed", "BanSet(address,bool)", {"account": indexed(p.address), "banned": p.bool}),
    BreakStarted: event("0x4ed7cfde5261bd7724cf4b574d755122ba85d22495a2d5c64f136f5a814d4c21", "BreakStarted(address,uint8,uint256,bool,bool)", {"account": indexed(p.address), "period": p.uint8, "until": p.uint256, "selfExclusion": p.bool, "byStaff": p.bool}),
    Deposited: event("0x4174a9435a04d04d274c76779cad136a41fde6937c56241c09ab9d3c7064a1a9", "Deposited(address,address,address,uint256)", {"account": indexed(p.address), "wallet": indexed(p.address), "from": p.address, "amount": p.uint256}),
    EIP712DomainChanged: event("0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31", "EIP712DomainChanged()", {}),
    HouseFunded: event("0xb336f6707da65863e62680fc0bafa50d3dc980ed512c80c21b4cda7e3d7b6540", "HouseFunded(address,address,uint256)", {"table": indexed(p.address), "from": p.address, "amount": p.uint256}),
    HouseWithdrawn: event("0xb111c19f6674106db27aa1f0d83f96fa99ef421b9cd56f10e518fa2988ad0d20", "HouseWithdrawn(address,address,uint256)", {"table": indexed(p.address), "to": p.address, "amount": p.uint256}),
    LimitsPending: event("0x740f3270080cdc9b456ba8b60baf6df071d2fdf396a3702af9c2ff07ab8d6124", "LimitsPending(address,(uint56,uint56,uint56,uint56,uint16),uint256)", {"account": indexed(p.address), "limits": p.struct({"singleBet": p.uint56, "dailyLoss": p.uint56, "weeklyLoss": p.uint56, "monthlyLoss": p.uint56, "dailyMinutes": p.uint16}), "effectiveAt": p.uint256}),
    LimitsSet: event("0xde5c01e41e8e022a402f61f8bc74742f86da4a36bd563ba4f654b0ab3746aafc", "LimitsSet(address,(uint56,uint56,uint56,uint56,uint16))", {"account": indexed(p.address), "limits": p.struct({"singleBet": p.uint56, "dailyLoss": p.uint56, "weeklyLoss": p.uint56, "monthlyLoss": p.uint56, "dailyMinutes": p.uint16})}),
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    PendingLimitsCancelled: event("0xf58cf6d342f8c65273af955a9bf95100653d73b423f4a413ca6c42129a0628b3", "PendingLimitsCancelled(address)", {"account": indexed(p.address)}),
    PlayResumed: event("0xb13f3d47cc6dc36eeb6b2750c699a38fafce3892b9f46fd4153ae796088bf6c9", "PlayResumed(address)", {"account": indexed(p.address)}),
    ResumeRequested: event("0xd8455d91d9442baac4a1011080e753bd0ac464b60eb633434a4ec90acf009bdc", "ResumeRequested(address,uint256)", {"account": indexed(p.address), "resumeAt": p.uint256}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
    WalletLinked: event("0x8e0c709111388f5480579514d86663489ab1f206fe6da1a0c4d03ac8c318b3c6", "WalletLinked(address,address)", {"wallet": indexed(p.address), "account": indexed(p.address)}),
    Withdrawn: event("0xd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb", "Withdrawn(address,address,uint256)", {"account": indexed(p.address), "wallet": indexed(p.address), "amount": p.uint256}),
}

export const functions = {
    DAY_WINDOW: viewFun("0x946455d6", "DAY_WINDOW()", {}, p.uint8),
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    LAST_BREAK: viewFun("0xbfca6e18", "LAST_BREAK()", {}, p.uint8),
    LAST_TIME_OUT: viewFun("0x04ff9c64", "LAST_TIME_OUT()", {}, p.uint8),
    LIMIT_COOLING_OFF: viewFun("0x044d947c", "LIMIT_COOLING_OFF()", {}, p.uint256),
    MAX_DAILY_MINUTES: viewFun("0x60967aa6", "MAX_DAILY_MINUTES()", {}, p.uint16),
    MONTH_WINDOW: viewFun("0x8c07956a", "MONTH_WINDOW()", {}, p.uint8),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    RESUME_DELAY: viewFun("0x47190cac", "RESUME_DELAY()", {}, p.uint256),
    TABLE_ROLE: viewFun("0x7296118c", "TABLE_ROLE()", {}, p.bytes32),
    WEEK_WINDOW: viewFun("0x99797286", "WEEK_WINDOW()", {}, p.uint8),
    accountAt: viewFun("0xe51442e3", "accountAt(uint256)", {"accountId": p.uint256}, p.address),
    accountCount: viewFun("0xe4af29fc", "accountCount()", {}, p.uint32),
    accountIdOf: viewFun("0xad93b0ab", "accountIdOf(address)", {"wallet": p.address}, p.uint256),
    accountOf: viewFun("0x8086b8ba", "accountOf(address)", {"wallet": p.address}, p.address),
    balanceOf: viewFun("0x70a08231", "balanceOf(address)", {"wallet": p.address}, p.uint256),
    breakLength: viewFun("0x1cdb6e82", "breakLength(uint8)", {"period": p.uint8}, p.uint256),
    cancelPendingLimits: fun("0xd5766c0d", "cancelPendingLimits()", {}, ),
    deposit: fun("0xb6b55f25", "deposit(uint256)", {"amount": p.uint256}, ),
    depositFor: fun("0x2f4f21e2", "depositFor(address,uint256)", {"wallet": p.address, "amount": p.uint256}, ),
    eip712Domain: viewFun("0x84b0196e", "eip712Domain()", {}, {"fields": p.bytes1, "name": p.string, "version": p.string, "chainId": p.uint256, "verifyingContract": p.address, "salt": p.bytes32, "extensions": p.array(p.uint256)}),
    freeBankroll: viewFun("0x89eacc88", "freeBankroll(address)", {"table": p.address}, p.uint256),
    fundHouse: fun("0xc86c1624", "fundHouse(address,uint256)", {"table": p.address, "amount": p.uint256}, ),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    houses: viewFun("0x7abb3d1b", "houses(address)", {"table": p.address}, {"balance": p.uint128, "reserved": p.uint128}),
    joinMessage: viewFun("0xe4880c6d", "joinMessage(address,address,uint256)", {"wallet": p.address, "account": p.address, "deadline": p.uint256}, p.string),
    limitsOf: viewFun("0x9d3a9dc9", "limitsOf(address)", {"wallet": p.address}, {"current": p.struct({"singleBet": p.uint56, "dailyLoss": p.uint56, "weeklyLoss": p.uint56, "monthlyLoss": p.uint56, "dailyMinutes": p.uint16}), "pending": p.struct({"singleBet": p.uint56, "dailyLoss": p.uint56, "weeklyLoss": p.uint56, "monthlyLoss": p.uint56, "dailyMinutes": p.uint16}), "pendingAt": p.uint256}),
    link: fun("0x008d5032", "link(address,uint256,bytes)", {"account": p.address, "deadline": p.uint256, "signature": p.bytes}, ),
    linkDigest: viewFun("0x0841ab64", "linkDigest(address,uint256)", {"wallet": p.address, "deadline": p.uint256}, p.bytes32),
    linkWallet: fun("0x16b75f61", "linkWallet(address,uint256,bytes)", {"wallet": p.address, "deadline": p.uint256, "signature": p.bytes}, ),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    pay: fun("0x601374bc", "pay(uint256[],uint256)", {"credits": p.array(p.uint256), "released": p.uint256}, ),
    playSecondsLeft: viewFun("0x131438a4", "playSecondsLeft(address)", {"wallet": p.address}, p.uint256),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    requestResume: fun("0xdcf52a80", "requestResume()", {}, ),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    setBanned: fun("0x88c9bcce", "setBanned(address,bool)", {"wallet": p.address, "banned": p.bool}, ),
    setLimits: fun("0x2d3f7463", "setLimits((uint56,uint56,uint56,uint56,uint16))", {"next": p.struct({"singleBet": p.uint56, "dailyLoss": p.uint56, "weeklyLoss": p.uint56, "monthlyLoss": p.uint56, "dailyMinutes": p.uint16})}, ),
    staffTimeOut: fun("0x22d19967", "staffTimeOut(address,uint8)", {"wallet": p.address, "period": p.uint8}, ),
    stake: fun("0xf93d4f8a", "stake(address,uint256,uint256,uint256)", {"wallet": p.address, "amount": p.uint256, "largestBet": p.uint256, "worstCase": p.uint256}, p.uint256),
    stakeOn: fun("0xcb515875", "stakeOn(uint256,address,uint256,uint256,uint256)", {"accountId": p.uint256, "wallet": p.address, "amount": p.uint256, "largestBet": p.uint256, "worstCase": p.uint256}, p.bool),
    statusOf: viewFun("0x97a5d5b5", "statusOf(address)", {"wallet": p.address}, p.struct({"blockedUntil": p.uint40, "excluded": p.bool, "resumeAt": p.uint40, "banned": p.bool, "playDay": p.uint16, "playStartedAt": p.uint40, "pendingAt": p.uint40})),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    takeBreak: fun("0x3f44bfb6", "takeBreak(uint8)", {"period": p.uint8}, ),
    token: viewFun("0xfc0c546a", "token()", {}, p.address),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    usageOf: viewFun("0x634dab75", "usageOf(address)", {"wallet": p.address}, {"balance": p.uint256, "dayLoss": p.int256, "weekLoss": p.int256, "monthLoss": p.int256}),
    withdraw: fun("0x2e1a7d4d", "withdraw(uint256)", {"amount": p.uint256}, ),
    withdrawHouse: fun("0x62e35d59", "withdrawHouse(address,address,uint256)", {"table": p.address, "to": p.address, "amount": p.uint256}, ),
}

export class Contract extends ContractBase {

    DAY_WINDOW() {
        return this.eth_call(functions.DAY_WINDOW, {})
    }

    DEFAULT_ADMIN_ROLE() {
        return this.eth_call(functions.DEFAULT_ADMIN_ROLE, {})
    }

    LAST_BREAK() {
        return this.eth_call(functions.LAST_BREAK, {})
    }

    LAST_TIME_OUT() {
        return this.eth_call(functions.LAST_TIME_OUT, {})
    }

    LIMIT_COOLING_OFF() {
        return this.eth_call(functions.LIMIT_COOLING_OFF, {})
    }

    MAX_DAILY_MINUTES() {
        return this.eth_call(functions.MAX_DAILY_MINUTES, {})
    }

    MONTH_WINDOW() {
        return this.eth_call(functions.MONTH_WINDOW, {})
    }

    OPERATOR_ROLE() {
        return this.eth_call(functions.OPERATOR_ROLE, {})
    }

    PAUSER_ROLE() {
        return this.eth_call(functions.PAUSER_ROLE, {})
    }

    RESUME_DELAY() {
        return this.eth_call(functions.RESUME_DELAY, {})
    }

    TABLE_ROLE() {
        return this.eth_call(functions.TABLE_ROLE, {})
    }

    WEEK_WINDOW() {
        return this.eth_call(functions.WEEK_WINDOW, {})
    }

    accountAt(accountId: AccountAtParams["accountId"]) {
        return this.eth_call(functions.accountAt, {accountId})
    }

    accountCount() {
        return this.eth_call(functions.accountCount, {})
    }

    accountIdOf(wallet: AccountIdOfParams["wallet"]) {
        return this.eth_call(functions.accountIdOf, {wallet})
    }

    accountOf(wallet: AccountOfParams["wallet"]) {
        return this.eth_call(functions.accountOf, {wallet})
    }

    balanceOf(wallet: BalanceOfParams["wallet"]) {
        return this.eth_call(functions.balanceOf, {wallet})
    }

    breakLength(period: BreakLengthParams["period"]) {
        return this.eth_call(functions.breakLength, {period})
    }

    eip712Domain() {
        return this.eth_call(functions.eip712Domain, {})
    }

    freeBankroll(table: FreeBankrollParams["table"]) {
        return this.eth_call(functions.freeBankroll, {table})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    houses(table: HousesParams["table"]) {
        return this.eth_call(functions.houses, {table})
    }

    joinMessage(wallet: JoinMessageParams["wallet"], account: JoinMessageParams["account"], deadline: JoinMessageParams["deadline"]) {
        return this.eth_call(functions.joinMessage, {wallet, account, deadline})
    }

    limitsOf(wallet: LimitsOfParams["wallet"]) {
        return this.eth_call(functions.limitsOf, {wallet})
    }

    linkDigest(wallet: LinkDigestParams["wallet"], deadline: LinkDigestParams["deadline"]) {
        return this.eth_call(functions.linkDigest, {wallet, deadline})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    playSecondsLeft(wallet: PlaySecondsLeftParams["wallet"]) {
        return this.eth_call(functions.playSecondsLeft, {wallet})
    }

    statusOf(wallet: StatusOfParams["wallet"]) {
        return this.eth_call(functions.statusOf, {wallet})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    token() {
        return this.eth_call(functions.token, {})
    }

    usageOf(wallet: UsageOfParams["wallet"]) {
        return this.eth_call(functions.usageOf, {wallet})
    }
}

/// Event types
export type AccountOpenedEventArgs = EParams<typeof events.AccountOpened>
export type BanSetEventArgs = EParams<typeof events.BanSet>
export type BreakStartedEventArgs = EParams<typeof events.BreakStarted>
export type DepositedEventArgs = EParams<typeof events.Deposited>
export type EIP712DomainChangedEventArgs = EParams<typeof events.EIP712DomainChanged>
export type HouseFundedEventArgs = EParams<typeof events.HouseFunded>
export type HouseWithdrawnEventArgs = EParams<typeof events.HouseWithdrawn>
export type LimitsPendingEventArgs = EParams<typeof events.LimitsPending>
export type LimitsSetEventArgs = EParams<typeof events.LimitsSet>
export type PausedEventArgs = EParams<typeof events.Paused>
export type PendingLimitsCancelledEventArgs = EParams<typeof events.PendingLimitsCancelled>
export type PlayResumedEventArgs = EParams<typeof events.PlayResumed>
export type ResumeRequestedEventArgs = EParams<typeof events.ResumeRequested>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>
export type WalletLinkedEventArgs = EParams<typeof events.WalletLinked>
export type WithdrawnEventArgs = EParams<typeof events.Withdrawn>

/// Function types
export type DAY_WINDOWParams = FunctionArguments<typeof functions.DAY_WINDOW>
export type DAY_WINDOWReturn = FunctionReturn<typeof functions.DAY_WINDOW>

export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type LAST_BREAKParams = FunctionArguments<typeof functions.LAST_BREAK>
export type LAST_BREAKReturn = FunctionReturn<typeof functions.LAST_BREAK>

export type LAST_TIME_OUTParams = FunctionArguments<typeof functions.LAST_TIME_OUT>
export type LAST_TIME_OUTReturn = FunctionReturn<typeof functions.LAST_TIME_OUT>

export type LIMIT_COOLING_OFFParams = FunctionArguments<typeof functions.LIMIT_COOLING_OFF>
export type LIMIT_COOLING_OFFReturn = FunctionReturn<typeof functions.LIMIT_COOLING_OFF>

export type MAX_DAILY_MINUTESParams = FunctionArguments<typeof functions.MAX_DAILY_MINUTES>
export type MAX_DAILY_MINUTESReturn = FunctionReturn<typeof functions.MAX_DAILY_MINUTES>

export type MONTH_WINDOWParams = FunctionArguments<typeof functions.MONTH_WINDOW>
export type MONTH_WINDOWReturn = FunctionReturn<typeof functions.MONTH_WINDOW>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type RESUME_DELAYParams = FunctionArguments<typeof functions.RESUME_DELAY>
export type RESUME_DELAYReturn = FunctionReturn<typeof functions.RESUME_DELAY>

export type TABLE_ROLEParams = FunctionArguments<typeof functions.TABLE_ROLE>
export type TABLE_ROLEReturn = FunctionReturn<typeof functions.TABLE_ROLE>

export type WEEK_WINDOWParams = FunctionArguments<typeof functions.WEEK_WINDOW>
export type WEEK_WINDOWReturn = FunctionReturn<typeof functions.WEEK_WINDOW>

export type AccountAtParams = FunctionArguments<typeof functions.accountAt>
export type AccountAtReturn = FunctionReturn<typeof functions.accountAt>

export type AccountCountParams = FunctionArguments<typeof functions.accountCount>
export type AccountCountReturn = FunctionReturn<typeof functions.accountCount>

export type AccountIdOfParams = FunctionArguments<typeof functions.accountIdOf>
export type AccountIdOfReturn = FunctionReturn<typeof functions.accountIdOf>

export type AccountOfParams = FunctionArguments<typeof functions.accountOf>
export type AccountOfReturn = FunctionReturn<typeof functions.accountOf>

export type BalanceOfParams = FunctionArguments<typeof functions.balanceOf>
export type BalanceOfReturn = FunctionReturn<typeof functions.balanceOf>

export type BreakLengthParams = FunctionArguments<typeof functions.breakLength>
export type BreakLengthReturn = FunctionReturn<typeof functions.breakLength>

export type CancelPendingLimitsParams = FunctionArguments<typeof functions.cancelPendingLimits>
export type CancelPendingLimitsReturn = FunctionReturn<typeof functions.cancelPendingLimits>

export type DepositParams = FunctionArguments<typeof functions.deposit>
export type DepositReturn = FunctionReturn<typeof functions.deposit>

export type DepositForParams = FunctionArguments<typeof functions.depositFor>
export type DepositForReturn = FunctionReturn<typeof functions.depositFor>

export type Eip712DomainParams = FunctionArguments<typeof functions.eip712Domain>
export type Eip712DomainReturn = FunctionReturn<typeof functions.eip712Domain>

export type FreeBankrollParams = FunctionArguments<typeof functions.freeBankroll>
export type FreeBankrollReturn = FunctionReturn<typeof functions.freeBankroll>

export type FundHouseParams = FunctionArguments<typeof functions.fundHouse>
export type FundHouseReturn = FunctionReturn<typeof functions.fundHouse>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type HousesParams = FunctionArguments<typeof functions.houses>
export type HousesReturn = FunctionReturn<typeof functions.houses>

export type JoinMessageParams = FunctionArguments<typeof functions.joinMessage>
export type JoinMessageReturn = FunctionReturn<typeof functions.joinMessage>

export type LimitsOfParams = FunctionArguments<typeof functions.limitsOf>
export type LimitsOfReturn = FunctionReturn<typeof functions.limitsOf>

export type LinkParams = FunctionArguments<typeof functions.link>
export type LinkReturn = FunctionReturn<typeof functions.link>

export type LinkDigestParams = FunctionArguments<typeof functions.linkDigest>
export type LinkDigestReturn = FunctionReturn<typeof functions.linkDigest>

export type LinkWalletParams = FunctionArguments<typeof functions.linkWallet>
export type LinkWalletReturn = FunctionReturn<typeof functions.linkWallet>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type PayParams = FunctionArguments<typeof functions.pay>
export type PayReturn = FunctionReturn<typeof functions.pay>

export type PlaySecondsLeftParams = FunctionArguments<typeof functions.playSecondsLeft>
export type PlaySecondsLeftReturn = FunctionReturn<typeof functions.playSecondsLeft>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RequestResumeParams = FunctionArguments<typeof functions.requestResume>
export type RequestResumeReturn = FunctionReturn<typeof functions.requestResume>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type SetBannedParams = FunctionArguments<typeof functions.setBanned>
export type SetBannedReturn = FunctionReturn<typeof functions.setBanned>

export type SetLimitsParams = FunctionArguments<typeof functions.setLimits>
export type SetLimitsReturn = FunctionReturn<typeof functions.setLimits>

export type StaffTimeOutParams = FunctionArguments<typeof functions.staffTimeOut>
export type StaffTimeOutReturn = FunctionReturn<typeof functions.staffTimeOut>

export type StakeParams = FunctionArguments<typeof functions.stake>
export type StakeReturn = FunctionReturn<typeof functions.stake>

export type StakeOnParams = FunctionArguments<typeof functions.stakeOn>
export type StakeOnReturn = FunctionReturn<typeof functions.stakeOn>

export type StatusOfParams = FunctionArguments<typeof functions.statusOf>
export type StatusOfReturn = FunctionReturn<typeof functions.statusOf>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TakeBreakParams = FunctionArguments<typeof functions.takeBreak>
export type TakeBreakReturn = FunctionReturn<typeof functions.takeBreak>

export type TokenParams = FunctionArguments<typeof functions.token>
export type TokenReturn = FunctionReturn<typeof functions.token>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type UsageOfParams = FunctionArguments<typeof functions.usageOf>
export type UsageOfReturn = FunctionReturn<typeof functions.usageOf>

export type WithdrawParams = FunctionArguments<typeof functions.withdraw>
export type WithdrawReturn = FunctionReturn<typeof functions.withdraw>

export type WithdrawHouseParams = FunctionArguments<typeof functions.withdrawHouse>
export type WithdrawHouseReturn = FunctionReturn<typeof functions.withdrawHouse>

