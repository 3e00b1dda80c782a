// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {PlayerProtection} from "../contracts/cashier/PlayerProtection.sol";
import {UtcCalendar} from "../contracts/cashier/UtcCalendar.sol";

/// Acts as two tables (itself and TABLE2, each with its own house) and as players in random order: deposits, withdrawals, stakes, payouts, limit
/// requests, breaks, resume requests, staff time-outs and bans, time travel. Every stake the cashier
/// accepts is checked against a reference model of the rules kept here: the limits a request must
/// leave in force, and the loss of each window recomputed from this handler's own ledger.
contract CashierHandler is Test {
    SUSD public token;
    Cashier public cashier;
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    uint256 constant U = 1e6;

    struct Entry {
        uint256 time;
        uint256 player;
        int256 amount; // + stake, − payout
    }

    Entry[] public ledger;
    /// Unpaid stakes: (player, amount, table) — a stake's worst case is twice its amount.
    uint256[] public openPlayer;
    uint256[] public openAmount;
    address[] public openTable;
    /// The second table; the handler itself is the first.
    address public constant TABLE2 = address(0x7AB1E2);
    /// The worst case of each house's unpaid stakes, as this handler counts it.
    mapping(address table => uint256) public modelReserved;

    // Reference model of the rules, per player.
    PlayerProtection.Limits[3] public modelLimits;
    PlayerProtection.Limits[3] public modelPending;
    uint256[3] public modelPendingAt;
    uint256[3] public modelBlockedUntil;
    bool[3] public modelExcluded;
    uint256[3] public modelResumeAt;
    bool[3] public modelBanned;
    uint256[3] public modelPlayDay;
    uint256[3] public modelPlayStart;

    uint256 public ghostIn;
    uint256 public ghostOut;
    uint256 public accepted;

    constructor(SUSD token_, Cashier cashier_) {
        token = token_;
        cashier = cashier_;
        token.approve(address(cashier), type(uint256).max);
    }

    function deposit(uint8 p, uint256 amount) external {
        amount = bound(amount, 1, 5_000 * U);
        address who = players[p % 3];
        token.mint(who, amount);
        vm.startPrank(who);
        token.approve(address(cashier), amount);
        cashier.deposit(amount);
        vm.stopPrank();
        ghostIn += amount;
    }

    function withdraw(uint8 p, uint256 amount) external {
        address who = players[p % 3];
        amount = bound(amount, 1, cashier.balanceOf(who) + 1);
        vm.prank(who);
        try cashier.withdraw(amount) {
            ghostOut += amount;
        } catch {
            _expect(amount > cashier.balanceOf(who), "a withdrawal within the balance refused");
        }
    }

    function stake(uint8 p, uint256 amount) external {
        uint256 i = p % 3;
        amount = bound(amount, 1, 400 * U);
        _applyDue(i);
        address table = uint256(keccak256(abi.encode(amount))) % 2 == 0 ? address(this) : TABLE2;
        vm.prank(table);
        try cashier.stake(players[i], amount, amount, 2 * amount) {
            accepted++;
            _checkAccepted(i, amount);
            ledger.push(Entry(block.timestamp, i, int256(amount)));
            openPlayer.push(i);
            openAmount.push(amount);
            openTable.push(table);
            modelReserved[table] += 2 * amount;
        } catch {}
    }

    /// Pays an open stake 0, its stake or its worst case.
    function settle(uint256 pick, uint8 outcome) external {
        if (openPlayer.length == 0) return;
        uint256 k = pick % openPlayer.length;
        (uint256 i, uint256 amount, address table) = (openPlayer[k], openAmount[k], openTable[k]);
        openPlayer[k] = openPlayer[openPlayer.length - 1];
        openAmount[k] = openAmount[openAmount.length - 1];
        openTable[k] = openTable[openTable.length - 1];
        openPlayer.pop();
        openAmount.pop();
        openTable.pop();
        uint256 payout = amount * (outcome % 3);
        // As a table pays: a lost stake sends no credit, only its release.
        uint256[] memory credits = new uint256[](payout == 0 ? 0 : 1);
        if (payout > 0) credits[0] = (payout << 32) | cashier.accountIdOf(players[i]);
        uint256 balance = cashier.balanceOf(players[i]);
        vm.prank(table);
        cashier.pay(credits, 2 * amount);
        modelReserved[table] -= 2 * amount;
        _expect(cashier.balanceOf(players[i]) == balance + payout, "a payout not credited to the balance");
        if (payout > 0) ledger.push(Entry(block.timestamp, i, -int256(payout)));
    }

    function setLimits(uint8 p, uint256 seed) external {
        uint256 i = p % 3;
        PlayerProtection.Limits memory next = PlayerProtection.Limits(
            uint56(_maybe(seed, 0, 200 * U)), uint56(_maybe(seed >> 40, 1, 600 * U)), uint56(_maybe(seed >> 80, 2, 1_500 * U)),
            uint56(_maybe(seed >> 120, 3, 4_000 * U)), uint16(_maybe(seed >> 160, 4, 240))
        );
        vm.prank(players[i]);
        try cashier.setLimits(next) {
            _applyDue(i);
            _modelRequest(i, next);
        } catch {}
    }

    function cancelPending(uint8 p) external {
        uint256 i = p % 3;
        _applyDue(i);
        vm.prank(players[i]);
        try cashier.cancelPendingLimits() {
            modelPendingAt[i] = 0;
        } catch {
            _expect(modelPendingAt[i] == 0, "cancelling a pending request refused");
        }
    }

    function takeBreak(uint8 p, uint8 period, bool byStaff) external {
        uint256 i = p % 3;
        period = uint8(bound(period, 1, 7));
        vm.prank(byStaff ? address(0x57AFF) : players[i]);
        bool ok;
        if (byStaff) {
            try cashier.staffTimeOut(players[i], period) { ok = true; } catch { _expect(period > 4, "a staff time-out refused"); }
        } else {
            cashier.takeBreak(period);
            ok = true;
        }
        if (!ok) return;
        uint256 until = block.timestamp + cashier.breakLength(period);
        if (until > modelBlockedUntil[i]) modelBlockedUntil[i] = until;
        if (period > 4) (modelExcluded[i], modelResumeAt[i]) = (true, 0);
    }

    function requestResume(uint8 p) external {
        uint256 i = p % 3;
        vm.prank(players[i]);
        try cashier.requestResume() {
            _expect(modelExcluded[i] && block.timestamp >= modelBlockedUntil[i], "a resume before the exclusion ended");
            if (modelResumeAt[i] == 0) modelResumeAt[i] = block.timestamp + 1 days;
        } catch {}
    }

    function ban(uint8 p, bool banned) external {
        uint256 i = p % 3;
        vm.prank(address(0x57AFF));
        cashier.setBanned(players[i], banned);
        modelBanned[i] = banned;
    }

    function warp(uint256 secondsAhead) external {
        vm.warp(block.timestamp + bound(secondsAhead, 1, 40 days));
    }

    /// Travels to just before or after a time a rule turns on: a break's end, a resume, a pending
    /// request, the end of today's play time, the next day, week or month.
    /// Stakes just before or just after a time a rule of this player turns: a break's end, a
    /// resume, a pending request, the end of today's play time, the next day, week or month.
    function stakeNear(uint8 p, uint8 which, uint16 offset, bool before, uint256 amount) external {
        uint256 i = p % 3;
        uint256 today = block.timestamp / 1 days;
        uint256[7] memory times = [
            modelBlockedUntil[i], modelResumeAt[i], modelPendingAt[i], modelPlayStart[i] + uint256(modelLimits[i].dailyMinutes) * 60,
            (today + 1) * 1 days, UtcCalendar.weekStart(UtcCalendar.weekOf(today) + 1) * 1 days,
            UtcCalendar.monthStart(UtcCalendar.monthOf(today) + 1) * 1 days
        ];
        // One of them by choice when it is ahead (a break's end may be months away), else the nearest.
        uint256 next = times[which % times.length];
        if (next <= block.timestamp + 60) {
            // In the day's last minute every time above may be within the minute (a month's last
            // Sunday): the end of tomorrow is then the nearest, not the end of time.
            next = (today + 2) * 1 days;
            for (uint256 k = 0; k < times.length; k++) if (times[k] > block.timestamp + 60 && times[k] < next) next = times[k];
        }
        uint256 delta = uint256(offset) % 60;
        vm.warp(before ? next - delta : next + delta);
        this.stake(p, amount);
    }

    // ---- the reference model -------------------------------------------------------------------

    function _maybe(uint256 seed, uint256 salt, uint256 max) private pure returns (uint256) {
        uint256 r = uint256(keccak256(abi.encode(seed, salt)));
        return r % 3 == 0 ? 0 : 1 + (r >> 8) % max;
    }

    function _applyDue(uint256 i) private {
        if (modelPendingAt[i] != 0 && block.timestamp >= modelPendingAt[i]) {
            modelLimits[i] = modelPending[i];
            modelPendingAt[i] = 0;
        }
    }

    /// A request: every value at least as tight as both the old and the requested one stays in
    /// force for seven days; the request itself is in force after them.
    function _modelRequest(uint256 i, PlayerProtection.Limits memory next) private {
        PlayerProtection.Limits memory old = modelLimits[i];
        PlayerProtection.Limits memory strict = PlayerProtection.Limits(
            _strictest(old.singleBet, next.singleBet), _strictest(old.dailyLoss, next.dailyLoss), _strictest(old.weeklyLoss, next.weeklyLoss),
            _strictest(old.monthlyLoss, next.monthlyLoss), uint16(_strictest(old.dailyMinutes, next.dailyMinutes))
        );
        modelLimits[i] = strict;
        bool same = strict.singleBet == next.singleBet && strict.dailyLoss == next.dailyLoss && strict.weeklyLoss == next.weeklyLoss
            && strict.monthlyLoss == next.monthlyLoss && strict.dailyMinutes == next.dailyMinutes;
        (modelPending[i], modelPendingAt[i]) = (next, same ? 0 : block.timestamp + 7 days);
    }

    function _strictest(uint56 a, uint56 b) private pure returns (uint56) {
        if (a == 0) return b;
        if (b == 0) return a;
        return a < b ? a : b;
    }

    function _checkAccepted(uint256 i, uint256 amount) private {
        _expect(!(modelBanned[i]), "a banned player staked");
        _expect(block.timestamp >= modelBlockedUntil[i], "a stake during a break");
        if (modelExcluded[i]) {
            _expect(modelResumeAt[i] != 0 && block.timestamp >= modelResumeAt[i], "a stake before the resume delay");
            modelExcluded[i] = false;
            modelResumeAt[i] = 0;
        }
        PlayerProtection.Limits memory l = modelLimits[i];
        if (l.singleBet != 0) _expect(amount <= l.singleBet, "single bet");
        uint256 today = block.timestamp / 1 days;
        if (modelPlayDay[i] != today) (modelPlayDay[i], modelPlayStart[i]) = (today, block.timestamp);
        else if (l.dailyMinutes != 0) _expect(block.timestamp < modelPlayStart[i] + uint256(l.dailyMinutes) * 60, "play time");
        (int256 day, int256 week, int256 month) = _lossWith(i, int256(amount));
        if (l.dailyLoss != 0) _expect(day <= int256(uint256(l.dailyLoss)), "daily loss");
        if (l.weeklyLoss != 0) _expect(week <= int256(uint256(l.weeklyLoss)), "weekly loss");
        if (l.monthlyLoss != 0) _expect(month <= int256(uint256(l.monthlyLoss)), "monthly loss");
        (, int256 cDay, int256 cWeek, int256 cMonth) = cashier.usageOf(players[i]);
        _expect(cDay == day, "day usage");
        _expect(cWeek == week, "week usage");
        _expect(cMonth == month, "month usage");
    }

    /// The loss of the current day, week and month from the ledger, with a stake of `extra` now.
    function _lossWith(uint256 i, int256 extra) private view returns (int256 day, int256 week, int256 month) {
        uint256 today = block.timestamp / 1 days;
        (uint256 thisWeek, uint256 thisMonth) = (UtcCalendar.weekOf(today), UtcCalendar.monthOf(today));
        (day, week, month) = (extra, extra, extra);
        for (uint256 k = 0; k < ledger.length; k++) {
            Entry memory e = ledger[k];
            if (e.player != i) continue;
            uint256 d = e.time / 1 days;
            if (d == today) day += e.amount;
            if (UtcCalendar.weekOf(d) == thisWeek) week += e.amount;
            if (UtcCalendar.monthOf(d) == thisMonth) month += e.amount;
        }
    }

    /// Assertions inside a handler call would only revert that call, which the campaign ignores:
    /// a broken rule is recorded and the invariant below fails on it.
    string public violation;

    function _expect(bool ok, string memory rule) private {
        if (!ok && bytes(violation).length == 0) violation = rule;
    }
}

