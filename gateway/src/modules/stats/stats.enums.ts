/** Bucket size, in UTC (weeks start on Monday). */
export enum StatsGranularity {
  DAY = "day",
  WEEK = "week",
  MONTH = "month",
}

export enum StatsGroupBy {
  NONE = "none",
  GAME = "game",
  TABLE = "table",
}
