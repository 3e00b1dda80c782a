// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {DecisionTable} from "../contracts/DecisionTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {HoldemRules} from "../contracts/rules/HoldemRules.sol";
import {BlackjackRules} from "../contracts/rules/BlackjackRules.sol";
import {DeckProofs} from "./_helpers/DeckProofs.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// Decisions on chain: only the bet's own player, only inside the window, once a window; escrow and defaults.
/// Both tables stake and pay through one cashier, each with its own house.
contract DecisionTableFuzzTest is CashierFixture {
    DecisionTable holdem;
    DecisionTable blackjack;
    bytes32 constant SEED = keccak256("decision server seed");
    address constant P1 = address(0xA11CE);
    address constant P2 = address(0xB0B);
    uint32 constant ANTE = 3001;
    uint32 constant AA_BONUS = 3003;
    uint32 constant MAIN = 7001;
    uint8 constant CALL = 1;
    uint8 constant FOLD = 2;
    uint8 constant STAND = 2;
    uint8 constant NO_INSURANCE = 6;

    function setUp() public {
        _deployCashier();
        holdem = new DecisionTable(cashier, 13, 3, new HoldemRules(), 0, 1e6, 1_000e6, address(this));
        blackjack = new DecisionTable(cashier, 14, 7, new BlackjackRules(), 0, 1e6, 1_000e6, address(this));
        for (uint256 i = 0; i < 2; i++) {
            DecisionTable t = i == 0 ? holdem : blackjack;
            t.grantRole(t.OPERATOR_ROLE(), address(this));
            _openHouse(address(t), 10_000_000e6);
        }
        _deposit(P1, 1_000_000e6);
        _deposit(P2, 1_000_000e6);
    }

    function _bet(uint32 kind, uint256 amount) internal pure returns (BetTable.BetInput[] memory bets) {
        bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(kind, new uint8[](0), amount);
    }

    /// Opens a round, P1 and P2 bet, closes and deals it; returns the round and its whole deck.
    function _dealt(DecisionTable t, bytes32 seed, uint32 kind, uint256 a1, uint256 a2) internal returns (uint256 round, uint8[] memory cards) {
        round = t.openRound(sha256(abi.encodePacked(seed)), 60);
        vm.prank(P1);
        t.placeBets(round, _bet(kind, a1), seed);
        vm.prank(P2);
        t.placeBets(round, _bet(kind, a2), bytes32(0));
        t.closeBetting(round);
        vm.roll(block.number + 1);
        bytes32 root;
        DecisionTable.CardProof[] memory proofs;
        (root, proofs, cards) = DeckProofs.deal(t, round, seed, t.deckSize() / 52);
        t.deal(round, root, proofs);
    }

    function _decide(DecisionTable t, address who, uint256 round, uint256 betIndex, uint8 action) internal {
        vm.prank(who);
        t.decide(round, betIndex, 0, action);
    }

    /// @dev Decides for hand 0 when the table takes it (a refused decision changes nothing).
    function _decideIfAllowed(DecisionTable t, address who, uint256 round, uint256 betIndex, uint8 action) internal returns (bool decided) {
        vm.prank(who);
        try t.decide(round, betIndex, 0, action) {
            return true;
        } catch {
            return false;
        }
    }

    function testFuzz_OnlyTheBetsOwnPlayerDecides(address who, uint8 action) public {
        vm.assume(who != P1);
        action = uint8(bound(action, CALL, FOLD));
        (uint256 round,) = _dealt(holdem, SEED, ANTE, 10e6, 10e6);
        vm.prank(who);
        vm.expectRevert(bytes("Not your bet"));
        holdem.decide(round, 0, 0, action);
        assertEq(holdem.betAt(round, 0).actions[0], 0);
    }

    function testFuzz_DecisionsOnlyInsideTheWindow(uint256 wait) public {
        wait = bound(wait, 0, 1 hours);
        uint256 round = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(P1);
        holdem.placeBets(round, _bet(ANTE, 10e6), SEED);
        vm.prank(P1);
        vm.expectRevert(bytes("Round is not in play"));
        holdem.decide(round, 0, 0, CALL); // betting: no window yet
        holdem.closeBetting(round);
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs,) = DeckProofs.deal(holdem, round, SEED, 1);
        holdem.deal(round, root, proofs);
        uint256 closesAt = holdem.rounds(round).windowClosesAt;
        vm.warp(block.timestamp + wait);
        vm.prank(P1);
        if (block.timestamp < closesAt) {
            holdem.decide(round, 0, 0, CALL);
            assertEq(holdem.betAt(round, 0).extraStake, 20e6);
        } else {
            vm.expectRevert(bytes("Decision window is closed"));
            holdem.decide(round, 0, 0, CALL);
        }
    }

    function testFuzz_AtMostOneDecisionPerBetAndWindow(uint8 first, uint8 second, uint256 amount) public {
        first = uint8(bound(first, CALL, FOLD));
        second = uint8(bound(second, 0, 15));
        amount = bound(amount, 1e6, 1_000e6);
        (uint256 round,) = _dealt(holdem, SEED, ANTE, amount, 1e6);
        vm.startPrank(P1);
        holdem.decide(round, 0, 0, first);
        (uint256 house, uint256 reserved) = _house(address(holdem));
        uint256 balance = cashier.balanceOf(P1);
        vm.expectRevert(bytes(second == 0 ? "Unknown action" : "Already decided"));
        holdem.decide(round, 0, 0, second);
        vm.stopPrank();
        (uint256 houseAfter, uint256 reservedAfter) = _house(address(holdem));
        assertEq(houseAfter, house);
        assertEq(reservedAfter, reserved);
        assertEq(cashier.balanceOf(P1), balance);
        assertEq(holdem.betAt(round, 0).actions[0], first);
    }

    /// Every bet and every extra stake is reserved at its worst case, covered by the table's house.
    function testFuzz_EscrowCoversEveryOpenHand(uint256 a1, uint256 a2, bool call1, bool call2) public {
        a1 = bound(a1, 1e6, 1_000e6);
        a2 = bound(a2, 1e6, 1_000e6);
        (uint256 round,) = _dealt(holdem, SEED, ANTE, a1, a2);
        if (call1) _decide(holdem, P1, round, 0, CALL);
        if (call2) _decide(holdem, P2, round, 1, CALL);
        uint256 worst = 101 * (a1 + a2) + (call1 ? 4 * a1 : 0) + (call2 ? 4 * a2 : 0);
        uint256 staked = a1 + a2 + (call1 ? 2 * a1 : 0) + (call2 ? 2 * a2 : 0);
        (uint256 house, uint256 reserved) = _house(address(holdem));
        assertEq(reserved, worst);
        assertEq(holdem.betAt(round, 0).maxReturn + holdem.betAt(round, 1).maxReturn, worst);
        assertEq(house, 10_000_000e6 + staked);
        assertGe(house, reserved);
        assertEq(holdem.rounds(round).staked, staked);
        assertEq(cashier.balanceOf(P1) + cashier.balanceOf(P2), 2_000_000e6 - staked);
        // Withheld: the forfeit pays every stake's worst case.
        vm.warp(holdem.rounds(round).settleBy);
        holdem.forfeit(round);
        (house, reserved) = _house(address(holdem));
        assertEq(reserved, 0);
        assertEq(holdem.rounds(round).totalPaid, worst);
        assertEq(house, 10_000_000e6 + staked - worst);
        assertEq(cashier.balanceOf(P1) + cashier.balanceOf(P2), 2_000_000e6 - staked + worst);
    }

    /// Round r + BET_SETS takes round r's bet slots: a bet placed there starts with no extra stake
    /// and no decision from the round that used the slot before, may decide again, and is reserved
    /// and forfeited at its own worst case only.
    function testFuzz_AReusedBetSlotStartsClean(uint256 first, uint256 later) public {
        first = bound(first, 1e6, 1_000e6);
        later = bound(later, 1e6, 1_000e6);
        (uint256 round,) = _dealt(holdem, SEED, ANTE, first, first);
        _decide(holdem, P1, round, 0, CALL);
        assertEq(holdem.betAt(round, 0).extraStake, 2 * first);
        vm.warp(holdem.rounds(round).settleBy);
        holdem.forfeit(round);
        for (uint256 i = 1; i < holdem.BET_SETS(); i++) {
            uint256 empty = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
            vm.warp(holdem.rounds(empty).settleBy);
            holdem.refund(empty);
        }
        (uint256 reused,) = _dealt(holdem, SEED, ANTE, later, later);
        assertEq(reused % holdem.BET_SETS(), round % holdem.BET_SETS());
        DecisionTable.Bet memory bet = holdem.betAt(reused, 0);
        assertEq(bet.extraStake, 0);
        assertEq(bet.actions[0], 0);
        assertEq(bet.maxReturn, 101 * later);
        assertEq(_reserved(address(holdem)), 2 * 101 * later);
        _decide(holdem, P1, reused, 0, CALL);
        assertEq(holdem.betAt(reused, 0).extraStake, 2 * later);
        vm.warp(holdem.rounds(reused).settleBy);
        uint256 before = cashier.balanceOf(P1) + cashier.balanceOf(P2);
        holdem.forfeit(reused);
        assertEq(holdem.rounds(reused).totalPaid, 2 * 101 * later + 4 * later);
        assertEq(cashier.balanceOf(P1) + cashier.balanceOf(P2), before + 2 * 101 * later + 4 * later);
        assertEq(_reserved(address(holdem)), 0);
    }

    /// No decision in the window is a fold: the ante is lost whatever the cards, and the bonus still pays.
    function testFuzz_NoDecisionFolds(bytes32 seed, uint256 amount) public {
        amount = bound(amount, 1e6, 1_000e6);
        (uint256 round,) = _dealt(holdem, seed, ANTE, amount, amount);
        vm.prank(P2);
        holdem.decide(round, 1, 0, FOLD);
        vm.warp(block.timestamp + 10);
        uint256 before = cashier.balanceOf(P1);
        holdem.settle(round, seed);
        assertEq(cashier.balanceOf(P1), before);
        assertEq(holdem.rounds(round).totalPaid, 0);
        assertEq(uint8(holdem.rounds(round).state), uint8(BetTable.RoundState.Settled));
    }

    /// No decision is a stand (and no insurance): an undecided bet is paid as one that stood on its two cards.
    function testFuzz_NoDecisionStands(bytes32 seed, uint256 amount) public {
        amount = bound(amount, 1e6, 1_000e6);
        (uint256 round, uint8[] memory cards) = _dealt(blackjack, seed, MAIN, amount, amount);
        bool insuranceWindow = cards[2] % 13 == 0;
        _decideIfAllowed(blackjack, P2, round, 1, insuranceWindow ? NO_INSURANCE : STAND);
        vm.warp(block.timestamp + 10);
        if (insuranceWindow) {
            blackjack.nextWindow(round, new DecisionTable.CardProof[](0));
            _decideIfAllowed(blackjack, P2, round, 1, STAND);
            vm.warp(block.timestamp + 10);
        }
        uint256[2] memory before = [cashier.balanceOf(P1), cashier.balanceOf(P2)];
        blackjack.settle(round, seed);
        assertEq(cashier.balanceOf(P1) - before[0], cashier.balanceOf(P2) - before[1]);
        assertEq(_reserved(address(blackjack)), 0);
    }

    function testFuzz_NextWindowProvesExactlyTheCardsDrawn(bytes32 seed) public {
        (uint256 round, uint8[] memory cards) = _dealt(blackjack, seed, MAIN, 10e6, 10e6);
        vm.assume(cards[2] % 13 != 0); // play starts in window 1
        vm.assume(_decideIfAllowed(blackjack, P1, round, 0, 1)); // hit: extra card 0
        vm.warp(block.timestamp + 10);
        DecisionTable.CardProof[] memory proofs = DeckProofs.extras(blackjack, round, seed, cards);
        assertEq(proofs.length, 1);
        vm.expectRevert(abi.encodeWithSelector(DecisionTable.WrongCardCount.selector, 0, 1));
        blackjack.nextWindow(round, new DecisionTable.CardProof[](0));
        proofs[0].card = (proofs[0].card + 1) % 52;
        vm.expectRevert(abi.encodeWithSelector(DecisionTable.InvalidCard.selector, blackjack.extraBase()));
        blackjack.nextWindow(round, proofs);
        blackjack.nextWindow(round, DeckProofs.extras(blackjack, round, seed, cards));
        uint8[] memory shown = blackjack.shownCards(round);
        assertEq(shown[3], cards[40]);
        assertEq(blackjack.rounds(round).window, 2);
    }
}
