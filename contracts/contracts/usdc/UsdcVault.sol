// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SUSD} from "../SUSD.sol";

/// @title USDC behind every SUSD: flow 1 (USDC → SUSD), flow 2 (SUSD → USDC withdrawal) and flow 3 (claim).
/// @notice Deposits mint SUSD 1:1 at once (same chain, nothing to attest). A withdrawal burns SUSD and gets an
///         ETA (`releaseAt`) when requested, from SPEC §9: above 5,000,000 → review, 12 h; a player's day above
///         10,000 → 24 h; more than the USDC on hand → refill, 48 h. It is claimable at its ETA unless staff
///         rejected it first (the SUSD goes back); staff may release it early. Invariant: USDC held by the vault
///         and its reserve ≥ SUSD supply (all chains, in flight included) + withdrawals not yet claimed.
contract UsdcVault is AccessControl, Pausable {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    /// @notice Back-office staff key: releases early or rejects queued withdrawals.
    bytes32 public constant REVIEWER_ROLE = keccak256("REVIEWER_ROLE");

    uint256 public constant MIN_AMOUNT = 85 * 1e6;
    uint256 public constant MAX_AMOUNT = 20_000_000 * 1e6;
    uint256 public constant REVIEW_THRESHOLD = 5_000_000 * 1e6;
    uint256 public constant DAILY_THRESHOLD = 10_000 * 1e6;
    uint64 public constant REVIEW_DELAY = 12 hours;
    uint64 public constant DAILY_DELAY = 24 hours;
    uint64 public constant REFILL_DELAY = 48 hours;

    /// @notice Why a withdrawal waits (bits of `Withdrawal.reasons`).
    uint8 public constant REASON_REVIEW = 1;
    uint8 public constant REASON_DAILY = 2;
    uint8 public constant REASON_LIQUIDITY = 4;

    enum Status {
        None,
        Pending,
        Released,
        Rejected,
        Claimed
    }

    struct Withdrawal {
        address player;
        uint64 requestedAt;
        uint64 releaseAt;
        Status status;
        uint8 reasons;
        uint256 amount;
    }

    IERC20 public immutable usdc;
    SUSD public immutable susd;
    address public reserve;
    uint256 public nonce;
    /// @notice USDC owed to withdrawals that are neither claimed nor rejected.
    uint256 public outstanding;

    mapping(bytes32 id => Withdrawal) private _withdrawals;
    /// @notice Sum a player requested on a UTC day (day = timestamp / 1 days).
    mapping(address player => mapping(uint256 day => uint256)) public withdrawnOnDay;

    error AmountOutOfBounds(uint256 amount);
    error UnknownWithdrawal(bytes32 id);
    error NotPending(bytes32 id, Status status);
    error AlreadyDue(bytes32 id, uint64 releaseAt);
    error NotClaimable(bytes32 id);
    error NotYourWithdrawal(bytes32 id);
    error InsufficientLiquidity(uint256 needed, uint256 onHand);
    error ReserveAlreadySet();
    error NoReserve();
    error NotLiquidityOnly(bytes32 id);
    error EmptyReason();

    event UsdcDeposited(bytes32 indexed id, address indexed from, address indexed to, uint256 amount);
    event WithdrawalRequested(bytes32 indexed id, address indexed player, uint256 amount, uint64 releaseAt, uint8 reasons);
    event WithdrawalReleased(bytes32 indexed id, address indexed by);
    event WithdrawalRejected(bytes32 indexed id, address indexed by, string reason);
    event WithdrawalClaimed(bytes32 indexed id, bytes32 indexed claimId, address indexed player, uint256 amount);
    event ReserveSet(address reserve);
    event SweptToReserve(address indexed operator, uint256 amount);

    constructor(IERC20 usdc_, SUSD susd_, address admin) {
        usdc = usdc_;
        susd = susd_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Sets the reserve once (it is deployed knowing this vault, and can only pay it back).
    function setReserve(address reserve_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (reserve != address(0)) revert ReserveAlreadySet();
        reserve = reserve_;
        emit ReserveSet(reserve_);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    // ---- flow 1 ----

    /// @notice Flow 1: takes `amount` USDC (approve this vault first) and mints as much SUSD to the sender.
    function deposit(uint256 amount) external returns (bytes32) {
        return depositTo(msg.sender, amount);
    }

    /// @notice Flow 1 crediting another account (the sender pays the USDC).
    function depositTo(address to, uint256 amount) public whenNotPaused returns (bytes32 id) {
        _checkBounds(amount);
        id = _nextId();
        usdc.safeTransferFrom(msg.sender, address(this), amount);
        susd.mint(to, amount);
        emit UsdcDeposited(id, msg.sender, to, amount);
    }

    // ---- flow 2 ----

    /// @notice Flow 2: burns `amount` SUSD (approve this vault first) into a USDC withdrawal with an ETA.
    function requestWithdrawal(uint256 amount) external whenNotPaused returns (bytes32 id) {
        _checkBounds(amount);
        (uint64 delay, uint8 reasons) = quoteDelay(msg.sender, amount);
        id = _nextId();
        withdrawnOnDay[msg.sender][block.timestamp / 1 days] += amount;
        susd.burnFrom(msg.sender, amount);
        outstanding += amount;
        uint64 releaseAt = uint64(block.timestamp) + delay;
        _withdrawals[id] = Withdrawal(msg.sender, uint64(block.timestamp), releaseAt, Status.Pending, reasons, amount);
        emit WithdrawalRequested(id, msg.sender, amount, releaseAt, reasons);
    }

    /// @notice The delay and reasons a withdrawal of `amount` by `player` would get now (the ETA the page shows).
    /// @dev Each rule's delay is the SPEC's upper bound for it. Review (12 h) covers a large withdrawal even when it
    ///      also crosses the daily line, so both bounds hold; waiting for a refill (48 h) overrides both.
    function quoteDelay(address player, uint256 amount) public view returns (uint64 delay, uint8 reasons) {
        if (amount > REVIEW_THRESHOLD) (delay, reasons) = (REVIEW_DELAY, REASON_REVIEW);
        else if (withdrawnOnDay[player][block.timestamp / 1 days] + amount > DAILY_THRESHOLD) (delay, reasons) = (DAILY_DELAY, REASON_DAILY);
        if (amount > onHand()) (delay, reasons) = (REFILL_DELAY, reasons | REASON_LIQUIDITY);
    }

    /// @notice USDC in the vault not owed to a withdrawal yet: what a new withdrawal can count on at once.
    function onHand() public view returns (uint256) {
        uint256 balance = usdc.balanceOf(address(this));
        return balance > outstanding ? balance - outstanding : 0;
    }

    // ---- review queue ----

    /// @notice Staff release a queued withdrawal before its ETA (logged in the back office's operation log).
    function release(bytes32 id) external onlyRole(REVIEWER_ROLE) {
        _releaseEarly(id);
    }

    /// @notice The refill task releases a withdrawal that only waited for USDC, once the vault holds every outstanding one.
    function releaseFunded(bytes32 id) external onlyRole(OPERATOR_ROLE) {
        Withdrawal storage w = _withdrawals[id];
        if (w.reasons != REASON_LIQUIDITY) revert NotLiquidityOnly(id);
        uint256 balance = usdc.balanceOf(address(this));
        if (balance < outstanding) revert InsufficientLiquidity(outstanding, balance);
        _releaseEarly(id);
    }

    /// @notice Staff reject a queued withdrawal before its ETA: the SUSD is minted back to the player.
    function reject(bytes32 id, string calldata reason) external onlyRole(REVIEWER_ROLE) {
        if (bytes(reason).length == 0) revert EmptyReason();
        Withdrawal storage w = _pendingBeforeEta(id);
        w.status = Status.Rejected;
        outstanding -= w.amount;
        susd.mint(w.player, w.amount);
        emit WithdrawalRejected(id, msg.sender, reason);
    }

    // ---- flow 3 ----

    /// @notice Flow 3: the player claims a released withdrawal's USDC (and pays the gas). Once.
    function claim(bytes32 id) external whenNotPaused {
        Withdrawal storage w = _withdrawals[id];
        if (w.status == Status.None) revert UnknownWithdrawal(id);
        if (w.player != msg.sender) revert NotYourWithdrawal(id);
        if (!isClaimable(id)) revert NotClaimable(id);
        uint256 balance = usdc.balanceOf(address(this));
        if (balance < w.amount) revert InsufficientLiquidity(w.amount, balance);
        w.status = Status.Claimed;
        outstanding -= w.amount;
        usdc.safeTransfer(w.player, w.amount);
        emit WithdrawalClaimed(id, claimIdOf(id), w.player, w.amount);
    }

    /// @notice Released early, or pending and past its ETA.
    function isClaimable(bytes32 id) public view returns (bool) {
        Withdrawal storage w = _withdrawals[id];
        return w.status == Status.Released || (w.status == Status.Pending && block.timestamp >= w.releaseAt);
    }

    /// @notice The id of the claim of withdrawal `id` (its BridgeProcess of type 3).
    function claimIdOf(bytes32 id) public pure returns (bytes32) {
        return keccak256(abi.encode(id, "claim"));
    }

    function withdrawalOf(bytes32 id) external view returns (Withdrawal memory) {
        return _withdrawals[id];
    }

    // ---- treasury ----

    /// @notice Moves USDC nobody is owed yet to the reserve (which can only send it back here).
    function sweepToReserve(uint256 amount) external onlyRole(OPERATOR_ROLE) {
        if (reserve == address(0)) revert NoReserve();
        uint256 free = onHand();
        if (amount > free) revert InsufficientLiquidity(amount, free);
        usdc.safeTransfer(reserve, amount);
        emit SweptToReserve(msg.sender, amount);
    }

    /// @notice USDC backing SUSD: the vault's and the reserve's.
    function totalReserves() external view returns (uint256) {
        return usdc.balanceOf(address(this)) + (reserve == address(0) ? 0 : usdc.balanceOf(reserve));
    }

    function _releaseEarly(bytes32 id) private {
        Withdrawal storage w = _pendingBeforeEta(id);
        w.status = Status.Released;
        emit WithdrawalReleased(id, msg.sender);
    }

    /// @dev Staff act only before the ETA: from then on the withdrawal is the player's (the SPEC's upper bound).
    function _pendingBeforeEta(bytes32 id) private view returns (Withdrawal storage w) {
        w = _withdrawals[id];
        if (w.status == Status.None) revert UnknownWithdrawal(id);
        if (w.status != Status.Pending) revert NotPending(id, w.status);
        if (block.timestamp >= w.releaseAt) revert AlreadyDue(id, w.releaseAt);
    }

    function _checkBounds(uint256 amount) private pure {
        if (amount < MIN_AMOUNT || amount > MAX_AMOUNT) revert AmountOutOfBounds(amount);
    }

    function _nextId() private returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), nonce++));
    }
}
