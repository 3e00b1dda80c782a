// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {AssetChainBridge} from "../contracts/AssetChainBridge.sol";
import {GameChainBridge} from "../contracts/GameChainBridge.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Cashier} from "../contracts/cashier/Cashier.sol";
import {GameTable} from "../contracts/GameTable.sol";
import {BetTable} from "../contracts/table/BetTable.sol";
import {RouletteRules} from "../contracts/rules/RouletteRules.sol";

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

/// With a cashier set, a released asset → game withdrawal is minted to the bridge and deposited
/// into the recipient's cashier balance, ready to bet; without one it is minted to the wallet.
contract BridgeCashierTest is Test {
    SUSD token;
    GameChainBridge bridge;
    Cashier cashier;
    address[3] validators = [address(0x1001), address(0x1002), address(0x1003)];
    address constant PLAYER = address(0xA11CE);
    uint256 constant MIN = 85e6;
    uint256 constant MAX = 20_000_000e6;

    function setUp() public {
        token = new SUSD(address(this));
        bridge = new GameChainBridge(token, 31337, 3, address(this));
        token.grantRole(token.MINTER_ROLE(), address(bridge));
        token.grantRole(token.MINTER_ROLE(), address(this));
        cashier = new Cashier(token, address(this));
        for (uint256 i = 0; i < 3; i++) bridge.grantRole(bridge.VALIDATOR_ROLE(), validators[i]);
    }

    function _release(bytes32 id, address to, uint256 amount) internal {
        for (uint256 i = 0; i < 3; i++) {
            vm.prank(validators[i]);
            bridge.voteMintOnGameChain(id, to, amount);
        }
        assertTrue(bridge.minted(id));
    }

    function testFuzz_WithACashierTheMintLandsInTheCashierBalance(bytes32 id, uint256 amount) public {
        amount = bound(amount, MIN, MAX);
        bridge.setCashier(cashier);
        _release(id, PLAYER, amount);
        assertEq(token.balanceOf(PLAYER), 0);
        assertEq(cashier.balanceOf(PLAYER), amount);
        assertEq(token.balanceOf(address(bridge)), 0);
        assertEq(token.balanceOf(address(cashier)), amount);
        assertEq(token.totalSupply(), amount);
        // The player takes it out to the wallet when they want it there.
        vm.prank(PLAYER);
        cashier.withdraw(amount);
        assertEq(token.balanceOf(PLAYER), amount);
    }

    function testFuzz_WithoutACashierTheMintLandsInTheWallet(bytes32 id, uint256 amount) public {
        amount = bound(amount, MIN, MAX);
        _release(id, PLAYER, amount);
        assertEq(address(bridge.cashier()), address(0));
        assertEq(token.balanceOf(PLAYER), amount);
        assertEq(cashier.balanceOf(PLAYER), 0);
        assertEq(token.balanceOf(address(bridge)), 0);
    }

    /// Bridged funds are playable at once: the player bets with them without a deposit of their own.
    function test_ThePlayerBetsWithTheBridgedBalanceAtOnce() public {
        bridge.setCashier(cashier);
        _release(keccak256("deposit"), PLAYER, 100e6);
        GameTable table = new GameTable(cashier, 1, 1, new RouletteRules(), 0, 1e6, 100e6, address(this));
        table.grantRole(table.OPERATOR_ROLE(), address(this));
        cashier.grantRole(cashier.TABLE_ROLE(), address(table));
        token.mint(address(this), 10_000e6);
        token.approve(address(cashier), 10_000e6);
        cashier.fundHouse(address(table), 10_000e6);
        uint256 round = table.openRound(sha256(abi.encodePacked(keccak256("seed"))), 60);
        BetTable.BetInput[] memory bets = new BetTable.BetInput[](1);
        bets[0] = BetTable.BetInput(1008, new uint8[](0), 60e6);
        vm.prank(PLAYER);
        table.placeBets(round, bets, bytes32(0));
        assertEq(table.betCount(round), 1);
        assertEq(cashier.balanceOf(PLAYER), 40e6);
        (uint128 house, uint128 reserved) = cashier.houses(address(table));
        assertEq(house, 10_060e6);
        assertEq(reserved, 120e6);
    }

    /// Paying the game wallet of a player who linked it credits the main wallet's account.
    function test_AMintToALinkedGameWalletCreditsTheMainAccount() public {
        bridge.setCashier(cashier);
        uint256 mainKey = 0xA11CE5;
        address main = vm.addr(mainKey);
        address game = address(0x6A3E);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(mainKey, cashier.linkDigest(game, deadline));
        vm.prank(game);
        cashier.link(main, deadline, abi.encodePacked(r, s, v));
        _release(keccak256("linked"), game, 90e6);
        assertEq(cashier.balanceOf(main), 90e6);
        assertEq(token.balanceOf(game), 0);
    }

    /// A paused cashier refuses deposits; a release is then paid into the wallet instead of waiting.
    function test_APausedCashierDoesNotHoldUpARelease() public {
        bridge.setCashier(cashier);
        cashier.grantRole(cashier.PAUSER_ROLE(), address(this));
        cashier.pause();
        address to = address(0xD0);
        _release(keccak256("paused"), to, 90e6);
        assertEq(token.balanceOf(to), 90e6);
        assertEq(cashier.balanceOf(to), 0);
        assertEq(token.balanceOf(address(bridge)), 0);
    }

    function test_OnlyTheAdminSetsTheCashierAndUnsettingItMintsToWalletsAgain() public {
        bytes32 admin = bridge.DEFAULT_ADMIN_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, admin));
        bridge.setCashier(cashier);
        vm.expectEmit(address(bridge));
        emit GameChainBridge.CashierSet(address(cashier));
        bridge.setCashier(cashier);
        assertEq(token.allowance(address(bridge), address(cashier)), type(uint256).max);
        // A new cashier: the old one loses the bridge's allowance.
        Cashier next = new Cashier(token, address(this));
        bridge.setCashier(next);
        assertEq(token.allowance(address(bridge), address(cashier)), 0);
        _release(keccak256("to the next cashier"), PLAYER, MIN);
        assertEq(next.balanceOf(PLAYER), MIN);
        assertEq(cashier.balanceOf(PLAYER), 0);
        bridge.setCashier(Cashier(address(0)));
        assertEq(token.allowance(address(bridge), address(next)), 0);
        _release(keccak256("to the wallet"), PLAYER, MIN);
        assertEq(token.balanceOf(PLAYER), MIN);
        assertEq(next.balanceOf(PLAYER), MIN);
    }
}
