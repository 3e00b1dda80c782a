// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ICashier} from "./ICashier.sol";

/// @title A table whose stakes and payouts live in the cashier.
/// @notice The table holds no tokens: each stake (bets, and the extra stakes of decisions) is taken
///         from the player's cashier balance by `cashier.stake`, which applies the player's
///         responsible-gaming rules whoever sends it, and settled bets are paid into the cashier a
///         page at a time. The table's house at the cashier holds its bankroll and escrow.
abstract contract CashierTable {
    ICashier public immutable cashier;

    constructor(ICashier cashier_) {
        cashier = cashier_;
    }

    /// @notice The house's bankroll not promised to unpaid bets.
    function freeBankroll() public view returns (uint256) {
        return cashier.freeBankroll(address(this));
    }

    /// @dev The wallet's account number, which bets keep to be paid by.
    function _stake(address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) internal returns (uint256 accountId) {
        return cashier.stake(wallet, amount, largestBet, worstCase);
    }

    /// @dev Stakes for the account `accountId` names, when `wallet` is one of its wallets (else false).
    function _stakeOn(uint256 accountId, address wallet, uint256 amount, uint256 worstCase) internal returns (bool) {
        return cashier.stakeOn(accountId, wallet, amount, amount, worstCase);
    }
}
