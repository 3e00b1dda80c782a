// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StreamRules} from "./StreamRules.sol";
import {FairStream} from "./FairStream.sol";
import {BetWord} from "../table/BetWord.sol";

/// @title European single-zero roulette: one pocket, int(37), from the round's stream.
/// @notice Kinds 1001 straight, 1002 split, 1003 street, 1004 corner, 1005 line (six numbers),
///         1006 column [1–3], 1007 dozen [1–3], 1008 red, 1009 black, 1010 odd, 1011 even,
///         1012 low, 1013 high; inside bets must form their shape on the layout (any order).
contract RouletteRules is StreamRules {
    uint32 private constant STRAIGHT = 1001;
    uint32 private constant SPLIT = 1002;
    uint32 private constant STREET = 1003;
    uint32 private constant CORNER = 1004;
    uint32 private constant LINE = 1005;
    uint32 private constant COLUMN = 1006;
    uint32 private constant DOZEN = 1007;
    uint32 private constant RED = 1008;
    uint32 private constant HIGH = 1013;
    /// @dev Bit n set for each red number n.
    uint256 private constant RED_POCKETS =
        (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7) | (1 << 9) | (1 << 12) | (1 << 14) | (1 << 16) | (1 << 18) |
        (1 << 19) | (1 << 21) | (1 << 23) | (1 << 25) | (1 << 27) | (1 << 30) | (1 << 32) | (1 << 34) | (1 << 36);

    function gameType() external pure returns (uint16) {
        return 1;
    }

    function _deal(FairStream.Rng memory rng) internal pure override returns (uint8[] memory outcome) {
        outcome = new uint8[](1);
        outcome[0] = uint8(FairStream.uniform(rng, 37));
    }

    function payouts(uint8[] calldata outcome, uint8, uint256[] calldata bets) external pure returns (uint256[] memory paid) {
        require(outcome.length == 1 && outcome[0] < 37, "Invalid outcome");
        uint256 pocket = outcome[0];
        paid = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            uint256 bet = bets[i];
            uint32 kind = BetWord.kind(bet);
            uint64 numbers = BetWord.detail(bet);
            // Most bets lose: the cheap cover test on the packed numbers first, the shape (which
            // unpacks and sorts them) only for a covering bet.
            if (_covers(kind, numbers, pocket) && _formsPacked(kind, numbers)) paid[i] = _returnOf(BetWord.amount(bet), _pays(kind), 1);
        }
    }

    /// @dev _formsBet on packed numbers: outside bets are checked as they are, inside bets unpacked and sorted.
    function _formsPacked(uint32 kind, uint64 numbers) private pure returns (bool) {
        if (kind > DOZEN) return kind <= HIGH && numbers == 0;
        if (kind >= COLUMN) return numbers & 0xFF == 1 && numbers >> 8 >= 1 && numbers >> 8 <= 3;
        return _formsBet(kind, BetWord.unpackNumbers(numbers));
    }

    function _check(uint32 kind, uint8[] memory numbers, uint8) internal pure override returns (uint32, string memory) {
        if (kind < STRAIGHT || kind > HIGH) return (0, "Unknown bet kind");
        if (!_formsBet(kind, numbers)) return (0, string.concat("Numbers do not form a ", _name(kind), " bet"));
        return (uint32((_pays(kind) + 1) * 100), "");
    }

    function _pays(uint32 kind) private pure returns (uint256) {
        if (kind == STRAIGHT) return 35;
        if (kind == SPLIT) return 17;
        if (kind == STREET) return 11;
        if (kind == CORNER) return 8;
        if (kind == LINE) return 5;
        if (kind == COLUMN || kind == DOZEN) return 2;
        return 1;
    }

    function _name(uint32 kind) private pure returns (string memory) {
        string[13] memory names = ["straight", "split", "street", "corner", "line", "column", "dozen", "red", "black", "odd", "even", "low", "high"];
        return names[kind - STRAIGHT];
    }

    /// @dev The engine's `coveredNumbers(bet) !== null`: numbers 0–36, distinct, forming the kind's shape.
    function _formsBet(uint32 kind, uint8[] memory given) private pure returns (bool) {
        if (kind < STRAIGHT || kind > HIGH) return false;
        uint256[] memory ns = _sorted(given);
        for (uint256 i = 0; i < ns.length; i++) {
            if (ns[i] > 36 || (i > 0 && ns[i] == ns[i - 1])) return false;
        }
        uint256 n = ns.length;
        if (kind == STRAIGHT) return n == 1;
        if (kind == SPLIT) {
            if (n != 2) return false;
            (uint256 a, uint256 b) = (ns[0], ns[1]);
            return (a == 0 && b <= 3) || (a > 0 && ((b - a == 1 && (a - 1) / 3 == (b - 1) / 3) || b - a == 3));
        }
        if (kind == STREET) {
            if (n != 3) return false;
            if (ns[0] == 0) return ns[1] == 2 ? ns[2] == 3 : (ns[1] == 1 && ns[2] == 2);
            return ns[0] % 3 == 1 && _consecutive(ns);
        }
        if (kind == CORNER) {
            if (n != 4) return false;
            if (ns[0] == 0) return ns[1] == 1 && ns[2] == 2 && ns[3] == 3;
            uint256 c = ns[0];
            return c % 3 != 0 && ns[1] == c + 1 && ns[2] == c + 3 && ns[3] == c + 4;
        }
        if (kind == LINE) return n == 6 && ns[0] > 0 && ns[0] % 3 == 1 && ns[0] <= 31 && _consecutive(ns);
        if (kind == COLUMN || kind == DOZEN) return n == 1 && ns[0] >= 1 && ns[0] <= 3;
        return n == 0;
    }

    /// @dev Whether the bet covers the pocket, if it is valid (any bet may be asked: an invalid one is
    ///      refused after). `numbers` packed as BetWord packs them: the count, then one byte each.
    function _covers(uint32 kind, uint64 numbers, uint256 pocket) private pure returns (bool) {
        uint256 count = numbers & 0xFF;
        if (kind <= LINE) {
            for (uint256 i = 1; i <= count; i++) if ((numbers >> (8 * i)) & 0xFF == pocket) return true;
            return false;
        }
        if (pocket == 0) return false;
        uint256 first = (numbers >> 8) & 0xFF;
        if (kind == COLUMN) return count == 1 && pocket % 3 == first % 3;
        if (kind == DOZEN) return count == 1 && (pocket - 1) / 12 + 1 == first;
        bool red = (RED_POCKETS >> pocket) & 1 == 1;
        if (kind == RED) return red;
        if (kind == RED + 1) return !red;
        if (kind == RED + 2) return pocket % 2 == 1;
        if (kind == RED + 3) return pocket % 2 == 0;
        if (kind == RED + 4) return pocket <= 18;
        return pocket >= 19;
    }

    function _consecutive(uint256[] memory ns) private pure returns (bool) {
        for (uint256 i = 1; i < ns.length; i++) if (ns[i] != ns[0] + i) return false;
        return true;
    }

    function _sorted(uint8[] memory given) private pure returns (uint256[] memory ns) {
        ns = new uint256[](given.length);
        for (uint256 i = 0; i < given.length; i++) {
            uint256 v = given[i];
            uint256 j = i;
            for (; j > 0 && ns[j - 1] > v; j--) ns[j] = ns[j - 1];
            ns[j] = v;
        }
    }
}
