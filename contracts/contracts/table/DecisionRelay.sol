// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @notice What the relay asks of its decision table.
interface IDecisionDesk {
    function decideFor(uint256 roundId, uint8 window, uint256[] calldata decisions) external;
}

/// @title Sends decisions their players signed to a decision table.
/// @notice A player may sign a decision (EIP-712 `Decision`, domain "Sunrise DecisionTable" at the
///         table) instead of sending it; anyone may send signed decisions here. The dealer sends each
///         window's decisions in batches, so a decision costs a share of one transaction rather than
///         a transaction of its own. Each decision applies as if its signer had sent `decide`: the
///         table checks the bet is the signer's, the window and the cashier's rules. A signature names
///         its window, and a bet takes one decision a window, so none can be replayed.
///         Each table creates its own relay, which only the table listens to.
contract DecisionRelay {
    /// @notice A signed decision: which (the bet index in bits 0–15, the hand in 16–23, the action in
    ///         24–31: the Decision the player signed, with the round and window of the call) and the
    ///         signature in EIP-2098's compact form.
    struct SignedDecision {
        uint256 decision;
        bytes32 r;
        bytes32 yParityAndS;
    }

    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant DECISION_TYPEHASH = keccak256("Decision(uint256 roundId,uint256 betIndex,uint8 window,uint8 hand,uint8 action)");

    IDecisionDesk public immutable table;

    constructor() {
        table = IDecisionDesk(msg.sender);
    }

    /// @notice Applies every decision, signed for window `window` of the round, or none (one refused refuses the batch).
    function decideSigned(uint256 roundId, uint8 window, SignedDecision[] calldata decisions) external {
        bytes32 domain = keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("Sunrise DecisionTable"), keccak256("1"), block.chainid, address(table)));
        uint256[] memory words = new uint256[](decisions.length);
        for (uint256 i = 0; i < decisions.length; i++) {
            SignedDecision calldata d = decisions[i];
            uint256 c = d.decision;
            require(c >> 32 == 0, "No such bet");
            bytes32 digest = MessageHashUtils.toTypedDataHash(domain, keccak256(abi.encode(DECISION_TYPEHASH, roundId, c & 0xFFFF, window, (c >> 16) & 0xFF, c >> 24)));
            bytes32 vs = d.yParityAndS;
            // A signature that is not the player's recovers to another address, or to none (0): the
            // table refuses it ("Not your bet"). A second form of the same signature is harmless: a
            // bet takes one decision a window.
            address signer = ecrecover(digest, uint8(uint256(vs >> 255)) + 27, d.r, vs & bytes32(type(uint256).max >> 1));
            // The table's word: the signer, then the bet, hand and action in bits 160–191.
            words[i] = uint256(uint160(signer)) | (c << 160);
        }
        table.decideFor(roundId, window, words);
    }
}
