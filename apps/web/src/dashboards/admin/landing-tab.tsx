import { useCallback } from 'react';
import type { LandingContent } from '@hackcamp/contract';
import type { Landing } from '../../features/landing-editor/api/get-landing.ts';
import { LandingEditor } from '../../features/landing-editor/components/landing-editor.tsx';
import { factsOf, previewOf } from '../../features/landing-editor/landing-draft.ts';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../lib/event-settings.ts';
import { LandingPreview } from '../../pages/landing/landing-preview.tsx';

/** The landing page's texts, previewed with the landing page's own sections. */
export function LandingTab() {
  const settings = useEventSettings().data ?? DEFAULT_EVENT_SETTINGS;
  const renderPreview = useCallback(
    (draft: LandingContent, saved: Landing | undefined) => (
      <LandingPreview settings={settings} landing={previewOf(draft, factsOf(saved, settings.prizePool))} />
    ),
    [settings],
  );
  return <LandingEditor renderPreview={renderPreview} />;
}
