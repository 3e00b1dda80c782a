// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {ITableRules} from "../contracts/rules/ITableRules.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";

/// The table trusts its rules contract no further than the escrow: a rules contract that misbehaves
/// (mocked calls here) can neither under-reserve a bet nor pay one beyond its reserved worst case.
contract TableRulesGuardTest is Test {
    SUSD token;
    RouletteRules rules;
    GameTable table;
    bytes32 constant SEED = keccak256("seed");
    address constant P1 = address(0xA11CE);

    function setUp() public {
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        rules = new RouletteRules();
        table = new GameTable(token, 1, 1, rules, 0, 1e6, 100e6, address(this));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        token.mint(address(table), 1_000e6);
        token.mint(P1, 1_000e6);
        vm.prank(P1);
        token.approve(address(table), type(uint256).max);
    }

    function _closedRoundWithOneBet(uint256 amount) internal returns (uint256 round) {
        round = table.openRound(sha256(abi.encodePacked(SEED)), 60);
        GameTable.BetInput[] memory bets = new GameTable.BetInput[](1);
        bets[0] = GameTable.BetInput(1008, new uint8[](0), amount);
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
        GameTable.BetInput[] memory bets = new GameTable.BetInput[](1);
        bets[0] = GameTable.BetInput(1008, new uint8[](0), 5e6);
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
        if (payout > amount * 2) vm.expectRevert(bytes("Payout above the bet's worst case"));
        table.settle(round, SEED);
        assertGe(token.balanceOf(address(table)), table.reserved());
    }

    function test_RefusesPayoutsThatDoNotMatchTheBets() public {
        uint256 round = _closedRoundWithOneBet(5e6);
        _mockPayouts(2, 0);
        vm.expectRevert(bytes("One payout per bet"));
        table.settle(round, SEED);
    }
}
