// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {Staking} from "../contracts/Staking.sol";

/// Drives stakes, unstakes, claims and funded rounds in random order with small amounts (so rounding bites).
contract StakingHandler is Test {
    SUSD public reward;
    SUSD public lp;
    Staking public staking;
    address[3] public users = [address(0xA11CE), address(0xB0B), address(0xCA201)];

    constructor(SUSD reward_, SUSD lp_, Staking staking_) {
        (reward, lp, staking) = (reward_, lp_, staking_);
    }

    function _pool(bool useLp) private view returns (SUSD) {
        return useLp ? lp : reward;
    }

    function stake(uint8 u, bool useLp, uint256 amount) external {
        SUSD pool = _pool(useLp);
        amount = bound(amount, 1, 50);
        pool.mint(users[u % 3], amount);
        vm.startPrank(users[u % 3]);
        pool.approve(address(staking), amount);
        staking.stake(address(pool), amount);
        vm.stopPrank();
    }

    function unstake(uint8 u, bool useLp, uint256 amount) external {
        address pool = address(_pool(useLp));
        uint256 held = staking.staked(pool, users[u % 3]);
        if (held == 0) return;
        vm.prank(users[u % 3]);
        staking.unstake(pool, bound(amount, 1, held));
    }

    function claim(uint8 u, bool useLp) external {
        address pool = address(_pool(useLp));
        if (staking.pendingReward(pool, users[u % 3]) == 0) return;
        vm.prank(users[u % 3]);
        staking.claim(pool);
    }

    function round(uint256 total) external {
        total = bound(total, 0, 97);
        reward.mint(address(this), total);
        reward.approve(address(staking), total);
        staking.fundRewards(total);
        staking.startRound();
        staking.endRound(total);
    }
}

contract StakingInvariantTest is Test {
    SUSD reward;
    SUSD lp;
    Staking staking;
    StakingHandler handler;

    function setUp() public {
        reward = new SUSD(address(this));
        lp = new SUSD(address(this));
        staking = new Staking(reward, 1 days, address(this));
        handler = new StakingHandler(reward, lp, staking);
        reward.grantRole(reward.MINTER_ROLE(), address(handler));
        lp.grantRole(lp.MINTER_ROLE(), address(handler));
        staking.grantRole(staking.OPERATOR_ROLE(), address(this));
        staking.grantRole(staking.OPERATOR_ROLE(), address(handler));
        staking.addPool(address(reward), 3, Staking.StakingType.Staking);
        staking.addPool(address(lp), 1, Staking.StakingType.StakingEthPool);
        targetContract(address(handler));
    }

    /// Staked principal, carried dust and unallocated funds are always held: rewards never eat into them.
    function invariant_PrincipalAndReservesAreHeld() public view {
        uint256 reserves = staking.totalStaked(address(reward)) + staking.dust() + staking.unallocatedRewards();
        assertGe(reward.balanceOf(address(staking)), reserves);
        assertGe(lp.balanceOf(address(staking)), staking.totalStaked(address(lp)));
    }

    /// Every staker can always take their whole stake back.
    function invariant_EveryoneCanExit() public {
        for (uint256 i = 0; i < 3; i++) {
            address user = handler.users(i);
            for (uint256 p = 0; p < 2; p++) {
                address pool = p == 0 ? address(reward) : address(lp);
                uint256 held = staking.staked(pool, user);
                if (held == 0) continue;
                vm.prank(user);
                staking.unstake(pool, held);
            }
        }
        assertEq(staking.totalStaked(address(reward)) + staking.totalStaked(address(lp)), 0);
    }
}
