// Visual regression at 390 CSS px, light (see suite.ts and docs/visual.md).
import { visualSuite } from './suite.js';

visualSuite(390, 'light');
