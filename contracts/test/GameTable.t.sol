// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {GameTable} from "../contracts/GameTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {BetWord} from "../contracts/table/BetWord.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// A roulette table: stream rounds, settled on chain from the revealed seed. Players stake from and
/// are paid into their cashier balances; the table's house at the cashier holds its bankroll.
contract GameTableFuzzTest is CashierFixture {
    GameTable table;
    RouletteRules rules;
    bytes32 constant SEED = keccak256("server seed");
    uint64 constant WINDOW = 30 minutes;
    uint32 constant STRAIGHT = 1001;
    uint32 constant SPLIT = 1002;
    uint32 constant RED = 1008;
    address constant P1 = address(0xA11CE);
    address constant P2 = address(0xB0B);
    uint256 constant BANKROLL = 1_000_000e6;

    function setUp() public {
        _deployCashier();
        rules = new RouletteRules();
        table = new GameTable(cashier, 1, 1, rules, 0, 1e6, 1_000e6, address(this));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        _openHouse(address(table), BANKROLL);
    }

    function _open() internal returns (uint256) {
        return table.openRound(sha256(abi.encodePacked(SEED)), WINDOW);
    }

    /// A board of n bets: straight ups on 0–36, red, and splits, with the given amounts.
    function _board(uint256[8] memory amounts, uint256 n) internal pure returns (BetTable.BetInput[] memory bets, uint256 total) {
        bets = new BetTable.BetInput[](n);
        for (uint256 i = 0; i < n; i++) {
            uint256 shape = amounts[i] % 3;
            bets[i].kind = shape == 0 ? STRAIGHT : shape == 1 ? RED : SPLIT;
            bets[i].numbers = new uint8[](shape == 0 ? 1 : shape == 1 ? 0 : 2);
            if (shape == 0) bets[i].numbers[0] = uint8(amounts[i] % 37);
            if (shape == 2) (bets[i].numbers[0], bets[i].numbers[1]) = (uint8(1 + 3 * (amounts[i] % 12)), uint8(2 + 3 * (amounts[i] % 12)));
            bets[i].amount = amounts[i];
            total += amounts[i];
        }
    }

    function _place(address who, uint256 round, BetTable.BetInput[] memory bets, uint256 total, bytes32 playerSeed) internal returns (bool ok) {
        _deposit(who, total);
        vm.startPrank(who);
        try table.placeBets(round, bets, playerSeed) { ok = true; } catch { ok = false; }
        vm.stopPrank();
    }

    function _bounded(uint256[8] memory amounts) internal pure returns (uint256[8] memory) {
        for (uint256 i = 0; i < 8; i++) amounts[i] = bound(amounts[i], 1e6, 1_000e6);
        return amounts;
    }

    function testFuzz_EscrowCoversOpenBets(uint256[8] memory amounts, uint8 count) public {
        uint256 n = bound(count, 1, 8);
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded(amounts), n);
        uint256 bankroll = _houseBalance(address(table));
        bool ok = _place(P1, round, bets, total, bytes32(0));
        (uint256 house, uint256 reserved) = _house(address(table));
        assertGe(house, reserved);
        // Either every bet is in, staked with one debit of the total, or none is and nothing moved.
        assertEq(table.betCount(round), ok ? n : 0);
        assertEq(house, ok ? bankroll + total : bankroll);
        assertEq(cashier.balanceOf(P1), ok ? 0 : total);
        assertEq(token.balanceOf(address(table)), 0);
        assertEq(token.balanceOf(address(cashier)), bankroll + total);
    }

    function testFuzz_WrongSeedReverts(bytes32 seed) public {
        vm.assume(seed != SEED);
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(7), 8, 9, 10, 11, 12, 13, 14]), 3);
        _place(P1, round, bets, total, bytes32(0));
        table.closeBetting(round);
        vm.roll(block.number + 1);
        vm.expectRevert(bytes("Wrong seed"));
        table.settle(round, seed);
    }

    /// The client seed is keccak256(hash of the close's block, player seeds folded in placement order).
    function testFuzz_ClientSeedFoldsTheCloseHashAndPlayerSeeds(bytes32 seed1, bytes32 seed2, uint256 later) public {
        later = bound(later, 1, 256);
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(1e6), 2e6, 3e6, 4e6, 5e6, 6e6, 7e6, 8e6]), 2);
        _place(P1, round, bets, total, seed1);
        _place(P2, round, bets, total, seed2);
        table.closeBetting(round);
        uint256 closedBlock = block.number;
        // In the close's own block its hash does not exist yet: nobody, the dealer included, knows the seed.
        vm.expectRevert(bytes("Client seed is not known yet"));
        table.settle(round, SEED);
        vm.roll(closedBlock + later);
        table.settle(round, SEED);
        bytes32 entropy = keccak256(abi.encodePacked(keccak256(abi.encodePacked(bytes32(0), P1, seed1)), P2, seed2));
        GameTable.Round memory r = table.rounds(round);
        assertEq(r.clientSeed, keccak256(abi.encodePacked(blockhash(closedBlock), entropy)));
        assertEq(r.entropy, entropy);
        uint8[] memory outcome = table.outcomeOf(round);
        assertEq(outcome.length, 1);
        assertEq(outcome[0], rules.dealFromSeeds(SEED, r.clientSeed, round)[0]);
    }

    /// Whatever the outcome, no bet is paid above its reserved worst case and every bet is paid once.
    function testFuzz_SettlePaysTheRulesWithinTheWorstCase(bytes32 serverSeed, uint256[8] memory amounts) public {
        uint256 round = table.openRound(sha256(abi.encodePacked(serverSeed)), WINDOW);
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded(amounts), 8);
        _place(P1, round, bets, total, serverSeed);
        table.closeBetting(round);
        vm.roll(block.number + 1);
        table.settle(round, serverSeed);
        GameTable.Round memory r = table.rounds(round);
        assertEq(uint8(r.state), uint8(BetTable.RoundState.Settled));
        assertLe(r.totalPaid, r.exposure);
        assertEq(cashier.balanceOf(P1), r.totalPaid);
        assertEq(_reserved(address(table)), 0);
        uint8 pocket = table.outcomeOf(round)[0];
        for (uint256 i = 0; i < 8; i++) {
            bool straightHit = bets[i].kind == STRAIGHT && bets[i].numbers[0] == pocket;
            if (straightHit) assertGe(r.totalPaid, bets[i].amount * 36);
        }
    }

    /// A dealer who withholds a revealed-in-its-head round pays every bet its worst case: never less
    /// than settling, strictly more unless every bet hit its maximum.
    function testFuzz_ForfeitCostsTheHouseMoreThanSettling(bytes32 serverSeed, uint256[8] memory amounts, uint8 count) public {
        uint256 n = bound(count, 1, 8);
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded(amounts), n);
        uint256 round = table.openRound(sha256(abi.encodePacked(serverSeed)), WINDOW);
        _place(P1, round, bets, total, serverSeed);
        table.closeBetting(round);
        vm.roll(block.number + 1);
        uint256 snapshot = vm.snapshotState();
        table.settle(round, serverSeed);
        uint256 settledCost = cashier.balanceOf(P1); // what the house paid out when it settled
        uint256 maxedBets;
        for (uint256 i = 0; i < n; i++) {
            uint256[] memory one = _payoutOf(round, i);
            if (one[0] == table.betAt(round, i).maxReturn) maxedBets++;
        }
        vm.revertToState(snapshot);
        vm.warp(block.timestamp + WINDOW + 1 hours);
        vm.expectRevert(abi.encodeWithSelector(BetTable.RoundTimedOut.selector, round));
        table.settle(round, serverSeed);
        table.forfeit(round);
        uint256 forfeitCost = cashier.balanceOf(P1);
        assertEq(forfeitCost, table.rounds(round).exposure);
        if (maxedBets == n) assertEq(forfeitCost, settledCost);
        else assertGt(forfeitCost, settledCost);
        assertEq(_reserved(address(table)), 0);
    }

    function _payoutOf(uint256 round, uint256 index) internal view returns (uint256[] memory) {
        GameTable.Bet memory b = table.betAt(round, index);
        uint256 numbers = b.numbers.length;
        for (uint256 i = 0; i < b.numbers.length; i++) numbers |= uint256(b.numbers[i]) << (8 * (i + 1));
        uint256[] memory bets = new uint256[](1);
        bets[0] = BetWord.pack(0, b.kind, b.amount, 0, numbers);
        return rules.payouts(table.outcomeOf(round), 0, bets);
    }

    /// A stream round that never closed had no outcome: only a plain refund, and only after its deadline.
    function testFuzz_RefundOnlyForNeverClosedRoundsPastTheDeadline(uint256 wait, bool closed) public {
        wait = bound(wait, 0, 3 hours);
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(10e6), 20e6, 30e6, 1, 1, 1, 1, 1]), 3);
        _place(P1, round, bets, total, bytes32(0));
        if (closed) table.closeBetting(round);
        vm.warp(block.timestamp + wait);
        bool pastDeadline = wait >= WINDOW + 1 hours;
        if (closed) {
            vm.expectRevert(bytes("Round cannot be refunded"));
            table.refund(round);
            return;
        }
        vm.expectRevert(bytes("Round never closed: refund it"));
        table.forfeit(round);
        if (!pastDeadline) {
            vm.expectRevert(bytes("Round has not timed out"));
            table.refund(round);
            return;
        }
        table.refund(round);
        assertEq(cashier.balanceOf(P1), total);
        assertEq(_reserved(address(table)), 0);
        vm.expectRevert(bytes("Round cannot be refunded"));
        table.refund(round);
    }

    /// Once the close's block hash leaves blockhash's window the round can never be settled: anyone forfeits it at once.
    function testFuzz_ExpiredClientSeedIsForfeited(uint256 later) public {
        later = bound(later, 257, 10_000);
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(10e6), 20e6, 30e6, 1, 1, 1, 1, 1]), 3);
        _place(P1, round, bets, total, bytes32(0));
        table.closeBetting(round);
        vm.roll(block.number + later);
        vm.expectRevert(bytes("Client seed expired"));
        table.settle(round, SEED);
        vm.prank(P2);
        table.forfeit(round);
        assertEq(cashier.balanceOf(P1), table.rounds(round).exposure);
        assertEq(_reserved(address(table)), 0);
    }

    function testFuzz_OneBadBetRefusesTheWholeBatch(uint8 badIndex, uint8 count, uint8 how) public {
        uint256 n = bound(count, 1, 8);
        uint256 bad = bound(badIndex, 0, n - 1);
        uint256[8] memory amounts;
        for (uint256 i = 0; i < 8; i++) amounts[i] = 3e6; // straight ups on 3
        uint256 round = _open();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(amounts, n);
        string memory reason;
        if (how % 4 == 0) (bets[bad].amount, reason) = (1e6 - 1, "Bet below table minimum");
        else if (how % 4 == 1) (bets[bad].amount, reason) = (1_000e6 + 1, "Bet above table maximum");
        else if (how % 4 == 2) (bets[bad].kind, reason) = (2001, "Unknown bet kind");
        else {
            (bets[bad].kind, bets[bad].numbers) = (SPLIT, new uint8[](2));
            (bets[bad].numbers[0], bets[bad].numbers[1], reason) = (17, 21, "Numbers do not form a split bet");
        }
        _deposit(P1, 2 * total + 1_000e6);
        vm.startPrank(P1);
        vm.expectRevert(bytes(reason));
        table.placeBets(round, bets, bytes32(0));
        vm.stopPrank();
        assertEq(table.betCount(round), 0);
        assertEq(_reserved(address(table)), 0);
        assertEq(cashier.balanceOf(P1), 2 * total + 1_000e6);
    }

    function testFuzz_BettingClosesAtClosesAt(uint64 window, uint64 wait) public {
        window = uint64(bound(window, 1, 1 days));
        wait = uint64(bound(wait, 0, 2 days));
        uint256 round = table.openRound(sha256(abi.encodePacked(SEED)), window);
        GameTable.Round memory r = table.rounds(round);
        assertEq(r.closesAt, r.openedAt + window);
        assertEq(r.settleBy, r.closesAt + table.roundTimeout());
        vm.warp(block.timestamp + wait);
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(5e6), 0, 0, 0, 0, 0, 0, 0]), 1);
        assertEq(_place(P1, round, bets, total, bytes32(0)), wait < window);
    }

    /// Rounds larger than a page: settle and forfeit pay the first SETTLE_PAGE bets, payBets the rest, each bet once, in order.
    function test_PagesPayEveryBetOnceAcrossPayBetsCalls() public {
        uint256 n = table.SETTLE_PAGE() + 70;
        uint256 round = _open();
        uint256 second = _open();
        BetTable.BetInput[] memory batch = new BetTable.BetInput[](64);
        for (uint256 i = 0; i < 64; i++) batch[i] = BetTable.BetInput(RED, new uint8[](0), 1e6);
        for (uint256 placed = 0; placed < n; placed += 64) {
            uint256 size = n - placed < 64 ? n - placed : 64;
            assembly { mstore(batch, size) }
            _place(P1, round, batch, size * 1e6, bytes32(placed));
            _place(P2, second, batch, size * 1e6, bytes32(placed));
        }
        table.closeBetting(round);
        table.closeBetting(second);
        vm.roll(block.number + 1);
        table.settle(round, SEED);
        GameTable.Round memory r = table.rounds(round);
        assertEq(r.paidCount, table.SETTLE_PAGE());
        assertEq(uint8(r.state), uint8(BetTable.RoundState.Revealed));
        vm.prank(P2); // anyone pays the next pages
        table.payBets(round, 30);
        assertEq(table.rounds(round).paidCount, table.SETTLE_PAGE() + 30);
        table.payBets(round, 1_000);
        r = table.rounds(round);
        assertEq(r.paidCount, n);
        assertEq(uint8(r.state), uint8(BetTable.RoundState.Settled));
        assertEq(cashier.balanceOf(P1), r.totalPaid);
        assertEq(r.totalPaid % 2e6, 0); // red pays 2 or nothing, the same for every bet
        vm.expectRevert(abi.encodeWithSelector(BetTable.NothingToPay.selector, round));
        table.payBets(round, 1);
        // Forfeited: every bet owed 2 × its stake, paid over several pages.
        vm.warp(block.timestamp + WINDOW + 1 hours);
        table.forfeit(second);
        while (table.rounds(second).paidCount < n) table.payBets(second, 25);
        assertEq(cashier.balanceOf(P2), n * 2e6);
        vm.expectRevert(abi.encodeWithSelector(BetTable.NothingToPay.selector, second));
        table.payBets(second, 1);
        assertEq(_reserved(address(table)), 0);
    }

    function testFuzz_PausedTableRefusesBets(uint8 count) public {
        uint256 round = _open();
        table.grantRole(table.PAUSER_ROLE(), address(this));
        table.pause();
        (BetTable.BetInput[] memory bets, uint256 total) = _board(_bounded([uint256(1e6), 1e6, 1e6, 1e6, 1e6, 1e6, 1e6, 1e6]), bound(count, 1, 8));
        _deposit(P1, total);
        vm.startPrank(P1);
        vm.expectRevert(abi.encodeWithSignature("EnforcedPause()"));
        table.placeBets(round, bets, bytes32(0));
        vm.stopPrank();
    }
}