contract CashierInvariantTest is Test {
    SUSD token;
    Cashier cashier;
    CashierHandler handler;
    uint256 constant HOUSE = 10_000_000e6;

    function setUp() public {
        vm.warp(1_795_996_800); // Monday 30 November 2026
        token = new SUSD(address(this));
        cashier = new Cashier(token, address(this));
        handler = new CashierHandler(token, cashier);
        token.grantRole(token.MINTER_ROLE(), address(this));
        token.grantRole(token.MINTER_ROLE(), address(handler));
        cashier.grantRole(cashier.TABLE_ROLE(), address(handler));
        cashier.grantRole(cashier.TABLE_ROLE(), handler.TABLE2());
        cashier.grantRole(cashier.OPERATOR_ROLE(), address(0x57AFF));
        token.mint(address(handler), 2 * HOUSE);
        vm.startPrank(address(handler));
        cashier.fundHouse(address(handler), HOUSE);
        cashier.fundHouse(handler.TABLE2(), HOUSE);
        vm.stopPrank();
        targetContract(address(handler));
    }

    /// No stake was accepted that the rules refuse, and no allowed action was refused.
    function invariant_EveryAcceptedStakeKeptTheRules() public view {
        assertEq(handler.violation(), "");
    }

    /// The tokens held are exactly the players' balances plus the houses (bankrolls and escrowed
    /// stakes); each house reserves exactly the worst case of its own unpaid stakes, within its balance.
    function invariant_TokensEqualBalancesPlusHouses() public view {
        uint256 balances;
        for (uint256 i = 0; i < 3; i++) balances += cashier.balanceOf(handler.players(i));
        (uint128 house1, uint128 reserved1) = cashier.houses(address(handler));
        (uint128 house2, uint128 reserved2) = cashier.houses(handler.TABLE2());
        assertEq(token.balanceOf(address(cashier)), balances + house1 + house2);
        assertLe(reserved1, house1);
        assertLe(reserved2, house2);
        assertEq(reserved1, handler.modelReserved(address(handler)));
        assertEq(reserved2, handler.modelReserved(handler.TABLE2()));
    }

    /// Nothing leaves but what came in: withdrawals never exceed deposits plus house money won.
    function invariant_WithdrawnNeverExceedsPaidIn() public view {
        assertLe(handler.ghostOut(), handler.ghostIn() + 2 * HOUSE);
        assertEq(token.balanceOf(address(cashier)) + handler.ghostOut(), handler.ghostIn() + 2 * HOUSE);
    }
}

