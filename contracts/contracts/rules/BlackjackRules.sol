// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IDecisionRules} from "./IDecisionRules.sol";
import {RoundDeck} from "./RoundDeck.sol";

/// @title Live "infinite" blackjack, as the games engine's `blackjack/infinite.ts` and `blackjack.ts`.
/// @notice Eight decks shuffled for each round. Positions 0–1 are the two cards every seat starts
///         with, 2 the dealer's up card, 3 the hole card, 4, 5, … the dealer's draws (to 17, standing
///         on soft 17: no player decision changes them); from 40 on the common extra sequence: every
///         player's n-th extra card is the card at 40 + n. One decision a bet a window on the hand in
///         play (hands play one after the other): hit, stand, double on two cards (also after a
///         split), split a first pair of equal value once (both hands take their second card at
///         once; split aces one card each); window 1 is the insurance window when the dealer shows
///         an ace (half the main stake, 2:1). A bet that does not decide where it could stands every
///         hand left. Natural 3:2, hands 1:1, pushes back. The dealer peeks: on a dealer blackjack
///         every play decision is void (its stake returned), a natural pushes, insurance pays.
///         A bet that could still decide when the round was settled is owed its worst case.
contract BlackjackRules is IDecisionRules {
    uint32 private constant MAIN = 7001;
    uint8 private constant HIT = 1;
    uint8 private constant STAND = 2;
    uint8 private constant DOUBLE = 3;
    uint8 private constant SPLIT = 4;
    uint8 private constant INSURANCE = 5;
    uint8 private constant NO_INSURANCE = 6;
    uint256 private constant EXTRA_BASE = 40;
    uint8 private constant MAX_WINDOWS = 16;

    /// @dev Card values only: suits never matter in blackjack.
    struct Hand {
        uint256 hard;
        bool ace;
        uint256 count;
        bool doubled;
        bool fromSplit;
        uint256 first;
        uint256 second;
    }

    struct Play {
        Hand[2] hands;
        uint256 handCount;
        uint256 active;
        bool insured;
        bool insuranceWindow;
        bool natural;
        bool finished;
        /// @dev Extra cards drawn: the next is at `offset + drawn` of the cards given.
        uint256 drawn;
        uint256 lastPlayWindow;
        /// @dev One per split and per double: each a main stake.
        uint256 extraUnits;
    }

    function gameType() external pure returns (uint16) {
        return 7;
    }

    function validVariant(uint8 variant) external pure returns (bool) {
        return variant == 0;
    }

    function deckSize() external pure returns (uint16) {
        return 416;
    }

    function dealPositions() external pure returns (uint16[] memory positions) {
        positions = new uint16[](3);
        (positions[0], positions[1], positions[2]) = (0, 1, 2);
    }

    function extraBase() external pure returns (uint16) {
        return uint16(EXTRA_BASE);
    }

    function maxWindows() external pure returns (uint8) {
        return MAX_WINDOWS;
    }

    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32 x100) {
        (x100,) = _check(kind, numbers, variant);
    }

    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory reason) {
        (, reason) = _check(kind, numbers, variant);
    }

    function _check(uint32 kind, uint8[] calldata numbers, uint8 variant) private pure returns (uint32, string memory) {
        if (kind != MAIN) return (0, "Unknown bet kind");
        if (variant != 0) return (0, "Unknown table variant");
        if (numbers.length > 0) return (0, "Blackjack bets name no numbers");
        return (250, ""); // a natural pays 3:2
    }

    function batchError(uint32[] calldata) external pure returns (string memory) {
        return "";
    }

    function decide(uint8[] calldata shown, uint32 kind, uint256 amount, uint64 actions, uint8 window, uint8 hand, uint8 action)
        external
        pure
        returns (uint256 extraStake, uint256 extraMaxReturn, uint256 extraCards, string memory error)
    {
        if (kind != MAIN) return (0, 0, 0, "This bet takes no decisions");
        if (action < HIT || action > NO_INSURANCE) return (0, 0, 0, "Unknown action");
        if (window < 1 || window > MAX_WINDOWS) return (0, 0, 0, "No such window");
        uint8[] memory cards = shown;
        Play memory p = _deal(cards);
        for (uint256 w = 1; w < window; w++) _play(p, w, _actionOf(actions, w), cards, 3);
        bool insurance = action == INSURANCE || action == NO_INSURANCE;
        if (window == 1 && p.insuranceWindow) {
            if (!insurance) return (0, 0, 0, "Only insurance is decided in this window");
            if (hand != 0) return (0, 0, 0, "Not the hand in play");
            if (action == NO_INSURANCE) return (0, 0, 0, "");
            if (amount / 2 == 0) return (0, 0, 0, "Stake too small for insurance");
            (extraStake, extraMaxReturn) = _extraOf(amount, action);
            return (extraStake, extraMaxReturn, 0, "");
        }
        if (insurance) return (0, 0, 0, "Insurance is offered only in the first window, when the dealer shows an ace");
        uint256 allowed = _allowed(p, window);
        if (allowed == 0) return (0, 0, 0, "No hand of this bet can act");
        if (hand != p.active) return (0, 0, 0, "Not the hand in play");
        if (allowed & (1 << action) == 0) {
            if (action == DOUBLE) return (0, 0, 0, "Double only on two cards");
            return (0, 0, 0, p.handCount > 1 ? "One split per bet" : "Only a first pair of equal value splits");
        }
        extraCards = p.drawn + (action == SPLIT ? 2 : action == STAND ? 0 : 1);
        (extraStake, extraMaxReturn) = _extraOf(amount, action);
    }

    function extras(uint32[] calldata kinds, uint256[] calldata amounts, uint64[] calldata actions)
        external
        pure
        returns (uint256[] memory stakes, uint256[] memory maxReturns)
    {
        (stakes, maxReturns) = (new uint256[](kinds.length), new uint256[](kinds.length));
        for (uint256 i = 0; i < kinds.length; i++) {
            if (kinds[i] != MAIN) continue;
            for (uint64 left = actions[i]; left != 0; left >>= 4) {
                (uint256 stake, uint256 maxReturn) = _extraOf(amounts[i], uint8(left & 0xF));
                (stakes[i], maxReturns[i]) = (stakes[i] + stake, maxReturns[i] + maxReturn);
            }
        }
    }

    /// @dev The extra stake an allowed action takes and its worst-case return: a double or a split a
    ///      main stake (paid at most 2:1 back), insurance half of it (paid at most 3 × back).
    function _extraOf(uint256 amount, uint8 action) private pure returns (uint256 stake, uint256 maxReturn) {
        if (action == DOUBLE || action == SPLIT) return (amount, 2 * amount);
        if (action == INSURANCE) return (amount / 2, 3 * (amount / 2));
    }

    function outcomeLength(uint256 extraCards) external pure returns (uint256) {
        return EXTRA_BASE + extraCards;
    }

    function deck(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId, uint256 length) external pure returns (bytes32, uint8[] memory) {
        return RoundDeck.commit(serverSeed, clientSeed, roundId, 8, length);
    }

    /// @dev What every bet of the round settles against.
    struct Round {
        uint8[] cards;
        uint256 dealerTotal;
        bool dealerBlackjack;
        uint256 windows;
        bool windowOpen;
    }

    function payouts(uint8[] calldata outcome, uint8, uint8 windows, bool windowOpen, uint32[] calldata kinds, uint256[] calldata amounts, uint64[] calldata actions)
        external
        pure
        returns (uint256[] memory paid)
    {
        require(outcome.length >= EXTRA_BASE && windows >= 1, "Invalid outcome");
        Round memory r;
        r.cards = outcome;
        for (uint256 i = 0; i < outcome.length; i++) require(outcome[i] < 52, "Invalid outcome");
        (r.dealerTotal, r.dealerBlackjack) = _dealer(r.cards);
        (r.windows, r.windowOpen) = (windows, windowOpen);
        paid = new uint256[](kinds.length);
        for (uint256 i = 0; i < kinds.length; i++) if (kinds[i] == MAIN) paid[i] = _settle(r, amounts[i], actions[i]);
    }

    function _settle(Round memory r, uint256 amount, uint64 actions) private pure returns (uint256) {
        Play memory p = _deal(r.cards);
        uint256 last = r.windows;
        for (uint256 w = 1; w < last; w++) _play(p, w, _actionOf(actions, w), r.cards, EXTRA_BASE);
        uint8 action = _actionOf(actions, last);
        // Settled while the last window was open: a bet that could decide there and had not was cut short.
        bool undecided = r.windowOpen && _allowed(p, last) != 0 && action == 0;
        if (!undecided) _play(p, last, action, r.cards, EXTRA_BASE);
        // On a dealer blackjack no play decision exists: only an open insurance window can be cut short.
        bool cutShort = r.dealerBlackjack
            ? undecided && last == 1 && p.insuranceWindow
            : undecided || (last < MAX_WINDOWS && _allowed(p, last + 1) != 0);
        if (cutShort) return type(uint256).max;
        if (r.dealerBlackjack) return (p.natural ? amount : 0) + (p.insured ? 3 * (amount / 2) : 0) + p.extraUnits * amount;
        if (p.natural) return amount + (amount * 3) / 2;
        uint256 total;
        for (uint256 h = 0; h < p.handCount; h++) total += _handReturn(p.hands[h], r.dealerTotal, amount);
        return total;
    }

    function _handReturn(Hand memory h, uint256 dealerTotal, uint256 amount) private pure returns (uint256) {
        uint256 stake = h.doubled ? 2 * amount : amount;
        uint256 total = _best(h);
        if (total > 21) return 0;
        if (dealerTotal > 21 || total > dealerTotal) return 2 * stake;
        return total == dealerTotal ? stake : 0;
    }

    /// @dev The dealer's total (draws from position 4 to 17, standing on soft 17) and whether it is a blackjack.
    function _dealer(uint8[] memory cards) private pure returns (uint256 total, bool blackjack) {
        Hand memory d;
        _add(d, cards[2]);
        _add(d, cards[3]);
        blackjack = _best(d) == 21;
        for (uint256 next = 4; _best(d) < 17; next++) _add(d, cards[next]);
        total = _best(d);
    }

    function _deal(uint8[] memory cards) private pure returns (Play memory p) {
        _add(p.hands[0], cards[0]);
        _add(p.hands[0], cards[1]);
        p.hands[0].first = _value(cards[0]);
        p.hands[0].second = _value(cards[1]);
        p.handCount = 1;
        p.natural = _best(p.hands[0]) == 21;
        p.finished = p.natural;
        p.insuranceWindow = cards[2] % 13 == 0;
    }

    /// @dev Bit a set: action a is allowed for the bet in `window`.
    function _allowed(Play memory p, uint256 window) private pure returns (uint256 mask) {
        if (window == 1 && p.insuranceWindow) return (1 << INSURANCE) | (1 << NO_INSURANCE);
        uint256 firstPlay = p.insuranceWindow ? 2 : 1;
        if (p.finished || window < firstPlay) return 0;
        if (window != (p.lastPlayWindow == 0 ? firstPlay : p.lastPlayWindow + 1)) return 0;
        Hand memory h = p.hands[p.active];
        mask = (1 << HIT) | (1 << STAND);
        if (h.count == 2) mask |= 1 << DOUBLE;
        if (p.handCount == 1 && h.count == 2 && h.first == h.second) mask |= 1 << SPLIT;
    }

    /// @dev Plays one window's recorded action (0 none): no decision where the bet could act stands
    ///      every hand left; an action not allowed there (never recorded by the table) counts as a stand.
    function _play(Play memory p, uint256 window, uint8 action, uint8[] memory cards, uint256 offset) private pure {
        if (window == 1 && p.insuranceWindow) {
            if (action == INSURANCE) p.insured = true;
            return;
        }
        uint256 allowed = _allowed(p, window);
        if (allowed == 0) return;
        if (action == 0) {
            p.finished = true;
            return;
        }
        if (allowed & (1 << action) == 0) action = STAND;
        p.lastPlayWindow = window;
        Hand memory h = p.hands[p.active];
        if (action == STAND) return _advance(p);
        if (action == HIT) {
            _add(h, _draw(p, cards, offset));
            if (!_canAct(h)) _advance(p);
            return;
        }
        p.extraUnits++;
        if (action == DOUBLE) {
            h.doubled = true;
            _add(h, _draw(p, cards, offset));
            return _advance(p);
        }
        // Split: both hands take their second card now, in hand order.
        (uint256 first, uint256 second) = (h.first, h.second);
        p.hands[0] = _splitHand(first, _draw(p, cards, offset));
        p.hands[1] = _splitHand(second, _draw(p, cards, offset));
        p.handCount = 2;
        if (!_canAct(p.hands[0])) _advance(p);
    }

    function _splitHand(uint256 firstValue, uint8 secondCard) private pure returns (Hand memory h) {
        h.hard = firstValue;
        h.ace = firstValue == 1;
        h.count = 1;
        h.fromSplit = true;
        h.first = firstValue;
        h.second = _value(secondCard);
        _add(h, secondCard);
    }

    function _advance(Play memory p) private pure {
        while (++p.active < p.handCount) if (_canAct(p.hands[p.active])) return;
        p.active = p.handCount - 1;
        p.finished = true;
    }

    function _draw(Play memory p, uint8[] memory cards, uint256 offset) private pure returns (uint8) {
        uint256 index = offset + p.drawn;
        require(index < cards.length, "Card not shown yet");
        p.drawn++;
        return cards[index];
    }

    function _canAct(Hand memory h) private pure returns (bool) {
        if (h.doubled || (h.fromSplit && h.first == 1)) return false;
        return _best(h) < 21;
    }

    function _add(Hand memory h, uint8 card) private pure {
        uint256 v = _value(card);
        h.hard += v;
        if (v == 1) h.ace = true;
        h.count++;
    }

    function _best(Hand memory h) private pure returns (uint256) {
        return h.ace && h.hard + 10 <= 21 ? h.hard + 10 : h.hard;
    }

    function _value(uint8 card) private pure returns (uint256) {
        uint256 rank = uint256(card % 13) + 1;
        return rank > 10 ? 10 : rank;
    }

    function _actionOf(uint64 actions, uint256 window) private pure returns (uint8) {
        return uint8((actions >> (4 * (window - 1))) & 0xF);
    }
}
