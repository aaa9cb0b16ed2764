// `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser; on the server, where
// effects never run, the plain effect, so React does not warn while pre-rendering.
import { useEffect, useLayoutEffect } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
