// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {GameTable} from "../contracts/GameTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {ITableRules} from "../contracts/rules/ITableRules.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// The table trusts its rules contract no further than the escrow: a rules contract that misbehaves
/// (mocked calls here) can neither under-reserve a bet nor pay one beyond its reserved worst case.
contract TableRulesGuardTest is CashierFixture {
    RouletteRules rules;
    GameTable table;
    bytes32 constant SEED = keccak256("seed");
    address constant P1 = address(0xA11CE);

    function setUp() public {
        _deployCashier();
        rules = new RouletteRules();
        table = new GameTable(cashier, 1, 1, rules, 0, 1e6, 100e6, address(this));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        _openHouse(address(table), 1_000e6);
        _deposit(P1, 1_000e6);
    }

    function _closedRoundWithOneBet(uint256 amount) internal returns (uint256 round) {
        round = table.openRound(sha256(abi.encodePacked(SEED)), 60);
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(1008, new uint8[](0), amount);
        vm.prank(P1);
        table.placeBets(round, bets, bytes32(0));
        table.closeBetting(round);
        vm.roll(block.number + 1);
    }

    function _mockPayouts(uint256 count, uint256 each) internal {
        uint256[] memory paid = new uint256[](count);
        for (uint256 i = 0; i < count; i++) paid[i] = each;
        vm.mockCall(address(rules), abi.encodeWithSelector(ITableRules.payouts.selector), abi.encode(paid));
    }

    function test_RefusesABetWhoseWorstCaseIsBelowItsStake() public {
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)), 60);
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(1008, new uint8[](0), 5e6);
        vm.mockCall(address(rules), abi.encodeWithSelector(ITableRules.maxReturnX100.selector), abi.encode(uint32(99)));
        vm.prank(P1);
        vm.expectRevert(bytes("Invalid max return"));
        table.placeBets(round, bets, bytes32(0));
    }

    function testFuzz_NeverPaysABetAboveItsReservedWorstCase(uint256 amount, uint256 payout) public {
        amount = bound(amount, 1e6, 100e6);
        payout = bound(payout, 0, amount * 4);
        uint256 round = _closedRoundWithOneBet(amount);
        _mockPayouts(1, payout);
        if (payout > amount * 2) vm.expectRevert(abi.encodeWithSelector(BetTable.PayoutAboveWorstCase.selector, 0));
        table.settle(round, SEED);
        (uint256 house, uint256 reserved) = _house(address(table));
        assertGe(house, reserved);
        assertEq(reserved, payout > amount * 2 ? amount * 2 : 0); // a refused payout leaves the bet reserved
        assertEq(cashier.balanceOf(P1), 1_000e6 - amount + (payout > amount * 2 ? 0 : payout));
    }

    function test_RefusesPayoutsThatDoNotMatchTheBets() public {
        uint256 round = _closedRoundWithOneBet(5e6);
        _mockPayouts(2, 0);
        vm.expectRevert(BetTable.PayoutsMismatch.selector);
        table.settle(round, SEED);
    }
}
