import { useEffect, useState } from 'react';

/**
 * True once the page has painted: two animation frames after mounting, the first frame (holding the
 * page's largest paint) is on screen. Work that can wait for it (a request, a chunk fetched ahead of
 * need) then cannot hold that paint back.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
