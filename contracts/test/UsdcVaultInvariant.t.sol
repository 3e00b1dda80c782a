// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {TestUSDC} from "../contracts/usdc/TestUSDC.sol";
import {UsdcVault} from "../contracts/usdc/UsdcVault.sol";
import {UsdcReserve} from "../contracts/usdc/UsdcReserve.sol";
import {UsdcVaultFixture} from "./_helpers/UsdcVaultFixture.sol";

/// Random deposits, withdrawals, releases, rejections, sweeps, refills, claims and time travel.
/// @dev Assertions inside a reverted call are swallowed, so violations are recorded in `violation`.
contract UsdcVaultHandler is Test {
    TestUSDC public usdc;
    SUSD public susd;
    UsdcVault public vault;
    UsdcReserve public reserve;
    address[3] public players = [address(0xA11CE), address(0xB0B), address(0xCA201)];
    bytes32[] public ids;
    mapping(bytes32 id => uint256) public claims;
    uint256 public claimedTotal;
    uint256 public depositedTotal;
    string public violation;

    constructor(TestUSDC usdc_, SUSD susd_, UsdcVault vault_, UsdcReserve reserve_) {
        (usdc, susd, vault, reserve) = (usdc_, susd_, vault_, reserve_);
    }

    function idCount() external view returns (uint256) {
        return ids.length;
    }

    function deposit(uint8 p, uint256 amount) external {
        address who = players[p % 3];
        amount = bound(amount, 85e6, 8_000_000e6);
        usdc.mint(who, amount);
        vm.startPrank(who);
        usdc.approve(address(vault), amount);
        vault.deposit(amount);
        vm.stopPrank();
        depositedTotal += amount;
    }

    function request(uint8 p, uint256 amount) external {
        address who = players[p % 3];
        uint256 balance = susd.balanceOf(who);
        if (balance < 85e6) return;
        amount = bound(amount, 85e6, balance < 20_000_000e6 ? balance : 20_000_000e6);
        (uint64 delay, uint8 reasons) = vault.quoteDelay(who, amount);
        vm.startPrank(who);
        susd.approve(address(vault), amount);
        bytes32 id = vault.requestWithdrawal(amount);
        vm.stopPrank();
        UsdcVault.Withdrawal memory w = vault.withdrawalOf(id);
        if (w.releaseAt != block.timestamp + delay || w.reasons != reasons) violation = "ETA differs from the quote";
        if (amount > vault.REVIEW_THRESHOLD() && delay < 12 hours) violation = "large withdrawal not reviewed";
        if (delay > 48 hours) violation = "ETA beyond 48 hours";
        if ((reasons & vault.REASON_LIQUIDITY()) == 0 && delay > 24 hours) violation = "ETA beyond 24 hours without a refill";
        ids.push(id);
    }

    function release(uint256 i) external {
        if (ids.length == 0) return;
        try vault.release(ids[i % ids.length]) {} catch {}
    }

    function reject(uint256 i) external {
        if (ids.length == 0) return;
        bytes32 id = ids[i % ids.length];
        bool claimableBefore = vault.isClaimable(id);
        try vault.reject(id, "fuzz") {
            if (claimableBefore) violation = "rejected a claimable withdrawal";
        } catch {}
    }

    function claim(uint256 i) external {
        if (ids.length == 0) return;
        bytes32 id = ids[i % ids.length];
        UsdcVault.Withdrawal memory w = vault.withdrawalOf(id);
        bool due = w.status == UsdcVault.Status.Released || (w.status == UsdcVault.Status.Pending && block.timestamp >= w.releaseAt);
        vm.prank(w.player);
        try vault.claim(id) {
            if (!due) violation = "claimed before release";
            if (++claims[id] > 1) violation = "double claim";
            claimedTotal += w.amount;
        } catch {
            if (due && usdc.balanceOf(address(vault)) >= w.amount) violation = "due claim refused while funded";
        }
    }

    function sweep(uint256 amount) external {
        amount = bound(amount, 0, vault.onHand());
        vault.sweepToReserve(amount);
    }

    function refill(uint256 amount) external {
        amount = bound(amount, 0, usdc.balanceOf(address(reserve)));
        reserve.refill(amount);
    }

    function releaseFunded(uint256 i) external {
        if (ids.length == 0) return;
        try vault.releaseFunded(ids[i % ids.length]) {} catch {}
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 0, 3 days));
    }
}

contract UsdcVaultInvariantTest is UsdcVaultFixture {
    UsdcVaultHandler handler;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployVault();
        handler = new UsdcVaultHandler(usdc, susd, vault, reserve);
        usdc.grantRole(usdc.MINTER_ROLE(), address(handler));
        vault.grantRole(vault.REVIEWER_ROLE(), address(handler));
        vault.grantRole(vault.OPERATOR_ROLE(), address(handler));
        reserve.grantRole(reserve.OPERATOR_ROLE(), address(handler));
        targetContract(address(handler));
    }

    /// Proof of reserves: USDC in vault + reserve ≥ SUSD supply + withdrawals not yet claimed or rejected.
    function invariant_ReservesCoverLiabilities() public view {
        assertGe(vault.totalReserves(), susd.totalSupply() + vault.outstanding());
        assertEq(vault.totalReserves(), handler.depositedTotal() - handler.claimedTotal());
    }

    /// Outstanding is exactly the sum of pending and released withdrawals.
    function invariant_OutstandingIsTheOpenWithdrawals() public view {
        uint256 open;
        for (uint256 i = 0; i < handler.idCount(); i++) {
            UsdcVault.Withdrawal memory w = vault.withdrawalOf(handler.ids(i));
            if (w.status == UsdcVault.Status.Pending || w.status == UsdcVault.Status.Released) open += w.amount;
        }
        assertEq(vault.outstanding(), open);
    }

    function invariant_NoRuleBroken() public view {
        assertEq(handler.violation(), "");
    }
}
