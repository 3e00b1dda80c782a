// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ShoeRules} from "./ShoeRules.sol";
import {BetWord} from "../table/BetWord.sol";

/// @title Dragon tiger from the shoe: one card to the dragon, then one to the tiger; ace low.
/// @notice Kinds 5001 dragon, 5002 tiger (1:1; a tie returns half the stake), 5003 tie 8:1,
///         5004 suited tie 50:1.
contract DragonTigerRules is ShoeRules {
    uint32 private constant DRAGON = 5001;
    uint32 private constant TIGER = 5002;
    uint32 private constant TIE = 5003;
    uint32 private constant SUITED_TIE = 5004;

    function gameType() external pure returns (uint16) {
        return 5;
    }

    function cardsNeeded(uint8[] calldata cards) external pure returns (uint256) {
        return cards.length < 2 ? 2 - cards.length : 0;
    }

    function payouts(uint8[] calldata cards, uint8, uint256[] calldata bets) external pure returns (uint256[] memory paid) {
        require(cards.length == 2 && cards[0] < 52 && cards[1] < 52, "Invalid outcome");
        (uint256 dragon, uint256 tiger) = (_rankOf(cards[0]), _rankOf(cards[1]));
        bool suitedTie = dragon == tiger && cards[0] / 13 == cards[1] / 13;
        paid = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            if (BetWord.detail(bets[i]) != 0) continue;
            uint32 kind = BetWord.kind(bets[i]);
            uint256 a = BetWord.amount(bets[i]);
            if (kind == DRAGON || kind == TIGER) {
                if (dragon == tiger) paid[i] = a / 2;
                else if ((dragon > tiger) == (kind == DRAGON)) paid[i] = _returnOf(a, 1, 1);
            } else if (kind == TIE) {
                if (dragon == tiger) paid[i] = _returnOf(a, 8, 1);
            } else if (kind == SUITED_TIE) {
                if (suitedTie) paid[i] = _returnOf(a, 50, 1);
            }
        }
    }

    function _check(uint32 kind, uint8[] memory numbers, uint8) internal pure override returns (uint32, string memory) {
        if (kind < DRAGON || kind > SUITED_TIE) return (0, "Unknown bet kind");
        if (numbers.length > 0) return (0, "Dragon tiger bets name no numbers");
        if (kind == TIE) return (900, "");
        if (kind == SUITED_TIE) return (5100, "");
        return (200, "");
    }
}
