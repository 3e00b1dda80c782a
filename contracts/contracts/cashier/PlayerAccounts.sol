// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {UtcCalendar} from "./UtcCalendar.sol";
import {IPlayerAccounts} from "./IPlayerAccounts.sol";

/// @title One account per player: a balance and the loss of the current day, week and month.
/// @notice A wallet never used here can be linked into another's account once, with that
///         account's consent and its own: the site brings the player's main wallet onto the game
///         wallet's account (`linkWallet`), and both then act on it. An unlinked wallet is its own account.
///         Loss is stakes minus payouts by block time, open stakes counted as lost until they settle.
/// @dev Each account has a number (from 1), opened by the first thing a wallet does here; every
///      wallet of the account resolves to it. Tables store the number in their bets, so a payout
///      goes straight to the account's slot without looking up a wallet.
abstract contract PlayerAccounts is EIP712, IPlayerAccounts {
    using SafeCast for uint256;

    /// @dev Balance and loss windows share one slot, so a stake or a payout writes one slot.
    struct Account {
        uint72 balance;
        int56 dayLoss;
        int56 weekLoss;
        int56 monthLoss;
        /// @notice The UTC day the windows were last written (see UtcCalendar).
        uint16 day;
    }

    /// @dev Where Account's fields sit in its slot (Solidity packs them from the low bits in order).
    uint256 private constant DAY_LOSS_OFFSET = 72;
    uint256 private constant WEEK_LOSS_OFFSET = 128;
    uint256 private constant MONTH_LOSS_OFFSET = 184;
    uint256 private constant DAY_OFFSET = 240;

    bytes32 private constant LINK_TYPEHASH = keccak256("LinkWallet(address wallet,uint256 deadline)");

    /// @notice Accounts opened so far (numbers 1 … accountCount).
    uint32 public accountCount;
    /// @dev 0 for a wallet never used here.
    mapping(address wallet => uint32 accountId) private _ids;
    /// @dev The wallet that opened the account: the account's address in events and views.
    mapping(uint256 accountId => address) private _holders;
    /// @dev Account 0 is never written: it reads as empty.
    mapping(uint256 accountId => Account) internal _accounts;

    event AccountOpened(address indexed account, uint256 accountId);
    event WalletLinked(address indexed wallet, address indexed account);

    error WalletAlreadyLinked(address wallet);
    error WalletInUse(address wallet);
    error InvalidLinkTarget(address account);
    error LinkExpired(uint256 deadline);
    error InvalidLinkSignature();
    error InsufficientBalance(uint256 balance, uint256 needed);
    error UnknownAccount(uint256 accountId);

    /// @notice The account a wallet acts on: its main wallet once linked, else the wallet itself.
    function accountOf(address wallet) public view returns (address) {
        uint256 id = _ids[wallet];
        return id == 0 ? wallet : _holders[id];
    }

    /// @inheritdoc IPlayerAccounts
    function accountIdOf(address wallet) public view returns (uint256) {
        return _ids[wallet];
    }

    /// @inheritdoc IPlayerAccounts
    function accountAt(uint256 accountId) public view returns (address) {
        return _holders[accountId];
    }

    /// @dev The wallet's account, opened now if the wallet was never used here.
    function _openAccount(address wallet) internal returns (uint256 id, address account) {
        id = _ids[wallet];
        if (id != 0) return (id, _holders[id]);
        id = ++accountCount;
        (_ids[wallet], _holders[id], account) = (uint32(id), wallet, wallet);
        emit AccountOpened(wallet, id);
    }

    function _isLinked(address wallet) private view returns (bool) {
        uint256 id = _ids[wallet];
        return id != 0 && _holders[id] != wallet;
    }

    /// @notice The digest the main wallet signs (EIP-712, domain SunriseCashier / 1) to link `wallet`.
    function linkDigest(address wallet, uint256 deadline) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(LINK_TYPEHASH, wallet, deadline)));
    }

    /// @notice Links the sender (a wallet that has never been used here) to `account`, which
    ///         signed `linkDigest(sender, deadline)`. Once, for good.
    function link(address account, uint256 deadline, bytes calldata signature) external {
        address wallet = msg.sender;
        _checkLink(wallet, account, deadline);
        if (ECDSA.recover(linkDigest(wallet, deadline), signature) != account) revert InvalidLinkSignature();
        _link(wallet, account);
    }

    /// @notice The text `wallet` signs (personal_sign, from whichever chain it is on) to play on
    ///         `account`'s account at this cashier until `deadline`.
    function joinMessage(address wallet, address account, uint256 deadline) public view returns (string memory) {
        return string.concat(
            "Sunrise: wallet ", Strings.toHexString(wallet), " plays on the account of game wallet ", Strings.toHexString(account),
            " at cashier ", Strings.toHexString(address(this)), " on chain ", Strings.toString(block.chainid),
            ". Its limits and breaks will apply to both, for good. Valid until ", Strings.toString(deadline), "."
        );
    }

    /// @notice The way a player's main wallet joins the game wallet's account: the game wallet (the
    ///         sender, whose account keeps its history) submits the main wallet's signature of
    ///         `joinMessage(wallet, sender, deadline)`; `wallet` must never have been used here.
    function linkWallet(address wallet, uint256 deadline, bytes calldata signature) external {
        address account = msg.sender;
        _checkLink(wallet, account, deadline);
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(bytes(joinMessage(wallet, account, deadline)));
        if (ECDSA.recover(digest, signature) != wallet) revert InvalidLinkSignature();
        _link(wallet, account);
    }

    function _checkLink(address wallet, address account, uint256 deadline) private view {
        if (block.timestamp > deadline) revert LinkExpired(deadline);
        if (wallet == address(0) || _isLinked(wallet)) revert WalletAlreadyLinked(wallet);
        if (account == address(0) || account == wallet || _isLinked(account)) revert InvalidLinkTarget(account);
        // A wallet with its own history (balance, limits, breaks, links) keeps it: linking would let it escape them.
        if (_ids[wallet] != 0) revert WalletInUse(wallet);
    }

    function _link(address wallet, address account) private {
        (uint256 id,) = _openAccount(account);
        _ids[wallet] = uint32(id);
        emit WalletLinked(wallet, account);
    }

    /// @notice An account's balance and its loss in the current day, week and month (stakes − payouts, open stakes counted).
    function usageOf(address wallet) public view returns (uint256 balance, int256 dayLoss, int256 weekLoss, int256 monthLoss) {
        Account memory a = _accounts[_ids[wallet]];
        _roll(a);
        return (a.balance, a.dayLoss, a.weekLoss, a.monthLoss);
    }

    function balanceOf(address wallet) external view returns (uint256) {
        return _accounts[_ids[wallet]].balance;
    }

    /// @dev Starts the windows that have ended since the account was last written.
    function _roll(Account memory a) internal view {
        uint256 today = UtcCalendar.dayOf(block.timestamp);
        uint256 last = a.day;
        if (last == today) return;
        a.dayLoss = 0;
        if (UtcCalendar.weekOf(last) != UtcCalendar.weekOf(today)) a.weekLoss = 0;
        if (UtcCalendar.monthOf(last) != UtcCalendar.monthOf(today)) a.monthLoss = 0;
        a.day = uint16(today);
    }

    function _credit(uint256 id, uint256 amount) internal {
        Account storage a = _accounts[id];
        a.balance = (uint256(a.balance) + amount).toUint72();
    }

    function _debit(uint256 id, uint256 amount) internal {
        Account storage a = _accounts[id];
        if (a.balance < amount) revert InsufficientBalance(a.balance, amount);
        a.balance -= uint72(amount);
    }

    /// @dev A payout: credited and taken off the windows' loss, held at the type's floor (a payout must
    ///      never revert a settle). The hottest path of a settle (once per paid bet), so it reads and
    ///      writes the account's slot as one word, fields where Account puts them; a payout on a later
    ///      day than the slot's first rolls the windows that ended.
    function _creditPayout(uint256 id, uint256 amount) internal {
        if (id == 0) revert UnknownAccount(id);
        Account storage slot = _accounts[id];
        uint256 word;
        assembly ("memory-safe") {
            word := sload(slot.slot)
        }
        if (word >> DAY_OFFSET != UtcCalendar.dayOf(block.timestamp)) {
            Account memory rolled = slot;
            _roll(rolled);
            _accounts[id] = rolled;
            assembly ("memory-safe") {
                word := sload(slot.slot)
            }
        }
        uint256 balance = (word & type(uint72).max) + amount;
        if (balance > type(uint72).max) revert SafeCast.SafeCastOverflowedUintDowncast(72, balance);
        word = _lessAt(_lessAt(_lessAt((word & ~uint256(type(uint72).max)) | balance, DAY_LOSS_OFFSET, amount), WEEK_LOSS_OFFSET, amount), MONTH_LOSS_OFFSET, amount);
        assembly ("memory-safe") {
            sstore(slot.slot, word)
        }
    }

    /// @dev The word with the int56 loss at `offset` lowered by `amount` < 2^72 (checked before), held at the type's floor.
    function _lessAt(uint256 word, uint256 offset, uint256 amount) private pure returns (uint256) {
        unchecked {
            int256 next = int256(int56(uint56(word >> offset))) - int256(amount);
            if (next < type(int56).min) next = type(int56).min;
            return (word & ~(uint256(type(uint56).max) << offset)) | (uint256(uint56(int56(next))) << offset);
        }
    }
}
