import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { MyProfileDocument, SetMyImageDocument, UpdateMyNameDocument } from "../../../gql/pages/graphql.js";
import { ImagePicker } from "../../../shared/image-cropper/ImagePicker.js";
import { hasOwnName, playerName } from "../../../shared/i18n/player-name.js";
import { uploadImage } from "../../../shared/upload/upload-image.js";
import { useToast } from "../../../shared/ui/toasts.js";
import { EmailField } from "./EmailField.js";

/** The player's photo is shown at most this wide; the cropper's output is no larger. */
const PHOTO_PX = 512;

/** Name and email (editable) and photo (cropped square, uploaded, removable) of the signed-in player. */
export function ProfileCard() {
  const intl = useIntl();
  const toast = useToast();
  const { data, refetch } = useQuery(MyProfileDocument);
  const [saveName] = useMutation(UpdateMyNameDocument);
  const [setImage] = useMutation(SetMyImageDocument);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const me = data?.me;
  if (!me) return <section className="card profile" aria-busy="true"></section>;

  const submitName = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNameError(undefined);
    try {
      await saveName({ variables: { name } });
      setEditing(false);
      toast.success(intl.formatMessage({ id: "account.profile.nameSaved" }));
    } catch (err) {
      setNameError(CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const uploadPhoto = async (file: File) => {
    setBusy(true);
    try {
      // The avatar upload becomes the player's photo at once.
      await uploadImage(file, "avatar");
      await refetch();
      toast.success(intl.formatMessage({ id: "account.profile.photoSaved" }));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const removePhoto = async () => {
    setBusy(true);
    try {
      await setImage({ variables: { uploadId: null } });
      toast.success(intl.formatMessage({ id: "account.profile.photoRemoved" }));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const shownName = playerName(intl, me.name);
  return (
    <section className="card profile" data-testid="profile">
      <div className="profile__avatar">
        {me.imageUrl ? <img src={me.imageUrl} alt={intl.formatMessage({ id: "account.profile.avatar" })} data-testid="profile-photo" /> : <span aria-hidden>{shownName.slice(0, 1).toUpperCase()}</span>}
      </div>
      <div className="profile__main">
        {editing ? (
          <form className="profile__name-form" onSubmit={(e) => void submitName(e)} noValidate>
            <div className="field">
              <label className="field__label" htmlFor="profile-name"><FormattedMessage id="account.profile.name" /></label>
              <input id="profile-name" className="profile__input" value={name} maxLength={64} autoFocus aria-invalid={!!nameError} aria-describedby="profile-name-note" onChange={(e) => setName(e.target.value)} />
              <span id="profile-name-note" className={nameError ? "field__error" : "field__hint muted"} role={nameError ? "alert" : undefined}>{nameError ?? intl.formatMessage({ id: "account.profile.nameHint" })}</span>
            </div>
            <div className="profile__actions">
              <button type="submit" className="btn btn--primary btn--sm" disabled={busy}><FormattedMessage id="account.profile.save" /></button>
              <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => (setEditing(false), setNameError(undefined))}><FormattedMessage id="account.profile.cancel" /></button>
            </div>
          </form>
        ) : (
          <>
            <h2 className="profile__name" data-testid="profile-name">{shownName}</h2>
            <p className="muted small mono" title={me.address}>{me.address}</p>
            <EmailField email={me.email ?? null} />
            <p className="muted small"><FormattedMessage id="account.profile.since" values={{ date: <FormattedDate value={me.createdAt} dateStyle="medium" /> }} /></p>
            <div className="profile__actions">
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => (setName(hasOwnName(me.name) ? me.name : ""), setEditing(true))}><FormattedMessage id="account.profile.editName" /></button>
              <ImagePicker className="btn btn--ghost btn--sm" disabled={busy} aspect={1} maxOutputWidth={PHOTO_PX} cropTitle={intl.formatMessage({ id: "account.profile.photo" })} onPicked={(f) => void uploadPhoto(f)}>
                {busy && <span className="spinner spinner--inline" aria-hidden />}
                <FormattedMessage id="account.profile.photo" />
              </ImagePicker>
              {me.imageUrl && <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => void removePhoto()}><FormattedMessage id="account.profile.removePhoto" /></button>}
            </div>
            <p className="muted small"><FormattedMessage id="account.profile.photoHint" /></p>
          </>
        )}
      </div>
    </section>
  );
}
