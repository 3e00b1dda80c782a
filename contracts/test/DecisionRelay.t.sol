// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {DecisionTable} from "../contracts/DecisionTable.sol";
import {DecisionRelay} from "../contracts/table/DecisionRelay.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {HoldemRules} from "../contracts/rules/HoldemRules.sol";
import {PlayerProtection} from "../contracts/cashier/PlayerProtection.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {DeckProofs} from "./_helpers/DeckProofs.sol";
import {CashierFixture} from "./_helpers/CashierFixture.sol";

/// Signed decisions: sent by anyone through the table's own relay, each applies exactly as its
/// signer's own `decide` would (their bet, their window, once, their cashier rules), or the batch is refused whole.
contract DecisionRelayTest is CashierFixture {
    DecisionTable holdem;
    DecisionRelay relay;
    bytes32 constant SEED = keccak256("relay server seed");
    uint32 constant ANTE = 3001;
    uint8 constant CALL = 1;
    uint8 constant FOLD = 2;
    uint256 constant U = 1e6;
    address p1;
    uint256 k1;
    address p2;
    uint256 k2;

    function setUp() public {
        (p1, k1) = makeAddrAndKey("player one");
        (p2, k2) = makeAddrAndKey("player two");
        _deployCashier();
        holdem = new DecisionTable(cashier, 13, 3, new HoldemRules(), 0, U, 1_000 * U, address(this));
        relay = DecisionRelay(holdem.decisionRelay());
        holdem.grantRole(holdem.OPERATOR_ROLE(), address(this));
        _openHouse(address(holdem), 10_000_000 * U);
        _deposit(p1, 1_000 * U);
        _deposit(p2, 1_000 * U);
    }

    /// A round where p1 bet (bet 0) and p2 bet (bet 1) an ante of 10, dealt: window 1 open.
    function _dealt() internal returns (uint256 round) {
        round = holdem.openRound(sha256(abi.encodePacked(SEED)), 60);
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(ANTE, new uint8[](0), 10 * U);
        vm.prank(p1);
        holdem.placeBets(round, bets, SEED);
        vm.prank(p2);
        holdem.placeBets(round, bets, bytes32(0));
        holdem.closeBetting(round);
        vm.roll(block.number + 1);
        (bytes32 root, DecisionTable.CardProof[] memory proofs,) = DeckProofs.deal(holdem, round, SEED, 1);
        holdem.deal(round, root, proofs);
    }

    function _digest(address table, uint256 chainId, uint256 round, uint256 betIndex, uint8 window, uint8 hand, uint8 action) internal pure returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("Sunrise DecisionTable"),
                keccak256("1"),
                chainId,
                table
            )
        );
        bytes32 typed = keccak256(abi.encode(keccak256("Decision(uint256 roundId,uint256 betIndex,uint8 window,uint8 hand,uint8 action)"), round, betIndex, window, hand, action));
        return MessageHashUtils.toTypedDataHash(domain, typed);
    }

    function _signed(uint256 key, address table, uint256 chainId, uint256 round, uint256 betIndex, uint8 window, uint8 action)
        internal
        pure
        returns (DecisionRelay.SignedDecision memory d)
    {
        (bytes32 r, bytes32 vs) = vm.signCompact(key, _digest(table, chainId, round, betIndex, window, 0, action));
        d = DecisionRelay.SignedDecision(betIndex | (uint256(action) << 24), r, vs);
    }

    function _sign(uint256 key, uint256 round, uint256 betIndex, uint8 window, uint8 action) internal view returns (DecisionRelay.SignedDecision memory) {
        return _signed(key, address(holdem), block.chainid, round, betIndex, window, action);
    }

    function _batch(DecisionRelay.SignedDecision memory a, DecisionRelay.SignedDecision memory b) internal pure returns (DecisionRelay.SignedDecision[] memory ds) {
        ds = new DecisionRelay.SignedDecision[](2);
        (ds[0], ds[1]) = (a, b);
    }

    function _one(DecisionRelay.SignedDecision memory a) internal pure returns (DecisionRelay.SignedDecision[] memory ds) {
        ds = new DecisionRelay.SignedDecision[](1);
        ds[0] = a;
    }

    function testFuzz_AnyoneSendsSignedDecisionsAsTheSignersOwn(address sender) public {
        uint256 round = _dealt();
        (uint256 houseBefore, uint256 reservedBefore) = _house(address(holdem));
        // One event for the batch: each word the signer, bet, hand, action and the extra stake taken.
        uint256[] memory taken = new uint256[](2);
        taken[0] = uint256(uint160(p1)) | (uint256(CALL) << 184) | (20 * U << 192);
        taken[1] = uint256(uint160(p2)) | (1 << 160) | (uint256(FOLD) << 184);
        vm.expectEmit(address(holdem));
        emit DecisionTable.DecisionsRelayed(13, round, 1, taken);
        vm.prank(sender);
        relay.decideSigned(round, 1, _batch(_sign(k1, round, 0, 1, CALL), _sign(k2, round, 1, 1, FOLD)));
        assertEq(holdem.betAt(round, 0).actions[0], CALL);
        assertEq(holdem.betAt(round, 1).actions[0], FOLD);
        // The call's extra stake came from p1's own balance, its worst case reserved, as a direct decide does.
        assertEq(cashier.balanceOf(p1), 970 * U);
        assertEq(cashier.balanceOf(p2), 990 * U);
        (uint256 house, uint256 reserved) = _house(address(holdem));
        assertEq(house, houseBefore + 20 * U);
        assertEq(reserved, reservedBefore + 40 * U);
    }

    function test_ASignatureDecidesOnceAndOnlyInItsWindow() public {
        uint256 round = _dealt();
        DecisionRelay.SignedDecision memory call = _sign(k1, round, 0, 1, CALL);
        vm.expectRevert(bytes("Decision window is closed"));
        relay.decideSigned(round, 2, _one(_sign(k1, round, 0, 2, CALL))); // signed for a window not open
        relay.decideSigned(round, 1, _one(call));
        vm.expectRevert(bytes("Already decided"));
        relay.decideSigned(round, 1, _one(call)); // replayed
        vm.prank(p1);
        vm.expectRevert(bytes("Already decided"));
        holdem.decide(round, 0, 0, FOLD);
        vm.warp(block.timestamp + 10);
        vm.expectRevert(bytes("Decision window is closed"));
        relay.decideSigned(round, 1, _one(_sign(k2, round, 1, 1, FOLD)));
        assertEq(cashier.balanceOf(p1), 970 * U);
    }

    /// A signature by anyone but the bet's player, or over other terms than those sent, recovers to
    /// some other address: refused, and one refused decision refuses the whole batch.
    function testFuzz_OnlyTheBetsPlayerSigns(uint256 strangerKey) public {
        strangerKey = bound(strangerKey, 1, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140);
        vm.assume(strangerKey != k1);
        uint256 round = _dealt();
        DecisionRelay.SignedDecision memory good = _sign(k2, round, 1, 1, FOLD);
        vm.expectRevert(bytes("Not your bet"));
        relay.decideSigned(round, 1, _batch(good, _sign(strangerKey, round, 0, 1, CALL)));
        DecisionRelay.SignedDecision memory altered = _sign(k1, round, 0, 1, FOLD);
        altered.decision = uint256(CALL) << 24; // p1 signed a fold
        vm.expectRevert(bytes("Not your bet"));
        relay.decideSigned(round, 1, _batch(good, altered));
        assertEq(holdem.betAt(round, 1).actions[0], 0);
        assertEq(cashier.balanceOf(p1), 990 * U);
    }

    function test_ASignatureIsGoodAtItsTableOnItsChainOnly() public {
        uint256 round = _dealt();
        vm.expectRevert(bytes("Not your bet"));
        relay.decideSigned(round, 1, _one(_signed(k1, address(0xDEC), block.chainid, round, 0, 1, CALL)));
        vm.expectRevert(bytes("Not your bet"));
        relay.decideSigned(round, 1, _one(_signed(k1, address(holdem), block.chainid + 1, round, 0, 1, CALL)));
    }

    function testFuzz_OnlyTheTablesRelayDecidesForOthers(address caller) public {
        vm.assume(caller != address(relay));
        uint256 round = _dealt();
        uint256[] memory words = new uint256[](1);
        words[0] = uint256(uint160(p1)) | (uint256(CALL) << 184);
        vm.prank(caller);
        vm.expectRevert(DecisionTable.NotTheRelay.selector);
        holdem.decideFor(round, 1, words);
        assertEq(address(relay.table()), address(holdem));
    }

    /// The cashier's rules hold for a signed decision's extra stake as for any stake.
    function test_TheSignersLimitsHold() public {
        vm.prank(p1);
        cashier.setLimits(PlayerProtection.Limits(0, uint56(25 * U), 0, 0, 0));
        uint256 round = _dealt();
        // The ante (10) and the call (20) would make the day's loss 30, past 25.
        vm.expectPartialRevert(PlayerProtection.LossLimitReached.selector);
        relay.decideSigned(round, 1, _one(_sign(k1, round, 0, 1, CALL)));
        vm.prank(p1);
        cashier.takeBreak(1);
        vm.expectPartialRevert(PlayerProtection.PlayBlocked.selector);
        relay.decideSigned(round, 1, _one(_sign(k1, round, 0, 1, CALL)));
        assertEq(cashier.balanceOf(p1), 990 * U);
        // A fold stakes nothing: the player may still fold.
        relay.decideSigned(round, 1, _one(_sign(k1, round, 0, 1, FOLD)));
        assertEq(holdem.betAt(round, 0).actions[0], FOLD);
    }
}
