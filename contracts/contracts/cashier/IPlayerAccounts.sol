// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title How a table names a player: by the number of the cashier account the stake came from.
interface IPlayerAccounts {
    /// @notice The number of the account a wallet acts on (0: the wallet was never used here).
    function accountIdOf(address wallet) external view returns (uint256);

    /// @notice The account (the wallet that opened it) numbered `accountId`; the zero address for a number not opened.
    function accountAt(uint256 accountId) external view returns (address);
}
