// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Deposit bonuses: validators attest deposits and wagering; players claim the bonus.
/// @notice A deposit (made to the listener address) earns bonus = min(amount × rate, maximum).
///         Validators vote it in, later vote that its wagering is complete, then the player claims.
contract BonusManager is AccessControl, Pausable, EIP712 {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant VALIDATOR_ROLE = keccak256("VALIDATOR_ROLE");
    bytes32 public constant DEPOSIT_TYPEHASH = keccak256("Deposit(bytes32 txId,address from,uint256 amount)");
    bytes32 public constant CLAIM_TYPEHASH = keccak256("Claim(bytes32 txId,uint256 totalBet)");
    uint256 public constant RATE_DENOMINATOR = 10_000;

    enum Vote { Deposit, Claim }

    struct DepositRecord {
        bytes32 txId;
        address from;
        uint256 amount;
        uint256 bonusUSDAmount;
        uint256 time;
        bool claimed;
    }

    struct BettingState {
        uint256 initialBonusUSD;
        uint256 totalBet;
        uint256 totalWithdrawalCount;
        uint256 createdAt;
        bool isClosed;
    }

    IERC20 public token;
    address public listener;
    /// @notice Bonus per deposited unit, in basis points of RATE_DENOMINATOR.
    uint256 public rewardRate;
    uint256 public rewardMaximum;
    uint256 public minValidator;

    mapping(bytes32 txId => DepositRecord) public deposits;
    mapping(bytes32 txId => bool) public claimable;
    mapping(address user => bytes32[]) private _depositsOf;
    mapping(address user => BettingState) public bettingState;
    mapping(Vote => mapping(bytes32 payload => mapping(address validator => bool))) public hasVoted;
    mapping(Vote => mapping(bytes32 payload => uint256)) public votes;
    mapping(Vote => mapping(bytes32 txId => bool)) public accepted;

    event Voted(Vote indexed kind, bytes32 indexed txId, address indexed validator, uint256 votes);
    event DepositAccepted(bytes32 indexed txId, address indexed from, uint256 amount, uint256 bonusUSDAmount, uint256 time);
    event ClaimAccepted(bytes32 indexed txId, address indexed from, uint256 totalBet);
    event BonusClaimed(bytes32 indexed txId, address indexed to, uint256 amount);
    event SettingsUpdated(address token, address listener, uint256 rewardRate, uint256 rewardMaximum, uint256 minValidator);

    constructor(IERC20 token_, address listener_, uint256 rewardRate_, uint256 rewardMaximum_, uint256 minValidator_, address admin)
        EIP712("SunriseBonusManager", "1")
    {
        require(minValidator_ > 0, "minValidator must be positive");
        token = token_;
        listener = listener_;
        rewardRate = rewardRate_;
        rewardMaximum = rewardMaximum_;
        minValidator = minValidator_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    // ---- settings ----

    function setToken(IERC20 value) external onlyRole(OPERATOR_ROLE) { token = value; _settings(); }
    function setListener(address value) external onlyRole(OPERATOR_ROLE) { listener = value; _settings(); }
    function setRewardRate(uint256 value) external onlyRole(OPERATOR_ROLE) { rewardRate = value; _settings(); }
    function setRewardMaximum(uint256 value) external onlyRole(OPERATOR_ROLE) { rewardMaximum = value; _settings(); }

    function setMinValidator(uint256 value) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(value > 0, "minValidator must be positive");
        minValidator = value;
        _settings();
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    function _settings() private {
        emit SettingsUpdated(address(token), listener, rewardRate, rewardMaximum, minValidator);
    }

    // ---- votes ----

    function bonusFor(uint256 amount) public view returns (uint256) {
        uint256 bonus = (amount * rewardRate) / RATE_DENOMINATOR;
        return bonus < rewardMaximum ? bonus : rewardMaximum;
    }

    /// @notice A validator attests that `from` deposited `amount` to the listener in transaction `txId`.
    function voteDeposit(bytes32 txId, address from, uint256 amount) external whenNotPaused onlyRole(VALIDATOR_ROLE) {
        if (_count(Vote.Deposit, txId, keccak256(abi.encode(txId, from, amount)), msg.sender)) _acceptDeposit(txId, from, amount);
    }

    /// @notice A validator attests that the deposit's wagering is complete with `totalBet` wagered.
    function voteClaim(bytes32 txId, uint256 totalBet) external whenNotPaused onlyRole(VALIDATOR_ROLE) {
        if (_count(Vote.Claim, txId, keccak256(abi.encode(txId, totalBet)), msg.sender)) _acceptClaim(txId, totalBet);
    }

    /// @notice One-shot deposit: EIP-712 signatures of distinct validators over Deposit(txId, from, amount).
    function voteDepositWithSignatures(bytes32 txId, address from, uint256 amount, address[] calldata signers, bytes[] calldata signatures)
        external
        whenNotPaused
    {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(DEPOSIT_TYPEHASH, txId, from, amount)));
        _checkSignatures(Vote.Deposit, txId, keccak256(abi.encode(txId, from, amount)), digest, signers, signatures);
        _acceptDeposit(txId, from, amount);
    }

    /// @notice One-shot claim approval: EIP-712 signatures of distinct validators over Claim(txId, totalBet).
    function voteClaimWithSignatures(bytes32 txId, uint256 totalBet, address[] calldata signers, bytes[] calldata signatures) external whenNotPaused {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(CLAIM_TYPEHASH, txId, totalBet)));
        _checkSignatures(Vote.Claim, txId, keccak256(abi.encode(txId, totalBet)), digest, signers, signatures);
        _acceptClaim(txId, totalBet);
    }

    function _count(Vote kind, bytes32 txId, bytes32 payload, address validator) private returns (bool reached) {
        require(!accepted[kind][txId], "Already accepted");
        require(!hasVoted[kind][payload][validator], "Already voted");
        hasVoted[kind][payload][validator] = true;
        uint256 n = ++votes[kind][payload];
        emit Voted(kind, txId, validator, n);
        return n >= minValidator;
    }

    function _checkSignatures(Vote kind, bytes32 txId, bytes32 payload, bytes32 digest, address[] calldata signers, bytes[] calldata signatures) private {
        require(!accepted[kind][txId], "Already accepted");
        require(signers.length == signatures.length, "Signers and signatures differ");
        require(signers.length >= minValidator, "Not enough validator signatures");
        for (uint256 i = 0; i < signers.length; i++) {
            address signer = signers[i];
            require(hasRole(VALIDATOR_ROLE, signer), "Signer is not a validator");
            require(ECDSA.recover(digest, signatures[i]) == signer, "Invalid signature");
            require(!hasVoted[kind][payload][signer], "Already voted");
            hasVoted[kind][payload][signer] = true;
            emit Voted(kind, txId, signer, ++votes[kind][payload]);
        }
    }

    function _acceptDeposit(bytes32 txId, address from, uint256 amount) private {
        require(from != address(0) && amount > 0, "Invalid deposit");
        accepted[Vote.Deposit][txId] = true;
        uint256 bonus = bonusFor(amount);
        deposits[txId] = DepositRecord(txId, from, amount, bonus, block.timestamp, false);
        _depositsOf[from].push(txId);
        bettingState[from] = BettingState(bonus, 0, 0, block.timestamp, false);
        emit DepositAccepted(txId, from, amount, bonus, block.timestamp);
    }

    function _acceptClaim(bytes32 txId, uint256 totalBet) private {
        DepositRecord storage d = deposits[txId];
        require(d.from != address(0), "Unknown deposit");
        accepted[Vote.Claim][txId] = true;
        claimable[txId] = true;
        bettingState[d.from].totalBet = totalBet;
        emit ClaimAccepted(txId, d.from, totalBet);
    }

    // ---- player ----

    /// @notice Pays an accepted, unclaimed bonus to its depositor and closes the betting state.
    function claim(bytes32 txId) external whenNotPaused {
        DepositRecord storage d = deposits[txId];
        require(d.from == msg.sender, "Not your deposit");
        require(claimable[txId], "Bonus is not claimable");
        require(!d.claimed, "Already claimed");
        d.claimed = true;
        BettingState storage s = bettingState[msg.sender];
        s.totalWithdrawalCount += 1;
        s.isClosed = true;
        token.safeTransfer(msg.sender, d.bonusUSDAmount);
        emit BonusClaimed(txId, msg.sender, d.bonusUSDAmount);
    }

    function getLatestDepositing(address user) external view returns (DepositRecord memory) {
        bytes32[] storage list = _depositsOf[user];
        if (list.length == 0) return DepositRecord(bytes32(0), address(0), 0, 0, 0, false);
        return deposits[list[list.length - 1]];
    }

    function depositCount(address user) external view returns (uint256) {
        return _depositsOf[user].length;
    }
}
