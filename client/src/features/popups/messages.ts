/** The popups' strings, shipped with their chunk. */
export const popupsEn = {
  "popup.label": "Announcement",
} as const;

export const popupsJa: Record<keyof typeof popupsEn, string> = {
  "popup.label": "お知らせ",
};
