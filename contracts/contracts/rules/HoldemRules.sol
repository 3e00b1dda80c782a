// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IDecisionRules} from "./IDecisionRules.sol";
import {PokerHand} from "./PokerHand.sol";
import {RoundDeck} from "./RoundDeck.sol";

/// @title Casino hold'em with one shared player hand, as the games engine's `casino-holdem.ts`.
/// @notice One 52-card deck a round: positions 0–1 the players' hole cards (every player plays the
///         same two), 2–3 the dealer's, 4–6 the flop, 7 the turn, 8 the river; the deal shows 0, 1
///         and the flop. One decision window: each ante calls (escrowing 2 × ante) or folds; no
///         decision is a fold. The dealer qualifies with a pair of 4s or better. Ante (3001): pay
///         table 100/20/10/3/2/1 to 1 on royal flush … straight or less, paid when the player
///         beats a qualifying dealer or the dealer does not qualify; call 1:1 against a qualifying
///         dealer, returned otherwise. AA bonus (3003, with an ante in the same batch) on the
///         players' two cards and the flop: 100/50/40/30/20 to 1 on royal flush … flush, 7 to 1 on a
///         straight, three of a kind, two pairs or a pair of aces.
contract HoldemRules is IDecisionRules {
    uint32 private constant ANTE = 3001;
    uint32 private constant AA_BONUS = 3003;
    uint8 private constant CALL = 1;
    uint8 private constant FOLD = 2;
    uint256 private constant OUTCOME_LENGTH = 9;

    function gameType() external pure returns (uint16) {
        return 3;
    }

    function validVariant(uint8 variant) external pure returns (bool) {
        return variant == 0;
    }

    function deckSize() external pure returns (uint16) {
        return 52;
    }

    function dealPositions() external pure returns (uint16[] memory positions) {
        positions = new uint16[](5);
        (positions[0], positions[1], positions[2], positions[3], positions[4]) = (0, 1, 4, 5, 6);
    }

    function extraBase() external pure returns (uint16) {
        return 0;
    }

    function maxWindows() external pure returns (uint8) {
        return 1;
    }

    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32 x100) {
        (x100,) = _check(kind, numbers, variant);
    }

    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory reason) {
        (, reason) = _check(kind, numbers, variant);
    }

    function _check(uint32 kind, uint8[] calldata numbers, uint8 variant) private pure returns (uint32, string memory) {
        if (kind != ANTE && kind != AA_BONUS) return (0, "Unknown bet kind");
        if (variant != 0) return (0, "Unknown table variant");
        if (numbers.length > 0) return (0, "Hold'em bets name no numbers");
        return (10100, ""); // a royal flush pays 100:1 on either
    }

    function batchError(uint32[] calldata kinds) external pure returns (string memory) {
        bool ante;
        bool bonus;
        for (uint256 i = 0; i < kinds.length; i++) (ante, bonus) = (ante || kinds[i] == ANTE, bonus || kinds[i] == AA_BONUS);
        return bonus && !ante ? "The AA bonus is placed with an ante" : "";
    }

    function decide(uint8[] calldata, uint32 kind, uint256 amount, uint64, uint8 window, uint8 hand, uint8 action)
        external
        pure
        returns (uint256 extraStake, uint256 extraMaxReturn, uint256 extraCards, string memory error)
    {
        if (kind != ANTE) return (0, 0, 0, "This bet takes no decisions");
        if (action != CALL && action != FOLD) return (0, 0, 0, "Unknown action");
        if (window != 1) return (0, 0, 0, "No such window");
        if (hand != 0) return (0, 0, 0, "Not the hand in play");
        (extraStake, extraMaxReturn) = _extraOf(amount, action);
    }

    function extras(uint32[] calldata kinds, uint256[] calldata amounts, uint64[] calldata actions)
        external
        pure
        returns (uint256[] memory stakes, uint256[] memory maxReturns)
    {
        (stakes, maxReturns) = (new uint256[](kinds.length), new uint256[](kinds.length));
        for (uint256 i = 0; i < kinds.length; i++) {
            // One window: the ante's one decision.
            if (kinds[i] == ANTE) (stakes[i], maxReturns[i]) = _extraOf(amounts[i], uint8(actions[i] & 0xF));
        }
    }

    /// @dev A call stakes twice the ante, paid at most 1:1 back.
    function _extraOf(uint256 amount, uint8 action) private pure returns (uint256 stake, uint256 maxReturn) {
        if (action == CALL) return (2 * amount, 4 * amount);
    }

    function outcomeLength(uint256) external pure returns (uint256) {
        return OUTCOME_LENGTH;
    }

    function deck(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId, uint256 length) external pure returns (bytes32, uint8[] memory) {
        return RoundDeck.commit(serverSeed, clientSeed, roundId, 1, length);
    }

    struct Showdown {
        uint256 playerCategory;
        uint256 playerScore;
        uint256 dealerScore;
        bool qualifies;
        uint256 bonusPays;
    }

    function payouts(uint8[] calldata outcome, uint8, uint8, bool windowOpen, uint32[] calldata kinds, uint256[] calldata amounts, uint64[] calldata actions)
        external
        pure
        returns (uint256[] memory paid)
    {
        Showdown memory s = _showdown(outcome);
        paid = new uint256[](kinds.length);
        for (uint256 i = 0; i < kinds.length; i++) {
            uint256 a = amounts[i];
            if (kinds[i] == AA_BONUS) {
                paid[i] = s.bonusPays > 0 ? a + a * s.bonusPays : 0;
            } else if (kinds[i] == ANTE) {
                uint8 action = uint8(actions[i] & 0xF);
                if (action == 0 && windowOpen) paid[i] = type(uint256).max; // settled before this player could decide
                else if (action == CALL) paid[i] = _anteReturn(a, s) + _callReturn(2 * a, s);
            }
        }
    }

    function _showdown(uint8[] calldata c) private pure returns (Showdown memory s) {
        require(c.length == OUTCOME_LENGTH, "Invalid outcome");
        for (uint256 i = 0; i < OUTCOME_LENGTH; i++) require(c[i] < 52, "Invalid outcome");
        uint8[] memory hand = new uint8[](7);
        (hand[0], hand[1], hand[2], hand[3], hand[4], hand[5], hand[6]) = (c[0], c[1], c[4], c[5], c[6], c[7], c[8]);
        (s.playerCategory, s.playerScore) = PokerHand.score(hand);
        (hand[0], hand[1]) = (c[2], c[3]);
        uint256 dealerCategory;
        (dealerCategory, s.dealerScore) = PokerHand.score(hand);
        // A pair's first tie-breaker (15^4) is the pair's rank.
        s.qualifies = dealerCategory > PokerHand.PAIR || (dealerCategory == PokerHand.PAIR && (s.dealerScore / 15 ** 4) % 15 >= 4);
        uint8[] memory five = new uint8[](5);
        (five[0], five[1], five[2], five[3], five[4]) = (c[0], c[1], c[4], c[5], c[6]);
        s.bonusPays = _bonusPays(five);
    }

    function _anteReturn(uint256 ante, Showdown memory s) private pure returns (uint256) {
        if (s.qualifies && s.dealerScore > s.playerScore) return 0;
        if (s.qualifies && s.dealerScore == s.playerScore) return ante;
        return ante + ante * _antePays(s.playerCategory);
    }

    function _callReturn(uint256 call, Showdown memory s) private pure returns (uint256) {
        if (!s.qualifies || s.dealerScore == s.playerScore) return call;
        return s.playerScore > s.dealerScore ? 2 * call : 0;
    }

    function _antePays(uint256 category) private pure returns (uint256) {
        if (category == PokerHand.ROYAL_FLUSH) return 100;
        if (category == PokerHand.STRAIGHT_FLUSH) return 20;
        if (category == PokerHand.FOUR_OF_A_KIND) return 10;
        if (category == PokerHand.FULL_HOUSE) return 3;
        if (category == PokerHand.FLUSH) return 2;
        return 1;
    }

    function _bonusPays(uint8[] memory five) private pure returns (uint256) {
        (uint256 category,) = PokerHand.score(five);
        if (category == PokerHand.ROYAL_FLUSH) return 100;
        if (category == PokerHand.STRAIGHT_FLUSH) return 50;
        if (category == PokerHand.FOUR_OF_A_KIND) return 40;
        if (category == PokerHand.FULL_HOUSE) return 30;
        if (category == PokerHand.FLUSH) return 20;
        if (category >= PokerHand.TWO_PAIR) return 7;
        if (category != PokerHand.PAIR) return 0;
        uint256 aces;
        for (uint256 i = 0; i < 5; i++) if (five[i] % 13 == 0) aces++;
        return aces == 2 ? 7 : 0;
    }
}
