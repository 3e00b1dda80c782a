import { AuthNonce } from "./auth-nonce.js";
import { BridgeProcess } from "./bridge-process.js";
import { BridgeVote } from "./bridge-vote.js";
import { ProcessorStatus } from "./processor-status.js";
import { Session } from "./session.js";
import { User } from "./user.js";
import { WalletPair } from "./wallet-pair.js";
import { Bonus, BonusVote } from "./bonus.js";
import { Stake, StakingClaim, StakingPool, StakingRound } from "./staking.js";
import { TableBet, TableRound } from "./table.js";
import { HotChange, ProcessorHotBlock } from "./hot-change.js";

export * from "./auth-nonce.js";
export * from "./bridge-process.js";
export * from "./bridge-vote.js";
export * from "./processor-status.js";
export * from "./session.js";
export * from "./user.js";
export * from "./wallet-pair.js";
export * from "./bonus.js";
export * from "./staking.js";
export * from "./table.js";
export * from "./hot-change.js";

export const entities = [User, AuthNonce, Session, BridgeProcess, BridgeVote, WalletPair, ProcessorStatus, Bonus, BonusVote, StakingPool, StakingRound, Stake, StakingClaim, TableRound, TableBet, ProcessorHotBlock, HotChange];
