// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {PlayerAccounts} from "../contracts/cashier/PlayerAccounts.sol";
import {PlayerProtection} from "../contracts/cashier/PlayerProtection.sol";

/// The cashier's money paths and every responsible-gaming rule, the test contract acting as a table.
contract CashierTest is Test {
    SUSD token;
    Cashier cashier;
    address constant STAFF = address(0x57AFF);
    address constant STRANGER = address(0xBAD);
    uint256 constant MAIN_KEY = 0xA11CE;
    address main;
    address game = address(0x6A3E);
    uint256 constant U = 1e6;
    /// Monday 30 November 2026 00:00 UTC.
    uint256 constant MONDAY = 1_795_996_800;

    function setUp() public {
        vm.warp(MONDAY + 10 hours);
        main = vm.addr(MAIN_KEY);
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        cashier = new Cashier(token, address(this));
        cashier.grantRole(cashier.TABLE_ROLE(), address(this));
        cashier.grantRole(cashier.OPERATOR_ROLE(), STAFF);
        token.mint(address(this), 1_000_000 * U);
        token.approve(address(cashier), type(uint256).max);
        cashier.fundHouse(address(this), 1_000_000 * U);
        _fund(main, 10_000 * U);
    }

    function _fund(address wallet, uint256 amount) internal {
        token.mint(wallet, amount);
        vm.startPrank(wallet);
        token.approve(address(cashier), amount);
        cashier.deposit(amount);
        vm.stopPrank();
    }

    function _limits(uint256 single, uint256 daily, uint256 weekly, uint256 monthly, uint16 minutes_) internal pure returns (PlayerProtection.Limits memory) {
        return PlayerProtection.Limits(uint56(single), uint56(daily), uint56(weekly), uint56(monthly), minutes_);
    }

    function _set(address wallet, PlayerProtection.Limits memory l) internal {
        vm.prank(wallet);
        cashier.setLimits(l);
    }

    /// The account number the stake names.
    function _stake(address wallet, uint256 amount) internal returns (uint256) {
        return cashier.stake(wallet, amount, amount, amount);
    }

    /// A payout as a table sends it: the amount above the wallet's account number.
    function _credit(address wallet, uint256 amount) internal view returns (uint256) {
        return (amount << 32) | cashier.accountIdOf(wallet);
    }

    /// Pays `amount` to the wallet's player, releasing as much of the house's reservation.
    function _pay(address wallet, uint256 amount) internal {
        uint256[] memory credits = new uint256[](1);
        credits[0] = _credit(wallet, amount);
        cashier.pay(credits, amount);
    }

    function _link() internal {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(MAIN_KEY, cashier.linkDigest(game, deadline));
        vm.prank(game);
        cashier.link(main, deadline, abi.encodePacked(r, s, v));
    }

    // ---- money ---------------------------------------------------------------------------------

    function test_DepositStakePayWithdrawMoveExactAmounts() public {
        _stake(main, 100 * U);
        assertEq(cashier.balanceOf(main), 9_900 * U);
        (uint128 houseBalance, uint128 reserved) = cashier.houses(address(this));
        assertEq(houseBalance, 1_000_100 * U);
        assertEq(reserved, 100 * U);
        _pay(main, 100 * U);
        assertEq(cashier.balanceOf(main), 10_000 * U);
        vm.prank(main);
        cashier.withdraw(10_000 * U);
        assertEq(token.balanceOf(main), 10_000 * U);
        assertEq(cashier.balanceOf(main), 0);
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.InsufficientBalance.selector, 0, 1));
        cashier.withdraw(1);
    }

    function test_OnlyTablesStakeAndPay() public {
        bytes32 role = cashier.TABLE_ROLE();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, STRANGER, role));
        cashier.stake(main, U, U, U);
    }

    /// The stake checks TABLE_ROLE through the house's mirror of it: every way the role changes
    /// (grant, revoke, renounce, grant again) moves the mirror, and the house's figures stay put.
    function test_TheRoleMirrorFollowsEveryRoleChange() public {
        bytes32 role = cashier.TABLE_ROLE();
        _stake(main, 10 * U);
        cashier.revokeRole(role, address(this));
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(this), role));
        _stake(main, U);
        (uint128 houseBalance, uint128 reserved) = cashier.houses(address(this));
        assertEq(houseBalance, 1_000_010 * U);
        assertEq(reserved, 10 * U);
        _pay(main, 10 * U);
        cashier.grantRole(role, address(this));
        _stake(main, U);
        cashier.renounceRole(role, address(this));
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(this), role));
        _stake(main, U);
        cashier.grantRole(role, address(this));
        cashier.grantRole(cashier.PAUSER_ROLE(), address(this));
        cashier.pause();
        vm.expectRevert(bytes4(keccak256("EnforcedPause()")));
        _stake(main, U);
        cashier.unpause();
        _stake(main, U);
        // A caller that never held the role takes no stake.
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, STRANGER, role));
        cashier.stake(main, U, U, U);
    }

    /// A linked wallet's link lives in its own account slot: it resolves to the account for every
    /// money path, and its own balance reads the account's.
    function test_ALinkedWalletResolvesToItsAccountEverywhere() public {
        assertEq(cashier.accountOf(game), game);
        _link();
        assertEq(cashier.accountOf(game), main);
        assertEq(cashier.balanceOf(game), 10_000 * U);
        _fund(game, 5 * U);
        assertEq(cashier.balanceOf(main), 10_005 * U);
        assertEq(cashier.accountAt(_stake(game, 7 * U)), main);
        _pay(game, 5 * U);
        assertEq(cashier.balanceOf(main), 10_003 * U);
        (uint256 balance, int256 dayLoss,,) = cashier.usageOf(game);
        assertEq(balance, 10_003 * U);
        assertEq(dayLoss, 2 * int256(U));
        assertEq(cashier.accountOf(main), main);
    }

    function test_StakeNeedsBankrollForItsWorstCase() public {
        vm.expectRevert(abi.encodeWithSelector(Cashier.BankrollTooSmall.selector, 1_000_000 * U, 1_000_000 * U + 1));
        cashier.stake(main, 10 * U, 10 * U, 1_000_010 * U + 1);
    }

    function test_PayoutsCannotExceedWhatIsReleased() public {
        _stake(main, 10 * U);
        uint256[] memory credits = new uint256[](1);
        credits[0] = _credit(main, 11 * U);
        vm.expectRevert(abi.encodeWithSelector(Cashier.PayoutsAboveRelease.selector, 11 * U, 10 * U));
        cashier.pay(credits, 10 * U);
    }

    /// Account 0 is no account: a payout naming it (or a wallet never used here) is refused.
    function test_APayoutMustNameAnOpenedAccount() public {
        _stake(main, 10 * U);
        uint256[] memory credits = new uint256[](1);
        credits[0] = _credit(address(0xBEEF), U);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.UnknownAccount.selector, 0));
        cashier.pay(credits, 10 * U);
    }

    /// A wallet never used here has no account: it cannot stake, even nothing.
    function test_AWalletWithoutAnAccountCannotStake() public {
        assertEq(cashier.accountIdOf(STRANGER), 0);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.InsufficientBalance.selector, 0, 0));
        cashier.stake(STRANGER, 0, 0, 0);
    }

    /// stakeOn takes a stake only for a wallet of the named account, and says so; a wrong wallet or
    /// account takes nothing. With nothing to take it only answers, while paused too.
    function testFuzz_StakeOnTakesOnlyFromTheNamedAccount(address wallet, uint256 accountId) public {
        uint256 id = cashier.accountIdOf(main);
        vm.assume(wallet != main && accountId != id);
        (uint128 houseBefore, uint128 reservedBefore) = cashier.houses(address(this));
        assertFalse(cashier.stakeOn(id, wallet, 10 * U, 10 * U, 20 * U));
        assertFalse(cashier.stakeOn(accountId, main, 10 * U, 10 * U, 20 * U));
        assertFalse(cashier.stakeOn(0, wallet, 10 * U, 10 * U, 20 * U));
        assertEq(cashier.balanceOf(main), 10_000 * U);
        assertTrue(cashier.stakeOn(id, main, 10 * U, 10 * U, 20 * U));
        assertEq(cashier.balanceOf(main), 9_990 * U);
        (uint128 house, uint128 reserved) = cashier.houses(address(this));
        assertEq(house, houseBefore + 10 * U);
        assertEq(reserved, reservedBefore + 20 * U);
        // Only a table stakes; anyone may ask whether a wallet is of an account.
        bytes32 tableRole = cashier.TABLE_ROLE();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, STRANGER, tableRole));
        cashier.stakeOn(id, main, U, U, U);
        vm.prank(STRANGER);
        assertTrue(cashier.stakeOn(id, main, 0, 0, 0));
        cashier.grantRole(cashier.PAUSER_ROLE(), address(this));
        cashier.pause();
        assertTrue(cashier.stakeOn(id, main, 0, 0, 0));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        cashier.stakeOn(id, main, U, U, U);
    }

    /// A page paying several wallets: each credited, the house debited the total and released as told.
    function test_APagePaysEveryWalletAndReleasesTheReservation() public {
        address other = address(0x07E4);
        _fund(other, 100 * U);
        cashier.stake(main, 10 * U, 10 * U, 20 * U);
        cashier.stake(other, 10 * U, 10 * U, 20 * U);
        // The other bet lost: a table sends only the bets owed something.
        uint256[] memory credits = new uint256[](2);
        (credits[0], credits[1]) = (_credit(main, 20 * U), _credit(main, 5 * U));
        cashier.pay(credits, 40 * U);
        assertEq(cashier.balanceOf(main), 10_015 * U);
        assertEq(cashier.balanceOf(other), 90 * U);
        (uint128 houseBalance, uint128 reserved) = cashier.houses(address(this));
        assertEq(houseBalance, 1_000_000 * U - 5 * U);
        assertEq(reserved, 0);
        assertEq(token.balanceOf(address(cashier)), 1_000_000 * U + 10_000 * U + 100 * U);
    }

    /// Paying a linked game wallet credits its main wallet's account and takes the payout off its loss.
    function test_APayoutToALinkedGameWalletCreditsTheMainAccount() public {
        _link();
        _stake(game, 30 * U);
        (, int256 lossBefore, , ) = cashier.usageOf(main);
        assertEq(lossBefore, int256(30 * U));
        _pay(game, 25 * U);
        assertEq(cashier.balanceOf(main), 9_995 * U);
        assertEq(cashier.balanceOf(game), 9_995 * U);
        (uint256 balance, int256 dayLoss, , ) = cashier.usageOf(main);
        assertEq(balance, 9_995 * U);
        assertEq(dayLoss, int256(5 * U));
        assertEq(token.balanceOf(game), 0);
        assertEq(token.balanceOf(main), 0);
        // The main wallet's player takes it out from either wallet.
        vm.prank(game);
        cashier.withdraw(9_995 * U);
        assertEq(token.balanceOf(game), 9_995 * U);
        assertEq(cashier.balanceOf(main), 0);
    }

    function test_DepositForCreditsTheWalletsAccount() public {
        _link();
        token.mint(address(this), 50 * U);
        cashier.depositFor(game, 50 * U);
        assertEq(cashier.balanceOf(main), 10_050 * U);
        assertEq(cashier.balanceOf(game), 10_050 * U);
    }

    // ---- limits --------------------------------------------------------------------------------

    function test_TighteningAppliesInTheSameBlock() public {
        _stake(main, 60 * U);
        _set(main, _limits(0, 100 * U, 0, 0, 0));
        _stake(main, 40 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 100 * U, MONDAY + 1 days));
        _stake(main, 1);
    }

    function test_OpenStakesCountAsLostUntilTheyPay() public {
        _set(main, _limits(0, 100 * U, 0, 0, 0));
        _stake(main, 100 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 100 * U, MONDAY + 1 days));
        _stake(main, 1);
        _pay(main, 30 * U);
        _stake(main, 30 * U);
        (, int256 dayLoss, int256 weekLoss, int256 monthLoss) = cashier.usageOf(main);
        assertEq(dayLoss, int256(100 * U));
        assertEq(weekLoss, int256(100 * U));
        assertEq(monthLoss, int256(100 * U));
    }

    /// A payout lowers the loss of every window it falls in: on the day of the account's last write
    /// (the one-word path) and on a later day, after the windows that ended start again (the
    /// rolled path). Wins take loss below zero.
    function test_PayoutsLowerTheLossOfTheWindowsTheyArriveIn() public {
        vm.warp(MONDAY + 1 hours);
        cashier.stake(main, 10 * U, 10 * U, 25 * U);
        _pay(main, 25 * U);
        _assertUsage(10_015 * U, -15, -15, -15);
        _stake(main, 40 * U);
        _assertUsage(9_975 * U, 25, 25, 25);
        // Tuesday 1 December: the stakes' day and month have ended, their week has not.
        vm.warp(MONDAY + 1 days + 1 hours);
        _pay(main, 30 * U);
        _assertUsage(10_005 * U, -30, -5, -30);
        _pay(main, 10 * U);
        _assertUsage(10_015 * U, -40, -15, -40);
    }

    /// The wallet's balance, and its day, week and month loss in whole SUSD.
    function _assertUsage(uint256 balance, int256 day, int256 week, int256 month) internal view {
        (uint256 b, int256 d, int256 w, int256 m) = cashier.usageOf(main);
        assertEq(b, balance);
        assertEq(d, day * int256(U));
        assertEq(w, week * int256(U));
        assertEq(m, month * int256(U));
    }

    function test_SingleBetLimit() public {
        _set(main, _limits(5 * U, 0, 0, 0, 0));
        cashier.stake(main, 20 * U, 5 * U, 20 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.SingleBetLimitExceeded.selector, 5 * U, 5 * U + 1));
        cashier.stake(main, 5 * U + 1, 5 * U + 1, 5 * U + 1);
    }

    function test_LooserLimitWaitsSevenDaysAndCanBeCancelled() public {
        _set(main, _limits(0, 100 * U, 0, 0, 0));
        _set(main, _limits(0, 200 * U, 0, 0, 0));
        (PlayerProtection.Limits memory current, PlayerProtection.Limits memory pending, uint256 at) = cashier.limitsOf(main);
        assertEq(current.dailyLoss, 100 * U);
        assertEq(pending.dailyLoss, 200 * U);
        assertEq(at, block.timestamp + 7 days);
        vm.prank(main);
        cashier.cancelPendingLimits();
        (, , at) = cashier.limitsOf(main);
        assertEq(at, 0);
        _set(main, _limits(0, 0, 0, 0, 0)); // removing is loosening too
        vm.warp(block.timestamp + 7 days - 1);
        _stake(main, 100 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 100 * U, (block.timestamp / 1 days + 1) * 1 days));
        _stake(main, 1);
        vm.warp(block.timestamp + 1);
        _stake(main, 500 * U);
        (current, , at) = cashier.limitsOf(main);
        assertEq(current.dailyLoss, 0);
        assertEq(at, 0);
    }

    function test_TighterPartAppliesAtOnceWhileLooserPartWaits() public {
        _set(main, _limits(10 * U, 100 * U, 0, 0, 0));
        _set(main, _limits(50 * U, 80 * U, 0, 0, 0));
        (PlayerProtection.Limits memory current, PlayerProtection.Limits memory pending, ) = cashier.limitsOf(main);
        assertEq(current.singleBet, 10 * U);
        assertEq(current.dailyLoss, 80 * U);
        assertEq(pending.singleBet, 50 * U);
        // A later tighter-only request replaces the pending one.
        _set(main, _limits(5 * U, 80 * U, 0, 0, 0));
        uint256 at;
        (current, , at) = cashier.limitsOf(main);
        assertEq(current.singleBet, 5 * U);
        assertEq(at, 0);
    }

    function test_LossLimitsMustRiseMonthlyWeeklyDaily() public {
        vm.startPrank(main);
        vm.expectRevert(PlayerProtection.LimitsOutOfOrder.selector);
        cashier.setLimits(_limits(0, 100, 100, 0, 0));
        vm.expectRevert(PlayerProtection.LimitsOutOfOrder.selector);
        cashier.setLimits(_limits(0, 0, 500, 500, 0));
        vm.expectRevert(PlayerProtection.LimitsOutOfOrder.selector);
        cashier.setLimits(_limits(0, 600, 0, 500, 0));
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.InvalidPlayTime.selector, 1441));
        cashier.setLimits(_limits(0, 0, 0, 0, 1441));
        cashier.setLimits(_limits(0, 100, 300, 900, 0));
        cashier.setLimits(_limits(0, 100, 0, 900, 0));
        vm.stopPrank();
    }

    function test_WeekStartsMondayMidnightUtc() public {
        vm.warp(MONDAY - 1 hours); // Sunday 23:00
        _set(main, _limits(0, 0, 100 * U, 0, 0));
        _stake(main, 100 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 2, 100 * U, MONDAY));
        _stake(main, 1);
        vm.warp(MONDAY);
        _stake(main, 100 * U);
        vm.warp(MONDAY + 6 days + 23 hours);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 2, 100 * U, MONDAY + 7 days));
        _stake(main, 1);
    }

    function test_MonthIsTheUtcCalendarMonth() public {
        uint256 feb1 = 1_801_440_000; // Monday 1 February 2027 00:00 UTC
        vm.warp(feb1 - 1);
        _set(main, _limits(0, 0, 0, 100 * U, 0));
        _stake(main, 100 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 3, 100 * U, feb1));
        _stake(main, 1);
        vm.warp(feb1);
        _stake(main, 100 * U);
    }

    function test_PlayTimeStartsAtTheDaysFirstStake() public {
        _set(main, _limits(0, 0, 0, 0, 30));
        _stake(main, U);
        vm.warp(block.timestamp + 30 minutes - 1);
        assertEq(cashier.playSecondsLeft(main), 1);
        _stake(main, U);
        vm.warp(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayTimeLimitReached.selector, 30, MONDAY + 1 days));
        _stake(main, U);
        vm.warp(MONDAY + 1 days);
        _stake(main, U);
    }

    // ---- breaks and bans -------------------------------------------------------------------------

    function test_TimeOutBlocksStakesNotWithdrawalsAndCannotBeShortened() public {
        vm.startPrank(main);
        cashier.takeBreak(2); // 7 days
        cashier.takeBreak(1); // a shorter one leaves the end where it is
        vm.stopPrank();
        uint256 until = block.timestamp + 7 days;
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, until));
        _stake(main, U);
        vm.prank(main);
        cashier.withdraw(U);
        vm.warp(until - 1);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, until));
        _stake(main, U);
        vm.warp(until);
        _stake(main, U);
    }

    function test_SelfExclusionResumesOnlyADayAfterTheAsk() public {
        vm.prank(main);
        cashier.takeBreak(5); // 6 months
        uint256 until = block.timestamp + 183 days;
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.ExclusionRunning.selector, until));
        cashier.requestResume();
        vm.warp(until);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayNotResumed.selector, 0));
        _stake(main, U);
        vm.prank(main);
        cashier.requestResume();
        vm.warp(until + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayNotResumed.selector, until + 1 days));
        _stake(main, U);
        vm.warp(until + 1 days);
        _stake(main, U);
        assertFalse(cashier.statusOf(main).excluded);
    }

    function test_StaffTimeOutAndBanHoldOnChain() public {
        bytes32 role = cashier.OPERATOR_ROLE();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, STRANGER, role));
        cashier.setBanned(main, true);
        vm.prank(STAFF);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.InvalidBreak.selector, 5));
        cashier.staffTimeOut(main, 5);
        vm.prank(STAFF);
        cashier.setBanned(main, true);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayerBanned.selector, main));
        _stake(main, U);
        vm.prank(main);
        cashier.withdraw(U);
        vm.startPrank(STAFF);
        cashier.setBanned(main, false);
        cashier.staffTimeOut(main, 1);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, block.timestamp + 1 days));
        _stake(main, U);
    }

    // ---- one player, two wallets -----------------------------------------------------------------

    function test_LinkedGameWalletPlaysUnderTheMainWalletsRules() public {
        _link();
        assertEq(cashier.accountOf(game), main);
        _set(game, _limits(0, 50 * U, 0, 0, 0));
        assertEq(cashier.accountAt(_stake(main, 30 * U)), main);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 50 * U, MONDAY + 1 days));
        _stake(game, 21 * U);
        _stake(game, 20 * U);
        vm.prank(game);
        cashier.takeBreak(1);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.PlayBlocked.selector, false, block.timestamp + 1 days));
        _stake(main, U);
        vm.prank(game);
        cashier.withdraw(U);
        assertEq(token.balanceOf(game), U);
    }

    /// The site's way: the game wallet, which holds the history, brings the player's main wallet (never
    /// used here) onto its account with the main wallet's personal_sign of `joinMessage`.
    function test_TheMainWalletJoinsTheGameWalletsAccount() public {
        uint256 freshKey = 0xF2E5;
        address fresh = vm.addr(freshKey);
        uint256 deadline = block.timestamp + 1 hours;
        string memory text = cashier.joinMessage(fresh, main, deadline);
        assertGt(bytes(text).length, 100);
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n", vm.toString(bytes(text).length), text));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(freshKey, digest);
        bytes memory sig = abi.encodePacked(r, s, v);
        // Only the account the main wallet named can submit it.
        vm.prank(STRANGER);
        vm.expectRevert(PlayerAccounts.InvalidLinkSignature.selector);
        cashier.linkWallet(fresh, deadline, sig);
        vm.prank(main);
        cashier.linkWallet(fresh, deadline, sig);
        assertEq(cashier.accountOf(fresh), main);
        // Both wallets now stake and are paid on one account, under one set of limits.
        _set(main, _limits(0, 50 * U, 0, 0, 0));
        _stake(fresh, 30 * U);
        vm.expectRevert(abi.encodeWithSelector(PlayerProtection.LossLimitReached.selector, 1, 50 * U, MONDAY + 1 days));
        _stake(main, 21 * U);
        _pay(fresh, 10 * U);
        assertEq(cashier.balanceOf(main), 9_980 * U);
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.WalletAlreadyLinked.selector, fresh));
        cashier.linkWallet(fresh, deadline, sig);
    }

    function test_AWalletWithHistoryCannotJoinAnotherAccount() public {
        uint256 usedKey = 0x05ED;
        address used = vm.addr(usedKey);
        _fund(used, U); // its own balance: joining would hide it
        uint256 deadline = block.timestamp + 1 hours;
        string memory text = cashier.joinMessage(used, main, deadline);
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n", vm.toString(bytes(text).length), text));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(usedKey, digest);
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.WalletInUse.selector, used));
        cashier.linkWallet(used, deadline, abi.encodePacked(r, s, v));
        vm.warp(deadline + 1);
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.LinkExpired.selector, deadline));
        cashier.linkWallet(used, deadline, abi.encodePacked(r, s, v));
    }

    function test_LinkIsRefusedWhenItCouldEscapeARule() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(MAIN_KEY, cashier.linkDigest(game, deadline));
        bytes memory sig = abi.encodePacked(r, s, v);
        // A wallet with its own history (here a time-out) cannot hide it behind a link.
        vm.startPrank(game);
        cashier.takeBreak(1);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.WalletInUse.selector, game));
        cashier.link(main, deadline, sig);
        vm.stopPrank();
        address fresh = address(0xF7E5);
        (v, r, s) = vm.sign(MAIN_KEY, cashier.linkDigest(fresh, deadline));
        vm.startPrank(fresh);
        vm.expectRevert(PlayerAccounts.InvalidLinkSignature.selector);
        cashier.link(main, deadline, sig);
        cashier.link(main, deadline, abi.encodePacked(r, s, v));
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.WalletAlreadyLinked.selector, fresh));
        cashier.link(main, deadline, abi.encodePacked(r, s, v));
        vm.stopPrank();
        // An account others are linked to cannot be linked itself.
        vm.prank(main);
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.InvalidLinkTarget.selector, fresh));
        cashier.link(fresh, deadline, sig);
        vm.warp(deadline + 1);
        vm.prank(address(0xF7E6));
        vm.expectRevert(abi.encodeWithSelector(PlayerAccounts.LinkExpired.selector, deadline));
        cashier.link(main, deadline, sig);
    }
}
