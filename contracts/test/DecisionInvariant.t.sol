// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {DecisionTable} from "../contracts/DecisionTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {BlackjackRules} from "../contracts/rules/BlackjackRules.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {DeckProofs} from "./_helpers/DeckProofs.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// Drives blackjack rounds in random order: bets, the deal, decisions (allowed or not, by the player
/// or not), windows, settles, forfeits, refunds, pages, withdrawals and time. Players stake, extra
/// stakes included, from their cashier balances.
contract DecisionHandler is Test {
    SUSD public token;
    Cashier public cashier;
    DecisionTable public table;
    bytes32 constant SEED = keccak256("invariant server seed");
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    uint256 public ghostMinted;
    /// @dev How far the campaign gets: decisions taken, deals, settles (a check that the sequences reach play).
    uint256 public ghostDecisions;
    uint256 public ghostDeals;
    uint256 public ghostSettles;
    uint256[] public roundIds;
    mapping(uint256 roundId => uint8[]) private _cards;
    /// What a handler call saw go wrong (an assertion inside a handler is lost when the call reverts).
    string public violations;

    constructor(SUSD token_, Cashier cashier_, DecisionTable table_) {
        token = token_;
        cashier = cashier_;
        table = table_;
    }

    /// @dev Mints to the wallet and deposits it at the cashier (the prank must not be running).
    function _deposit(address who, uint256 amount) internal {
        token.mint(who, amount);
        ghostMinted += amount;
        vm.startPrank(who);
        token.approve(address(cashier), amount);
        cashier.deposit(amount);
        vm.stopPrank();
    }

    function _reserved() internal view returns (uint256 reserved) {
        (, reserved) = cashier.houses(address(table));
    }

    function roundCount() external view returns (uint256) {
        return roundIds.length;
    }

    function _pick(uint256 pick) internal view returns (uint256) {
        return roundIds.length == 0 ? 0 : roundIds[pick % roundIds.length];
    }

    /// @dev Mostly the newest round in `state` (so sequences reach play), sometimes any round.
    function _pickIn(BetTable.RoundState state, uint256 pick) internal view returns (uint256) {
        if (pick % 4 != 0) for (uint256 i = roundIds.length; i > 0; i--) if (table.rounds(roundIds[i - 1]).state == state) return roundIds[i - 1];
        return _pick(pick);
    }

    function open() external {
        try table.openRound(sha256(abi.encodePacked(SEED)), 60) returns (uint256 id) {
            roundIds.push(id);
        } catch {}
    }

    function bet(uint8 p, uint256 amount, uint8 count, uint256 pick) external {
        address who = players[p % 3];
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](bound(count, 1, 3));
        uint256 total;
        for (uint256 i = 0; i < bets.length; i++) {
            bets[i] = BetTable.BetInput(7001, new uint8[](0), bound(uint256(keccak256(abi.encode(amount, i))), 1, 200e6));
            total += bets[i].amount;
        }
        _deposit(who, total);
        vm.prank(who);
        try table.placeBets(_pickIn(BetTable.RoundState.Open, pick), bets, bytes32(amount)) {} catch {}
    }

    function close(uint256 pick) external {
        try table.closeBetting(_pickIn(BetTable.RoundState.Open, pick)) {} catch {}
    }

    function deal(uint256 pick) external {
        uint256 round = _pickIn(BetTable.RoundState.Closed, pick);
        if (table.rounds(round).state != BetTable.RoundState.Closed) return;
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs, uint8[] memory cards) = DeckProofs.deal(table, round, SEED, 8);
        try table.deal(round, root, proofs) {
            _cards[round] = cards;
            ghostDeals++;
        } catch {}
    }

    /// An allowed decision of the bet's player when there is one; otherwise (or sometimes) a refused one that changes nothing.
    function decide(uint256 pick, uint256 betPick, uint8 hand, uint8 action, uint8 who) external {
        bool stranger = who % 5 == 0;
        uint256 round = _pickIn(BetTable.RoundState.Dealt, pick);
        uint256 n = table.betCount(round);
        if (n == 0) return;
        uint256 index = betPick % n;
        address owner = table.betAt(round, index).player;
        if (!stranger) _deposit(owner, 1_000e6);
        for (uint8 k = 0; k < 12 && !stranger; k++) {
            (uint8 h, uint8 a) = ((hand + k / 6) % 2, (action + k) % 6 + 1);
            uint256 balance = cashier.balanceOf(owner);
            uint256 extraBefore = table.betAt(round, index).extraStake;
            uint256 reservedBefore = _reserved();
            vm.prank(owner);
            try table.decide(round, index, h, a) {
                uint256 extra = table.betAt(round, index).extraStake - extraBefore;
                if (cashier.balanceOf(owner) != balance - extra) violations = string.concat(violations, "extra stake not debited at the cashier; ");
                ghostDecisions++;
                return;
            } catch {
                if (_reserved() != reservedBefore) violations = string.concat(violations, "a refused decision moved the reservation; ");
            }
        }
        uint256 reserved = _reserved();
        vm.prank(stranger ? address(0xBAD) : owner);
        try table.decide(round, index, hand % 2, action) {
            if (stranger) violations = string.concat(violations, "a stranger decided; ");
        } catch {
            if (_reserved() != reserved) violations = string.concat(violations, "a refused decision moved the reservation; ");
        }
    }

    /// A player takes part of their cashier balance back to their wallet.
    function withdraw(uint8 p, uint256 amount) external {
        address who = players[p % 3];
        amount = bound(amount, 0, cashier.balanceOf(who));
        if (amount == 0) return;
        vm.prank(who);
        cashier.withdraw(amount);
    }

    function nextWindow(uint256 pick) external {
        uint256 round = _pickIn(BetTable.RoundState.Dealt, pick);
        if (_cards[round].length == 0 || table.rounds(round).state != BetTable.RoundState.Dealt) return;
        try table.nextWindow(round, DeckProofs.extras(table, round, SEED, _cards[round])) {} catch {}
    }

    function settle(uint256 pick) external {
        try table.settle(_pickIn(BetTable.RoundState.Dealt, pick), SEED) {
            ghostSettles++;
        } catch {}
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

    function passTime(uint256 seconds_, uint16 blocks, bool long) external {
        vm.warp(block.timestamp + bound(seconds_, 0, long ? 2 hours : 6));
        vm.roll(block.number + bound(blocks, 0, long ? 300 : 3));
    }
}

