// Visual regression at 1280 CSS px, dark (see suite.ts and docs/visual.md).
import { visualSuite } from './suite.js';

visualSuite(1280, 'dark');
