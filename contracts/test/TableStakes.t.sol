// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {DecisionTable} from "../contracts/DecisionTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {PlayerAccounts} from "../contracts/cashier/PlayerAccounts.sol";
import {PlayerProtection} from "../contracts/cashier/PlayerProtection.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";
import {HoldemRules} from "../contracts/rules/HoldemRules.sol";
import {DeckProofs} from "./_helpers/DeckProofs.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// Every stake a table takes — bets, and a decision's extra stake — goes through `cashier.stake`,
/// which applies the player's responsible-gaming rules on the player's direct call to the table;
/// settled bets are credited to the player's cashier balance and taken off the loss windows; a
/// table stakes and pays only with TABLE_ROLE, and only within its own house.
contract TableStakesTest is CashierFixture {
    GameTable roulette;
    DecisionTable holdem;
    address constant PLAYER = address(0xA11CE);
    address constant STAFF = address(0x57AFF);
    uint256 constant GAME_KEY = 0x6A3E;
    bytes32 constant SEED = keccak256("table stakes seed");
    uint32 constant RED = 1008;
    uint32 constant ANTE = 3001;
    uint8 constant CALL = 1;
    uint8 constant FOLD = 2;
    uint256 constant U = 1e6;
    uint256 constant MONDAY = 1_795_996_800; // Monday 30 November 2026 00:00 UTC
    uint256 constant BANKROLL = 1_000_000 * U;

    function setUp() public {
        vm.warp(MONDAY + 10 hours);
        _deployCashier();
        roulette = new GameTable(cashier, 1, 1, new RouletteRules(), 0, U, 1_000 * U, address(this));
        holdem = new DecisionTable(cashier, 13, 3, new HoldemRules(), 0, U, 1_000 * U, address(this));
        roulette.grantRole(roulette.OPERATOR_ROLE(), address(this));
        holdem.grantRole(holdem.OPERATOR_ROLE(), address(this));
        _openHouse(address(roulette), BANKROLL);
        _openHouse(address(holdem), BANKROLL);
        cashier.grantRole(cashier.OPERATOR_ROLE(), STAFF);
        _deposit(PLAYER, 10_000 * U);
    }

    function _red(uint256 amount) internal pure returns (BetTable.BetInput[] memory bets) {
        bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(RED, new uint8[](0), amount);
    }

    function _reds(uint256 a, uint256 b) internal pure returns (BetTable.BetInput[] memory bets) {
        bets = new BetTable.BetInput[](2);
        bets[0] = BetTable.BetInput(RED, new uint8[](0), a);
        bets[1] = BetTable.BetInput(RED, new uint8[](0), b);
    }

    function _ante(uint256 amount) internal pure returns (BetTable.BetInput[] memory bets) {
        bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(ANTE, new uint8[](0), amount);
    }

    function _limits(uint256 single, uint256 daily) internal {
        vm.prank(PLAYER);
        cashier.setLimits(PlayerProtection.Limits(uint56(single), uint56(daily), 0, 0, 0));
    }

    function _openRoulette() internal returns (uint256) {
        return roulette.openRound(sha256(abi.encodePacked(SEED)), 60);
    }

    /// A hold'em round with PLAYER's ante, closed and dealt: its decision window is open.
    function _dealtHoldem(uint256 ante) internal returns (uint256 round) {
        round = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        holdem.placeBets(round, _ante(ante), bytes32(0));
        holdem.closeBetting(round);
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs, ) = DeckProofs.deal(holdem, round, SEED, 1);
        holdem.deal(round, root, proofs);
    }

    function _dayLoss(address wallet) internal view returns (int256 dayLoss) {
        (, dayLoss, , ) = cashier.usageOf(wallet);
    }

    // ---- the rules, at both tables -------------------------------------------------------------

    function test_ABetPastTheDailyLossLimitIsRefusedAtPlaceBets() public {
        _limits(0, 10 * U);
        uint256 round = _openRoulette();
        vm.startPrank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 10 * U, MONDAY + 1 days));
        roulette.placeBets(round, _red(U), bytes32(0));
        vm.stopPrank();
        assertEq(roulette.betCount(round), 1);
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U);
        assertEq(_dayLoss(PLAYER), int256(10 * U));
        // The same loss counts at the other table.
        uint256 hRound = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 10 * U, MONDAY + 1 days));
        holdem.placeBets(hRound, _ante(U), bytes32(0));
        assertEq(holdem.betCount(hRound), 0);
    }

    function test_TheSingleBetLimitIsTheBatchsLargestBet() public {
        _limits(5 * U, 0);
        uint256 round = _openRoulette();
        vm.startPrank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.SingleBetLimitExceeded.selector, 5 * U, 6 * U));
        roulette.placeBets(round, _reds(3 * U, 6 * U), bytes32(0));
        roulette.placeBets(round, _reds(5 * U, 5 * U), bytes32(0)); // 10 in all, no single bet above 5
        vm.stopPrank();
        assertEq(roulette.betCount(round), 2);
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U);
    }

    function test_ABreakOrABanRefusesBetsAtBothTablesButNotWithdrawals() public {
        uint256 round = _openRoulette();
        uint256 hRound = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        cashier.takeBreak(1);
        bytes memory blocked = abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, block.timestamp + 1 days);
        vm.prank(PLAYER);
        vm.expectRevert(blocked);
        roulette.placeBets(round, _red(U), bytes32(0));
        vm.prank(PLAYER);
        vm.expectRevert(blocked);
        holdem.placeBets(hRound, _ante(U), bytes32(0));
        vm.warp(block.timestamp + 1 days);
        vm.prank(STAFF);
        cashier.setBanned(PLAYER, true);
        round = _openRoulette();
        hRound = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        bytes memory banned = abi.encodeWithSelector(PlayerProtection.PlayerBanned.selector, PLAYER);
        vm.prank(PLAYER);
        vm.expectRevert(banned);
        roulette.placeBets(round, _red(U), bytes32(0));
        vm.prank(PLAYER);
        vm.expectRevert(banned);
        holdem.placeBets(hRound, _ante(U), bytes32(0));
        assertEq(cashier.balanceOf(PLAYER), 10_000 * U);
        vm.prank(PLAYER);
        cashier.withdraw(10_000 * U);
        assertEq(token.balanceOf(PLAYER), 10_000 * U);
        // Lifted, the player bets again with what they deposit.
        vm.prank(STAFF);
        cashier.setBanned(PLAYER, false);
        _deposit(PLAYER, 5 * U);
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(5 * U), bytes32(0));
        assertEq(cashier.balanceOf(PLAYER), 0);
    }

    function test_ADecisionsExtraStakeIsTakenThroughTheRules() public {
        _limits(0, 25 * U);
        uint256 round = _dealtHoldem(10 * U);
        // The call (2 × ante = 20) would make the day's loss 30, past 25: the table allows it, the cashier refuses it.
        (uint256 houseBefore, uint256 reservedBefore) = _house(address(holdem));
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 25 * U, MONDAY + 1 days));
        holdem.decide(round, 0, 0, CALL);
        (uint256 house, uint256 reserved) = _house(address(holdem));
        assertEq(house, houseBefore);
        assertEq(reserved, reservedBefore);
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U);
        assertEq(holdem.betAt(round, 0).extraStake, 0);
        // A fold stakes nothing: the rules have nothing to refuse.
        vm.prank(PLAYER);
        holdem.decide(round, 0, 0, FOLD);
        assertEq(holdem.betAt(round, 0).actions[0], FOLD);
    }

    function test_ABanOrABreakAfterTheDealRefusesTheCall() public {
        uint256 round = _dealtHoldem(10 * U);
        vm.prank(STAFF);
        cashier.staffTimeOut(PLAYER, 1);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, block.timestamp + 1 days));
        holdem.decide(round, 0, 0, CALL);
        vm.prank(STAFF);
        cashier.setBanned(PLAYER, true);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayerBanned.selector, PLAYER));
        holdem.decide(round, 0, 0, CALL);
        assertEq(holdem.betAt(round, 0).extraStake, 0);
    }

    function test_ACallBeyondTheCashierBalanceIsRefused() public {
        address poor = address(0x9002);
        _deposit(poor, 10 * U);
        uint256 round = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(poor);
        holdem.placeBets(round, _ante(10 * U), bytes32(0));
        holdem.closeBetting(round);
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs, ) = DeckProofs.deal(holdem, round, SEED, 1);
        holdem.deal(round, root, proofs);
        vm.prank(poor);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.InsufficientBalance.selector, 0, 20 * U));
        holdem.decide(round, 0, 0, CALL);
        _deposit(poor, 20 * U);
        vm.prank(poor);
        holdem.decide(round, 0, 0, CALL);
        assertEq(holdem.betAt(round, 0).extraStake, 20 * U);
        assertEq(cashier.balanceOf(poor), 0);
        (uint256 house, uint256 reserved) = _house(address(holdem));
        assertEq(house, BANKROLL + 30 * U);
        assertEq(reserved, holdem.betAt(round, 0).maxReturn);
    }

    // ---- payouts -------------------------------------------------------------------------------

    function test_PayoutsAreCreditedToTheCashierBalanceAndTakenOffTheLoss() public {
        uint256 round = _openRoulette();
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        roulette.closeBetting(round);
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        uint256 paid = roulette.rounds(round).totalPaid;
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U + paid);
        assertEq(token.balanceOf(PLAYER), 0);
        assertEq(token.balanceOf(address(roulette)), 0);
        assertEq(_houseBalance(address(roulette)), BANKROLL + 10 * U - paid);
        assertEq(_dayLoss(PLAYER), int256(10 * U) - int256(paid));
        // A round never closed is refunded after its deadline: the stake comes back off the loss.
        uint256 next = _openRoulette();
        vm.prank(PLAYER);
        roulette.placeBets(next, _red(5 * U), bytes32(0));
        assertEq(_dayLoss(PLAYER), int256(15 * U) - int256(paid));
        vm.warp(block.timestamp + 2 hours);
        roulette.refund(next);
        assertEq(_dayLoss(PLAYER), int256(10 * U) - int256(paid));
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U + paid);
        assertEq(_reserved(address(roulette)), 0);
    }

    function test_ADecisionRoundsPayoutsAreCreditedAndTakenOffTheLoss() public {
        uint256 round = _dealtHoldem(10 * U);
        vm.prank(PLAYER);
        holdem.decide(round, 0, 0, CALL);
        assertEq(_dayLoss(PLAYER), int256(30 * U));
        vm.warp(block.timestamp + 10);
        holdem.settle(round, SEED);
        uint256 paid = holdem.rounds(round).totalPaid;
        assertEq(cashier.balanceOf(PLAYER), 9_970 * U + paid);
        assertEq(_dayLoss(PLAYER), int256(30 * U) - int256(paid));
        assertEq(_houseBalance(address(holdem)), BANKROLL + 30 * U - paid);
        assertEq(_reserved(address(holdem)), 0);
    }

    /// A player's game wallet linked to their main wallet: bets under the main wallet's rules,
    /// paid into the main wallet's account.
    function test_ALinkedGameWalletBetsUnderTheMainRulesAndIsPaidIntoTheMainAccount() public {
        address game = vm.addr(GAME_KEY);
        uint256 mainKey = 0xA11CE5;
        address main = vm.addr(mainKey);
        _deposit(main, 100 * U);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(mainKey, cashier.linkDigest(game, deadline));
        vm.prank(game);
        cashier.link(main, deadline, abi.encodePacked(r, s, v));
        vm.prank(main);
        cashier.setLimits(PlayerProtection.Limits(0, uint56(30 * U), 0, 0, 0));
        uint256 round = _openRoulette();
        vm.prank(game);
        roulette.placeBets(round, _red(20 * U), bytes32(0));
        assertEq(cashier.balanceOf(main), 80 * U);
        vm.prank(game);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 30 * U, MONDAY + 1 days));
        roulette.placeBets(round, _red(11 * U), bytes32(0));
        roulette.closeBetting(round);
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        uint256 paid = roulette.rounds(round).totalPaid;
        // The bet names the account its stake came from (its BetPlaced names the wallet that sent it).
        assertEq(roulette.betAt(round, 0).player, main);
        assertEq(cashier.balanceOf(main), 80 * U + paid);
        assertEq(cashier.balanceOf(game), 80 * U + paid);
        assertEq(_dayLoss(main), int256(20 * U) - int256(paid));
    }

    // ---- what a table may do at the cashier ----------------------------------------------------

    /// One payout as a table sends it: the amount above the wallet's account number.
    function _credits(address wallet, uint256 amount) internal view returns (uint256[] memory credits) {
        credits = new uint256[](1);
        credits[0] = (amount << 32) | cashier.accountIdOf(wallet);
    }

    /// A table's payouts come out of its own house's reservation only: another house's reservation,
    /// or a payout above what the paid bets release, cannot be drawn on.
    function test_ATableCannotPayBeyondItsOwnHousesReservation() public {
        uint256 round = _openRoulette();
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0)); // the roulette house reserves 20
        address rogue = address(0xB06E);
        _openHouse(rogue, 1_000 * U); // a table with a bankroll and nothing reserved
        uint256[] memory credits = _credits(PLAYER, 20 * U);
        vm.prank(rogue);
        vm.expectRevert(abi.encodeWithSelector(Cashier.ReleaseAboveReserved.selector, 20 * U, 0)); // its own reservation is 0
        cashier.pay(credits, 20 * U);
        vm.prank(rogue);
        vm.expectRevert(abi.encodeWithSelector(Cashier.PayoutsAboveRelease.selector, 20 * U, 0));
        cashier.pay(credits, 0);
        // The rogue reserves 20 for a stake of its own: still it cannot pay 21 against it.
        vm.prank(rogue);
        cashier.stake(PLAYER, 10 * U, 10 * U, 20 * U);
        credits = _credits(PLAYER, 21 * U);
        vm.prank(rogue);
        vm.expectRevert(abi.encodeWithSelector(Cashier.ReleaseAboveReserved.selector, 21 * U, 20 * U));
        cashier.pay(credits, 21 * U);
        assertEq(cashier.balanceOf(PLAYER), 9_980 * U);
        (uint256 house, uint256 reserved) = _house(address(roulette));
        assertEq(house, BANKROLL + 10 * U);
        assertEq(reserved, 20 * U);
        // The roulette table still pays its bet in full.
        roulette.closeBetting(round);
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        assertEq(_reserved(address(roulette)), 0);
        assertEq(cashier.balanceOf(PLAYER), 9_980 * U + roulette.rounds(round).totalPaid);
    }

    function test_ATableWithoutTableRoleCannotStake() public {
        GameTable unregistered = new GameTable(cashier, 2, 1, new RouletteRules(), 0, U, 1_000 * U, address(this));
        unregistered.grantRole(unregistered.OPERATOR_ROLE(), address(this));
        token.mint(address(this), 1_000 * U);
        cashier.fundHouse(address(unregistered), 1_000 * U); // a funded house is not a registration
        uint256 round = unregistered.openRound(sha256(abi.encodePacked(SEED)), 60);
        bytes32 role = cashier.TABLE_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(unregistered), role));
        unregistered.placeBets(round, _red(U), bytes32(0));
        DecisionTable unregisteredHoldem = new DecisionTable(cashier, 14, 3, new HoldemRules(), 0, U, 1_000 * U, address(this));
        unregisteredHoldem.grantRole(unregisteredHoldem.OPERATOR_ROLE(), address(this));
        round = unregisteredHoldem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(unregisteredHoldem), role));
        unregisteredHoldem.placeBets(round, _ante(U), bytes32(0));
        assertEq(cashier.balanceOf(PLAYER), 10_000 * U);
        // Nor can the player, or anyone else, stake at the cashier directly, or pay from a reservation it has not got.
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, role));
        cashier.stake(PLAYER, U, U, U);
        uint256[] memory credits = _credits(PLAYER, U);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Cashier.ReleaseAboveReserved.selector, U, 0));
        cashier.pay(credits, U);
        // A table whose role is revoked takes no more bets, but still pays the bets it took.
        round = _openRoulette();
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        cashier.revokeRole(role, address(roulette));
        uint256 next = _openRoulette();
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(roulette), role));
        roulette.placeBets(next, _red(U), bytes32(0));
        roulette.closeBetting(round);
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U + roulette.rounds(round).totalPaid);
        assertEq(_reserved(address(roulette)), 0);
    }

    function test_APausedCashierTakesNoStakesButTablesStillPay() public {
        uint256 round = _openRoulette();
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        roulette.closeBetting(round);
        uint256 next = _openRoulette();
        cashier.grantRole(cashier.PAUSER_ROLE(), address(this));
        cashier.pause();
        vm.prank(PLAYER);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        roulette.placeBets(next, _red(U), bytes32(0));
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        assertEq(cashier.balanceOf(PLAYER), 9_990 * U + roulette.rounds(round).totalPaid);
        assertEq(_reserved(address(roulette)), 0);
    }
}
