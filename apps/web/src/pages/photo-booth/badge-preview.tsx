import { useEffect, useRef } from 'react';
import { ImageUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { BADGE_SIZE, type BadgeShape } from './badge-geometry.ts';
import { drawBadge, type Picture } from './draw-badge.ts';
import frameUrl from './badge-frame.svg';

type BadgePreviewProps = {
  picture: Picture | null;
  shape: BadgeShape;
  shapeLabel: string;
  frame: Picture | null;
};

// The transparent parts of the badge show as a checkerboard, as image editors do.
const checkerboard = {
  backgroundImage: 'conic-gradient(var(--pb-a) 25%, var(--pb-b) 0 50%, var(--pb-a) 0 75%, var(--pb-b) 0)',
  backgroundSize: '16px 16px',
};

export function BadgePreview({ picture, shape, shapeLabel, frame }: BadgePreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Drawn at the screen's pixel density so the preview is as sharp as the downloaded file.
  const density = Math.min(Math.ceil(window.devicePixelRatio || 1), 3);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || !picture) return;
    ctx.setTransform(density, 0, 0, density, 0, 0);
    drawBadge(ctx, picture, shape, frame);
  }, [picture, shape, frame, density]);

  return (
    <div
      style={picture ? checkerboard : undefined}
      className={cn(
        'mx-auto w-full max-w-[432px] rounded-xl border p-3 sm:p-4',
        picture ? 'border-slate-200 [--pb-a:#eef2f7] [--pb-b:#ffffff] dark:border-slate-800 dark:[--pb-a:#1e293b] dark:[--pb-b:#0f172a]' : 'border-transparent',
      )}
    >
      <div className="aspect-square w-full">
        {picture ? (
          <canvas
            ref={canvasRef}
            width={BADGE_SIZE * density}
            height={BADGE_SIZE * density}
            role="img"
            aria-label={`Badge preview, ${shapeLabel.toLowerCase()} shape`}
            className="block size-full drop-shadow-md"
          />
        ) : (
          <div className="relative flex size-full flex-col items-center justify-center rounded-[5%] border-2 border-dashed border-slate-300 bg-white/90 px-6 text-center dark:border-slate-700 dark:bg-slate-900/90">
            <img src={frameUrl} alt="" className="absolute top-[4%] left-[38%] w-[24%] opacity-90" />
            <ImageUp aria-hidden="true" className="mt-10 size-8 text-slate-400 dark:text-slate-500" />
            <p className="mt-3 font-semibold text-slate-900 dark:text-white">Your badge appears here</p>
            <p className="mt-1 max-w-56 text-sm text-slate-600 dark:text-slate-400">Upload a picture to see a live preview with the frame.</p>
          </div>
        )}
      </div>
    </div>
  );
}
