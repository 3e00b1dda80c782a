// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title What a table asks of the cashier: take a stake into its house, pay its settled bets.
interface ICashier {
    /// @notice Takes `amount` from the wallet's player into the calling table's house and reserves
    ///         `worstCase` (≥ amount) for it; reverts naming the responsible-gaming rule, a short
    ///         balance or a bankroll that cannot cover it.
    function stake(address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) external returns (address account);

    /// @notice Credits `amounts[i]` to `wallets[i]`'s player from the calling table's house and
    ///         releases `released` of its reservation (the worst cases of the bets paid).
    function pay(address[] calldata wallets, uint256[] calldata amounts, uint256 released) external;

    function freeBankroll(address table) external view returns (uint256);
}
