// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {SUSD} from "./SUSD.sol";

/// @title Asset-chain side of the SUSD bridge (the wallet's chain).
/// @notice Players pair their wallet with their game-chain "burn" address, withdraw to the game
///         chain with `withdrawOnETH`, and receive game-chain withdrawals through validator votes.
contract AssetChainBridge is BridgeBase {
    mapping(address eth => address burn) private _burnOf;
    mapping(address burn => address eth) private _ethOf;

    event PairRegistered(address indexed ethAddress, address indexed burnAddress);

    constructor(SUSD token_, uint256 gameChainId, uint256 minValidator_, address admin)
        BridgeBase(token_, gameChainId, minValidator_, admin)
    {}

    /// @notice The message a burn key signs to approve its pairing with `ethAddress`.
    function pairApprovalMessage(address ethAddress) public pure returns (string memory) {
        return string.concat("Sunrise pair approval: ", Strings.toHexString(ethAddress));
    }

    /// @notice Pairs the sender's wallet with the game-chain address that signed the approval.
    function registerPairAddress(address ethAddress, bytes calldata signature) external whenNotPaused {
        require(msg.sender == ethAddress, "Sender is not the ETH address");
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(bytes(pairApprovalMessage(ethAddress)));
        address burn = ECDSA.recover(digest, signature);
        address previousEth = _ethOf[burn];
        require(previousEth == address(0) || previousEth == ethAddress, "Burn address is paired with another wallet");
        address previousBurn = _burnOf[ethAddress];
        if (previousBurn != address(0)) delete _ethOf[previousBurn];
        _burnOf[ethAddress] = burn;
        _ethOf[burn] = ethAddress;
        emit PairRegistered(ethAddress, burn);
    }

    function getPairAddressByETH(address eth) external view returns (address) {
        return _burnOf[eth];
    }

    function getPairAddressByBurn(address burn) external view returns (address) {
        return _ethOf[burn];
    }

    /// @notice Asset → game: burns the sender's SUSD; validators mint it to the paired burn address.
    function withdrawOnETH(uint256 amount) external whenNotPaused returns (bytes32) {
        address burn = _burnOf[msg.sender];
        require(burn != address(0), "Account has not registered Burn address yet!");
        return _withdraw(burn, amount);
    }

    /// @notice Game → asset: a validator's vote to mint a game-chain withdrawal to the burn address's wallet.
    function voteMintOnAssetChain(bytes32 id, address burnAddress, uint256 amount) external whenNotPaused onlyRole(VALIDATOR_ROLE) {
        address eth = _ethOf[burnAddress];
        require(eth != address(0), "Account has not registered Burn address yet!");
        _vote(id, eth, amount);
    }
}
