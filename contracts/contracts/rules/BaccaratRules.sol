// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ShoeRules} from "./ShoeRules.sol";

/// @title Punto banco from the shoe: cards in the order P1 B1 P2 B2 [P3] [B3], the third-card tableau.
/// @notice Variant 0 takes the 5% commission (banker pays 19:20); variant 1 is no-commission
///         (banker 1:1 except a win on 6 pays 1:2, and the super 6 side bet, 12:1, is offered).
///         Kinds 2001 player, 2002 banker, 2003 tie 8:1, 2004 player pair 11:1, 2005 banker pair
///         11:1, 2006 perfect pair 25:1, 2007 super 6, 2100 + k egalité on a tie of k (0–9).
contract BaccaratRules is ShoeRules {
    uint32 private constant PLAYER = 2001;
    uint32 private constant BANKER = 2002;
    uint32 private constant TIE = 2003;
    uint32 private constant PLAYER_PAIR = 2004;
    uint32 private constant BANKER_PAIR = 2005;
    uint32 private constant PERFECT_PAIR = 2006;
    uint32 private constant SUPER_6 = 2007;
    uint32 private constant EGALITE_BASE = 2100;
    uint8 private constant NO_COMMISSION = 1;

    struct Hand {
        uint256 player;
        uint256 banker;
        bool playerPair;
        bool bankerPair;
        bool perfectPair;
    }

    function gameType() external pure returns (uint16) {
        return 2;
    }

    function validVariant(uint8 variant) external pure override returns (bool) {
        return variant <= NO_COMMISSION;
    }

    function cardsNeeded(uint8[] calldata cards) external pure returns (uint256) {
        if (cards.length < 4) return 4 - cards.length;
        return _thirdCards(cards) + 4 > cards.length ? 1 : 0;
    }

    /// @dev How many third cards the hand takes (0–2), given the cards known so far (at least 4).
    function _thirdCards(uint8[] calldata c) private pure returns (uint256) {
        uint256 p = (_point(c[0]) + _point(c[2])) % 10;
        uint256 b = (_point(c[1]) + _point(c[3])) % 10;
        if (p >= 8 || b >= 8) return 0; // a natural: both stand
        if (p >= 6) return b <= 5 ? 1 : 0; // the player stands; the banker draws on 0–5
        // The player draws; the banker's draw depends on the player's third card, once it is known.
        if (c.length < 5) return 2;
        return _bankerDraws(b, _point(c[4])) ? 2 : 1;
    }

    function _bankerDraws(uint256 banker, uint256 playerThird) private pure returns (bool) {
        if (banker <= 2) return true;
        if (banker == 3) return playerThird != 8;
        if (banker == 4) return playerThird >= 2 && playerThird <= 7;
        if (banker == 5) return playerThird >= 4 && playerThird <= 7;
        if (banker == 6) return playerThird == 6 || playerThird == 7;
        return false;
    }

    function _hand(uint8[] calldata c) private pure returns (Hand memory h) {
        require(c.length >= 4 && c.length <= 6, "Invalid outcome");
        for (uint256 i = 0; i < c.length; i++) require(c[i] < 52, "Invalid outcome");
        uint256 thirds = _thirdCards(c);
        require(c.length == 4 + thirds, "Invalid outcome");
        h.player = _point(c[0]) + _point(c[2]);
        h.banker = _point(c[1]) + _point(c[3]);
        if (thirds > 0) {
            bool playerDrew = h.player % 10 <= 5;
            if (playerDrew) h.player += _point(c[4]);
            if (thirds == 2 || !playerDrew) h.banker += _point(c[c.length - 1]);
        }
        h.player %= 10;
        h.banker %= 10;
        h.playerPair = _rankOf(c[0]) == _rankOf(c[2]);
        h.bankerPair = _rankOf(c[1]) == _rankOf(c[3]);
        h.perfectPair = c[0] == c[2] || c[1] == c[3];
    }

    function payouts(uint8[] calldata cards, uint8 variant, uint256[] calldata bets) external pure returns (uint256[] memory paid) {
        Hand memory h = _hand(cards);
        paid = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            (uint32 kind, uint8[] memory numbers, uint256 amount) = _unpack(bets[i]);
            (uint32 x100,) = _check(kind, numbers, variant);
            if (x100 > 0) paid[i] = _payout(kind, amount, h, variant == NO_COMMISSION);
        }
    }

    function _payout(uint32 kind, uint256 a, Hand memory h, bool noCommission) private pure returns (uint256) {
        bool tie = h.player == h.banker;
        if (kind == PLAYER) return tie ? a : h.player > h.banker ? _returnOf(a, 1, 1) : 0;
        if (kind == BANKER) {
            if (tie) return a;
            if (h.banker < h.player) return 0;
            if (!noCommission) return _returnOf(a, 19, 20);
            return h.banker == 6 ? _returnOf(a, 1, 2) : _returnOf(a, 1, 1);
        }
        if (kind == TIE) return tie ? _returnOf(a, 8, 1) : 0;
        if (kind == PLAYER_PAIR) return h.playerPair ? _returnOf(a, 11, 1) : 0;
        if (kind == BANKER_PAIR) return h.bankerPair ? _returnOf(a, 11, 1) : 0;
        if (kind == PERFECT_PAIR) return h.perfectPair ? _returnOf(a, 25, 1) : 0;
        if (kind == SUPER_6) return h.banker > h.player && h.banker == 6 ? _returnOf(a, 12, 1) : 0;
        return tie && h.player == kind - EGALITE_BASE ? _returnOf(a, _egalitePays(kind - EGALITE_BASE), 1) : 0;
    }

    function _egalitePays(uint256 total) private pure returns (uint256) {
        uint8[10] memory pays = [150, 215, 225, 200, 120, 110, 45, 45, 80, 80];
        return pays[total];
    }

    function _check(uint32 kind, uint8[] memory numbers, uint8 variant) internal pure override returns (uint32, string memory) {
        bool egalite = kind >= EGALITE_BASE && kind <= EGALITE_BASE + 9;
        if (!egalite && (kind < PLAYER || kind > SUPER_6)) return (0, "Unknown bet kind");
        if (variant > NO_COMMISSION) return (0, "Unknown table variant");
        if (numbers.length > 0) return (0, "Baccarat bets name no numbers");
        if (egalite) return (uint32((_egalitePays(kind - EGALITE_BASE) + 1) * 100), "");
        if (kind == SUPER_6) return variant == NO_COMMISSION ? (1300, "") : (0, "Super 6 is offered only without commission");
        if (kind == BANKER) return (variant == NO_COMMISSION ? 200 : 195, "");
        if (kind == PLAYER) return (200, "");
        if (kind == TIE) return (900, "");
        if (kind == PERFECT_PAIR) return (2600, "");
        return (1200, ""); // player pair, banker pair
    }

    /// @dev Baccarat points: ace 1, 2–9 face value, tens and faces 0.
    function _point(uint8 card) private pure returns (uint256) {
        return _valueOf(card) % 10;
    }
}
