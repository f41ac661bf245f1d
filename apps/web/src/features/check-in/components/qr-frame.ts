/** A QR code's width and frame when its caller gives none: the box's width, with a thin ring. */
export const QR_FRAME = 'w-full ring-1 ring-slate-200 dark:ring-slate-700';
