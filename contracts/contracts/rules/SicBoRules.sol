// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StreamRules} from "./StreamRules.sol";
import {FairStream} from "./FairStream.sol";

/// @title Sic bo: three dice, int(6) + 1 each, from the round's stream.
/// @notice Kinds 4001 big, 4002 small, 4003 any triple, 4004 specific triple [n], 4005 double [n],
///         4006 combination [a, b], 4007 single [n], 4008 total [4–17].
contract SicBoRules is StreamRules {
    uint32 private constant BIG = 4001;
    uint32 private constant SMALL = 4002;
    uint32 private constant ANY_TRIPLE = 4003;
    uint32 private constant SPECIFIC_TRIPLE = 4004;
    uint32 private constant DOUBLE = 4005;
    uint32 private constant COMBINATION = 4006;
    uint32 private constant SINGLE = 4007;
    uint32 private constant TOTAL = 4008;

    function gameType() external pure returns (uint16) {
        return 4;
    }

    function _deal(FairStream.Rng memory rng) internal pure override returns (uint8[] memory dice) {
        dice = new uint8[](3);
        for (uint256 i = 0; i < 3; i++) dice[i] = uint8(FairStream.uniform(rng, 6) + 1);
    }

    function payouts(uint8[] calldata dice, uint8, uint256[] calldata bets) external pure returns (uint256[] memory paid) {
        require(dice.length == 3, "Invalid outcome");
        for (uint256 i = 0; i < 3; i++) require(dice[i] >= 1 && dice[i] <= 6, "Invalid outcome");
        paid = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            (uint32 kind, uint8[] memory numbers, uint256 amount) = _unpack(bets[i]);
            if (_validNumbers(kind, numbers)) paid[i] = _payout(kind, numbers, amount, dice);
        }
    }

    function _payout(uint32 kind, uint8[] memory ns, uint256 a, uint8[] calldata d) private pure returns (uint256) {
        uint256 total = uint256(d[0]) + d[1] + d[2];
        bool triple = d[0] == d[1] && d[1] == d[2];
        if (kind == BIG) return !triple && total >= 11 ? _returnOf(a, 1, 1) : 0;
        if (kind == SMALL) return !triple && total <= 10 ? _returnOf(a, 1, 1) : 0;
        if (kind == ANY_TRIPLE) return triple ? _returnOf(a, 30, 1) : 0;
        if (kind == TOTAL) return total == ns[0] ? _returnOf(a, _totalPays(total), 1) : 0;
        uint256 count = _count(d, ns[0]);
        if (kind == SPECIFIC_TRIPLE) return count == 3 ? _returnOf(a, 180, 1) : 0;
        if (kind == DOUBLE) return count >= 2 ? _returnOf(a, 10, 1) : 0;
        if (kind == COMBINATION) return count >= 1 && _count(d, ns[1]) >= 1 ? _returnOf(a, 6, 1) : 0;
        return count > 0 ? _returnOf(a, count, 1) : 0; // single: 1:1, 2:1 or 3:1 by how many dice show it
    }

    function _count(uint8[] calldata d, uint8 face) private pure returns (uint256 c) {
        for (uint256 i = 0; i < 3; i++) if (d[i] == face) c++;
    }

    /// @dev Winnings per unit for a total of 4–17 (0 for any other total).
    function _totalPays(uint256 total) private pure returns (uint256) {
        if (total < 4 || total > 17) return 0;
        uint8[14] memory pays = [60, 30, 17, 12, 8, 6, 6, 6, 6, 8, 12, 17, 30, 60];
        return pays[total - 4];
    }

    function _check(uint32 kind, uint8[] memory numbers, uint8) internal pure override returns (uint32, string memory) {
        if (kind < BIG || kind > TOTAL) return (0, "Unknown bet kind");
        if (!_validNumbers(kind, numbers)) return (0, "Numbers do not form that sic bo bet");
        if (kind == BIG || kind == SMALL) return (200, "");
        if (kind == ANY_TRIPLE) return (3100, "");
        if (kind == SPECIFIC_TRIPLE) return (18100, "");
        if (kind == DOUBLE) return (1100, "");
        if (kind == COMBINATION) return (700, "");
        if (kind == SINGLE) return (400, "");
        return (6100, ""); // total: the best line, 4 or 17, pays 60:1
    }

    function _validNumbers(uint32 kind, uint8[] memory ns) private pure returns (bool) {
        if (kind == BIG || kind == SMALL || kind == ANY_TRIPLE) return ns.length == 0;
        if (kind == SPECIFIC_TRIPLE || kind == DOUBLE || kind == SINGLE) return ns.length == 1 && _die(ns[0]);
        if (kind == COMBINATION) return ns.length == 2 && _die(ns[0]) && _die(ns[1]) && ns[0] != ns[1];
        if (kind == TOTAL) return ns.length == 1 && ns[0] >= 4 && ns[0] <= 17;
        return false;
    }

    function _die(uint8 n) private pure returns (bool) {
        return n >= 1 && n <= 6;
    }
}
