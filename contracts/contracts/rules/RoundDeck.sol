// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {Hashes} from "@openzeppelin/contracts/utils/cryptography/Hashes.sol";
import {FairStream} from "./FairStream.sol";

/// @title A decision round's own deck and its commitment, as the games engine's `roundDeckCommitment`.
/// @notice Fisher–Yates of `decks` fresh decks (codes 0–51 in order, deck after deck) on the stream
///         (serverSeed, clientSeed, `deck:<roundId>`); leaf of position p = keccak256(uint16 p ‖ uint8
///         card ‖ salt), salt = keccak256(serverSeed ‖ uint16 p); inner nodes hash their two children
///         sorted, an odd last node is carried up (OpenZeppelin MerkleProof), as shoes.
library RoundDeck {
    function shuffle(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId, uint256 decks) internal pure returns (uint8[] memory cards) {
        FairStream.Rng memory rng = FairStream.create(serverSeed, clientSeed, string.concat("deck:", Strings.toString(roundId)));
        uint256 n = 52 * decks;
        cards = new uint8[](n);
        for (uint256 i = 0; i < n; i++) cards[i] = uint8(i % 52);
        for (uint256 i = n - 1; i > 0; i--) {
            uint256 j = FairStream.uniform(rng, i + 1);
            (cards[i], cards[j]) = (cards[j], cards[i]);
        }
    }

    /// @notice The Merkle root of the deck's salted leaves.
    function root(bytes32 serverSeed, uint8[] memory cards) internal pure returns (bytes32) {
        uint256 n = cards.length;
        bytes32[] memory layer = new bytes32[](n);
        for (uint256 p = 0; p < n; p++) layer[p] = _leaf(serverSeed, p, cards[p]);
        while (n > 1) {
            uint256 m;
            for (uint256 i = 0; i + 1 < n; i += 2) layer[m++] = Hashes.commutativeKeccak256(layer[i], layer[i + 1]);
            if (n % 2 == 1) layer[m++] = layer[n - 1];
            n = m;
        }
        return layer[0];
    }

    /// @notice The root and the deck's first `length` cards.
    function commit(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId, uint256 decks, uint256 length)
        internal
        pure
        returns (bytes32 deckRoot, uint8[] memory prefix)
    {
        uint8[] memory cards = shuffle(serverSeed, clientSeed, roundId, decks);
        require(length <= cards.length, "Deck exhausted");
        deckRoot = root(serverSeed, cards);
        prefix = new uint8[](length);
        for (uint256 i = 0; i < length; i++) prefix[i] = cards[i];
    }

    function _leaf(bytes32 serverSeed, uint256 position, uint8 card) private pure returns (bytes32 leaf) {
        // keccak256(abi.encodePacked(serverSeed, uint16(p))) then keccak256(abi.encodePacked(uint16(p), card, salt)), in scratch space.
        assembly ("memory-safe") {
            mstore(0x00, serverSeed)
            mstore(0x20, shl(240, position))
            let salt := keccak256(0x00, 34)
            mstore(0x00, shl(240, position))
            mstore8(0x02, card)
            mstore(0x03, salt)
            leaf := keccak256(0x00, 35)
        }
    }
}
