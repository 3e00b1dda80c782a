// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The responsible-gaming check a table asks on every stake it escrows itself, and the
///        payouts it reports so the player's loss windows stay exact.
interface IStakeRules {
    /// @notice Reverts (naming the rule) unless the wallet's player may stake `amount` now, whose largest single bet is `largestBet`.
    function checkStake(address wallet, uint256 amount, uint256 largestBet) external;

    function recordPayout(address wallet, uint256 amount) external;
}
