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

    function _endRound(uint256 total) internal {
        reward.mint(address(this), total);
        reward.approve(address(staking), total);
        staking.fundRewards(total);
        staking.startRound();
        staking.endRound(total);
    }

    function _exit(address who) internal {
        vm.startPrank(who);
        if (staking.pendingReward(address(reward), who) > 0) staking.claim(address(reward));
        uint256 amount = staking.staked(address(reward), who);
        if (amount > 0) staking.unstake(address(reward), amount);
        vm.stopPrank();
    }

    /// Stakers joining between rounds carry rounded reward debts; paying them must never eat the principal.
    function testFuzz_LateJoinersNeverDrainPrincipal(uint256[3] memory stakes, uint256[3] memory rewards) public {
        staking.updatePool(address(lp), 0);
        address[3] memory who = [ALICE, BOB, address(0xCA201)];
        for (uint256 i = 0; i < 3; i++) {
            _stake(who[i], reward, bound(stakes[i], 1, 7));
            _endRound(bound(rewards[i], 0, 11));
        }
        for (uint256 i = 0; i < 3; i++) _exit(who[i]);
        // Everyone left with their principal; what stays is the carried dust, unallocated funds and a rounding remainder.
        assertEq(staking.totalStaked(address(reward)), 0);
        uint256 kept = reward.balanceOf(address(staking)) - staking.dust() - staking.unallocatedRewards();
        assertLe(kept, 9); // at most one unit per staker per round
    }
}
