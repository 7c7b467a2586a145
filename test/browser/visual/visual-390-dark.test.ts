// Visual regression at 390 CSS px, dark (see suite.ts and docs/visual.md).
import { visualSuite } from './suite.js';

visualSuite(390, 'dark');