contract DecisionInvariantTest is CashierFixture {
    DecisionTable table;
    DecisionHandler handler;
    uint256 constant BANKROLL = 50_000_000e6;

    function setUp() public {
        _deployCashier();
        table = new DecisionTable(cashier, 14, 7, new BlackjackRules(), 0, 1, 200e6, address(this));
        handler = new DecisionHandler(token, cashier, table);
        token.grantRole(token.MINTER_ROLE(), address(handler));
        table.grantRole(table.OPERATOR_ROLE(), address(handler));
        _openHouse(address(table), BANKROLL);
        targetContract(address(handler));
    }

    function invariant_HandlerSawNoViolation() public view {
        assertEq(handler.violations(), "");
    }

    /// The house always holds at least the worst case of every unpaid stake, extra stakes included.
    function invariant_EscrowCoversEveryOpenHand() public view {
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

    /// `reserved` is exactly the worst case of the stakes not paid yet; a forfeited round pays exactly
    /// its paid bets' worst cases, a refunded one their stakes; nothing pays above its worst case.
    function invariant_ReservedIsTheWorstCaseOfUnpaidStakes() public view {
        uint256 unpaid;
        for (uint256 k = 0; k < handler.roundCount(); k++) {
            uint256 id = handler.roundIds(k);
            DecisionTable.Round memory r = table.rounds(id);
            uint256 n = table.betCount(id);
            // A round whose bet slots a later round took was paid in full first; its bets live on in events only.
            if (id + table.BET_SETS() <= table.roundCount()) {
                assertEq(r.paidCount, n);
                continue;
            }
            uint256 paidWorst;
            uint256 paidStakes;
            uint256 exposure;
            for (uint256 i = 0; i < n; i++) {
                DecisionTable.Bet memory b = table.betAt(id, i);
                exposure += b.maxReturn;
                if (i < r.paidCount) (paidWorst, paidStakes) = (paidWorst + b.maxReturn, paidStakes + b.amount + b.extraStake);
                else unpaid += b.maxReturn;
                assertLe(b.extraStake, 35 * b.amount / 10); // a split, two doubles and insurance at most
            }
            assertEq(r.exposure, exposure);
            assertLe(r.totalPaid, r.exposure);
            if (r.state == BetTable.RoundState.Forfeited) assertEq(r.totalPaid, paidWorst);
            if (r.state == BetTable.RoundState.Refunded) assertEq(r.totalPaid, paidStakes);
            if (r.state == BetTable.RoundState.Settled) assertEq(r.paidCount, n);
            if (r.state == BetTable.RoundState.Open || r.state == BetTable.RoundState.Closed || r.state == BetTable.RoundState.Dealt) assertEq(r.paidCount, 0);
        }
        assertEq(_reserved(address(table)), unpaid);
    }
}
