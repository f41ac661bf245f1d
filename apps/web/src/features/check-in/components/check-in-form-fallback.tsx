import { Spinner } from '../../../components/ui/spinner.tsx';

/** Where the camera will be, while the scanner's chunk loads. */
export function CheckInFormFallback() {
  return (
    <div
      role="status"
      aria-label="Loading the scanner"
      className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-900 text-slate-200"
    >
      <Spinner className="size-6" />
    </div>
  );
}
