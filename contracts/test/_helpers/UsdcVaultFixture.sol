// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../../contracts/SUSD.sol";
import {TestUSDC} from "../../contracts/usdc/TestUSDC.sol";
import {UsdcVault} from "../../contracts/usdc/UsdcVault.sol";
import {UsdcReserve} from "../../contracts/usdc/UsdcReserve.sol";

/// The asset chain's USDC side wired as deploySuite wires it: the vault mints SUSD, this test is staff and operator.
abstract contract UsdcVaultFixture is Test {
    TestUSDC usdc;
    SUSD susd;
    UsdcVault vault;
    UsdcReserve reserve;

    function _deployVault() internal {
        usdc = new TestUSDC(address(this));
        susd = new SUSD(address(this));
        vault = new UsdcVault(usdc, susd, address(this));
        reserve = new UsdcReserve(usdc, address(vault), address(this));
        vault.setReserve(address(reserve));
        susd.grantRole(susd.MINTER_ROLE(), address(vault));
        vault.grantRole(vault.OPERATOR_ROLE(), address(this));
        vault.grantRole(vault.REVIEWER_ROLE(), address(this));
        vault.grantRole(vault.PAUSER_ROLE(), address(this));
        reserve.grantRole(reserve.OPERATOR_ROLE(), address(this));
    }

    /// Mints USDC to `who` and deposits it through flow 1.
    function _fund(address who, uint256 amount) internal {
        usdc.mint(who, amount);
        vm.startPrank(who);
        usdc.approve(address(vault), amount);
        vault.deposit(amount);
        vm.stopPrank();
    }

    function _request(address who, uint256 amount) internal returns (bytes32 id) {
        vm.startPrank(who);
        susd.approve(address(vault), amount);
        id = vault.requestWithdrawal(amount);
        vm.stopPrank();
    }
}
