import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Stands in for a tab whose screen is built in another change; replaced by it when that lands. */
export function PendingTab({ title }: { title: string }) {
  return <ComingSoon title={`${title} is on its way`} description="This section is being built and will appear here." />;
}
