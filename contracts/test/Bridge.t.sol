// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {AssetChainBridge} from "../contracts/AssetChainBridge.sol";
import {GameChainBridge} from "../contracts/GameChainBridge.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";

/// Fuzz tests of the bridge invariants: bounds, one vote per validator, mint exactly once at minValidator.
contract BridgeFuzzTest is Test {
    SUSD token;
    GameChainBridge bridge;
    address[] validators;
    address constant PLAYER = address(0xA11CE);
    uint256 constant MIN = 85e6;
    uint256 constant MAX = 20_000_000e6;

    function setUp() public {
        token = new SUSD(address(this));
        bridge = new GameChainBridge(token, 31337, 3, address(this));
        token.grantRole(token.MINTER_ROLE(), address(bridge));
        token.grantRole(token.MINTER_ROLE(), address(this));
        bridge.grantRole(bridge.PAUSER_ROLE(), address(this));
        for (uint160 i = 1; i <= 5; i++) {
            validators.push(address(0x1000 + i));
            bridge.grantRole(bridge.VALIDATOR_ROLE(), address(0x1000 + i));
        }
    }

    function testFuzz_VotesBelowMinimumNeverMint(bytes32 id, uint256 amount, uint8 voters) public {
        amount = bound(amount, MIN, MAX);
        uint256 n = bound(voters, 0, bridge.minValidator() - 1);
        for (uint256 i = 0; i < n; i++) {
            vm.prank(validators[i]);
            bridge.voteMintOnGameChain(id, PLAYER, amount);
        }
        assertFalse(bridge.minted(id));
        assertEq(token.balanceOf(PLAYER), 0);
    }

    function testFuzz_MintsExactlyOnceAtMinimum(bytes32 id, uint256 amount) public {
        amount = bound(amount, MIN, MAX);
        for (uint256 i = 0; i < 3; i++) {
            vm.prank(validators[i]);
            bridge.voteMintOnGameChain(id, PLAYER, amount);
        }
        assertTrue(bridge.minted(id));
        assertEq(token.balanceOf(PLAYER), amount);
        for (uint256 i = 3; i < 5; i++) {
            vm.prank(validators[i]);
            vm.expectRevert(bytes("Already minted"));
            bridge.voteMintOnGameChain(id, PLAYER, amount);
        }
        assertEq(token.balanceOf(PLAYER), amount);
    }

    function testFuzz_SecondVoteOfAValidatorIsRefused(bytes32 id, uint256 amount, uint8 who) public {
        amount = bound(amount, MIN, MAX);
        address v = validators[bound(who, 0, validators.length - 1)];
        vm.startPrank(v);
        bridge.voteMintOnGameChain(id, PLAYER, amount);
        vm.expectRevert(bytes("Already voted"));
        bridge.voteMintOnGameChain(id, PLAYER, amount);
        vm.stopPrank();
        assertEq(bridge.votesOf(id, PLAYER, amount), 1);
    }

    function testFuzz_DifferentPayloadsNeverAddUp(bytes32 id, uint256 a, uint256 b) public {
        a = bound(a, MIN, MAX);
        b = bound(b, MIN, MAX);
        vm.assume(a != b);
        vm.prank(validators[0]);
        bridge.voteMintOnGameChain(id, PLAYER, a);
        vm.prank(validators[1]);
        bridge.voteMintOnGameChain(id, PLAYER, b);
        vm.prank(validators[2]);
        bridge.voteMintOnGameChain(id, address(0xB0B), a);
        assertFalse(bridge.minted(id));
    }

    function testFuzz_NonValidatorsAreRefused(address caller, bytes32 id) public {
        vm.assume(!bridge.hasRole(bridge.VALIDATOR_ROLE(), caller));
        bytes32 role = bridge.VALIDATOR_ROLE();
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, caller, role));
        bridge.voteMintOnGameChain(id, PLAYER, MIN);
    }

    function testFuzz_WithdrawalOutsideBoundsReverts(uint256 amount) public {
        vm.assume(amount < MIN || amount > MAX);
        token.mint(PLAYER, amount);
        vm.startPrank(PLAYER);
        token.approve(address(bridge), amount);
        vm.expectRevert(bytes(amount < MIN ? "Amount below minimum" : "Amount above maximum"));
        bridge.withdrawOnAssetChain(amount);
        vm.stopPrank();
    }

    function testFuzz_WithdrawalBurnsExactly(uint256 amount) public {
        amount = bound(amount, MIN, MAX);
        token.mint(PLAYER, amount + 1);
        vm.startPrank(PLAYER);
        token.approve(address(bridge), amount);
        bridge.withdrawOnAssetChain(amount);
        vm.stopPrank();
        assertEq(token.balanceOf(PLAYER), 1);
        assertEq(token.totalSupply(), 1);
    }

    function testFuzz_PausedBridgeRefuses(bytes32 id) public {
        bridge.pause();
        vm.prank(validators[0]);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bridge.voteMintOnGameChain(id, PLAYER, MIN);
        token.mint(PLAYER, MIN);
        vm.startPrank(PLAYER);
        token.approve(address(bridge), MIN);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bridge.withdrawOnAssetChain(MIN);
        vm.stopPrank();
    }
}
