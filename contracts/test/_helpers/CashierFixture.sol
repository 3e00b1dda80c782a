// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {SUSD} from "../../contracts/SUSD.sol";
import {Cashier} from "../../contracts/cashier/Cashier.sol";

/// SUSD and the cashier with the test contract as their admin and minter; helpers to open a
/// table's house, deposit for players and read a house.
abstract contract CashierFixture is Test {
    SUSD token;
    Cashier cashier;

    function _deployCashier() internal {
        token = new SUSD(address(this));
        token.grantRole(token.MINTER_ROLE(), address(this));
        cashier = new Cashier(token, address(this));
        token.approve(address(cashier), type(uint256).max);
    }

    /// Lets the table stake and pay at the cashier and funds its house with `bankroll` new tokens.
    function _openHouse(address table, uint256 bankroll) internal {
        cashier.grantRole(cashier.TABLE_ROLE(), table);
        token.mint(address(this), bankroll);
        cashier.fundHouse(table, bankroll);
    }

    /// Mints `amount` to the wallet and deposits it into its cashier balance.
    function _deposit(address wallet, uint256 amount) internal {
        if (amount == 0) return;
        token.mint(wallet, amount);
        vm.startPrank(wallet);
        token.approve(address(cashier), amount);
        cashier.deposit(amount);
        vm.stopPrank();
    }

    function _house(address table) internal view returns (uint256 balance, uint256 reserved) {
        (uint128 b, uint128 r) = cashier.houses(table);
        return (b, r);
    }

    function _houseBalance(address table) internal view returns (uint256 balance) {
        (balance, ) = _house(table);
    }

    function _reserved(address table) internal view returns (uint256 reserved) {
        (, reserved) = _house(table);
    }
}
