/** The image picker's and cropper's strings, shipped with them (they are only ever on lazily loaded pages). */
export const imageEn = {
  "image.crop.title": "Crop the picture",
  "image.crop.zoom": "Zoom",
  "image.crop.hint": "Drag to move the picture; zoom with the slider, the mouse wheel or two fingers. The frame stays on the picture.",
  "image.crop.crop": "Crop",
  "image.crop.cancel": "Cancel",
  "image.error.tooLarge": "The picture must be under 1 MB. Choose a smaller one.",
  "image.error.notImage": "Choose a PNG, JPEG, WebP or GIF picture.",
  "image.error.croppedTooLarge": "The cropped picture is still 1 MB or more. Crop a smaller part or use a simpler picture.",
  "image.error.crop": "This browser could not crop the picture.",
} as const;

export const imageJa: Record<keyof typeof imageEn, string> = {
  "image.crop.title": "画像の切り抜き",
  "image.crop.zoom": "ズーム",
  "image.crop.hint": "ドラッグで位置を調整し、スライダー・マウスホイール・ピンチで拡大できます。枠は画像の外に出ません。",
  "image.crop.crop": "切り抜く",
  "image.crop.cancel": "キャンセル",
  "image.error.tooLarge": "画像は 1 MB 未満にしてください。小さい画像を選んでください。",
  "image.error.notImage": "PNG・JPEG・WebP・GIF の画像を選んでください。",
  "image.error.croppedTooLarge": "切り抜いた画像がまだ 1 MB 以上あります。範囲を狭めるか、シンプルな画像をお使いください。",
  "image.error.crop": "このブラウザでは画像を切り抜けませんでした。",
};
