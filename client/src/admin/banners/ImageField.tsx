import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ImagePicker } from "../../shared/image-cropper/ImagePicker.js";
import { uploadImage, type UploadedImage } from "../../shared/upload/upload-image.js";
import "./content.css";

export interface ShownImage { id: string; url: string; width: number; height: number }

interface Props {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  image: ShownImage | null;
  /** Cropped at this ratio (width ÷ height) before upload; without it the picture goes up as it is. */
  aspect?: number;
  maxOutputWidth?: number;
  onChange: (image: UploadedImage | null) => void;
  disabled?: boolean;
}

/** A picture of a popup or banner: shown, replaced (cropped to its ratio, uploaded at once), or removed. */
export function ImageField({ label, required, error, hint, image, aspect, maxOutputWidth, onChange, disabled }: Props) {
  const intl = useIntl();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const upload = async (file: File) => {
    setBusy(true);
    setFailed(undefined);
    try {
      onChange(await uploadImage(file, "content"));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const problem = failed ?? error;
  return (
    <div className={`adm-field adm-field--wide adm-image-field${problem ? " has-error" : ""}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="adm-label">
        {label}
        {required && <span className="adm-required" aria-hidden> *</span>}
      </span>
      <div className="adm-image-field__row">
        {image ? (
          <a href={image.url} target="_blank" rel="noreferrer" className="adm-thumb adm-thumb--large" style={aspect ? { aspectRatio: String(aspect) } : undefined}>
            <img src={image.url} alt="" />
          </a>
        ) : (
          <span className="adm-thumb adm-thumb--large adm-thumb--empty" style={aspect ? { aspectRatio: String(aspect) } : undefined}><FormattedMessage id="adm.content.noImage" /></span>
        )}
        <div className="adm-image-field__actions">
          <ImagePicker className="adm-btn adm-btn--ghost adm-btn--sm" disabled={disabled || busy} aspect={aspect} crop={aspect !== undefined} maxOutputWidth={maxOutputWidth} cropTitle={label} onPicked={(f) => void upload(f)}>
            {busy && <span className="spinner spinner--inline" aria-hidden />}
            <FormattedMessage id={image ? "adm.content.replaceImage" : "adm.content.chooseImage"} />
          </ImagePicker>
          {image && !required && (
            <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              <FormattedMessage id="adm.content.removeImage" />
            </button>
          )}
          {image && image.width > 0 && <span className="adm-muted adm-small" data-testid="image-size">{intl.formatMessage({ id: "adm.content.imageSize" }, { width: image.width, height: image.height })}</span>}
        </div>
      </div>
      {hint && !problem && <p className="adm-hint">{hint}</p>}
      {problem && <p className="adm-error" role="alert">{problem}</p>}
    </div>
  );
}
