import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Camera, Download, Info, ShieldCheck, X } from 'lucide-react';
import { EVENT } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BADGE_SIZE, isLowResolution, type BadgeShape } from './badge-geometry.ts';
import { BadgePreview } from './badge-preview.tsx';
import { loadImage, renderBadgePng, saveBlob } from './draw-badge.ts';
import { IMAGE_MESSAGES, badgeFileName, checkImageFile } from './image-file.ts';
import { PictureDropZone } from './picture-drop-zone.tsx';
import { SHAPES, ShapePicker } from './shape-picker.tsx';
import frameUrl from './badge-frame.svg';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

type LoadedPicture = { bitmap: ImageBitmap; name: string };

function useBadgeFrame() {
  const [frame, setFrame] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadImage(frameUrl).then(
      (img) => live && setFrame(img),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { frame, failed };
}

function StepHeading({ id, step, children }: { id: string; step: number; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2.5 text-base font-semibold text-slate-900 dark:text-white">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-blue-600 text-xs font-bold text-white shadow-sm shadow-blue-600/30"
      >
        {step}
      </span>
      {children}
    </h2>
  );
}

export function PhotoBoothPage() {
  useDocumentTitle('Photo Booth');
  const ids = useId();
  const { frame, failed: frameFailed } = useBadgeFrame();
  const [picture, setPicture] = useState<LoadedPicture | null>(null);
  const [shape, setShape] = useState<BadgeShape>('original');
  // The attempt number keys the alert, so the same message is announced again on a second bad pick.
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null);
  const [decoding, setDecoding] = useState(false);
  const [saving, setSaving] = useState(false);
  const attempt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // A decoded picture holds its pixels outside the JS heap; free them as soon as it is replaced.
  useEffect(() => () => picture?.bitmap.close(), [picture]);

  const choose = async (file: File) => {
    const current = ++attempt.current;
    const problem = checkImageFile(file);
    if (problem) {
      setError({ message: problem, attempt: current });
      return;
    }
    setDecoding(true);
    try {
      const bitmap = await createImageBitmap(file);
      // A newer pick may have finished first; the older one must not overwrite it.
      if (current !== attempt.current) {
        bitmap.close();
        return;
      }
      setPicture({ bitmap, name: file.name });
      setError(null);
    } catch {
      if (current === attempt.current) setError({ message: IMAGE_MESSAGES.unreadable, attempt: current });
    } finally {
      if (current === attempt.current) setDecoding(false);
    }
  };

  const remove = () => {
    setPicture(null);
    setError(null);
    inputRef.current?.focus();
  };

  const download = async () => {
    if (!picture || !frame) return;
    setSaving(true);
    try {
      const blob = await renderBadgePng(picture.bitmap, shape, frame);
      saveBlob(blob, badgeFileName());
      setError(null);
      toast.success('Badge downloaded', { description: 'Look for it in your downloads folder.' });
    } catch {
      toast.error("Your browser couldn't create the PNG. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  const shapeLabel = SHAPES.find((s) => s.value === shape)?.label ?? shape;
  const { width = 0, height = 0 } = picture?.bitmap ?? {};
  const lowRes = picture !== null && isLowResolution(shape, width, height);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 overflow-hidden px-4 py-8 sm:py-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-blue-100/70 to-transparent dark:from-blue-950/40"
        />
        <div className="mx-auto w-full max-w-5xl">
          <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-xs font-semibold text-blue-700 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-300">
              <Camera aria-hidden="true" className="size-3.5" />
              Photo Booth
            </span>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Make your {EVENT.name} badge</h1>
            <p className="mt-3 text-slate-600 dark:text-slate-400">
              Upload a picture, pick a shape and download a {BADGE_SIZE}×{BADGE_SIZE} PNG badge with the {EVENT.name} frame, ready for your profile picture or a
              post.
            </p>
          </div>

          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Card className="p-5 sm:p-6">
              <section aria-labelledby={`${ids}-upload`}>
                <StepHeading id={`${ids}-upload`} step={1}>
                  Upload your picture
                </StepHeading>
                <PictureDropZone onFile={(file) => void choose(file)} hasPicture={picture !== null} busy={decoding} inputRef={inputRef} />
                {error && <Alert key={error.attempt} tone="error" title={error.message} className="mt-3" />}
                {picture && (
                  <div className="mt-3 flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-950/40">
                    <p role="status" className="min-w-0 flex-1 text-sm">
                      <span className="block truncate font-medium text-slate-900 dark:text-white">{picture.name}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {width} × {height} px
                      </span>
                    </p>
                    <Button variant="ghost" size="sm" onClick={remove}>
                      <X aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  </div>
                )}
                {lowRes && (
                  <p className="mt-2 flex gap-1.5 text-xs text-amber-700 dark:text-amber-300">
                    <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                    This picture is small, so the badge may look a little soft. A larger one gives a sharper result.
                  </p>
                )}
              </section>

              <section aria-labelledby={`${ids}-shape`} className="mt-7">
                <StepHeading id={`${ids}-shape`} step={2}>
                  Choose a shape
                </StepHeading>
                <ShapePicker value={shape} onChange={setShape} labelledBy={`${ids}-shape`} />
              </section>

              <div className="mt-7 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50/70 p-4 dark:border-emerald-500/25 dark:bg-emerald-500/10">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                <div className="text-sm">
                  <p className="font-semibold text-emerald-900 dark:text-emerald-200">Your picture stays on your device</p>
                  <p className="mt-0.5 text-emerald-800/90 dark:text-emerald-200/80">
                    Pictures are not stored on the server. The badge is made right here in your browser and nothing is uploaded.
                  </p>
                </div>
              </div>
            </Card>

            <Card className="p-5 sm:p-6">
              <section aria-labelledby={`${ids}-preview`}>
                <StepHeading id={`${ids}-preview`} step={3}>
                  Preview and download
                </StepHeading>
                <BadgePreview picture={picture?.bitmap ?? null} shape={shape} shapeLabel={shapeLabel} frame={frame} />
                {frameFailed && (
                  <Alert tone="error" title="The badge frame could not be loaded." className="mt-4">
                    <p>Please reload the page and try again.</p>
                  </Alert>
                )}
                <Button size="lg" className="mt-5 w-full" disabled={!picture || !frame} loading={saving} onClick={() => void download()}>
                  {!saving && <Download aria-hidden="true" className="size-5" />}
                  Download badge
                </Button>
                <p className="mt-2 text-center text-xs text-slate-500 dark:text-slate-400">
                  {picture ? `${BADGE_SIZE} × ${BADGE_SIZE} PNG, transparent outside the shape` : 'Upload a picture to enable the download.'}
                </p>
              </section>
            </Card>
          </div>
        </div>
      </main>
    </div>
  );
}
