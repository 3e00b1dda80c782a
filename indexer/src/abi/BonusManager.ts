import * as p from '@subsquid/evm-codec'
import { event, fun, viewFun, indexed, ContractBase } from '@subsquid/evm-abi'
import type { EventParams as EParams, FunctionArguments, FunctionReturn } from '@subsquid/evm-abi'

export const events = {
    BonusClaimed: event("0x96f716c4697b77fc4841e9d28b7fdc9950d2c3f86a436449e0b6fe28977eb8cf", "BonusClaimed(bytes32,address,uint256)", {"txId": indexed(p.bytes32), "to": indexed(p.address), "amount": p.uint256}),
    ClaimAccepted: event("0x6e24ba315ffcab283a158c8406e0cfecd4555608df520c26a977b3aacbc3fc1f", "ClaimAccepted(bytes32,address,uint256)", {"txId": indexed(p.bytes32), "from": indexed(p.address), "totalBet": p.uint256}),
    DepositAccepted: event("0x07d9539ac16b31a2cbaabb13c3c16725d6a223e526a5d1f724069dca722add50", "DepositAccepted(bytes32,address,uint256,uint256,uint256)", {"txId": indexed(p.bytes32), "from": indexed(p.address), "amount": p.uint256, "bonusUSDAmount": p.uint256, "time": p.uint256}),
    EIP712DomainChanged: event("0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31", "EIP712DomainChanged()", {}),
    Paused: event("0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258", "Paused(address)", {"account": p.address}),
    RoleAdminChanged: event("0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff", "RoleAdminChanged(bytes32,bytes32,bytes32)", {"role": indexed(p.bytes32), "previousAdminRole": indexed(p.bytes32), "newAdminRole": indexed(p.bytes32)}),
    RoleGranted: event("0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d", "RoleGranted(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    RoleRevoked: event("0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b", "RoleRevoked(bytes32,address,address)", {"role": indexed(p.bytes32), "account": indexed(p.address), "sender": indexed(p.address)}),
    SettingsUpdated: event("0xd3725c9060fb37c01156602a3ec6767fba9d1f231a6a3c6a688534033c3fa2ca", "SettingsUpdated(address,address,uint256,uint256,uint256)", {"token": p.address, "listener": p.address, "rewardRate": p.uint256, "rewardMaximum": p.uint256, "minValidator": p.uint256}),
    Unpaused: event("0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa", "Unpaused(address)", {"account": p.address}),
    Voted: event("0x263ef4e6ba20ec78ff0f04ea94886a3afda958740d3177604c908202c26bf664", "Voted(uint8,bytes32,address,uint256)", {"kind": indexed(p.uint8), "txId": indexed(p.bytes32), "validator": indexed(p.address), "votes": p.uint256}),
}

export const functions = {
    CLAIM_TYPEHASH: viewFun("0x6b0509b1", "CLAIM_TYPEHASH()", {}, p.bytes32),
    DEFAULT_ADMIN_ROLE: viewFun("0xa217fddf", "DEFAULT_ADMIN_ROLE()", {}, p.bytes32),
    DEPOSIT_TYPEHASH: viewFun("0x48825e94", "DEPOSIT_TYPEHASH()", {}, p.bytes32),
    OPERATOR_ROLE: viewFun("0xf5b541a6", "OPERATOR_ROLE()", {}, p.bytes32),
    PAUSER_ROLE: viewFun("0xe63ab1e9", "PAUSER_ROLE()", {}, p.bytes32),
    RATE_DENOMINATOR: viewFun("0x7efad8e0", "RATE_DENOMINATOR()", {}, p.uint256),
    VALIDATOR_ROLE: viewFun("0xc49baebe", "VALIDATOR_ROLE()", {}, p.bytes32),
    accepted: viewFun("0xbaea20e6", "accepted(uint8,bytes32)", {"_0": p.uint8, "txId": p.bytes32}, p.bool),
    bettingState: viewFun("0x12cb773c", "bettingState(address)", {"user": p.address}, {"initialBonusUSD": p.uint256, "totalBet": p.uint256, "totalWithdrawalCount": p.uint256, "createdAt": p.uint256, "isClosed": p.bool}),
    bonusFor: viewFun("0x213b4056", "bonusFor(uint256)", {"amount": p.uint256}, p.uint256),
    claim: fun("0xbd66528a", "claim(bytes32)", {"txId": p.bytes32}, ),
    claimable: viewFun("0x9b58e0a1", "claimable(bytes32)", {"txId": p.bytes32}, p.bool),
    depositCount: viewFun("0xf4443d9a", "depositCount(address)", {"user": p.address}, p.uint256),
    deposits: viewFun("0x3d4dff7b", "deposits(bytes32)", {"txId": p.bytes32}, {"txId": p.bytes32, "from": p.address, "amount": p.uint256, "bonusUSDAmount": p.uint256, "time": p.uint256, "claimed": p.bool}),
    eip712Domain: viewFun("0x84b0196e", "eip712Domain()", {}, {"fields": p.bytes1, "name": p.string, "version": p.string, "chainId": p.uint256, "verifyingContract": p.address, "salt": p.bytes32, "extensions": p.array(p.uint256)}),
    getLatestDepositing: viewFun("0x14b6e1fe", "getLatestDepositing(address)", {"user": p.address}, p.struct({"txId": p.bytes32, "from": p.address, "amount": p.uint256, "bonusUSDAmount": p.uint256, "time": p.uint256, "claimed": p.bool})),
    getRoleAdmin: viewFun("0x248a9ca3", "getRoleAdmin(bytes32)", {"role": p.bytes32}, p.bytes32),
    grantRole: fun("0x2f2ff15d", "grantRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    hasRole: viewFun("0x91d14854", "hasRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, p.bool),
    hasVoted: viewFun("0xd602b584", "hasVoted(uint8,bytes32,address)", {"_0": p.uint8, "payload": p.bytes32, "validator": p.address}, p.bool),
    listener: viewFun("0x9551dd58", "listener()", {}, p.address),
    minValidator: viewFun("0x1b5ae37e", "minValidator()", {}, p.uint256),
    pause: fun("0x8456cb59", "pause()", {}, ),
    paused: viewFun("0x5c975abb", "paused()", {}, p.bool),
    renounceRole: fun("0x36568abe", "renounceRole(bytes32,address)", {"role": p.bytes32, "callerConfirmation": p.address}, ),
    revokeRole: fun("0xd547741f", "revokeRole(bytes32,address)", {"role": p.bytes32, "account": p.address}, ),
    rewardMaximum: viewFun("0xfa0ac206", "rewardMaximum()", {}, p.uint256),
    rewardRate: viewFun("0x7b0a47ee", "rewardRate()", {}, p.uint256),
    setListener: fun("0xadcd905b", "setListener(address)", {"value": p.address}, ),
    setMinValidator: fun("0x6a0cd54a", "setMinValidator(uint256)", {"value": p.uint256}, ),
    setRewardMaximum: fun("0x6eeaa93e", "setRewardMaximum(uint256)", {"value": p.uint256}, ),
    setRewardRate: fun("0x9e447fc6", "setRewardRate(uint256)", {"value": p.uint256}, ),
    setToken: fun("0x144fa6d7", "setToken(address)", {"value": p.address}, ),
    supportsInterface: viewFun("0x01ffc9a7", "supportsInterface(bytes4)", {"interfaceId": p.bytes4}, p.bool),
    token: viewFun("0xfc0c546a", "token()", {}, p.address),
    unpause: fun("0x3f4ba83a", "unpause()", {}, ),
    voteClaim: fun("0x84ae69a4", "voteClaim(bytes32,uint256)", {"txId": p.bytes32, "totalBet": p.uint256}, ),
    voteClaimWithSignatures: fun("0xaa5771f2", "voteClaimWithSignatures(bytes32,uint256,address[],bytes[])", {"txId": p.bytes32, "totalBet": p.uint256, "signers": p.array(p.address), "signatures": p.array(p.bytes)}, ),
    voteDeposit: fun("0x54ad28c5", "voteDeposit(bytes32,address,uint256)", {"txId": p.bytes32, "from": p.address, "amount": p.uint256}, ),
    voteDepositWithSignatures: fun("0x9f6739b6", "voteDepositWithSignatures(bytes32,address,uint256,address[],bytes[])", {"txId": p.bytes32, "from": p.address, "amount": p.uint256, "signers": p.array(p.address), "signatures": p.array(p.bytes)}, ),
    votes: viewFun("0x49d8167d", "votes(uint8,bytes32)", {"_0": p.uint8, "payload": p.bytes32}, p.uint256),
}

export class Contract extends ContractBase {

    CLAIM_TYPEHASH() {
        return this.eth_call(functions.CLAIM_TYPEHASH, {})
    }

    DEFAULT_ADMIN_ROLE() {
        return this.eth_call(functions.DEFAULT_ADMIN_ROLE, {})
    }

    DEPOSIT_TYPEHASH() {
        return this.eth_call(functions.DEPOSIT_TYPEHASH, {})
    }

    OPERATOR_ROLE() {
        return this.eth_call(functions.OPERATOR_ROLE, {})
    }

    PAUSER_ROLE() {
        return this.eth_call(functions.PAUSER_ROLE, {})
    }

    RATE_DENOMINATOR() {
        return this.eth_call(functions.RATE_DENOMINATOR, {})
    }

    VALIDATOR_ROLE() {
        return this.eth_call(functions.VALIDATOR_ROLE, {})
    }

    accepted(_0: AcceptedParams["_0"], txId: AcceptedParams["txId"]) {
        return this.eth_call(functions.accepted, {_0, txId})
    }

    bettingState(user: BettingStateParams["user"]) {
        return this.eth_call(functions.bettingState, {user})
    }

    bonusFor(amount: BonusForParams["amount"]) {
        return this.eth_call(functions.bonusFor, {amount})
    }

    claimable(txId: ClaimableParams["txId"]) {
        return this.eth_call(functions.claimable, {txId})
    }

    depositCount(user: DepositCountParams["user"]) {
        return this.eth_call(functions.depositCount, {user})
    }

    deposits(txId: DepositsParams["txId"]) {
        return this.eth_call(functions.deposits, {txId})
    }

    eip712Domain() {
        return this.eth_call(functions.eip712Domain, {})
    }

    getLatestDepositing(user: GetLatestDepositingParams["user"]) {
        return this.eth_call(functions.getLatestDepositing, {user})
    }

    getRoleAdmin(role: GetRoleAdminParams["role"]) {
        return this.eth_call(functions.getRoleAdmin, {role})
    }

    hasRole(role: HasRoleParams["role"], account: HasRoleParams["account"]) {
        return this.eth_call(functions.hasRole, {role, account})
    }

    hasVoted(_0: HasVotedParams["_0"], payload: HasVotedParams["payload"], validator: HasVotedParams["validator"]) {
        return this.eth_call(functions.hasVoted, {_0, payload, validator})
    }

    listener() {
        return this.eth_call(functions.listener, {})
    }

    minValidator() {
        return this.eth_call(functions.minValidator, {})
    }

    paused() {
        return this.eth_call(functions.paused, {})
    }

    rewardMaximum() {
        return this.eth_call(functions.rewardMaximum, {})
    }

    rewardRate() {
        return this.eth_call(functions.rewardRate, {})
    }

    supportsInterface(interfaceId: SupportsInterfaceParams["interfaceId"]) {
        return this.eth_call(functions.supportsInterface, {interfaceId})
    }

    token() {
        return this.eth_call(functions.token, {})
    }

    votes(_0: VotesParams["_0"], payload: VotesParams["payload"]) {
        return this.eth_call(functions.votes, {_0, payload})
    }
}

/// Event types
export type BonusClaimedEventArgs = EParams<typeof events.BonusClaimed>
export type ClaimAcceptedEventArgs = EParams<typeof events.ClaimAccepted>
export type DepositAcceptedEventArgs = EParams<typeof events.DepositAccepted>
export type EIP712DomainChangedEventArgs = EParams<typeof events.EIP712DomainChanged>
export type PausedEventArgs = EParams<typeof events.Paused>
export type RoleAdminChangedEventArgs = EParams<typeof events.RoleAdminChanged>
export type RoleGrantedEventArgs = EParams<typeof events.RoleGranted>
export type RoleRevokedEventArgs = EParams<typeof events.RoleRevoked>
export type SettingsUpdatedEventArgs = EParams<typeof events.SettingsUpdated>
export type UnpausedEventArgs = EParams<typeof events.Unpaused>
export type VotedEventArgs = EParams<typeof events.Voted>

/// Function types
export type CLAIM_TYPEHASHParams = FunctionArguments<typeof functions.CLAIM_TYPEHASH>
export type CLAIM_TYPEHASHReturn = FunctionReturn<typeof functions.CLAIM_TYPEHASH>

export type DEFAULT_ADMIN_ROLEParams = FunctionArguments<typeof functions.DEFAULT_ADMIN_ROLE>
export type DEFAULT_ADMIN_ROLEReturn = FunctionReturn<typeof functions.DEFAULT_ADMIN_ROLE>

export type DEPOSIT_TYPEHASHParams = FunctionArguments<typeof functions.DEPOSIT_TYPEHASH>
export type DEPOSIT_TYPEHASHReturn = FunctionReturn<typeof functions.DEPOSIT_TYPEHASH>

export type OPERATOR_ROLEParams = FunctionArguments<typeof functions.OPERATOR_ROLE>
export type OPERATOR_ROLEReturn = FunctionReturn<typeof functions.OPERATOR_ROLE>

export type PAUSER_ROLEParams = FunctionArguments<typeof functions.PAUSER_ROLE>
export type PAUSER_ROLEReturn = FunctionReturn<typeof functions.PAUSER_ROLE>

export type RATE_DENOMINATORParams = FunctionArguments<typeof functions.RATE_DENOMINATOR>
export type RATE_DENOMINATORReturn = FunctionReturn<typeof functions.RATE_DENOMINATOR>

export type VALIDATOR_ROLEParams = FunctionArguments<typeof functions.VALIDATOR_ROLE>
export type VALIDATOR_ROLEReturn = FunctionReturn<typeof functions.VALIDATOR_ROLE>

export type AcceptedParams = FunctionArguments<typeof functions.accepted>
export type AcceptedReturn = FunctionReturn<typeof functions.accepted>

export type BettingStateParams = FunctionArguments<typeof functions.bettingState>
export type BettingStateReturn = FunctionReturn<typeof functions.bettingState>

export type BonusForParams = FunctionArguments<typeof functions.bonusFor>
export type BonusForReturn = FunctionReturn<typeof functions.bonusFor>

export type ClaimParams = FunctionArguments<typeof functions.claim>
export type ClaimReturn = FunctionReturn<typeof functions.claim>

export type ClaimableParams = FunctionArguments<typeof functions.claimable>
export type ClaimableReturn = FunctionReturn<typeof functions.claimable>

export type DepositCountParams = FunctionArguments<typeof functions.depositCount>
export type DepositCountReturn = FunctionReturn<typeof functions.depositCount>

export type DepositsParams = FunctionArguments<typeof functions.deposits>
export type DepositsReturn = FunctionReturn<typeof functions.deposits>

export type Eip712DomainParams = FunctionArguments<typeof functions.eip712Domain>
export type Eip712DomainReturn = FunctionReturn<typeof functions.eip712Domain>

export type GetLatestDepositingParams = FunctionArguments<typeof functions.getLatestDepositing>
export type GetLatestDepositingReturn = FunctionReturn<typeof functions.getLatestDepositing>

export type GetRoleAdminParams = FunctionArguments<typeof functions.getRoleAdmin>
export type GetRoleAdminReturn = FunctionReturn<typeof functions.getRoleAdmin>

export type GrantRoleParams = FunctionArguments<typeof functions.grantRole>
export type GrantRoleReturn = FunctionReturn<typeof functions.grantRole>

export type HasRoleParams = FunctionArguments<typeof functions.hasRole>
export type HasRoleReturn = FunctionReturn<typeof functions.hasRole>

export type HasVotedParams = FunctionArguments<typeof functions.hasVoted>
export type HasVotedReturn = FunctionReturn<typeof functions.hasVoted>

export type ListenerParams = FunctionArguments<typeof functions.listener>
export type ListenerReturn = FunctionReturn<typeof functions.listener>

export type MinValidatorParams = FunctionArguments<typeof functions.minValidator>
export type MinValidatorReturn = FunctionReturn<typeof functions.minValidator>

export type PauseParams = FunctionArguments<typeof functions.pause>
export type PauseReturn = FunctionReturn<typeof functions.pause>

export type PausedParams = FunctionArguments<typeof functions.paused>
export type PausedReturn = FunctionReturn<typeof functions.paused>

export type RenounceRoleParams = FunctionArguments<typeof functions.renounceRole>
export type RenounceRoleReturn = FunctionReturn<typeof functions.renounceRole>

export type RevokeRoleParams = FunctionArguments<typeof functions.revokeRole>
export type RevokeRoleReturn = FunctionReturn<typeof functions.revokeRole>

export type RewardMaximumParams = FunctionArguments<typeof functions.rewardMaximum>
export type RewardMaximumReturn = FunctionReturn<typeof functions.rewardMaximum>

export type RewardRateParams = FunctionArguments<typeof functions.rewardRate>
export type RewardRateReturn = FunctionReturn<typeof functions.rewardRate>

export type SetListenerParams = FunctionArguments<typeof functions.setListener>
export type SetListenerReturn = FunctionReturn<typeof functions.setListener>

export type SetMinValidatorParams = FunctionArguments<typeof functions.setMinValidator>
export type SetMinValidatorReturn = FunctionReturn<typeof functions.setMinValidator>

export type SetRewardMaximumParams = FunctionArguments<typeof functions.setRewardMaximum>
export type SetRewardMaximumReturn = FunctionReturn<typeof functions.setRewardMaximum>

export type SetRewardRateParams = FunctionArguments<typeof functions.setRewardRate>
export type SetRewardRateReturn = FunctionReturn<typeof functions.setRewardRate>

export type SetTokenParams = FunctionArguments<typeof functions.setToken>
export type SetTokenReturn = FunctionReturn<typeof functions.setToken>

export type SupportsInterfaceParams = FunctionArguments<typeof functions.supportsInterface>
export type SupportsInterfaceReturn = FunctionReturn<typeof functions.supportsInterface>

export type TokenParams = FunctionArguments<typeof functions.token>
export type TokenReturn = FunctionReturn<typeof functions.token>

export type UnpauseParams = FunctionArguments<typeof functions.unpause>
export type UnpauseReturn = FunctionReturn<typeof functions.unpause>

export type VoteClaimParams = FunctionArguments<typeof functions.voteClaim>
export type VoteClaimReturn = FunctionReturn<typeof functions.voteClaim>

export type VoteClaimWithSignaturesParams = FunctionArguments<typeof functions.voteClaimWithSignatures>
export type VoteClaimWithSignaturesReturn = FunctionReturn<typeof functions.voteClaimWithSignatures>

export type VoteDepositParams = FunctionArguments<typeof functions.voteDeposit>
export type VoteDepositReturn = FunctionReturn<typeof functions.voteDeposit>

export type VoteDepositWithSignaturesParams = FunctionArguments<typeof functions.voteDepositWithSignatures>
export type VoteDepositWithSignaturesReturn = FunctionReturn<typeof functions.voteDepositWithSignatures>

export type VotesParams = FunctionArguments<typeof functions.votes>
export type VotesReturn = FunctionReturn<typeof functions.votes>

