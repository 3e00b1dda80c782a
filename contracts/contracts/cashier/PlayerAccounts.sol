// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {UtcCalendar} from "./UtcCalendar.sol";

/// @title One account per player: a balance and the loss of the current day, week and month.
/// @notice A wallet never used here can be linked into another's account once, with that
///         account's consent and its own: the site brings the player's main wallet onto the game
///         wallet's account (`linkWallet`), and both then act on it. An unlinked wallet is its own account.
///         Loss is stakes minus payouts by block time, open stakes counted as lost until they settle.
abstract contract PlayerAccounts is EIP712 {
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

    bytes32 private constant LINK_TYPEHASH = keccak256("LinkWallet(address wallet,uint256 deadline)");
    uint256 private constant LINK_MARK = 0xFFFF;

    /// @dev A linked wallet's own slot (never used as an account) holds its link instead:
    ///      LINK_MARK in the `day` bits and the account in the low 160 bits, so resolving a wallet
    ///      reads the slot a stake of an unlinked wallet reads anyway. No real `day` reaches
    ///      LINK_MARK (UTC day 65,535 is in the year 2149).
    mapping(address account => Account) internal _accounts;
    /// @notice Accounts other wallets are linked to; such an account can never itself be linked.
    mapping(address account => bool) public hasLinkedWallets;

    event WalletLinked(address indexed wallet, address indexed account);

    error WalletAlreadyLinked(address wallet);
    error WalletInUse(address wallet);
    error InvalidLinkTarget(address account);
    error LinkExpired(uint256 deadline);
    error InvalidLinkSignature();
    error InsufficientBalance(uint256 balance, uint256 needed);

    /// @notice The account a wallet acts on: its main wallet once linked, else the wallet itself.
    function accountOf(address wallet) public view returns (address) {
        uint256 word = _slotWord(wallet);
        return word >> 240 == LINK_MARK ? address(uint160(word)) : wallet;
    }

    /// @dev The raw word of a wallet's account slot.
    function _slotWord(address wallet) private view returns (uint256 word) {
        Account storage a = _accounts[wallet];
        assembly ("memory-safe") {
            word := sload(a.slot)
        }
    }

    function _isLinked(address wallet) private view returns (bool) {
        return _slotWord(wallet) >> 240 == LINK_MARK;
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
        if (_inUse(wallet)) revert WalletInUse(wallet);
    }

    function _link(address wallet, address account) private {
        Account storage a = _accounts[wallet];
        uint256 word = (LINK_MARK << 240) | uint256(uint160(account));
        assembly ("memory-safe") {
            sstore(a.slot, word)
        }
        hasLinkedWallets[account] = true;
        emit WalletLinked(wallet, account);
    }

    /// @dev Whether an account has any state a link would hide.
    function _inUse(address account) internal view virtual returns (bool) {
        Account storage a = _accounts[account];
        return a.balance != 0 || a.day != 0 || hasLinkedWallets[account];
    }

    /// @notice An account's balance and its loss in the current day, week and month (stakes − payouts, open stakes counted).
    function usageOf(address wallet) public view returns (uint256 balance, int256 dayLoss, int256 weekLoss, int256 monthLoss) {
        Account memory a = _accounts[accountOf(wallet)];
        _roll(a);
        return (a.balance, a.dayLoss, a.weekLoss, a.monthLoss);
    }

    function balanceOf(address wallet) external view returns (uint256) {
        return _accounts[accountOf(wallet)].balance;
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

    function _credit(address account, uint256 amount) internal {
        Account memory a = _accounts[account];
        a.balance = (uint256(a.balance) + amount).toUint72();
        _accounts[account] = a;
    }

    function _debit(address account, uint256 amount) internal {
        Account storage a = _accounts[account];
        if (a.balance < amount) revert InsufficientBalance(a.balance, amount);
        a.balance -= uint72(amount);
    }

    /// @dev A payout: credited and taken off the windows' loss.
    function _creditPayout(address account, uint256 amount) internal {
        Account memory a = _lessLoss(account, amount);
        a.balance = (uint256(a.balance) + amount).toUint72();
        _accounts[account] = a;
    }

    function _lessLoss(address account, uint256 amount) private view returns (Account memory a) {
        a = _accounts[account];
        _roll(a);
        (a.dayLoss, a.weekLoss, a.monthLoss) = (_less(a.dayLoss, amount), _less(a.weekLoss, amount), _less(a.monthLoss, amount));
    }

    /// @dev loss − amount, held at the type's floor: a payout must never revert a settle.
    function _less(int56 loss, uint256 amount) private pure returns (int56) {
        int256 floor = type(int56).min;
        if (amount > uint256(int256(loss) - floor)) return type(int56).min;
        return int56(int256(loss) - int256(amount));
    }
}
