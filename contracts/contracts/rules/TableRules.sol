// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ITableRules} from "./ITableRules.sol";
import {BetWord} from "../table/BetWord.sol";

/// @dev What every game's rules share: the payout arithmetic and the one-variant default.
abstract contract TableRules is ITableRules {
    function validVariant(uint8 variant) external pure virtual returns (bool) {
        return variant == 0;
    }

    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32 x100) {
        (x100,) = _check(kind, numbers, variant);
    }

    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory reason) {
        (, reason) = _check(kind, numbers, variant);
    }

    /// @dev A valid bet's worst-case return ×100 with an empty reason, or 0 and why not.
    function _check(uint32 kind, uint8[] memory numbers, uint8 variant) internal pure virtual returns (uint32 x100, string memory reason);

    /// @dev A bet as the table stores it: its kind, its numbers and its stake.
    function _unpack(uint256 bet) internal pure returns (uint32 kind, uint8[] memory numbers, uint256 amount) {
        return (BetWord.kind(bet), BetWord.unpackNumbers(BetWord.detail(bet)), BetWord.amount(bet));
    }

    /// @dev stake + stake × num / den, rounded down to the token unit (the engine's `returnOf`).
    function _returnOf(uint256 stake, uint256 num, uint256 den) internal pure returns (uint256) {
        return stake + (stake * num) / den;
    }
}
