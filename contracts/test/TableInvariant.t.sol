// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";

/// Drives whole round lifecycles in random order: open, bets, close, settle with random payouts, refunds.
contract TableHandler is Test {
    SUSD public token;
    GameTable public table;
    bytes32 constant SEED = keccak256("server seed");
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    uint32[3] kinds = [1001, 1008, 2001];
    uint256 public current;
    uint256 public ghostMinted;

    constructor(SUSD token_, GameTable table_) {
        token = token_;
        table = table_;
    }

    function open() external {
        (,,, GameTable.RoundState state,,,,,) = table.rounds(current);
        if (state == GameTable.RoundState.Open || state == GameTable.RoundState.Closed) return;
        try table.openRound(sha256(abi.encodePacked(SEED))) returns (uint256 id) {
            current = id;
        } catch {}
    }

    function bet(uint8 p, uint8 k, uint256 amount) external {
        address who = players[p % 3];
        amount = bound(amount, 1, 200e6);
        token.mint(who, amount);
        ghostMinted += amount;
        vm.startPrank(who);
        token.approve(address(table), amount);
        uint8[] memory numbers = new uint8[](1);
        numbers[0] = 7;
        try table.placeBet(current, kinds[k % 3], numbers, amount) {} catch {}
        vm.stopPrank();
    }

    function close() external {
        try table.closeBetting(current) {} catch {}
    }

    function settle(uint256 salt) external {
        uint256 n = table.betCount(current);
        uint256[] memory payouts = new uint256[](n);
        for (uint256 i = 0; i < n; i++) {
            uint256 worst = table.betAt(current, i).maxReturn;
            payouts[i] = bound(uint256(keccak256(abi.encode(salt, i))), 0, worst);
        }
        vm.roll(block.number + 1); // the client seed (the close's block hash) exists from the next block
        try table.settle(current, SEED, payouts) {} catch {}
    }

    function refund(uint256 wait) external {
        vm.warp(block.timestamp + bound(wait, 0, 2 hours));
        try table.refund(current) {} catch {}
    }
}

contract TableInvariantTest is Test {
    SUSD token;
    GameTable table;
    TableHandler handler;
    uint256 constant BANKROLL = 5_000e6;

    function setUp() public {
        token = new SUSD(address(this));
        table = new GameTable(token, 1, 1, 1e6, 100e6, address(this));
        handler = new TableHandler(token, table);
        token.grantRole(token.MINTER_ROLE(), address(handler));
        table.grantRole(table.OPERATOR_ROLE(), address(handler));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        uint32[] memory kinds = new uint32[](3);
        uint32[] memory x100 = new uint32[](3);
        (kinds[0], x100[0]) = (1001, 3600);
        (kinds[1], x100[1]) = (1008, 200);
        (kinds[2], x100[2]) = (1099, 196100);
        table.setBetKinds(kinds, x100);
        token.grantRole(token.MINTER_ROLE(), address(this));
        token.mint(address(table), BANKROLL);
        targetContract(address(handler));
    }

    /// The table always holds at least the worst case of every open bet.
    function invariant_EscrowCoversOpenBets() public view {
        assertGe(token.balanceOf(address(table)), table.reserved());
    }

    /// Tokens only move between the table and the players: nothing is created or lost.
    function invariant_TokensAreConserved() public view {
        uint256 held = token.balanceOf(address(table));
        for (uint256 i = 0; i < 3; i++) held += token.balanceOf(handler.players(i));
        assertEq(held, BANKROLL + handler.ghostMinted());
    }

    /// Once the current round is settled or refunded, nothing stays reserved (rounds run one at a time here).
    function invariant_NoReserveWithoutOpenRound() public view {
        (,,, GameTable.RoundState state,,,,,) = table.rounds(handler.current());
        if (state != GameTable.RoundState.Open && state != GameTable.RoundState.Closed) assertEq(table.reserved(), 0);
    }
}
