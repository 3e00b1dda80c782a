// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {GameChainBridge} from "../contracts/GameChainBridge.sol";

/// Drives random votes (validators, ids, recipients and amounts from small sets so they collide) and withdrawals.
contract BridgeHandler is Test {
    SUSD public token;
    GameChainBridge public bridge;
    address[4] public validators = [address(0x1001), address(0x1002), address(0x1003), address(0x1004)];
    address[2] public recipients = [address(0xA11CE), address(0xB0B)];
    uint256[2] public amounts = [85e6, 1_000e6];
    bytes32[3] public ids = [keccak256("a"), keccak256("b"), keccak256("c")];

    uint256 public ghostMinted;
    uint256 public ghostBurned;
    mapping(bytes32 id => uint256) public mints;
    mapping(bytes32 id => address) public mintedTo;
    mapping(bytes32 id => uint256) public mintedAmount;

    constructor(SUSD token_, GameChainBridge bridge_) {
        token = token_;
        bridge = bridge_;
    }

    function vote(uint8 v, uint8 i, uint8 r, uint8 a) external {
        bytes32 id = ids[i % 3];
        (address to, uint256 amount) = (recipients[r % 2], amounts[a % 2]);
        uint256 supply = token.totalSupply();
        vm.prank(validators[v % 4]);
        try bridge.voteMintOnGameChain(id, to, amount) {} catch {}
        if (token.totalSupply() != supply) {
            mints[id] += 1;
            mintedTo[id] = to;
            mintedAmount[id] = amount;
            ghostMinted += token.totalSupply() - supply;
        }
    }

    function withdraw(uint8 r, uint256 amount) external {
        address who = recipients[r % 2];
        amount = bound(amount, 0, token.balanceOf(who));
        vm.startPrank(who);
        token.approve(address(bridge), amount);
        try bridge.withdrawOnAssetChain(amount) {
            ghostBurned += amount;
        } catch {}
        vm.stopPrank();
    }
}

contract BridgeInvariantTest is Test {
    SUSD token;
    GameChainBridge bridge;
    BridgeHandler handler;

    function setUp() public {
        token = new SUSD(address(this));
        bridge = new GameChainBridge(token, 31337, 2, address(this));
        handler = new BridgeHandler(token, bridge);
        token.grantRole(token.MINTER_ROLE(), address(bridge));
        for (uint256 i = 0; i < 4; i++) bridge.grantRole(bridge.VALIDATOR_ROLE(), handler.validators(i));
        targetContract(address(handler));
    }

    /// Supply moves only by whole mints of validated payloads and by bounded withdrawals.
    function invariant_SupplyIsMintsLessBurns() public view {
        assertEq(token.totalSupply(), handler.ghostMinted() - handler.ghostBurned());
    }

    /// Each id mints at most once, and only a payload that reached minValidator votes.
    function invariant_EachIdMintsOnceWithEnoughVotes() public view {
        for (uint256 i = 0; i < 3; i++) {
            bytes32 id = handler.ids(i);
            assertLe(handler.mints(id), 1);
            assertEq(bridge.minted(id), handler.mints(id) == 1);
            if (handler.mints(id) == 1) {
                assertGe(bridge.votesOf(id, handler.mintedTo(id), handler.mintedAmount(id)), bridge.minValidator());
            }
        }
    }
}
