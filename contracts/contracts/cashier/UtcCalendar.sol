// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title UTC days, weeks and calendar months as plain indices, for the players' limit windows.
/// @notice A day is `timestamp / 1 days` (day 0 is Thursday 1 January 1970). Weeks start on Monday
///         00:00 UTC, so week `w` runs from day 7w − 3; months are `year × 12 + month − 1`.
library UtcCalendar {
    uint256 internal constant DAY = 1 days;

    function dayOf(uint256 timestamp) internal pure returns (uint256) {
        return timestamp / DAY;
    }

    /// @dev Day 4 (5 January 1970) is the first Monday: it starts week 1.
    function weekOf(uint256 day) internal pure returns (uint256) {
        return (day + 3) / 7;
    }

    function weekStart(uint256 week) internal pure returns (uint256 day) {
        return week * 7 - 3;
    }

    /// @notice The calendar month (year × 12 + month − 1) of a day, by the proleptic Gregorian calendar.
    function monthOf(uint256 day) internal pure returns (uint256) {
        (uint256 year, uint256 month, ) = civilOf(day);
        return year * 12 + month - 1;
    }

    /// @notice The first day of a month index.
    function monthStart(uint256 monthIndex) internal pure returns (uint256 day) {
        return dayOfCivil(monthIndex / 12, monthIndex % 12 + 1, 1);
    }

    /// @dev Year, month (1–12) and day of month of a day index. Years run March to February inside
    ///      400-year eras of 146,097 days, which puts the leap day last and keeps the arithmetic exact.
    function civilOf(uint256 day) internal pure returns (uint256 year, uint256 month, uint256 dayOfMonth) {
        uint256 shifted = day + 719_468; // days from 0000-03-01 to 1970-01-01
        uint256 era = shifted / 146_097;
        uint256 dayOfEra = shifted - era * 146_097;
        uint256 yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        uint256 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        uint256 marchMonth = (5 * dayOfYear + 2) / 153; // 0 = March … 11 = February
        dayOfMonth = dayOfYear - (153 * marchMonth + 2) / 5 + 1;
        month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    }

    /// @dev The day index of a civil date (year ≥ 1970), the inverse of `civilOf`.
    function dayOfCivil(uint256 year, uint256 month, uint256 dayOfMonth) internal pure returns (uint256) {
        uint256 y = month <= 2 ? year - 1 : year;
        uint256 era = y / 400;
        uint256 yearOfEra = y - era * 400;
        uint256 marchMonth = month > 2 ? month - 3 : month + 9;
        uint256 dayOfYear = (153 * marchMonth + 2) / 5 + dayOfMonth - 1;
        uint256 dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }
}
