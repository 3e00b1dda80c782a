// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {SUSD} from "./SUSD.sol";

/// @title Shared bridge logic: withdrawal ids, bounds, validator votes and the single mint.
/// @dev Both chain bridges emit these exact events so one decoder serves both.
abstract contract BridgeBase is AccessControl, Pausable {
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant VALIDATOR_ROLE = keccak256("VALIDATOR_ROLE");

    uint256 public constant MIN_AMOUNT = 85 * 1e6;
    uint256 public constant MAX_AMOUNT = 20_000_000 * 1e6;

    SUSD public immutable token;
    /// @notice Chain id of the other side of this bridge.
    uint256 public immutable targetChainId;
    uint256 public minValidator;
    uint256 public nonce;

    mapping(bytes32 id => bool) public minted;
    mapping(bytes32 id => mapping(address validator => bool)) public hasVoted;
    /// @dev Votes are counted per exact payload so differing votes never add up.
    mapping(bytes32 payload => uint256) private _votes;

    event BridgeWithdrawal(bytes32 indexed id, address indexed from, address indexed to, uint256 amount, uint256 targetChainId);
    event MintVoted(bytes32 indexed id, address indexed validator, address to, uint256 amount, uint256 votes);
    event BridgeMinted(bytes32 indexed id, address indexed to, uint256 amount);
    event MinValidatorUpdated(uint256 minValidator);

    constructor(SUSD token_, uint256 targetChainId_, uint256 minValidator_, address admin) {
        require(minValidator_ > 0, "minValidator must be positive");
        token = token_;
        targetChainId = targetChainId_;
        minValidator = minValidator_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function setMinValidator(uint256 value) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(value > 0, "minValidator must be positive");
        minValidator = value;
        emit MinValidatorUpdated(value);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    function votesOf(bytes32 id, address to, uint256 amount) external view returns (uint256) {
        return _votes[keccak256(abi.encode(id, to, amount))];
    }

    /// @dev Burns the sender's tokens (allowance required) and records a withdrawal for the validators.
    function _withdraw(address to, uint256 amount) internal returns (bytes32 id) {
        require(amount >= MIN_AMOUNT, "Amount below minimum");
        require(amount <= MAX_AMOUNT, "Amount above maximum");
        id = keccak256(abi.encode(block.chainid, address(this), nonce++));
        token.burnFrom(msg.sender, amount);
        emit BridgeWithdrawal(id, msg.sender, to, amount, targetChainId);
    }

    /// @dev One vote per validator per id; the mint happens once, when votes for the payload reach minValidator.
    function _vote(bytes32 id, address to, uint256 amount) internal {
        require(!minted[id], "Already minted");
        require(!hasVoted[id][msg.sender], "Already voted");
        require(to != address(0), "Invalid recipient");
        require(amount >= MIN_AMOUNT, "Amount below minimum");
        require(amount <= MAX_AMOUNT, "Amount above maximum");
        hasVoted[id][msg.sender] = true;
        uint256 votes = ++_votes[keccak256(abi.encode(id, to, amount))];
        emit MintVoted(id, msg.sender, to, amount, votes);
        if (votes >= minValidator) {
            minted[id] = true;
            _deliver(to, amount);
            emit BridgeMinted(id, to, amount);
        }
    }

    /// @dev Pays a released withdrawal to its recipient.
    function _deliver(address to, uint256 amount) internal virtual {
        token.mint(to, amount);
    }
}
