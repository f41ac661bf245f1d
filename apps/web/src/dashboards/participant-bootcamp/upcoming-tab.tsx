import { Link } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** A tab whose screens are still being built: says plainly what will be there, and what works now. */
export function UpcomingTab({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="space-y-4">
      <ComingSoon title={`${title} is on its way`} description="This part of the dashboard is being built and will show:" items={items} />
      <div className="flex flex-wrap gap-3">
        <Link to="/profile" className={buttonClasses('outline')}>
          My profile
        </Link>
      </div>
    </div>
  );
}
