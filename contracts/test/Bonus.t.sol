// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../contracts/SUSD.sol";
import {BonusManager} from "../contracts/BonusManager.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

contract BonusFuzzTest is Test {
    SUSD token;
    BonusManager bonus;
    uint256[] keys;
    address[] validators;
    address constant PLAYER = address(0xA11CE);

    function setUp() public {
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        bonus = new BonusManager(token, address(0x1157), 1_000, 100e6, 3, address(this));
        bonus.grantRole(bonus.PAUSER_ROLE(), address(this));
        bonus.grantRole(bonus.OPERATOR_ROLE(), address(this));
        for (uint256 i = 1; i <= 5; i++) {
            keys.push(0xB0 + i);
            validators.push(vm.addr(0xB0 + i));
            bonus.grantRole(bonus.VALIDATOR_ROLE(), vm.addr(0xB0 + i));
        }
        token.mint(address(bonus), 1_000_000e6);
    }

    function _vote(uint256 i, bytes32 txId, uint256 amount) internal {
        vm.prank(validators[i]);
        bonus.voteDeposit(txId, PLAYER, amount);
    }

    function testFuzz_VotesBelowMinimumNeverAccept(bytes32 txId, uint256 amount, uint8 n) public {
        amount = bound(amount, 1, 1e15);
        uint256 count = bound(n, 0, 2);
        for (uint256 i = 0; i < count; i++) _vote(i, txId, amount);
        assertFalse(bonus.accepted(BonusManager.Vote.Deposit, txId));
        (, address from,,,,) = bonus.deposits(txId);
        assertEq(from, address(0));
    }

    function testFuzz_AcceptedOnceWithCappedBonus(bytes32 txId, uint256 amount) public {
        amount = bound(amount, 1, 1e15);
        for (uint256 i = 0; i < 3; i++) _vote(i, txId, amount);
        (,, uint256 recorded, uint256 bonusAmount,, bool claimed) = bonus.deposits(txId);
        assertEq(recorded, amount);
        uint256 expected = amount / 10 < 100e6 ? amount / 10 : 100e6;
        assertEq(bonusAmount, expected);
        assertFalse(claimed);
        vm.prank(validators[3]);
        vm.expectRevert(bytes("Already accepted"));
        bonus.voteDeposit(txId, PLAYER, amount);
    }

    function testFuzz_SecondVoteIsRefused(bytes32 txId, uint8 who) public {
        uint256 i = bound(who, 0, 4);
        _vote(i, txId, 1e6);
        vm.prank(validators[i]);
        vm.expectRevert(bytes("Already voted"));
        bonus.voteDeposit(txId, PLAYER, 1e6);
    }

    function testFuzz_NonValidatorSignaturesAreRefused(bytes32 txId, uint256 strangerKey) public {
        strangerKey = bound(strangerKey, 1, 0xB0);
        bytes32 digest = _digest(txId, 5e6);
        address[] memory signers = new address[](3);
        bytes[] memory sigs = new bytes[](3);
        for (uint256 i = 0; i < 2; i++) (signers[i], sigs[i]) = _sign(keys[i], digest);
        (signers[2], sigs[2]) = _sign(strangerKey, digest);
        vm.expectRevert(bytes("Signer is not a validator"));
        bonus.voteDepositWithSignatures(txId, PLAYER, 5e6, signers, sigs);
    }

    function testFuzz_PausedRefuses(bytes32 txId) public {
        bonus.pause();
        vm.prank(validators[0]);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bonus.voteDeposit(txId, PLAYER, 1e6);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bonus.voteDepositWithSignatures(txId, PLAYER, 1e6, new address[](0), new bytes[](0));
    }

    function _digest(bytes32 txId, uint256 amount) internal view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("SunriseBonusManager"), keccak256("1"), block.chainid, address(bonus)
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(bonus.DEPOSIT_TYPEHASH(), txId, PLAYER, amount))));
    }

    function _sign(uint256 key, bytes32 digest) internal pure returns (address, bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return (vm.addr(key), abi.encodePacked(r, s, v));
    }
}
