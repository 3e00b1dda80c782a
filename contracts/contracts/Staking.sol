// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Staking rewards in rounds: a round's total reward is split across pools by weight,
///        then within a pool pro rata to the stake held when the round ends.
contract Staking is AccessControl, Pausable {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    uint256 private constant ACC = 1e18;

    /// @notice 0 staking (SUSD), 1 staking/ETH pool — carried by TokenClaimed.
    enum StakingType { Staking, StakingEthPool }

    struct Pool {
        address token;
        uint16 weight;
        StakingType stakingType;
        uint256 totalStaked;
        uint256 accRewardPerShare;
        bool exists;
    }

    struct Round {
        uint256 blockStartedAt;
        uint256 startedAt;
        uint256 blockEndedAt;
        uint256 endedAt;
        uint256 totalReward;
    }

    IERC20 public immutable rewardToken;
    uint256 public rewardCycle;
    address[] public poolList;
    mapping(address pool => Pool) public pools;
    mapping(address pool => mapping(address user => uint256)) public staked;
    mapping(address pool => mapping(address user => uint256)) private _rewardDebt;
    mapping(address pool => mapping(address user => uint256)) private _pending;
    Round[] public rounds;
    /// @notice Reward left undistributed by integer division or empty pools; added to the next round.
    uint256 public dust;
    /// @notice Reward tokens paid in by the operator and not yet promised to a round: principal is never paid out as reward.
    uint256 public unallocatedRewards;
    /// @dev Rewards distributed by rounds and not yet claimed. Claims are capped by it, so the
    ///         per-staker rounding of reward debts (at most a unit each) never reaches staked principal.
    uint256 private _rewardsOwed;

    event PoolAdded(address indexed pool, uint16 weight, StakingType stakingType);
    event PoolUpdated(address indexed pool, uint16 weight);
    event Staked(address indexed user, address indexed pool, uint256 amount);
    event Unstaked(address indexed user, address indexed pool, uint256 amount);
    event RoundStarted(uint256 indexed round, uint256 blockStartedAt, uint256 startedAt);
    event RoundEnded(uint256 indexed round, uint256 blockEndedAt, uint256 endedAt, uint256 totalReward, uint256 distributed);
    event RewardCycleUpdated(uint256 rewardCycle);
    event TokenClaimed(address indexed user, uint256 amount, uint8 stakingType);
    event RewardsFunded(address indexed from, uint256 amount);

    constructor(IERC20 rewardToken_, uint256 rewardCycle_, address admin) {
        rewardToken = rewardToken_;
        rewardCycle = rewardCycle_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    function addPool(address token, uint16 weight, StakingType stakingType) external onlyRole(OPERATOR_ROLE) {
        require(token != address(0), "Invalid pool");
        require(!pools[token].exists, "Pool exists");
        pools[token] = Pool(token, weight, stakingType, 0, 0, true);
        poolList.push(token);
        emit PoolAdded(token, weight, stakingType);
    }

    function updatePool(address token, uint16 weight) external onlyRole(OPERATOR_ROLE) {
        require(pools[token].exists, "Unknown pool");
        pools[token].weight = weight;
        emit PoolUpdated(token, weight);
    }

    function updateRewardCycle(uint256 seconds_) external onlyRole(OPERATOR_ROLE) {
        require(seconds_ > 0, "Invalid reward cycle");
        rewardCycle = seconds_;
        emit RewardCycleUpdated(seconds_);
    }

    function _settle(address pool, address user) private {
        Pool storage p = pools[pool];
        uint256 owed = (staked[pool][user] * p.accRewardPerShare) / ACC;
        _pending[pool][user] += owed - _rewardDebt[pool][user];
    }

    function _sync(address pool, address user) private {
        _rewardDebt[pool][user] = (staked[pool][user] * pools[pool].accRewardPerShare) / ACC;
    }

    function stake(address pool, uint256 amount) external whenNotPaused {
        require(pools[pool].exists, "Unknown pool");
        require(amount > 0, "Amount is zero");
        _settle(pool, msg.sender);
        IERC20(pool).safeTransferFrom(msg.sender, address(this), amount);
        staked[pool][msg.sender] += amount;
        pools[pool].totalStaked += amount;
        _sync(pool, msg.sender);
        emit Staked(msg.sender, pool, amount);
    }

    function unstake(address pool, uint256 amount) external whenNotPaused {
        require(pools[pool].exists, "Unknown pool");
        require(amount > 0 && amount <= staked[pool][msg.sender], "Amount exceeds stake");
        _settle(pool, msg.sender);
        staked[pool][msg.sender] -= amount;
        pools[pool].totalStaked -= amount;
        _sync(pool, msg.sender);
        IERC20(pool).safeTransfer(msg.sender, amount);
        emit Unstaked(msg.sender, pool, amount);
    }

    function fundRewards(uint256 amount) external onlyRole(OPERATOR_ROLE) {
        rewardToken.safeTransferFrom(msg.sender, address(this), amount);
        unallocatedRewards += amount;
        emit RewardsFunded(msg.sender, amount);
    }

    function startRound() external onlyRole(OPERATOR_ROLE) {
        require(rounds.length == 0 || rounds[rounds.length - 1].endedAt != 0, "Round in progress");
        rounds.push(Round(block.number, block.timestamp, 0, 0, 0));
        emit RoundStarted(rounds.length - 1, block.number, block.timestamp);
    }

    /// @notice Ends the round and splits `totalReward` (plus carried dust) across pools by weight.
    ///         The operator must have funded the contract with the reward first.
    function endRound(uint256 totalReward) external onlyRole(OPERATOR_ROLE) {
        require(rounds.length > 0 && rounds[rounds.length - 1].endedAt == 0, "No round in progress");
        require(totalReward <= unallocatedRewards, "Reward not funded");
        unallocatedRewards -= totalReward;
        Round storage r = rounds[rounds.length - 1];
        r.blockEndedAt = block.number;
        r.endedAt = block.timestamp;
        r.totalReward = totalReward;
        uint256 budget = totalReward + dust;
        uint256 totalWeight;
        for (uint256 i = 0; i < poolList.length; i++) {
            if (pools[poolList[i]].totalStaked > 0) totalWeight += pools[poolList[i]].weight;
        }
        uint256 distributed;
        if (totalWeight > 0) {
            for (uint256 i = 0; i < poolList.length; i++) {
                Pool storage p = pools[poolList[i]];
                if (p.totalStaked == 0 || p.weight == 0) continue;
                uint256 share = (budget * p.weight) / totalWeight;
                uint256 perShare = (share * ACC) / p.totalStaked;
                p.accRewardPerShare += perShare;
                distributed += (perShare * p.totalStaked) / ACC;
            }
        }
        dust = budget - distributed;
        _rewardsOwed += distributed;
        emit RoundEnded(rounds.length - 1, block.number, block.timestamp, totalReward, distributed);
    }

    function pendingReward(address pool, address user) public view returns (uint256) {
        uint256 owed = (staked[pool][user] * pools[pool].accRewardPerShare) / ACC;
        uint256 pending = _pending[pool][user] + owed - _rewardDebt[pool][user];
        return pending < _rewardsOwed ? pending : _rewardsOwed;
    }

    /// @notice Pays the caller's rewards from `pool` and emits TokenClaimed with the pool's staking type.
    function claim(address pool) external whenNotPaused {
        require(pools[pool].exists, "Unknown pool");
        _settle(pool, msg.sender);
        uint256 amount = _pending[pool][msg.sender];
        if (amount > _rewardsOwed) amount = _rewardsOwed;
        require(amount > 0, "Nothing to claim");
        _pending[pool][msg.sender] = 0;
        _rewardsOwed -= amount;
        _sync(pool, msg.sender);
        rewardToken.safeTransfer(msg.sender, amount);
        emit TokenClaimed(msg.sender, amount, uint8(pools[pool].stakingType));
    }

    // ---- views ----

    /// @notice A user's points in a pool: their stake, which sets their share of the next round.
    function pointsOf(address pool, address user) external view returns (uint256) { return staked[pool][user]; }
    function totalStaked(address pool) external view returns (uint256) { return pools[pool].totalStaked; }
    function profitOf(address user) external view returns (uint256 total) {
        for (uint256 i = 0; i < poolList.length; i++) total += pendingReward(poolList[i], user);
    }
    function roundCount() external view returns (uint256) { return rounds.length; }
    function poolCount() external view returns (uint256) { return poolList.length; }
}
