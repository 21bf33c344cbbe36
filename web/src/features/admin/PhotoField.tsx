import { type ChangeEvent, useId, useState } from 'react';
import { sv } from '../../i18n/sv-admin';
import { adminPhotoUpload, MAX_PHOTO_MB, PHOTO_TYPES, uploadPhoto } from '../../lib/photo-upload';

const t = sv.host.shelter;

/**
 * The admin's photo upload for a shelter being edited (issue 19 §5): the file goes to the gateway
 * as it is (resized and stored there); the shelter's image becomes the new address at once, and the
 * form's Bild field follows, so saving the form keeps it.
 */
export function PhotoField({ shelterId, onUploaded }: { shelterId: string; onUploaded: (image: string) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      onUploaded(await uploadPhoto(file, fetch, adminPhotoUpload(shelterId)));
      setResult({ ok: true, text: t.photoSaved });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : t.photoFailed });
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t.choosePhoto}</label>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose(e)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {busy ? t.uploading : t.photoHint(MAX_PHOTO_MB)}
      </p>
      <div role="status" aria-live="polite">
        {result?.ok && <p>{result.text}</p>}
      </div>
      {result && !result.ok && (
        <p role="alert" className="error field-error">
          {result.text}
        </p>
      )}
    </div>
  );
}
