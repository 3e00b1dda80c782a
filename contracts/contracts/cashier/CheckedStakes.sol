// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IStakeRules} from "./IStakeRules.sol";

/// @title A table whose every stake passes the players' responsible-gaming rules.
/// @notice The admin points the table at the cashier once; from then on each stake (bets, and the
///         extra stakes of decisions) is refused by the cashier's rules whoever sends it, and each
///         payout is reported so the player's loss windows stay exact.
abstract contract CheckedStakes is AccessControl {
    IStakeRules public stakeRules;

    event StakeRulesSet(address stakeRules);

    function setStakeRules(IStakeRules stakeRules_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        stakeRules = stakeRules_;
        emit StakeRulesSet(address(stakeRules_));
    }

    function _checkStake(uint256 amount, uint256 largestBet) internal {
        IStakeRules rules_ = stakeRules;
        if (address(rules_) != address(0)) rules_.checkStake(msg.sender, amount, largestBet);
    }

    function _reportPayout(address player, uint256 amount) internal {
        if (amount == 0) return;
        IStakeRules rules_ = stakeRules;
        if (address(rules_) != address(0)) rules_.recordPayout(player, amount);
    }
}
