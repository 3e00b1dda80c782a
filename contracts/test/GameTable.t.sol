// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";

contract GameTableFuzzTest is Test {
    SUSD token;
    GameTable table;
    bytes32 constant SEED = keccak256("server seed");
    address constant P1 = address(0xA11CE);
    address constant P2 = address(0xB0B);

    function setUp() public {
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        table = new GameTable(token, 1, 1, 1e6, 1_000e6, address(this));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        uint32[] memory kinds = new uint32[](2);
        uint32[] memory x100 = new uint32[](2);
        (kinds[0], x100[0]) = (1001, 3600); // straight up: 36× stake back
        (kinds[1], x100[1]) = (1008, 200); // red: 2× stake back
        table.setBetKinds(kinds, x100);
        token.mint(address(table), 10_000e6);
    }

    function _bet(address who, uint256 round, uint32 kind, uint256 amount) internal returns (bool ok) {
        token.mint(who, amount);
        vm.startPrank(who);
        token.approve(address(table), amount);
        uint8[] memory numbers = new uint8[](1);
        numbers[0] = 17;
        try table.placeBet(round, kind, numbers, amount) { ok = true; } catch { ok = false; }
        vm.stopPrank();
    }

    function testFuzz_EscrowAlwaysCoversOpenBets(uint256[8] memory amounts, bool[8] memory straight) public {
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        for (uint256 i = 0; i < 8; i++) {
            _bet(i % 2 == 0 ? P1 : P2, round, straight[i] ? 1001 : 1008, bound(amounts[i], 1e6, 1_000e6));
            assertGe(token.balanceOf(address(table)), table.reserved());
        }
    }

    function testFuzz_WrongSeedReverts(bytes32 seed) public {
        vm.assume(seed != SEED);
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        _bet(P1, round, 1008, 10e6);
        table.closeBetting(round);
        vm.roll(block.number + 1);
        uint256[] memory payouts = new uint256[](1);
        vm.expectRevert(bytes("Wrong seed"));
        table.settle(round, seed, payouts);
    }

    function testFuzz_RefundOnlyAfterTimeoutAndOnce(uint256 wait) public {
        wait = bound(wait, 0, 3 hours);
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        _bet(P1, round, 1008, 10e6);
        table.closeBetting(round);
        vm.warp(block.timestamp + wait);
        if (wait < 1 hours) {
            vm.expectRevert(bytes("Round has not timed out"));
            table.refund(round);
            return;
        }
        table.refund(round);
        assertEq(token.balanceOf(P1), 10e6);
        assertEq(table.reserved(), 0);
        vm.expectRevert(bytes("Round cannot be refunded"));
        table.refund(round);
    }

    function testFuzz_PayoutNeverAboveWorstCase(uint256 amount, uint256 payout) public {
        amount = bound(amount, 1e6, 1_000e6);
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        _bet(P1, round, 1008, amount);
        table.closeBetting(round);
        vm.roll(block.number + 1);
        uint256[] memory payouts = new uint256[](1);
        payouts[0] = bound(payout, 0, amount * 4);
        if (payouts[0] > amount * 2) vm.expectRevert(bytes("Payout above the bet's worst case"));
        table.settle(round, SEED, payouts);
    }

    function testFuzz_ClientSeedIsTheCloseBlocksHash(uint256 later) public {
        later = bound(later, 1, 256);
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        _bet(P1, round, 1008, 10e6);
        table.closeBetting(round);
        uint256 closedBlock = block.number;
        uint256[] memory payouts = new uint256[](1);
        // In the close's own block its hash does not exist yet: nobody, the dealer included, knows the seed.
        vm.expectRevert(bytes("Client seed is not known yet"));
        table.settle(round, SEED, payouts);
        vm.roll(closedBlock + later);
        table.settle(round, SEED, payouts);
        (, bytes32 clientSeed,,,,,,,) = table.rounds(round);
        assertEq(clientSeed, blockhash(closedBlock));
        assertTrue(clientSeed != bytes32(0));
    }

    function testFuzz_ExpiredClientSeedCanOnlyBeRefunded(uint256 later) public {
        later = bound(later, 257, 10_000);
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)));
        _bet(P1, round, 1008, 10e6);
        table.closeBetting(round);
        vm.roll(block.number + later);
        uint256[] memory payouts = new uint256[](1);
        vm.expectRevert(bytes("Client seed expired"));
        table.settle(round, SEED, payouts);
        table.refund(round); // no timeout needed: the round can never be settled
        assertEq(token.balanceOf(P1), 10e6);
        assertEq(table.reserved(), 0);
    }
}
