import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import Cropper, { type Area } from "react-easy-crop";
import { FormattedMessage, useIntl } from "react-intl";
import { cropToPng, CroppedTooLargeError } from "./crop-image.js";
import "./image-cropper.css";

export interface ImageCropperProps {
  file: File;
  /** Width ÷ height of the crop; SPEC default 1. */
  aspect?: number;
  /** The output is scaled down to this width when the crop is wider. */
  maxOutputWidth?: number;
  /** Names what is being cropped (e.g. "Desktop image"), in the dialog's title. */
  title?: string;
  onCropped: (file: File) => void;
  onCancel: () => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * SPEC §2 image cropper: move (drag) and zoom (slider, wheel, pinch) the picture under a frame of the
 * given ratio, which never leaves the picture; Crop makes my_image.png, Cancel (or Escape) drops it.
 */
export default function ImageCropper({ file, aspect = 1, maxOutputWidth, title, onCropped, onCancel }: ImageCropperProps) {
  const intl = useIntl();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const image = useRef<RefObject<HTMLImageElement | null> | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !busy && onCancel();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [busy, onCancel]);

  const run = async () => {
    const img = image.current?.current;
    if (!img || !area) return;
    setBusy(true);
    setError(undefined);
    try {
      onCropped(await cropToPng(img, area, maxOutputWidth));
    } catch (e) {
      setError(intl.formatMessage({ id: e instanceof CroppedTooLargeError ? "image.error.croppedTooLarge" : "image.error.crop" }));
      setBusy(false);
    }
  };

  return createPortal(
    <div className="cropper-backdrop">
      <div className="cropper" role="dialog" aria-modal="true" aria-labelledby="cropper-title" data-testid="image-cropper">
        <h2 id="cropper-title" className="cropper__title">{title ?? <FormattedMessage id="image.crop.title" />}</h2>
        <div className="cropper__stage">
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={aspect}
            restrictPosition
            objectFit="contain"
            showGrid
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            setImageRef={(ref) => (image.current = ref)}
            mediaProps={{ alt: "" }}
          />
        </div>
        <label className="cropper__zoom">
          <span><FormattedMessage id="image.crop.zoom" /></span>
          <input type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={0.01} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
        <p className="cropper__hint"><FormattedMessage id="image.crop.hint" /></p>
        {error && <p className="cropper__error" role="alert">{error}</p>}
        <div className="cropper__actions">
          <button type="button" className="cropper__btn" disabled={busy} onClick={onCancel}><FormattedMessage id="image.crop.cancel" /></button>
          <button type="button" className="cropper__btn cropper__btn--primary" disabled={busy || !area} onClick={() => void run()}>
            <FormattedMessage id="image.crop.crop" />
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
