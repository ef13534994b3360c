import { useState } from 'react';
import { api, isApiError } from '@wtm/api-client';
import { pictureSrcSet, type ContentPicture, type ContentSection } from '@wtm/contract/content';
import { Button, TextField } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { Fieldset } from './fieldset.ts';

interface PictureFieldProps {
  section: ContentSection;
  name: string;
  label: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (next: ContentPicture | undefined) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const isPicture = (value: unknown): value is ContentPicture => typeof value === 'object' && value !== null && typeof (value as ContentPicture).id === 'string';

/**
 * An entry's picture: the file uploads at once (the API checks and stores it, the field
 * keeps its id and size), then the editor describes it for people who cannot see it.
 */
export function PictureField({ section, name, label, value, errors, onChange }: PictureFieldProps) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const picture = isPicture(value) ? value : undefined;

  const upload = async (file: File | undefined) => {
    if (file === undefined) return;
    setState({ kind: 'uploading' });
    try {
      const stored = await api.uploadContentPicture(section, file);
      onChange({ id: stored.id, width: stored.width, height: stored.height, alt: picture?.alt ?? '' });
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: isApiError(error) && error.status > 0 ? error.message : content.pictureUploadFailed });
    }
  };

  const uploadError = state.kind === 'failed' ? state.message : (errors[`${name}.id`] ?? errors[`${name}.width`] ?? errors[`${name}.height`]);
  return (
    <Fieldset>
      <legend>{label}</legend>
      {picture === undefined ? (
        <p>{content.noPicture}</p>
      ) : (
        <img src={`/content/pictures/${picture.id}/${Math.min(picture.width, 320)}.webp`} srcSet={pictureSrcSet(picture, 'webp')} sizes="320px" width={320} height={Math.round((320 * picture.height) / picture.width)} alt={picture.alt} style={{ display: 'block', maxWidth: '100%', height: 'auto', marginBlockEnd: '12px' }} />
      )}
      <TextField
        type="file"
        name={`${name}.file`}
        label={picture === undefined ? content.uploadPicture : content.replacePicture}
        hint={state.kind === 'uploading' ? content.pictureUploading : content.pictureHint}
        accept={ACCEPT}
        error={uploadError}
        disabled={state.kind === 'uploading'}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {picture === undefined ? null : (
        <>
          <TextField name={`${name}.alt`} label={content.pictureAlt} hint={content.pictureAltHint} maxLength={200} error={errors[`${name}.alt`]} value={picture.alt} onChange={(event) => onChange({ ...picture, alt: event.target.value })} />
          <Button type="button" size="sm" variant="secondary" onClick={() => onChange(undefined)}>
            {content.removePicture}
          </Button>
        </>
      )}
    </Fieldset>
  );
}
