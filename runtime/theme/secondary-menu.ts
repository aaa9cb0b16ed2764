// The docs sidebar of the current page, for the mobile menu's secondary menu. DocPage provides it;
// other pages have none.
import { createContext, useContext } from 'react';
import type { Sidebar } from '../shared/types.js';

export const SecondaryMenuContext = createContext<Sidebar | undefined>(undefined);

export const useSecondaryMenu = () => useContext(SecondaryMenuContext);
