// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {UsdcVault} from "../contracts/usdc/UsdcVault.sol";
import {UsdcVaultFixture} from "./_helpers/UsdcVaultFixture.sol";

/// Flows 1–3 and the SPEC §9 rules of the USDC vault.
contract UsdcVaultTest is UsdcVaultFixture {
    address constant ALICE = address(0xA11CE);
    address constant BOB = address(0xB0B);
    uint256 constant MIN = 85e6;
    uint256 constant MAX = 20_000_000e6;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployVault();
    }

    function testFuzz_DepositCreditsSusdOneToOne(uint256 amount) public {
        amount = bound(amount, MIN, MAX);
        _fund(ALICE, amount);
        assertEq(susd.balanceOf(ALICE), amount);
        assertEq(usdc.balanceOf(address(vault)), amount);
        assertEq(usdc.balanceOf(ALICE), 0);
    }

    function testFuzz_AmountsOutsideBoundsAreRefused(uint256 amount, bool tooBig) public {
        amount = tooBig ? bound(amount, MAX + 1, type(uint128).max) : bound(amount, 0, MIN - 1);
        usdc.mint(ALICE, amount);
        vm.startPrank(ALICE);
        usdc.approve(address(vault), amount);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.AmountOutOfBounds.selector, amount));
        vault.deposit(amount);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.AmountOutOfBounds.selector, amount));
        vault.requestWithdrawal(amount);
        vm.stopPrank();
    }

    function test_DepositWithoutAllowanceReverts() public {
        usdc.mint(ALICE, 100e6);
        vm.prank(ALICE);
        vm.expectRevert();
        vault.deposit(100e6);
    }

    function test_SmallWithdrawalIsClaimableAtOnceAndOnlyOnce() public {
        _fund(ALICE, 1_000e6);
        bytes32 id = _request(ALICE, 400e6);
        assertEq(susd.balanceOf(ALICE), 600e6);
        assertTrue(vault.isClaimable(id));
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.NotYourWithdrawal.selector, id));
        vault.claim(id);
        vm.prank(ALICE);
        vault.claim(id);
        assertEq(usdc.balanceOf(ALICE), 400e6);
        assertEq(vault.outstanding(), 0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.NotClaimable.selector, id));
        vault.claim(id);
    }

    function test_LargeWithdrawalWaitsTwelveHoursForReview() public {
        _fund(ALICE, 6_000_000e6);
        bytes32 id = _request(ALICE, 6_000_000e6);
        UsdcVault.Withdrawal memory w = vault.withdrawalOf(id);
        assertEq(w.releaseAt, block.timestamp + 12 hours);
        assertEq(w.reasons, vault.REASON_REVIEW());
        vm.warp(block.timestamp + 12 hours - 1);
        assertFalse(vault.isClaimable(id));
        vm.warp(block.timestamp + 1);
        assertTrue(vault.isClaimable(id));
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.AlreadyDue.selector, id, w.releaseAt));
        vault.reject(id, "too late");
        vm.prank(ALICE);
        vault.claim(id);
        assertEq(usdc.balanceOf(ALICE), 6_000_000e6);
    }

    function test_DailyTotalAboveTenThousandWaitsADay() public {
        _fund(ALICE, 20_000e6);
        bytes32 first = _request(ALICE, 10_000e6);
        assertEq(vault.withdrawalOf(first).releaseAt, block.timestamp);
        bytes32 second = _request(ALICE, 85e6);
        assertEq(vault.withdrawalOf(second).releaseAt, block.timestamp + 24 hours);
        assertEq(vault.withdrawalOf(second).reasons, vault.REASON_DAILY());
        // The next UTC day starts a new total.
        vm.warp((block.timestamp / 1 days + 1) * 1 days);
        bytes32 third = _request(ALICE, 5_000e6);
        assertTrue(vault.isClaimable(third));
    }

    function test_StaffReleaseEarlyAndRejectWithReason() public {
        _fund(ALICE, 12_000_000e6);
        bytes32 a = _request(ALICE, 6_000_000e6);
        bytes32 b = _request(ALICE, 6_000_000e6);
        vm.expectEmit(true, true, false, false);
        emit UsdcVault.WithdrawalReleased(a, address(this));
        vault.release(a);
        assertTrue(vault.isClaimable(a));
        vm.expectRevert(UsdcVault.EmptyReason.selector);
        vault.reject(b, "");
        vault.reject(b, "source of funds unclear");
        assertEq(susd.balanceOf(ALICE), 6_000_000e6);
        assertFalse(vault.isClaimable(b));
        vm.warp(block.timestamp + 2 days);
        assertFalse(vault.isClaimable(b));
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.NotPending.selector, a, UsdcVault.Status.Released));
        vault.reject(a, "changed my mind");
    }

    function test_OnlyReviewersActOnTheQueue() public {
        _fund(ALICE, 6_000_000e6);
        bytes32 id = _request(ALICE, 6_000_000e6);
        bytes32 role = vault.REVIEWER_ROLE();
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ALICE, role));
        vault.release(id);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ALICE, role));
        vault.reject(id, "x");
        vm.stopPrank();
    }

    function test_WithdrawalAboveUsdcOnHandWaitsForRefill() public {
        _fund(ALICE, 1_000e6);
        _fund(BOB, 1_000e6);
        vault.sweepToReserve(1_500e6);
        bytes32 id = _request(ALICE, 800e6);
        UsdcVault.Withdrawal memory w = vault.withdrawalOf(id);
        assertEq(w.reasons, vault.REASON_LIQUIDITY());
        assertEq(w.releaseAt, block.timestamp + 48 hours);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.InsufficientLiquidity.selector, 800e6, 500e6));
        vault.releaseFunded(id);
        reserve.refill(300e6);
        vault.releaseFunded(id);
        vm.prank(ALICE);
        vault.claim(id);
        assertEq(usdc.balanceOf(ALICE), 800e6);
        assertEq(vault.totalReserves(), 1_200e6);
    }

    function test_SweepNeverTakesUsdcOwedToWithdrawals() public {
        _fund(ALICE, 1_000e6);
        _request(ALICE, 600e6);
        vm.expectRevert(abi.encodeWithSelector(UsdcVault.InsufficientLiquidity.selector, 500e6, 400e6));
        vault.sweepToReserve(500e6);
    }

    function test_PausedVaultRefusesFlows() public {
        _fund(ALICE, 1_000e6);
        vault.pause();
        usdc.mint(ALICE, 100e6);
        vm.startPrank(ALICE);
        usdc.approve(address(vault), 100e6);
        vm.expectRevert();
        vault.deposit(100e6);
        vm.expectRevert();
        vault.requestWithdrawal(100e6);
        vm.stopPrank();
    }
}
