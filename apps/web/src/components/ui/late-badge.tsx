import { Clock } from 'lucide-react';
import { Badge } from './badge.tsx';

/** Work handed in after its task's due date: accepted, and marked so for the participant and the mentor. */
export function LateBadge() {
  return (
    <Badge tone="red" title="Submitted after the due date">
      <Clock aria-hidden="true" className="size-3" /> Late
    </Badge>
  );
}
