// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The best five-card poker hand of five to seven cards, in one pass.
/// @notice Category 0 high card … 9 royal flush; `score` = category × 15^5 + the tie-breaking ranks
///         (ace 14) × 15^4, 15^3, …, exactly the games engine's `handScore` / `bestHand`, so a higher
///         score is a better hand and equal scores tie.
library PokerHand {
    uint256 internal constant HIGH_CARD = 0;
    uint256 internal constant PAIR = 1;
    uint256 internal constant TWO_PAIR = 2;
    uint256 internal constant THREE_OF_A_KIND = 3;
    uint256 internal constant STRAIGHT = 4;
    uint256 internal constant FLUSH = 5;
    uint256 internal constant FULL_HOUSE = 6;
    uint256 internal constant FOUR_OF_A_KIND = 7;
    uint256 internal constant STRAIGHT_FLUSH = 8;
    uint256 internal constant ROYAL_FLUSH = 9;

    function score(uint8[] memory cards) internal pure returns (uint256 category, uint256 value) {
        uint256[15] memory counts;
        uint256[4] memory suitMasks;
        uint256[4] memory suitCounts;
        uint256 mask;
        for (uint256 i = 0; i < cards.length; i++) {
            uint256 r = cards[i] % 13 == 0 ? 14 : uint256(cards[i] % 13) + 1;
            uint256 s = cards[i] / 13;
            counts[r]++;
            mask |= 1 << r;
            suitMasks[s] |= 1 << r;
            suitCounts[s]++;
        }
        uint256 flushMask;
        for (uint256 s = 0; s < 4; s++) if (suitCounts[s] >= 5) flushMask = suitMasks[s];
        if (flushMask != 0) {
            uint256 sf = _straightHigh(flushMask);
            if (sf != 0) {
                category = sf == 14 ? ROYAL_FLUSH : STRAIGHT_FLUSH;
                return (category, _value(category, [sf, 0, 0, 0, 0]));
            }
        }
        (uint256 quad, uint256 trip1, uint256 trip2, uint256 pair1, uint256 pair2) = _groups(counts);
        if (quad != 0) return (FOUR_OF_A_KIND, _value(FOUR_OF_A_KIND, [quad, _top(mask, quad, 0, 0), 0, 0, 0]));
        if (trip1 != 0 && (trip2 != 0 || pair1 != 0)) return (FULL_HOUSE, _value(FULL_HOUSE, [trip1, trip2 > pair1 ? trip2 : pair1, 0, 0, 0]));
        if (flushMask != 0) {
            uint256[5] memory top;
            for ((uint256 r, uint256 k) = (14, 0); r >= 2 && k < 5; r--) if (flushMask & (1 << r) != 0) top[k++] = r;
            return (FLUSH, _value(FLUSH, top));
        }
        uint256 straight = _straightHigh(mask);
        if (straight != 0) return (STRAIGHT, _value(STRAIGHT, [straight, 0, 0, 0, 0]));
        if (trip1 != 0) {
            uint256 k1 = _top(mask, trip1, 0, 0);
            return (THREE_OF_A_KIND, _value(THREE_OF_A_KIND, [trip1, k1, _top(mask, trip1, k1, 0), 0, 0]));
        }
        if (pair2 != 0) return (TWO_PAIR, _value(TWO_PAIR, [pair1, pair2, _top(mask, pair1, pair2, 0), 0, 0]));
        if (pair1 != 0) {
            uint256 k1 = _top(mask, pair1, 0, 0);
            uint256 k2 = _top(mask, pair1, k1, 0);
            return (PAIR, _value(PAIR, [pair1, k1, k2, _top(mask, pair1, k1, k2), 0]));
        }
        uint256[5] memory high;
        for ((uint256 r, uint256 k) = (14, 0); r >= 2 && k < 5; r--) if (mask & (1 << r) != 0) high[k++] = r;
        return (HIGH_CARD, _value(HIGH_CARD, high));
    }

    /// @dev The highest quad, the two highest trips and the two highest pairs (0 = none).
    function _groups(uint256[15] memory counts) private pure returns (uint256 quad, uint256 trip1, uint256 trip2, uint256 pair1, uint256 pair2) {
        for (uint256 r = 14; r >= 2; r--) {
            uint256 n = counts[r];
            if (n == 4) quad = r;
            else if (n == 3) (trip1, trip2) = trip1 == 0 ? (r, trip2) : (trip1, trip2 == 0 ? r : trip2);
            else if (n == 2) (pair1, pair2) = pair1 == 0 ? (r, pair2) : (pair1, pair2 == 0 ? r : pair2);
        }
    }

    /// @dev The highest rank present other than a, b and c.
    function _top(uint256 mask, uint256 a, uint256 b, uint256 c) private pure returns (uint256) {
        for (uint256 r = 14; r >= 2; r--) if (mask & (1 << r) != 0 && r != a && r != b && r != c) return r;
        return 0;
    }

    /// @dev Highest rank of five in a row (the ace also plays low), or 0.
    function _straightHigh(uint256 mask) private pure returns (uint256) {
        if (mask & (1 << 14) != 0) mask |= 2;
        for (uint256 top = 14; top >= 5; top--) {
            uint256 run = 0x1f << (top - 4);
            if (mask & run == run) return top;
        }
        return 0;
    }

    function _value(uint256 category, uint256[5] memory kickers) private pure returns (uint256 v) {
        v = category;
        for (uint256 i = 0; i < 5; i++) v = v * 15 + kickers[i];
    }
}
