import { useEffect } from 'react';
import { EVENT } from '@hackcamp/contract';

/** Gives each screen its own tab title, so history and screen-reader tab lists stay meaningful. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${EVENT.name}` : EVENT.name;
  }, [title]);
}
