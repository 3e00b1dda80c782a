import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { PageMessages } from "../i18n/PageMessages.js";
import { checkImageFile, IMAGE_TYPES } from "./image-file.js";
import { imageEn, imageJa } from "./messages.js";

// The cropper (and react-easy-crop) loads only when a picture has been picked.
const ImageCropper = lazy(() => import("./ImageCropper.js"));

interface Props {
  /** The button's text. */
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Width ÷ height of the crop (SPEC default 1). */
  aspect?: number;
  /** False hands over the picked picture as it is (still checked for type and size). */
  crop?: boolean;
  maxOutputWidth?: number;
  cropTitle?: string;
  /** The cropped my_image.png. */
  onPicked: (file: File) => void;
}

/** Choose a picture → refused at once if it is not an image or over 1 MB → crop it → my_image.png (or, with crop off, the picture itself). */
export function ImagePicker(props: Props) {
  return (
    <PageMessages en={imageEn} ja={imageJa}>
      <Picker {...props} />
    </PageMessages>
  );
}

function Picker({ children, className = "btn btn--ghost btn--sm", disabled, aspect = 1, crop = true, maxOutputWidth, cropTitle, onPicked }: Props) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const pick = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const refusal = checkImageFile(chosen);
    setProblem(refusal ? intl.formatMessage({ id: refusal }) : undefined);
    if (refusal) return;
    if (crop) setFile(chosen);
    else onPicked(chosen);
  };
  return (
    <span className="image-picker">
      <input ref={input} id={id} type="file" accept={IMAGE_TYPES.join(",")} hidden disabled={disabled} data-testid="image-file" onChange={(e) => pick(e.target.files?.[0])} />
      <button type="button" className={className} disabled={disabled} onClick={() => input.current?.click()}>{children}</button>
      {problem && <span className="image-picker__error" role="alert" data-testid="image-refused">{problem}</span>}
      {file && (
        <Suspense fallback={null}>
          <ImageCropper
            file={file}
            aspect={aspect}
            maxOutputWidth={maxOutputWidth}
            title={cropTitle}
            onCancel={() => setFile(null)}
            onCropped={(out) => {
              setFile(null);
              onPicked(out);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
