// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";

/// Drives several roulette rounds at once in random order: open, bets, close, settle, forfeit, refund, pages, time.
contract TableHandler is Test {
    SUSD public token;
    GameTable public table;
    bytes32 constant SEED = keccak256("server seed");
    uint64 constant WINDOW = 30 minutes;
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    uint256 public ghostMinted;
    uint256[] public roundIds;

    constructor(SUSD token_, GameTable table_) {
        token = token_;
        table = table_;
    }

    function roundCount() external view returns (uint256) {
        return roundIds.length;
    }

    function _pick(uint256 pick) internal view returns (uint256) {
        return roundIds.length == 0 ? 0 : roundIds[pick % roundIds.length];
    }

    function open() external {
        try table.openRound(sha256(abi.encodePacked(SEED)), WINDOW) returns (uint256 id) {
            roundIds.push(id);
        } catch {}
    }

    /// A whole board in one call: up to 8 valid roulette bets (straight, red, split), all placed or none.
    function betMany(uint8 p, uint8 count, uint256 salt, uint256 pick) external {
        address who = players[p % 3];
        GameTable.BetInput[] memory bets = new GameTable.BetInput[](bound(count, 1, 8));
        uint256 total;
        for (uint256 i = 0; i < bets.length; i++) {
            uint256 r = uint256(keccak256(abi.encode(salt, i)));
            uint256 shape = r % 3;
            bets[i].kind = shape == 0 ? 1001 : shape == 1 ? 1008 : 1002;
            bets[i].numbers = new uint8[](shape == 0 ? 1 : shape == 1 ? 0 : 2);
            if (shape == 0) bets[i].numbers[0] = uint8((r >> 8) % 37);
            if (shape == 2) (bets[i].numbers[0], bets[i].numbers[1]) = (uint8((r >> 8) % 33 + 1), uint8((r >> 8) % 33 + 4));
            bets[i].amount = bound(r >> 16, 1, 200e6);
            total += bets[i].amount;
        }
        token.mint(who, total);
        ghostMinted += total;
        vm.startPrank(who);
        token.approve(address(table), total);
        uint256 round = _pick(pick);
        uint256 before = table.betCount(round);
        try table.placeBets(round, bets, bytes32(salt)) {
            assertEq(table.betCount(round), before + bets.length);
        } catch {
            assertEq(table.betCount(round), before);
        }
        vm.stopPrank();
    }

    function close(uint256 pick) external {
        try table.closeBetting(_pick(pick)) {} catch {}
    }

    function settle(uint256 pick) external {
        vm.roll(block.number + 1); // the client seed (the close's block hash) exists from the next block
        try table.settle(_pick(pick), SEED) {} catch {}
    }

    function forfeit(uint256 pick) external {
        try table.forfeit(_pick(pick)) {} catch {}
    }

    function refund(uint256 pick) external {
        try table.refund(_pick(pick)) {} catch {}
    }

    function payBets(uint256 pick, uint8 page) external {
        try table.payBets(_pick(pick), bound(page, 1, 5)) {} catch {}
    }

    function passTime(uint256 seconds_, uint16 blocks) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 2 hours));
        vm.roll(block.number + bound(blocks, 0, 300));
    }
}

contract TableInvariantTest is Test {
    SUSD token;
    GameTable table;
    TableHandler handler;
    uint256 constant BANKROLL = 5_000_000e6;

    function setUp() public {
        token = new SUSD(address(this));
        table = new GameTable(token, 1, 1, new RouletteRules(), 0, 1e6, 100e6, address(this));
        handler = new TableHandler(token, table);
        token.grantRole(token.MINTER_ROLE(), address(handler));
        table.grantRole(table.OPERATOR_ROLE(), address(handler));
        token.grantRole(token.MINTER_ROLE(), address(this));
        token.mint(address(table), BANKROLL);
        targetContract(address(handler));
    }

    /// The table always holds at least the worst case of every unpaid bet.
    function invariant_EscrowCoversOpenBets() public view {
        assertGe(token.balanceOf(address(table)), table.reserved());
    }

    /// Tokens only move between the table and the players: nothing is created or lost.
    function invariant_TokensAreConserved() public view {
        uint256 held = token.balanceOf(address(table));
        for (uint256 i = 0; i < 3; i++) held += token.balanceOf(handler.players(i));
        assertEq(held, BANKROLL + handler.ghostMinted());
    }

    /// `reserved` is exactly the worst case of the bets not paid yet; each round pays within its
    /// exposure, a forfeited round exactly the worst case of its paid bets, a refunded one their stakes.
    function invariant_ReservedIsTheUnpaidWorstCase() public view {
        uint256 unpaid;
        for (uint256 k = 0; k < handler.roundCount(); k++) {
            uint256 id = handler.roundIds(k);
            GameTable.Round memory r = table.rounds(id);
            uint256 n = table.betCount(id);
            uint256 paidWorst;
            uint256 paidStakes;
            for (uint256 i = 0; i < n; i++) {
                GameTable.Bet memory b = table.betAt(id, i);
                if (i < r.paidCount) (paidWorst, paidStakes) = (paidWorst + b.maxReturn, paidStakes + b.amount);
                else unpaid += b.maxReturn;
            }
            assertLe(r.totalPaid, r.exposure);
            if (r.state == GameTable.RoundState.Forfeited) assertEq(r.totalPaid, paidWorst);
            if (r.state == GameTable.RoundState.Refunded) assertEq(r.totalPaid, paidStakes);
            if (r.state == GameTable.RoundState.Settled) assertEq(r.paidCount, n);
            if (r.state == GameTable.RoundState.Open || r.state == GameTable.RoundState.Closed) assertEq(r.paidCount, 0);
        }
        assertEq(table.reserved(), unpaid);
    }
}
