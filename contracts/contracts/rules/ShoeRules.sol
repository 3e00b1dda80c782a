// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {Hashes} from "@openzeppelin/contracts/utils/cryptography/Hashes.sol";
import {TableRules} from "./TableRules.sol";
import {FairStream} from "./FairStream.sol";

/// @dev Games dealt from a continuing 8-deck shoe (baccarat, dragon tiger), and the shoe's commitment.
abstract contract ShoeRules is TableRules {
    uint256 internal constant SHOE_CARDS = 416;
    uint256 internal constant CUT_CARD_FROM_END = 60;

    function usesShoe() external pure returns (bool) {
        return true;
    }

    function dealFromSeeds(bytes32, bytes32, uint256) external pure returns (uint8[] memory) {
        revert("Shoe games deal from proven cards");
    }

    /// @notice The engine's `Shoe`: Fisher–Yates of 8 fresh decks on the stream labelled `shoe:<id>`,
    ///         then cutIndex = 416 − 60 − int(16). Leaves are keccak256(uint16 position, uint8 card,
    ///         salt) with salt = keccak256(shoeSeed, uint16 position); inner nodes hash their two
    ///         children sorted, an odd last node is carried up unchanged (OpenZeppelin MerkleProof).
    function shoeRoot(bytes32 shoeSeed, bytes32 shoeClientSeed, uint256 shoeId) external pure returns (bytes32 root, uint16 cutIndex) {
        FairStream.Rng memory rng = FairStream.create(shoeSeed, shoeClientSeed, string.concat("shoe:", Strings.toString(shoeId)));
        uint8[] memory cards = new uint8[](SHOE_CARDS);
        for (uint256 i = 0; i < SHOE_CARDS; i++) cards[i] = uint8(i % 52);
        for (uint256 i = SHOE_CARDS - 1; i > 0; i--) {
            uint256 j = FairStream.uniform(rng, i + 1);
            (cards[i], cards[j]) = (cards[j], cards[i]);
        }
        cutIndex = uint16(SHOE_CARDS - CUT_CARD_FROM_END - FairStream.uniform(rng, 16));
        bytes32[] memory layer = new bytes32[](SHOE_CARDS);
        for (uint256 p = 0; p < SHOE_CARDS; p++) layer[p] = _leaf(shoeSeed, p, cards[p]);
        root = _root(layer);
    }

    function _leaf(bytes32 shoeSeed, uint256 position, uint8 card) private pure returns (bytes32 leaf) {
        // keccak256(abi.encodePacked(shoeSeed, uint16(p))) then keccak256(abi.encodePacked(uint16(p), card, salt)), in scratch space.
        assembly ("memory-safe") {
            mstore(0x00, shoeSeed)
            mstore(0x20, shl(240, position))
            let salt := keccak256(0x00, 34)
            mstore(0x00, shl(240, position))
            mstore8(0x02, card)
            mstore(0x03, salt)
            leaf := keccak256(0x00, 35)
        }
    }

    /// @dev Reduces the leaves in place, layer by layer.
    function _root(bytes32[] memory layer) private pure returns (bytes32) {
        uint256 n = layer.length;
        while (n > 1) {
            uint256 m;
            for (uint256 i = 0; i + 1 < n; i += 2) layer[m++] = Hashes.commutativeKeccak256(layer[i], layer[i + 1]);
            if (n % 2 == 1) layer[m++] = layer[n - 1];
            n = m;
        }
        return layer[0];
    }

    /// @dev Blackjack-style value: ace 1, faces 10.
    function _valueOf(uint8 card) internal pure returns (uint256) {
        uint256 rank = _rankOf(card);
        return rank > 10 ? 10 : rank;
    }

    /// @dev Card codes 0–51: rank = code % 13 + 1 (ace 1 … king 13), suit = code / 13.
    function _rankOf(uint8 card) internal pure returns (uint256) {
        return uint256(card % 13) + 1;
    }
}
