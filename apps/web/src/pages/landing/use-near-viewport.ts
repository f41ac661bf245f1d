import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. A part of the
 * page far below (the demo) mounts only then, so loading the page does not pay for it: its
 * widgets measure themselves when they mount, and each measurement lays the page out.
 */
export function useNearViewport<T extends Element>(margin = '800px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
