// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {BridgeBase} from "./BridgeBase.sol";
import {SUSD} from "./SUSD.sol";
import {Cashier} from "./cashier/Cashier.sol";

/// @title Game-chain side of the SUSD bridge.
/// @notice The player's game wallet (its burn address) withdraws to the asset chain; validators
///         mint asset-chain withdrawals here, straight into the recipient's cashier balance once
///         the cashier is set, so a player who bridges can bet at once.
contract GameChainBridge is BridgeBase {
    Cashier public cashier;

    event CashierSet(address cashier);

    constructor(SUSD token_, uint256 assetChainId, uint256 minValidator_, address admin)
        BridgeBase(token_, assetChainId, minValidator_, admin)
    {}

    function setCashier(Cashier cashier_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        Cashier previous = cashier;
        if (address(previous) != address(0)) token.approve(address(previous), 0);
        cashier = cashier_;
        if (address(cashier_) != address(0)) token.approve(address(cashier_), type(uint256).max);
        emit CashierSet(address(cashier_));
    }

    /// @notice Game → asset: burns the sender's game SUSD; the asset bridge pays the paired wallet.
    function withdrawOnAssetChain(uint256 amount) external whenNotPaused returns (bytes32) {
        return _withdraw(msg.sender, amount);
    }

    /// @notice Asset → game: a validator's vote to mint an asset-chain withdrawal to `to`.
    function voteMintOnGameChain(bytes32 id, address to, uint256 amount) external whenNotPaused onlyRole(VALIDATOR_ROLE) {
        _vote(id, to, amount);
    }

    /// @dev Into the recipient's cashier balance; should the cashier refuse (paused), into the wallet: a release never waits.
    function _deliver(address to, uint256 amount) internal override {
        Cashier c = cashier;
        if (address(c) == address(0)) return super._deliver(to, amount);
        token.mint(address(this), amount);
        try c.depositFor(to, amount) {} catch {
            token.transfer(to, amount);
        }
    }
}
