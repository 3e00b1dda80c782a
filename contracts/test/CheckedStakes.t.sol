// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {DecisionTable} from "../contracts/DecisionTable.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {PlayerProtection} from "../contracts/cashier/PlayerProtection.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";
import {HoldemRules} from "../contracts/rules/HoldemRules.sol";
import {DeckProofs} from "./_helpers/DeckProofs.sol";

/// Tables pointed at the cashier refuse, on a direct call from the player's wallet, every stake its
/// rules refuse — bets and a decision's extra stake — and report payouts to the loss windows.
contract CheckedStakesTest is Test {
    SUSD token;
    Cashier cashier;
    GameTable roulette;
    DecisionTable holdem;
    address constant PLAYER = address(0xA11CE);
    bytes32 constant SEED = keccak256("checked stakes seed");
    uint32 constant RED = 1008;
    uint32 constant ANTE = 3001;
    uint8 constant CALL = 1;
    uint256 constant U = 1e6;

    function setUp() public {
        vm.warp(1_795_996_800 + 10 hours); // Monday 30 November 2026, 10:00 UTC
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        cashier = new Cashier(token, address(this));
        roulette = new GameTable(token, 1, 1, new RouletteRules(), 0, U, 1_000 * U, address(this));
        holdem = new DecisionTable(token, 13, 3, new HoldemRules(), 0, U, 1_000 * U, address(this));
        roulette.grantRole(roulette.OPERATOR_ROLE(), address(this));
        holdem.grantRole(holdem.OPERATOR_ROLE(), address(this));
        roulette.setStakeRules(cashier);
        holdem.setStakeRules(cashier);
        cashier.grantRole(cashier.TABLE_ROLE(), address(roulette));
        cashier.grantRole(cashier.TABLE_ROLE(), address(holdem));
        token.mint(address(roulette), 1_000_000 * U);
        token.mint(address(holdem), 1_000_000 * U);
        token.mint(PLAYER, 10_000 * U);
        vm.startPrank(PLAYER);
        token.approve(address(roulette), type(uint256).max);
        token.approve(address(holdem), type(uint256).max);
        vm.stopPrank();
    }

    function _red(uint256 amount) internal pure returns (GameTable.BetInput[] memory bets) {
        bets = new GameTable.BetInput[](1);
        bets[0] = GameTable.BetInput(RED, new uint8[](0), amount);
    }

    function _ante(uint256 amount) internal pure returns (DecisionTable.BetInput[] memory bets) {
        bets = new DecisionTable.BetInput[](1);
        bets[0] = DecisionTable.BetInput(ANTE, new uint8[](0), amount);
    }

    function _dailyLoss(uint256 limit) internal {
        vm.prank(PLAYER);
        cashier.setLimits(PlayerProtection.Limits(0, uint56(limit), 0, 0, 0));
    }

    function test_ABetPastTheDailyLossLimitIsRefusedOnADirectCall() public {
        _dailyLoss(10 * U);
        uint256 round = roulette.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.startPrank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 10 * U, 1_795_996_800 + 1 days));
        roulette.placeBets(round, _red(U), bytes32(0));
        vm.stopPrank();
        assertEq(roulette.betCount(round), 1);
        assertEq(token.balanceOf(PLAYER), 9_990 * U);
    }

    function test_PayoutsAndRefundsGiveTheLossBack() public {
        uint256 round = roulette.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        roulette.placeBets(round, _red(10 * U), bytes32(0));
        roulette.closeBetting(round);
        vm.roll(block.number + 1);
        roulette.settle(round, SEED);
        uint256 paid = token.balanceOf(PLAYER) - 9_990 * U;
        (, int256 dayLoss, , ) = cashier.usageOf(PLAYER);
        assertEq(dayLoss, int256(10 * U) - int256(paid));
        // A round never closed is refunded after its deadline: the stake comes back off the loss.
        uint256 next = roulette.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        roulette.placeBets(next, _red(5 * U), bytes32(0));
        vm.warp(block.timestamp + 2 hours);
        roulette.refund(next);
        (, int256 after_, , ) = cashier.usageOf(PLAYER);
        assertEq(after_, dayLoss);
    }

    function test_ATimeOutBlocksEveryTableAndADecisionsExtraStakeCounts() public {
        _dailyLoss(25 * U);
        uint256 round = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        holdem.placeBets(round, _ante(10 * U), bytes32(0));
        holdem.closeBetting(round);
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs, ) = DeckProofs.deal(holdem, round, SEED, 1);
        holdem.deal(round, root, proofs);
        // The call (2 × ante = 20) would make the day's loss 30, past 25.
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 25 * U, 1_795_996_800 + 1 days));
        holdem.decide(round, 0, 0, CALL);
        vm.prank(PLAYER);
        cashier.takeBreak(1);
        uint256 next = roulette.openRound(sha256(abi.encodePacked(SEED)), 60);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, block.timestamp + 1 days));
        roulette.placeBets(next, _red(U), bytes32(0));
    }

    function test_OnlyTheAdminPointsATableAtItsRules() public {
        vm.prank(PLAYER);
        vm.expectRevert();
        roulette.setStakeRules(Cashier(address(0)));
        assertEq(address(roulette.stakeRules()), address(cashier));
    }
}
