import { useId, useState, type Ref } from 'react';
import { ImageUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sizeText } from '@hackcamp/contract';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from './image-file.ts';

type PictureDropZoneProps = {
  onFile: (file: File) => void;
  hasPicture: boolean;
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A real file input (visually hidden, still focusable) behind a large label, so keyboard and
 * screen-reader users get the native picker while others can also drop a file on it.
 */
export function PictureDropZone({ onFile, hasPicture, busy, inputRef }: PictureDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  return (
    <div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so that choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center transition-colors',
          hasPicture ? 'py-5' : 'py-9',
          'hover:border-blue-400 hover:bg-blue-50/60 dark:hover:border-blue-500/70 dark:hover:bg-blue-500/5',
          'peer-focus-visible:border-blue-500 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500/40',
          dragging
            ? 'border-blue-500 bg-blue-50 dark:border-blue-400 dark:bg-blue-500/10'
            : 'border-slate-300 bg-slate-50/70 dark:border-slate-700 dark:bg-slate-950/40',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-blue-100 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400"
        >
          {busy ? <Spinner className="size-5" /> : <ImageUp className="size-5" />}
        </span>
        <span className="text-sm font-semibold text-slate-900 dark:text-white">
          {hasPicture ? 'Choose a different picture' : 'Choose a picture'}
          <span className="hidden font-normal text-slate-600 sm:inline dark:text-slate-400"> or drop it here</span>
        </span>
      </label>
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        PNG, JPG, GIF or WebP, up to {sizeText(MAX_IMAGE_BYTES)}.
      </p>
    </div>
  );
}
