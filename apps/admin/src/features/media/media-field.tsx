/**
 * A product's or variant's photos: drop files on the zone or pick them (a real button, so the keyboard
 * works), each upload shows its progress, then the photos can be reordered, one chosen as the main photo, or removed.
 * The value is the ordered URLs and the main one (a variant's `images` and `main_image`; a product's `image_url` is
 * a field of one photo). With `onAltChange`, each photo also takes its alt text (the product's `image_alts`).
 */
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@shop/domain/media.rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { useFileDrop } from '../../components/use-file-drop';
import { PhotoCard } from './media-photo-card';
import { uploadImage } from './upload';

export interface MediaValue {
  images: string[];
  main: string;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type MediaFieldProps = {
  label: string;
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  max: number;
  error?: string | undefined;
  /** Photo URL → alt text. */
  alts?: Record<string, string> | undefined;
  onAltChange?: ((url: string, alt: string) => void) | undefined;
};

export function MediaField({ label, value, onChange, max, error, alts, onAltChange }: MediaFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploads, set, addFiles, dismiss } = useMediaUploads(value, onChange, max);
  const { over, dropProps } = useFileDrop(addFiles);

  const move = (from: number, to: number) => {
    const images = [...value.images];
    const [moved] = images.splice(from, 1);
    images.splice(to, 0, moved!);
    set(images);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">{label}</legend>
      {value.images.length > 0 && (
        <ol className="mb-3 flex flex-wrap gap-3">
          {value.images.map((url, i) => (
            <PhotoCard
              key={url}
              url={url}
              i={i}
              count={value.images.length}
              groupId={id}
              isMain={value.main === url}
              alt={alts?.[url] ?? ''}
              onAltChange={onAltChange}
              onMain={() => set(value.images, url)}
              onMove={move}
              onRemove={() => set(value.images.filter((u) => u !== url))}
            />
          ))}
        </ol>
      )}
      {value.images.length < max && (
        <div
          {...dropProps}
          className={`relative flex flex-wrap items-center gap-3 rounded-md border-2 border-dashed px-4 py-4 text-sm ${
            over ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-gray-50'
          }`}
        >
          <span className="text-gray-600">Kéo thả ảnh vào đây, hoặc</span>
          <Button tone="secondary" onClick={() => input.current?.click()}>
            Chọn ảnh
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple={max > 1}
            className="sr-only"
            tabIndex={-1}
            aria-label={`${label}: chọn tệp`}
            onChange={(e) => {
              addFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <span className="text-xs text-gray-500">JPEG, PNG, WebP hoặc AVIF, tối đa 10 MB.</span>
        </div>
      )}
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The value as it is now, and the files being uploaded: each accepted file uploads at once and joins the photos
 * when it is done; a refused or failed one stays listed with its reason until dismissed.
 */
function useMediaUploads(value: MediaValue, onChange: (value: MediaValue) => void, max: number) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Uploads finish one by one: each adds to the value as it is then, not as it was when the files were dropped.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const nextKey = useRef(0);

  const set = (images: string[], main = latest.current.main) => {
    const next = { images, main: images.includes(main) ? main : (images[0] ?? '') };
    latest.current = next;
    onChange(next);
  };
  const patchUpload = (key: number, patch: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const addFiles = (files: File[]) => {
    const room = max - latest.current.images.length - uploads.filter((u) => !u.error).length;
    for (const [i, file] of files.entries()) {
      const key = nextKey.current++;
      const upload: Upload = { key, name: file.name, progress: 0 };
      if (i >= room) upload.error = `Tối đa ${max} ảnh.`;
      else if (!ACCEPT.split(',').includes(file.type)) upload.error = MEDIA_MESSAGES.unsupported;
      else if (file.size > MEDIA_MAX_BYTES) upload.error = MEDIA_MESSAGES.tooLarge;
      setUploads((all) => [...all, upload]);
      if (upload.error) continue;
      uploadImage(file, (progress) => patchUpload(key, { progress }))
        .then((item) => {
          setUploads((all) => all.filter((u) => u.key !== key));
          set([...latest.current.images, item.url].slice(0, max));
        })
        .catch((err: Error) => patchUpload(key, { error: err.message }));
    }
  };
  const dismiss = (key: number) => setUploads((all) => all.filter((x) => x.key !== key));
  return { uploads, set, addFiles, dismiss };
}

function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
      {uploads.map((u) => (
        <li key={u.key} className="flex flex-wrap items-center gap-2">
          <span className="max-w-48 truncate">{u.name}</span>
          {u.error ? (
            <>
              <span className="text-red-600">{u.error}</span>
              <button type="button" className="text-gray-600 underline" onClick={() => onDismiss(u.key)}>
                Bỏ qua
              </button>
            </>
          ) : (
            <progress max={1} value={u.progress} aria-label={`Đang tải lên ${u.name}`} className="w-40" />
          )}
        </li>
      ))}
    </ul>
  );
}
