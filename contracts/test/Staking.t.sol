// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {Staking} from "../contracts/Staking.sol";

contract StakingFuzzTest is Test {
    SUSD reward;
    SUSD lp;
    Staking staking;
    address constant ALICE = address(0xA11CE);
    address constant BOB = address(0xB0B);

    function setUp() public {
        reward = new SUSD(address(this));
        lp = new SUSD(address(this));
        reward.grantRole(reward.MINTER_ROLE(), address(this));
        lp.grantRole(lp.MINTER_ROLE(), address(this));
        staking = new Staking(reward, 1 days, address(this));
        staking.grantRole(staking.OPERATOR_ROLE(), address(this));
        staking.addPool(address(reward), 3, Staking.StakingType.Staking);
        staking.addPool(address(lp), 1, Staking.StakingType.StakingEthPool);
    }

    function _stake(address who, SUSD pool, uint256 amount) internal {
        pool.mint(who, amount);
        vm.startPrank(who);
        pool.approve(address(staking), amount);
        staking.stake(address(pool), amount);
        vm.stopPrank();
    }

    function testFuzz_RoundRewardSplitsSumToTotal(uint16 w1, uint16 w2, uint256 s1, uint256 s2, uint256 s3, uint256 total) public {
        staking.updatePool(address(reward), w1);
        staking.updatePool(address(lp), w2);
        s1 = bound(s1, 1, 1e18);
        s2 = bound(s2, 1, 1e18);
        s3 = bound(s3, 1, 1e18);
        total = bound(total, 0, 1e18);
        _stake(ALICE, reward, s1);
        _stake(BOB, reward, s2);
        _stake(ALICE, lp, s3);
        reward.mint(address(this), total);
        reward.approve(address(staking), total);
        staking.fundRewards(total);
        staking.startRound();
        staking.endRound(total);
        uint256 owed = staking.pendingReward(address(reward), ALICE) + staking.pendingReward(address(reward), BOB) + staking.pendingReward(address(lp), ALICE);
        // Stakers are owed the budget less the carried dust, to within one unit per staker of rounding.
        assertLe(owed + staking.dust(), total);
        assertLe(total - owed - staking.dust(), 3);
    }

    function testFuzz_ClaimsNeverTouchPrincipal(uint256 s1, uint256 total) public {
        s1 = bound(s1, 1, 1e18);
        total = bound(total, 1, 1e18);
        _stake(ALICE, reward, s1);
        reward.mint(address(this), total);
        reward.approve(address(staking), total);
        staking.fundRewards(total);
        staking.startRound();
        staking.endRound(total);
        uint256 pending = staking.pendingReward(address(reward), ALICE);
        if (pending > 0) {
            vm.prank(ALICE);
            staking.claim(address(reward));
        }
        // The staked principal is still fully held after paying rewards.
        assertGe(reward.balanceOf(address(staking)), s1);
        vm.prank(ALICE);
        staking.unstake(address(reward), s1);
        assertEq(reward.balanceOf(ALICE), s1 + pending);
    }

    function testFuzz_UnfundedRewardIsRefused(uint256 total) public {
        total = bound(total, 1, 1e30);
        staking.startRound();
        vm.expectRevert(bytes("Reward not funded"));
        staking.endRound(total);
    }
}
