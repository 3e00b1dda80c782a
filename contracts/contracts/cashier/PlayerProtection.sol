// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {PlayerAccounts} from "./PlayerAccounts.sol";
import {UtcCalendar} from "./UtcCalendar.sol";

/// @title Responsible gaming, enforced on every stake: limits, time-outs, self-exclusion, staff bans.
/// @notice Limits: single bet, loss per UTC day, week (from Monday) and calendar month, and play time
///         per UTC day (the day's first stake starts the clock). Set limits must rise monthly >
///         weekly > daily. Tightening applies at once; a looser request (or a removal) waits seven
///         days, shown as pending, and can be cancelled. Breaks (time-outs and self-exclusions) start
///         at once and nobody can end them early; after a self-exclusion, play resumes only 24 hours
///         after the player asks.
abstract contract PlayerProtection is PlayerAccounts {
    using SafeCast for uint256;

    /// @notice 0 means no limit. Amounts in token units.
    struct Limits {
        uint56 singleBet;
        uint56 dailyLoss;
        uint56 weeklyLoss;
        uint56 monthlyLoss;
        uint16 dailyMinutes;
    }

    struct Status {
        /// @notice No stake is taken before this time (a time-out or a self-exclusion).
        uint40 blockedUntil;
        /// @notice The block is a self-exclusion: after it ends, play waits for a resume request.
        bool excluded;
        /// @notice When play may resume after an ended self-exclusion (0: not asked yet).
        uint40 resumeAt;
        bool banned;
        /// @notice The UTC day of the last stake and when that day's first stake was taken.
        uint16 playDay;
        uint40 playStartedAt;
        /// @notice When the pending (looser) limits take effect (0: none pending).
        uint40 pendingAt;
    }

    /// @dev A Status as stored, with whether the account ever set limits: a stake reads them only then.
    struct StoredStatus {
        uint40 blockedUntil;
        bool excluded;
        uint40 resumeAt;
        bool banned;
        uint16 playDay;
        uint40 playStartedAt;
        uint40 pendingAt;
        bool limited;
    }

    /// @notice Break periods: 1–4 time-outs (24 hours, 7 days, 30 days, 6 weeks), 5–7 self-exclusions (6 months, 1 year, 5 years).
    uint8 public constant LAST_TIME_OUT = 4;
    uint8 public constant LAST_BREAK = 7;
    uint256 public constant LIMIT_COOLING_OFF = 7 days;
    uint256 public constant RESUME_DELAY = 24 hours;
    uint16 public constant MAX_DAILY_MINUTES = 1440;

    /// @notice The limit windows a refusal names.
    uint8 public constant DAY_WINDOW = 1;
    uint8 public constant WEEK_WINDOW = 2;
    uint8 public constant MONTH_WINDOW = 3;

    mapping(uint256 accountId => Limits) private _limits;
    mapping(uint256 accountId => Limits) private _pending;
    mapping(uint256 accountId => StoredStatus) private _status;

    event LimitsSet(address indexed account, Limits limits);
    event LimitsPending(address indexed account, Limits limits, uint256 effectiveAt);
    event PendingLimitsCancelled(address indexed account);
    event BreakStarted(address indexed account, uint8 period, uint256 until, bool selfExclusion, bool byStaff);
    event ResumeRequested(address indexed account, uint256 resumeAt);
    event PlayResumed(address indexed account);
    event BanSet(address indexed account, bool banned);

    error LimitsOutOfOrder();
    error InvalidPlayTime(uint256 dailyMinutes);
    error NothingPending();
    error InvalidBreak(uint8 period);
    error NotExcluded();
    error ExclusionRunning(uint256 until);
    error PlayerBanned(address account);
    error PlayBlocked(bool selfExclusion, uint256 until);
    error PlayNotResumed(uint256 resumeAt);
    error SingleBetLimitExceeded(uint256 limit, uint256 bet);
    error LossLimitReached(uint8 window, uint256 limit, uint256 resetsAt);
    error PlayTimeLimitReached(uint256 dailyMinutes, uint256 resetsAt);

    // ---- the player's own settings (from either wallet) --------------------------------------

    /// @notice Requests these limits: each tighter value applies now; if any is looser (or removed),
    ///         the whole request becomes pending for seven days and replaces any earlier pending one.
    function setLimits(Limits calldata next) external {
        if (next.dailyMinutes > MAX_DAILY_MINUTES) revert InvalidPlayTime(next.dailyMinutes);
        if (!_ordered(next)) revert LimitsOutOfOrder();
        (uint256 id, address account) = _openAccount(msg.sender);
        Status memory s = _loadStatus(id);
        Limits memory current = _applyDue(id, s);
        (Limits memory now_, bool looser) = _tighten(current, next);
        _limits[id] = now_;
        emit LimitsSet(account, now_);
        if (looser) {
            _pending[id] = next;
            s.pendingAt = uint40(block.timestamp + LIMIT_COOLING_OFF);
            emit LimitsPending(account, next, s.pendingAt);
        } else if (s.pendingAt != 0) {
            delete _pending[id];
            s.pendingAt = 0;
            emit PendingLimitsCancelled(account);
        }
        _storeStatus(id, s, true);
    }

    function cancelPendingLimits() external {
        uint256 id = accountIdOf(msg.sender);
        Status memory s = _loadStatus(id);
        _applyDue(id, s);
        if (s.pendingAt == 0) revert NothingPending();
        delete _pending[id];
        s.pendingAt = 0;
        _storeStatus(id, s, _status[id].limited);
        emit PendingLimitsCancelled(accountAt(id));
    }

    /// @notice Starts a time-out (periods 1–4) or a self-exclusion (5–7) at once. It can only be
    ///         lengthened: a shorter break leaves the running end as it is.
    function takeBreak(uint8 period) external {
        (uint256 id,) = _openAccount(msg.sender);
        _startBreak(id, period, false);
    }

    /// @notice After a self-exclusion has ended, asks to play again: stakes are taken 24 hours later.
    function requestResume() external {
        uint256 id = accountIdOf(msg.sender);
        Status memory s = _loadStatus(id);
        if (!s.excluded) revert NotExcluded();
        if (block.timestamp < s.blockedUntil) revert ExclusionRunning(s.blockedUntil);
        if (s.resumeAt != 0) return;
        s.resumeAt = uint40(block.timestamp + RESUME_DELAY);
        _storeStatus(id, s, _status[id].limited);
        emit ResumeRequested(accountAt(id), s.resumeAt);
    }

    // ---- views ---------------------------------------------------------------------------------

    /// @notice The limits in force now, and the pending request with the time it applies (0: none).
    function limitsOf(address wallet) external view returns (Limits memory current, Limits memory pending, uint256 pendingAt) {
        uint256 id = accountIdOf(wallet);
        Status memory s = _loadStatus(id);
        if (s.pendingAt != 0 && block.timestamp >= s.pendingAt) return (_pending[id], pending, 0);
        return (_limits[id], s.pendingAt == 0 ? pending : _pending[id], s.pendingAt);
    }

    function statusOf(address wallet) external view returns (Status memory) {
        return _loadStatus(accountIdOf(wallet));
    }

    /// @notice Seconds of play left today under the daily play-time limit (type(uint256).max without one).
    function playSecondsLeft(address wallet) external view returns (uint256) {
        uint256 id = accountIdOf(wallet);
        Status memory s = _loadStatus(id);
        Limits memory l = s.pendingAt != 0 && block.timestamp >= s.pendingAt ? _pending[id] : _limits[id];
        if (l.dailyMinutes == 0) return type(uint256).max;
        if (s.playDay != UtcCalendar.dayOf(block.timestamp)) return uint256(l.dailyMinutes) * 60;
        uint256 end = uint256(s.playStartedAt) + uint256(l.dailyMinutes) * 60;
        return block.timestamp >= end ? 0 : end - block.timestamp;
    }

    // ---- enforcement ---------------------------------------------------------------------------

    /// @dev Takes a stake of `amount` (whose largest single bet is `largestBet`) from the wallet's
    ///      account from its balance, or reverts naming the rule that refuses it; the account's number.
    function _takeStake(uint256 id, uint256 amount, uint256 largestBet) internal {
        if (id == 0) revert InsufficientBalance(0, amount);
        Status memory s = _loadStatus(id);
        bool statusChanged;
        if (s.banned) revert PlayerBanned(accountAt(id));
        if (block.timestamp < s.blockedUntil) revert PlayBlocked(s.excluded, s.blockedUntil);
        if (s.excluded) {
            if (s.resumeAt == 0 || block.timestamp < s.resumeAt) revert PlayNotResumed(s.resumeAt);
            (s.excluded, s.resumeAt, statusChanged) = (false, 0, true);
            emit PlayResumed(accountAt(id));
        }
        uint256 pendingAt = s.pendingAt;
        Limits memory l = _applyDue(id, s);
        if (pendingAt != s.pendingAt) statusChanged = true;
        if (l.singleBet != 0 && largestBet > l.singleBet) revert SingleBetLimitExceeded(l.singleBet, largestBet);
        uint256 today = UtcCalendar.dayOf(block.timestamp);
        if (s.playDay != today) {
            (s.playDay, s.playStartedAt, statusChanged) = (uint16(today), uint40(block.timestamp), true);
        } else if (l.dailyMinutes != 0 && block.timestamp >= uint256(s.playStartedAt) + uint256(l.dailyMinutes) * 60) {
            revert PlayTimeLimitReached(l.dailyMinutes, (today + 1) * 1 days);
        }
        if (statusChanged) _storeStatus(id, s, _status[id].limited);
        _chargeLoss(id, amount, l, today);
    }

    /// @dev Debits the stake and counts it as lost in every window, refusing it past a loss limit.
    function _chargeLoss(uint256 id, uint256 amount, Limits memory l, uint256 today) private {
        Account memory a = _accounts[id];
        if (a.balance < amount) revert InsufficientBalance(a.balance, amount);
        _roll(a);
        int56 lost = SafeCast.toInt56(amount.toInt256());
        (a.dayLoss, a.weekLoss, a.monthLoss) = (a.dayLoss + lost, a.weekLoss + lost, a.monthLoss + lost);
        if (l.dailyLoss != 0 && a.dayLoss > int56(l.dailyLoss)) revert LossLimitReached(DAY_WINDOW, l.dailyLoss, (today + 1) * 1 days);
        if (l.weeklyLoss != 0 && a.weekLoss > int56(l.weeklyLoss)) {
            revert LossLimitReached(WEEK_WINDOW, l.weeklyLoss, UtcCalendar.weekStart(UtcCalendar.weekOf(today) + 1) * 1 days);
        }
        if (l.monthlyLoss != 0 && a.monthLoss > int56(l.monthlyLoss)) {
            revert LossLimitReached(MONTH_WINDOW, l.monthlyLoss, UtcCalendar.monthStart(UtcCalendar.monthOf(today) + 1) * 1 days);
        }
        a.balance -= uint72(amount);
        _accounts[id] = a;
    }

    /// @dev Staff and players start breaks the same way; staff may only start time-outs.
    function _startBreak(uint256 id, uint8 period, bool byStaff) internal {
        if (period == 0 || period > (byStaff ? LAST_TIME_OUT : LAST_BREAK)) revert InvalidBreak(period);
        bool exclusion = period > LAST_TIME_OUT;
        Status memory s = _loadStatus(id);
        uint256 until = block.timestamp + breakLength(period);
        if (until > s.blockedUntil) s.blockedUntil = uint40(until);
        if (exclusion) (s.excluded, s.resumeAt) = (true, 0);
        _storeStatus(id, s, _status[id].limited);
        emit BreakStarted(accountAt(id), period, s.blockedUntil, s.excluded, byStaff);
    }

    function _setBanned(uint256 id, bool banned) internal {
        _status[id].banned = banned;
        emit BanSet(accountAt(id), banned);
    }

    /// @notice The length of each break period.
    function breakLength(uint8 period) public pure returns (uint256) {
        if (period == 1) return 24 hours;
        if (period == 2) return 7 days;
        if (period == 3) return 30 days;
        if (period == 4) return 42 days;
        if (period == 5) return 183 days;
        if (period == 6) return 365 days;
        if (period == 7) return 1826 days;
        revert InvalidBreak(period);
    }

    function _loadStatus(uint256 id) private view returns (Status memory) {
        StoredStatus memory t = _status[id];
        return Status(t.blockedUntil, t.excluded, t.resumeAt, t.banned, t.playDay, t.playStartedAt, t.pendingAt);
    }

    /// @dev `limited`: the account has set limits at some time (they are read from then on).
    function _storeStatus(uint256 id, Status memory s, bool limited) private {
        _status[id] = StoredStatus(s.blockedUntil, s.excluded, s.resumeAt, s.banned, s.playDay, s.playStartedAt, s.pendingAt, limited);
    }

    /// @dev The limits in force, making a pending request current once its time has come (s is updated, not stored).
    function _applyDue(uint256 id, Status memory s) private returns (Limits memory) {
        if (s.pendingAt == 0 || block.timestamp < s.pendingAt) {
            Limits memory none;
            return _status[id].limited ? _limits[id] : none;
        }
        Limits memory due = _pending[id];
        _limits[id] = due;
        delete _pending[id];
        s.pendingAt = 0;
        emit LimitsSet(accountAt(id), due);
        return due;
    }

    /// @dev Each value of `next` that is tighter than the current one (a limit where there was none, or
    ///      a smaller one); `looser` tells whether any value relaxes (removed, or larger).
    function _tighten(Limits memory c, Limits calldata n) private pure returns (Limits memory t, bool looser) {
        bool l1; bool l2; bool l3; bool l4; bool l5;
        (t.singleBet, l1) = _tighter(c.singleBet, n.singleBet);
        (t.dailyLoss, l2) = _tighter(c.dailyLoss, n.dailyLoss);
        (t.weeklyLoss, l3) = _tighter(c.weeklyLoss, n.weeklyLoss);
        (t.monthlyLoss, l4) = _tighter(c.monthlyLoss, n.monthlyLoss);
        uint56 playMinutes;
        (playMinutes, l5) = _tighter(c.dailyMinutes, n.dailyMinutes);
        t.dailyMinutes = uint16(playMinutes);
        looser = l1 || l2 || l3 || l4 || l5;
    }

    function _tighter(uint56 current, uint56 next) private pure returns (uint56 value, bool looser) {
        if (next != 0 && (current == 0 || next < current)) return (next, false);
        return (current, next != current);
    }

    /// @dev SPEC: monthly bigger than weekly and daily, weekly bigger than daily, among the limits set.
    function _ordered(Limits calldata l) private pure returns (bool) {
        if (l.monthlyLoss != 0 && ((l.weeklyLoss != 0 && l.monthlyLoss <= l.weeklyLoss) || (l.dailyLoss != 0 && l.monthlyLoss <= l.dailyLoss))) return false;
        return l.weeklyLoss == 0 || l.dailyLoss == 0 || l.weeklyLoss > l.dailyLoss;
    }
}
