import { Link } from 'react-router';
import { ArrowLeft, Camera } from 'lucide-react';
import { EVENT } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function PhotoBoothPage() {
  useDocumentTitle('Photo Booth');
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-lg p-8 text-center sm:p-10">
          <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400">
            <Camera aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Photo Booth is coming soon</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            Soon you can upload a picture, pick a shape (original, square or circle) and download your {EVENT.name} badge
            as a 400×400 PNG. Your picture stays on your device; nothing is stored on our server.
          </p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </Card>
      </main>
    </div>
  );
}
