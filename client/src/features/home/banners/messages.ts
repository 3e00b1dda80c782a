/** The lobby banner carousel's strings, shipped with its chunk. */
export const bannersEn = {
  "banners.label": "Featured",
  "banners.prev": "Previous banner",
  "banners.next": "Next banner",
  "banners.goTo": "Show banner {n}",
} as const;

export const bannersJa: Record<keyof typeof bannersEn, string> = {
  "banners.label": "注目",
  "banners.prev": "前のバナー",
  "banners.next": "次のバナー",
  "banners.goTo": "バナー {n} を表示",
};
