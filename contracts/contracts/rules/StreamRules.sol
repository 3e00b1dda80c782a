// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {TableRules} from "./TableRules.sol";
import {FairStream} from "./FairStream.sol";

/// @dev Games dealt from the round's stream (roulette, sic bo, money wheel): no shoe.
abstract contract StreamRules is TableRules {
    function usesShoe() external pure returns (bool) {
        return false;
    }

    function dealFromSeeds(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId) external pure returns (uint8[] memory) {
        return _deal(FairStream.create(serverSeed, clientSeed, Strings.toString(roundId)));
    }

    function cardsNeeded(uint8[] calldata) external pure returns (uint256) {
        revert("Not a shoe game");
    }

    function shoeRoot(bytes32, bytes32, uint256) external pure returns (bytes32, uint16) {
        revert("Not a shoe game");
    }

    function _deal(FairStream.Rng memory rng) internal pure virtual returns (uint8[] memory outcome);
}
