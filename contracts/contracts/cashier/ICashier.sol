// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPlayerAccounts} from "./IPlayerAccounts.sol";

/// @title What a table asks of the cashier: take a stake into its house, pay its settled bets.
interface ICashier is IPlayerAccounts {
    /// @notice Takes `amount` from the wallet's player into the calling table's house and reserves
    ///         `worstCase` (≥ amount) for it; reverts naming the responsible-gaming rule, a short
    ///         balance or a bankroll that cannot cover it. Returns the player's account number,
    ///         which the table keeps in the bet to pay it.
    function stake(address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) external returns (uint256 accountId);

    /// @notice `stake` for a bet's own account: takes the stake only when `wallet` acts on account
    ///         `accountId`, and answers false, taking nothing, when it does not. With `amount` 0 it only
    ///         answers (a decision that stakes nothing).
    function stakeOn(uint256 accountId, address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) external returns (bool taken);

    /// @notice Credits each of `credits` (amount << 32 | account number) from the calling table's
    ///         house and releases `released` of its reservation (the worst cases of the bets paid).
    function pay(uint256[] calldata credits, uint256 released) external;

    function freeBankroll(address table) external view returns (uint256);
}
