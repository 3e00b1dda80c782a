// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title The liquidity token of the SUSD/ETH pair that the staking/ETH pool takes (SPEC §3 stakingType 1).
///        On a local chain it stands in for the pair's LP token; MINTER_ROLE issues it to demo accounts.
contract StakingPoolToken is ERC20, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor(string memory name_, string memory symbol_, address admin) ERC20(name_, symbol_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice 6 decimals, like SUSD, so stakes and rewards read in one unit.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Issues `amount` to `to` (MINTER_ROLE).
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }
}
