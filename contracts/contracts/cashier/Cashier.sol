// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {PlayerProtection} from "./PlayerProtection.sol";
import {ICashier} from "./ICashier.sol";

/// @title The game chain's one cashier: every player's playable balance and every table's bankroll.
/// @notice Players deposit and withdraw game SUSD here (the bridge may deposit for them); tables
///         (TABLE_ROLE) take stakes from it and pay into it, so tokens move only in and out. Every
///         stake passes the player's responsible-gaming rules (PlayerProtection) whichever wallet
///         sends it. Each table's house holds its bankroll and escrowed stakes, and reserves the
///         worst case of its unpaid bets; the tokens held always equal balances plus houses.
contract Cashier is PlayerProtection, ICashier, AccessControl, Pausable {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant TABLE_ROLE = keccak256("TABLE_ROLE");

    /// @notice A table's tokens (bankroll and escrowed stakes) and what its unpaid bets may still take.
    /// @dev `isTable` mirrors TABLE_ROLE (kept by _grantRole/_revokeRole), so a stake checks the role
    ///      in the house slot it writes anyway instead of a cold role slot.
    struct House {
        uint128 balance;
        uint120 reserved;
        bool isTable;
    }

    IERC20 public immutable token;
    mapping(address table => House) private _houses;

    event Deposited(address indexed account, address indexed wallet, address from, uint256 amount);
    event Withdrawn(address indexed account, address indexed wallet, uint256 amount);
    event HouseFunded(address indexed table, address from, uint256 amount);
    event HouseWithdrawn(address indexed table, address to, uint256 amount);

    error ZeroAmount();
    error BankrollTooSmall(uint256 free, uint256 needed);
    error PayoutsAboveRelease(uint256 paid, uint256 released);
    error ReleaseAboveReserved(uint256 released, uint256 reserved);

    constructor(IERC20 token_, address admin) EIP712("SunriseCashier", "1") {
        token = token_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    // ---- players -------------------------------------------------------------------------------

    /// @notice Moves `amount` of the sender's tokens (approved to the cashier) into their account.
    function deposit(uint256 amount) external whenNotPaused {
        _deposit(msg.sender, amount);
    }

    /// @notice Pays `amount` of the sender's tokens into `wallet`'s account (the bridge credits bridged funds so).
    function depositFor(address wallet, uint256 amount) external whenNotPaused {
        _deposit(wallet, amount);
    }

    /// @notice Withdraws from the sender's account to the sender. Always open: a pause, a ban, a
    ///         time-out or a self-exclusion stops stakes, never a player's way out.
    function withdraw(uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        uint256 id = accountIdOf(msg.sender);
        _debit(id, amount);
        token.safeTransfer(msg.sender, amount);
        emit Withdrawn(accountAt(id), msg.sender, amount);
    }

    function _deposit(address wallet, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        (uint256 id, address account) = _openAccount(wallet);
        token.safeTransferFrom(msg.sender, address(this), amount);
        _credit(id, amount);
        emit Deposited(account, wallet, msg.sender, amount);
    }

    // ---- staff ---------------------------------------------------------------------------------

    /// @notice A time-out put on by staff (periods 1–4). Staff can neither shorten a break nor loosen a limit.
    function staffTimeOut(address wallet, uint8 period) external onlyRole(OPERATOR_ROLE) {
        (uint256 id,) = _openAccount(wallet);
        _startBreak(id, period, true);
    }

    /// @notice The back office's ban, enforced on every stake of the player's wallets.
    function setBanned(address wallet, bool banned) external onlyRole(OPERATOR_ROLE) {
        (uint256 id,) = _openAccount(wallet);
        _setBanned(id, banned);
    }

    // ---- tables --------------------------------------------------------------------------------

    /// @notice Funds a table's bankroll from the sender's tokens.
    function fundHouse(address table, uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        token.safeTransferFrom(msg.sender, address(this), amount);
        _houses[table].balance = SafeCast.toUint128(uint256(_houses[table].balance) + amount);
        emit HouseFunded(table, msg.sender, amount);
    }

    /// @notice Takes bankroll a table's unpaid bets do not need.
    function withdrawHouse(address table, address to, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        House storage h = _houses[table];
        uint256 free = freeBankroll(table);
        if (amount > free) revert BankrollTooSmall(free, amount);
        h.balance -= uint128(amount);
        token.safeTransfer(to, amount);
        emit HouseWithdrawn(table, to, amount);
    }

    /// @notice A table's tokens (bankroll and escrowed stakes) and what its unpaid bets may still take.
    function houses(address table) external view returns (uint128 balance, uint128 reserved) {
        House memory h = _houses[table];
        return (h.balance, h.reserved);
    }

    function freeBankroll(address table) public view returns (uint256) {
        House memory h = _houses[table];
        return h.balance > h.reserved ? h.balance - h.reserved : 0;
    }

    /// @inheritdoc ICashier
    /// @dev The role check reads the house's `isTable` (TABLE_ROLE's mirror), not the role slot.
    function stake(address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) external whenNotPaused returns (uint256 accountId) {
        accountId = accountIdOf(wallet);
        _stakeInto(accountId, amount, largestBet, worstCase);
    }

    /// @inheritdoc ICashier
    /// @dev A decision that stakes nothing is answered while the cashier is paused too (as a fold is).
    function stakeOn(uint256 accountId, address wallet, uint256 amount, uint256 largestBet, uint256 worstCase) external returns (bool taken) {
        if (accountId == 0 || accountIdOf(wallet) != accountId) return false;
        if (amount > 0) {
            _requireNotPaused();
            _stakeInto(accountId, amount, largestBet, worstCase);
        }
        return true;
    }

    /// @dev Takes the stake from the account into the calling table's house and reserves its worst case.
    function _stakeInto(uint256 accountId, uint256 amount, uint256 largestBet, uint256 worstCase) private {
        House memory h = _houses[msg.sender];
        if (!h.isTable) revert AccessControlUnauthorizedAccount(msg.sender, TABLE_ROLE);
        _takeStake(accountId, amount, largestBet);
        uint256 balance = uint256(h.balance) + amount;
        uint256 reserved = uint256(h.reserved) + worstCase;
        if (reserved > balance) revert BankrollTooSmall(h.balance > h.reserved ? h.balance - h.reserved : 0, worstCase - amount);
        _houses[msg.sender] = House(uint128(balance), SafeCast.toUint120(reserved), true);
    }

    /// @inheritdoc ICashier
    /// @dev Open to any caller: only a house's own reservation can be released, so a table whose
    ///      TABLE_ROLE was revoked can still pay the bets it took, and nobody else can pay anything.
    function pay(uint256[] calldata credits, uint256 released) external {
        uint256 paid;
        for (uint256 i = 0; i < credits.length; i++) {
            uint256 amount = credits[i] >> 32;
            paid += amount;
            _creditPayout(uint32(credits[i]), amount);
        }
        if (paid > released) revert PayoutsAboveRelease(paid, released);
        House memory h = _houses[msg.sender];
        if (released > h.reserved) revert ReleaseAboveReserved(released, h.reserved);
        _houses[msg.sender] = House(h.balance - uint128(paid), h.reserved - uint120(released), h.isTable);
    }

    /// @dev Keeps each house's `isTable` equal to TABLE_ROLE.
    function _grantRole(bytes32 role, address account) internal override returns (bool granted) {
        granted = super._grantRole(role, account);
        if (granted && role == TABLE_ROLE) _houses[account].isTable = true;
    }

    function _revokeRole(bytes32 role, address account) internal override returns (bool revoked) {
        revoked = super._revokeRole(role, account);
        if (revoked && role == TABLE_ROLE) _houses[account].isTable = false;
    }
}
