// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title The vault's USDC reserve (treasury): USDC kept off the hot vault that can only go back to it.
/// @notice Because its only exit is the vault, its balance still backs SUSD in the proof of reserves.
contract UsdcReserve is AccessControl {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    IERC20 public immutable usdc;
    address public immutable vault;

    event Refilled(address indexed operator, uint256 amount);

    constructor(IERC20 usdc_, address vault_, address admin) {
        usdc = usdc_;
        vault = vault_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Moves USDC to the vault so released withdrawals can be claimed (the refill task).
    function refill(uint256 amount) external onlyRole(OPERATOR_ROLE) {
        usdc.safeTransfer(vault, amount);
        emit Refilled(msg.sender, amount);
    }
}
