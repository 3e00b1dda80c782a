/** Bucket size, in UTC (weeks start on Monday). The values are Postgres `date_trunc` units. */
export enum StatsGranularity {
  DAY = "day",
  WEEK = "week",
  MONTH = "month",
}

export enum StatsGroupBy {
  NONE = "none",
  GAME = "game",
  TABLE = "table",
  AREA = "area",
}
