// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Hashes} from "@openzeppelin/contracts/utils/cryptography/Hashes.sol";
import {DecisionTable} from "../../contracts/DecisionTable.sol";
import {RoundDeck} from "../../contracts/rules/RoundDeck.sol";

/// What an honest dealer computes for a decision round: the deck from the seeds, and each card's salt and proof.
library DeckProofs {
    function clientSeed(DecisionTable table, uint256 roundId) internal view returns (bytes32) {
        DecisionTable.Round memory r = table.rounds(roundId);
        return keccak256(abi.encodePacked(blockhash(r.closedBlock), r.entropy));
    }

    function leaves(bytes32 serverSeed, uint8[] memory cards) internal pure returns (bytes32[] memory out) {
        out = new bytes32[](cards.length);
        for (uint256 p = 0; p < cards.length; p++) {
            bytes32 salt = keccak256(abi.encodePacked(serverSeed, uint16(p)));
            out[p] = keccak256(abi.encodePacked(uint16(p), cards[p], salt));
        }
    }

    function root(bytes32[] memory layer) internal pure returns (bytes32) {
        (bytes32 r,) = _climb(layer, 0);
        return r;
    }

    function proofOf(bytes32 serverSeed, uint8[] memory cards, bytes32[] memory leaves_, uint256 position) internal pure returns (DecisionTable.CardProof memory c) {
        (, c.proof) = _climb(leaves_, position);
        c.card = cards[position];
        c.salt = keccak256(abi.encodePacked(serverSeed, uint16(position)));
    }

    /// @dev Builds the tree layer by layer (sorted pairs, odd node carried up), collecting `index`'s siblings.
    function _climb(bytes32[] memory leaves_, uint256 index) private pure returns (bytes32, bytes32[] memory proof) {
        uint256 n = leaves_.length;
        bytes32[] memory layer = new bytes32[](n);
        for (uint256 i = 0; i < n; i++) layer[i] = leaves_[i];
        bytes32[] memory siblings = new bytes32[](16);
        uint256 depth;
        while (n > 1) {
            if ((index ^ 1) < n) siblings[depth++] = layer[index ^ 1];
            uint256 m;
            for (uint256 i = 0; i + 1 < n; i += 2) layer[m++] = Hashes.commutativeKeccak256(layer[i], layer[i + 1]);
            if (n % 2 == 1) layer[m++] = layer[n - 1];
            (n, index) = (m, index / 2);
        }
        proof = new bytes32[](depth);
        for (uint256 i = 0; i < depth; i++) proof[i] = siblings[i];
        return (layer[0], proof);
    }

    /// @notice The deal's proofs and the deck's root for a closed round.
    function deal(DecisionTable table, uint256 roundId, bytes32 serverSeed, uint256 decks)
        internal
        view
        returns (bytes32 deckRoot, DecisionTable.CardProof[] memory proofs, uint8[] memory cards)
    {
        cards = RoundDeck.shuffle(serverSeed, clientSeed(table, roundId), roundId, decks);
        bytes32[] memory l = leaves(serverSeed, cards);
        deckRoot = root(l);
        uint16[] memory positions = table.dealPositions();
        proofs = new DecisionTable.CardProof[](positions.length);
        for (uint256 i = 0; i < positions.length; i++) proofs[i] = proofOf(serverSeed, cards, l, positions[i]);
    }

    /// @notice The proofs of the extra cards the decisions drew and the round has not shown yet.
    function extras(DecisionTable table, uint256 roundId, bytes32 serverSeed, uint8[] memory cards) internal view returns (DecisionTable.CardProof[] memory proofs) {
        DecisionTable.Round memory r = table.rounds(roundId);
        bytes32[] memory l = leaves(serverSeed, cards);
        proofs = new DecisionTable.CardProof[](r.extraCards - r.extraShown);
        for (uint256 i = 0; i < proofs.length; i++) proofs[i] = proofOf(serverSeed, cards, l, table.extraBase() + r.extraShown + i);
    }
}
