// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {BridgeBase} from "./BridgeBase.sol";
import {SUSD} from "./SUSD.sol";

/// @title Game-chain side of the SUSD bridge.
/// @notice The player's game wallet (its burn address) withdraws to the asset chain; validators
///         mint asset-chain withdrawals here.
contract GameChainBridge is BridgeBase {
    constructor(SUSD token_, uint256 assetChainId, uint256 minValidator_, address admin)
        BridgeBase(token_, assetChainId, minValidator_, admin)
    {}

    /// @notice Game → asset: burns the sender's game SUSD; the asset bridge pays the paired wallet.
    function withdrawOnAssetChain(uint256 amount) external whenNotPaused returns (bytes32) {
        return _withdraw(msg.sender, amount);
    }

    /// @notice Asset → game: a validator's vote to mint an asset-chain withdrawal to `to`.
    function voteMintOnGameChain(bytes32 id, address to, uint256 amount) external whenNotPaused onlyRole(VALIDATOR_ROLE) {
        _vote(id, to, amount);
    }
}
