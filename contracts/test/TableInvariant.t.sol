// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// Drives several roulette rounds at once in random order: deposits, open, bets, close, settle,
/// forfeit, refund, pages, withdrawals, time. Players stake from their cashier balances.
contract TableHandler is Test {
    SUSD public token;
    Cashier public cashier;
    GameTable public table;
    bytes32 constant SEED = keccak256("server seed");
    uint64 constant WINDOW = 30 minutes;
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    uint256 public ghostMinted;
    uint256[] public roundIds;
    /// What a handler call saw go wrong (an assertion inside a handler is lost when the call reverts).
    string public violations;

    constructor(SUSD token_, Cashier cashier_, GameTable table_) {
        token = token_;
        cashier = cashier_;
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
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](bound(count, 1, 8));
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
        token.approve(address(cashier), total);
        cashier.deposit(total);
        uint256 round = _pick(pick);
        uint256 before = table.betCount(round);
        uint256 balance = cashier.balanceOf(who);
        try table.placeBets(round, bets, bytes32(salt)) {
            if (table.betCount(round) != before + bets.length) violations = string.concat(violations, "placed batch not stored whole; ");
            if (cashier.balanceOf(who) != balance - total) violations = string.concat(violations, "placed batch not debited once; ");
        } catch {
            if (table.betCount(round) != before) violations = string.concat(violations, "refused batch partly stored; ");
            if (cashier.balanceOf(who) != balance) violations = string.concat(violations, "refused batch debited; ");
        }
        vm.stopPrank();
    }

    /// A player takes part of their cashier balance back to their wallet.
    function withdraw(uint8 p, uint256 amount) external {
        address who = players[p % 3];
        amount = bound(amount, 0, cashier.balanceOf(who));
        if (amount == 0) return;
        vm.prank(who);
        cashier.withdraw(amount);
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

contract TableInvariantTest is CashierFixture {
    GameTable table;
    TableHandler handler;
    uint256 constant BANKROLL = 5_000_000e6;

    function setUp() public {
        _deployCashier();
        table = new GameTable(cashier, 1, 1, new RouletteRules(), 0, 1e6, 100e6, address(this));
        handler = new TableHandler(token, cashier, table);
        token.grantRole(token.MINTER_ROLE(), address(handler));
        table.grantRole(table.OPERATOR_ROLE(), address(handler));
        _openHouse(address(table), BANKROLL);
        targetContract(address(handler));
    }

    function invariant_HandlerSawNoViolation() public view {
        assertEq(handler.violations(), "");
    }

    /// The house always holds at least the worst case of every unpaid bet.
    function invariant_EscrowCoversOpenBets() public view {
        (uint256 house, uint256 reserved) = _house(address(table));
        assertLe(reserved, house);
    }

    /// The cashier holds exactly the players' balances plus the house; the table holds no tokens;
    /// tokens move only between the cashier and the players' wallets: nothing is created or lost.
    function invariant_TokensAreConserved() public view {
        uint256 balances;
        uint256 wallets;
        for (uint256 i = 0; i < 3; i++) {
            balances += cashier.balanceOf(handler.players(i));
            wallets += token.balanceOf(handler.players(i));
        }
        assertEq(token.balanceOf(address(table)), 0);
        assertEq(token.balanceOf(address(cashier)), balances + _houseBalance(address(table)));
        assertEq(token.balanceOf(address(cashier)) + wallets, BANKROLL + handler.ghostMinted());
    }

    /// `reserved` is exactly the worst case of the bets not paid yet; each round pays within its
    /// exposure, a forfeited round exactly the worst case of its paid bets, a refunded one their stakes.
    function invariant_ReservedIsTheUnpaidWorstCase() public view {
        uint256 unpaid;
        for (uint256 k = 0; k < handler.roundCount(); k++) {
            uint256 id = handler.roundIds(k);
            GameTable.Round memory r = table.rounds(id);
            uint256 n = table.betCount(id);
            // A round whose bet slots a later round took was paid in full first; its bets live on in events only.
            if (id + table.BET_SETS() <= table.roundCount()) {
                assertEq(r.paidCount, n);
                continue;
            }
            uint256 paidWorst;
            uint256 paidStakes;
            for (uint256 i = 0; i < n; i++) {
                GameTable.Bet memory b = table.betAt(id, i);
                if (i < r.paidCount) (paidWorst, paidStakes) = (paidWorst + b.maxReturn, paidStakes + b.amount);
                else unpaid += b.maxReturn;
            }
            assertLe(r.totalPaid, r.exposure);
            if (r.state == BetTable.RoundState.Forfeited) assertEq(r.totalPaid, paidWorst);
            if (r.state == BetTable.RoundState.Refunded) assertEq(r.totalPaid, paidStakes);
            if (r.state == BetTable.RoundState.Settled) assertEq(r.paidCount, n);
            if (r.state == BetTable.RoundState.Open || r.state == BetTable.RoundState.Closed) assertEq(r.paidCount, 0);
        }
        assertEq(_reserved(address(table)), unpaid);
    }
}
