import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    BridgeMinted: event("0x8429e462b1cb0b1d956a3c03aa2614f5c351ee66f6cdcc5367565701811d4f86", "BridgeMinted(bytes32,address,uint256)", {"id": indexed(p.bytes32), "to": indexed(p.address), "amount": p.uint256}),
    BridgeWithdrawal: event("0x7d05308983c87c863527c4fb8eac64c4ec5629ce5f067758f3fb3216d28c37bb", "BridgeWithdrawal(bytes32,address,address,uint256,uint256)", {"id": indexed(p.bytes32), "from": indexed(p.address), "to": indexed(p.address), "amount": p.uint256, "targetChainId": p.uint256}),
    CashierSet: event("0x8d64562dcec85f870a9d5bae806fa140a8cdf531f278c3600dd7681f4459f1dc", "CashierSet(address)", {"cashier": p.address}),
    MinValidatorUpdated: event("0x1e78050a13b0b73e6bb1ca99fd686518d902821129b73ada2554e5a0fffa7707", "MinValidatorUpdated(uint256)", {"minValidator": p.uint256}),
    MintVoted: event("0xf838c234d70be657574c1e496302e907da70632c648eae933e1fefa695f05cac", "MintVoted(bytes32,address,address,uint256,uint256)", {"id": indexed(p.bytes32), "validator": indexed(p.address), "to": p.address, "amount": p.uint256, "votes": p.uint256}),
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
}

export const functions = {
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    MAX_AMOUNT: viewFun("0xd40dc870", "MAX_AMOUNT()", {}, p.uint256),
    MIN_AMOUNT: viewFun("0xddbcb5fa", "MIN_AMOUNT()", {}, p.uint256),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    VALIDATOR_ROLE: viewFun("0xc49baebe", "VALIDATOR_ROLE()", {}, p.bytes32),
    cashier: viewFun("0xed740e97", "cashier()", {}, p.address),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    hasVoted: viewFun("0xaadc3b72", "hasVoted(bytes32,address)", {"id": p.bytes32, "validator": p.address}, p.bool),
    minValidator: viewFun("0x1b5ae37e", "minValidator()", {}, p.uint256),
    minted: viewFun("0x8ccc5f80", "minted(bytes32)", {"id": p.bytes32}, p.bool),
    nonce: viewFun("0xaffed0e0", "nonce()", {}, p.uint256),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    setCashier: fun("0xb02ad48f", "setCashier(address)", {"cashier_": p.address}, ),
    setMinValidator: fun("0x6a0cd54a", "setMinValidator(uint256)", {"value": p.uint256}, ),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    targetChainId: viewFun("0x146ffb26", "targetChainId()", {}, p.uint256),
    token: viewFun("0xfc0c546a", "token()", {}, p.address),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    voteMintOnGameChain: fun("0x5dbfadaa", "voteMintOnGameChain(bytes32,address,uint256)", {"id": p.bytes32, "to": p.address, "amount": p.uint256}, ),
    votesOf: viewFun("0xe7a01825", "votesOf(bytes32,address,uint256)", {"id": p.bytes32, "to": p.address, "amount": p.uint256}, p.uint256),
    withdrawOnAssetChain: fun("0x5b49e10d", "withdrawOnAssetChain(uint256)", {"amount": p.uint256}, p.bytes32),
}

export class Contract extends ContractBase {

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

    VALIDATOR_ROLE() {
        return this.eth_call(functions.VALIDATOR_ROLE, {})
    }

    cashier() {
        return this.eth_call(functions.cashier, {})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    hasVoted(id: HasVotedParams["id"], validator: HasVotedParams["validator"]) {
        return this.eth_call(functions.hasVoted, {id, validator})
    }

    minValidator() {
        return this.eth_call(functions.minValidator, {})
    }

    minted(id: MintedParams["id"]) {
        return this.eth_call(functions.minted, {id})
    }

    nonce() {
        return this.eth_call(functions.nonce, {})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    targetChainId() {
        return this.eth_call(functions.targetChainId, {})
    }

    token() {
        return this.eth_call(functions.token, {})
    }

    votesOf(id: VotesOfParams["id"], to: VotesOfParams["to"], amount: VotesOfParams["amount"]) {
        return this.eth_call(functions.votesOf, {id, to, amount})
    }
}

/// Event types
export type BridgeMintedEventArgs = EParams<typeof events.BridgeMinted>
export type BridgeWithdrawalEventArgs = EParams<typeof events.BridgeWithdrawal>
export type CashierSetEventArgs = EParams<typeof events.CashierSet>
export type MinValidatorUpdatedEventArgs = EParams<typeof events.MinValidatorUpdated>
export type MintVotedEventArgs = EParams<typeof events.MintVoted>
export type PausedEventArgs = EParams<typeof events.Paused>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>

/// Function types
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

export type VALIDATOR_ROLEParams = FunctionArguments<typeof functions.VALIDATOR_ROLE>
export type VALIDATOR_ROLEReturn = FunctionReturn<typeof functions.VALIDATOR_ROLE>

export type CashierParams = FunctionArguments<typeof functions.cashier>
export type CashierReturn = FunctionReturn<typeof functions.cashier>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type HasVotedParams = FunctionArguments<typeof functions.hasVoted>
export type HasVotedReturn = FunctionReturn<typeof functions.hasVoted>

export type MinValidatorParams = FunctionArguments<typeof functions.minValidator>
export type MinValidatorReturn = FunctionReturn<typeof functions.minValidator>

export type MintedParams = FunctionArguments<typeof functions.minted>
export type MintedReturn = FunctionReturn<typeof functions.minted>

export type NonceParams = FunctionArguments<typeof functions.nonce>
export type NonceReturn = FunctionReturn<typeof functions.nonce>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type SetCashierParams = FunctionArguments<typeof functions.setCashier>
export type SetCashierReturn = FunctionReturn<typeof functions.setCashier>

export type SetMinValidatorParams = FunctionArguments<typeof functions.setMinValidator>
export type SetMinValidatorReturn = FunctionReturn<typeof functions.setMinValidator>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TargetChainIdParams = FunctionArguments<typeof functions.targetChainId>
export type TargetChainIdReturn = FunctionReturn<typeof functions.targetChainId>

export type TokenParams = FunctionArguments<typeof functions.token>
export type TokenReturn = FunctionReturn<typeof functions.token>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type VoteMintOnGameChainParams = FunctionArguments<typeof functions.voteMintOnGameChain>
export type VoteMintOnGameChainReturn = FunctionReturn<typeof functions.voteMintOnGameChain>

export type VotesOfParams = FunctionArguments<typeof functions.votesOf>
export type VotesOfReturn = FunctionReturn<typeof functions.votesOf>

export type WithdrawOnAssetChainParams = FunctionArguments<typeof functions.withdrawOnAssetChain>
export type WithdrawOnAssetChainReturn = FunctionReturn<typeof functions.withdrawOnAssetChain>

